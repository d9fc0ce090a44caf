import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { docxCv, pdfCv, scannedPdf, utf16Text, type PdfLine } from '../../../test/helpers/cv-files.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { eventually } from '../../../test/helpers/eventually.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { multipartForm, tinyPng, type FormPart } from '../../../test/helpers/multipart.ts'
import { recruitingClient } from '../../../test/helpers/recruiting.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { RECRUITING } from '../../platform/auth/roles.ts'

const ENGLISH_CV: PdfLine[] = [
  { text: 'Daniel Tran', size: 24, bold: true },
  { text: 'Senior Backend Developer' },
  { text: 'daniel.tran@example.com | 0912 345 678 | Ho Chi Minh City' },
  { text: 'Experience', size: 14, bold: true },
  { text: '03/2020 – Present | Senior Developer | FPT Software' },
  { text: '01/2017 – 02/2020 | Developer | KMS Technology' },
  { text: 'Education', size: 14, bold: true },
  { text: 'Ho Chi Minh City University of Technology' },
  { text: 'Bachelor of Computer Science, 2012 – 2016' },
  { text: 'Skills', size: 14, bold: true },
  { text: 'JavaScript, TypeScript, Node.js, PostgreSQL, Docker' },
]

const VIETNAMESE_CV = [
  '# Nguyễn Thị Hồng Nhung',
  'Email: nhung.nguyen@example.com',
  'Điện thoại: (+84) 98-765-4321',
  '# Kinh nghiệm làm việc',
  '01/2019 - nay | Kế toán trưởng | Công ty TNHH Minh Phát',
  '06/2015 - 12/2018 | Kế toán viên | Công ty Cổ phần Sao Mai',
  '# Học vấn',
  'Đại học Kinh tế Quốc dân',
  'Cử nhân Kế toán, 2011 - 2015',
  '# Kỹ năng',
  'Kế toán, Microsoft Excel, Tiếng Anh, Làm việc nhóm',
]

interface Parse {
  id: string
  status: string
  origin: string
  file_name: string | null
  content_type: string | null
  has_file: boolean
  candidate_id: string | null
  extracted: {
    full_name: string | null
    email: string | null
    phone: string | null
    skills: string[]
    education: { institution: string; degree: string | null; start_year: number | null; end_year: number | null }[]
    total_experience_years: number | null
    current_job_title: string | null
    current_company: string | null
  } | null
  raw_text_length: number | null
  failure_reason: string | null
  error: string | null
  filled_fields: string[]
  created_at: string
}

describe('CV parsing', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string
  let expired: string
  let englishPdf: Buffer
  let vietnameseDocx: Buffer
  let h: ReturnType<typeof recruitingClient>

  const file = (data: Buffer | string, filename = 'cv.pdf', contentType = 'application/pdf'): FormPart => ({
    name: 'file',
    filename,
    contentType,
    data,
  })

  function post(url: string, parts: FormPart[], as = token) {
    const form = multipartForm(parts)
    return ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${as}`, ...form.headers }, payload: form.payload })
  }
  const parse = (parts: FormPart[], as = token) => post('/api/v1/cv-parsing', parts, as)
  const history = async (as = token, query: Record<string, string> = {}) =>
    (await call(ctx.app, 'GET', '/api/v1/cv-parsing/history', { token: as, query: { page_size: 100, ...query } })).json() as {
      total: number
      items: Parse[]
    }
  const getParse = async (id: string) => (await call(ctx.app, 'GET', `/api/v1/cv-parsing/${id}`, { token })).json() as Parse
  const getCandidate = async (id: string) => (await call(ctx.app, 'GET', `/api/v1/candidates/${id}`, { token })).json()
  const candidateCount = async (tenant: TestTenant) =>
    (await call(ctx.app, 'GET', '/api/v1/candidates', { token: tenant.admin.token, query: { page_size: 1 } })).json().total as number

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
    expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
    h = recruitingClient(ctx.app)
    englishPdf = await pdfCv(ENGLISH_CV)
    vietnameseDocx = await docxCv(VIETNAMESE_CV)
  })
  after(() => ctx.close())

  describe('POST /cv-parsing', () => {
    test('reads an English PDF: every field, a parsed history row, no candidate and no stored file', async () => {
      const before = await candidateCount(team)
      const res = await parse([file(englishPdf, 'Daniel Tran CV.pdf')], team.members.recruiter.token)
      assert.equal(res.statusCode, 201, res.body)
      const body = res.json() as Parse
      assert.equal(body.status, 'parsed')
      assert.equal(body.origin, 'upload')
      assert.equal(body.file_name, 'Daniel Tran CV.pdf')
      assert.equal(body.content_type, 'application/pdf')
      assert.equal(body.has_file, false)
      assert.equal(body.candidate_id, null)
      assert.ok(body.raw_text_length! > 200, `raw_text_length ${body.raw_text_length}`)
      const extracted = body.extracted!
      assert.equal(extracted.full_name, 'Daniel Tran')
      assert.equal(extracted.email, 'daniel.tran@example.com')
      assert.equal(extracted.phone, '+84912345678')
      assert.equal(extracted.current_job_title, 'Senior Developer')
      assert.equal(extracted.current_company, 'FPT Software')
      assert.ok(
        extracted.total_experience_years! >= 9 && extracted.total_experience_years! <= 10.5,
        String(extracted.total_experience_years),
      )
      for (const skill of ['JavaScript', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker'])
        assert.ok(extracted.skills.includes(skill), skill)
      assert.equal(extracted.education[0]?.start_year, 2012)
      assert.equal(extracted.education[0]?.end_year, 2016)

      assert.deepEqual(await getParse(body.id), body)
      assert.equal((await history()).items[0]!.id, body.id, 'newest first')
      assert.equal(await candidateCount(team), before, 'no candidate was created')
      const audit = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token, query: { resource_id: body.id } })
      assert.deepEqual(
        audit.json().items.map((e: { action: string }) => e.action),
        ['cv_parse.created'],
      )
    })

    test('create_candidate=true on a Vietnamese DOCX: a candidate created_via cv_parse, keeping the file as their CV', async () => {
      const res = await parse([
        file(vietnameseDocx, 'CV Nguyễn Thị Hồng Nhung.docx', 'application/octet-stream'),
        { name: 'create_candidate', data: 'true' },
      ])
      assert.equal(res.statusCode, 201, res.body)
      const body = res.json() as Parse
      assert.equal(body.content_type, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      assert.equal(body.has_file, true)
      assert.equal(body.extracted!.full_name, 'Nguyễn Thị Hồng Nhung')
      assert.equal(body.extracted!.full_name, body.extracted!.full_name!.normalize('NFC'))
      assert.equal(body.extracted!.phone, '+84987654321')
      assert.equal(body.extracted!.current_company, 'Công ty TNHH Minh Phát')
      assert.equal(body.extracted!.current_job_title, 'Kế toán trưởng')

      const candidate = await getCandidate(body.candidate_id!)
      assert.equal(candidate.created_via, 'cv_parse')
      assert.equal(candidate.full_name, 'Nguyễn Thị Hồng Nhung')
      assert.equal(candidate.email, 'nhung.nguyen@example.com')
      assert.equal(candidate.phone, '+84987654321')
      assert.equal(candidate.current_company, 'Công ty TNHH Minh Phát')
      assert.deepEqual(candidate.skills, body.extracted!.skills)
      assert.ok(candidate.skills.includes('Microsoft Excel'))
      assert.deepEqual(
        body.filled_fields.sort(),
        Object.keys(candidate)
          .filter((k) => body.filled_fields.includes(k))
          .sort(),
      )
      assert.ok(body.filled_fields.includes('full_name') && body.filled_fields.includes('email'))

      const cv = await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}/cv`, { token: team.members.hiring_manager.token })
      assert.equal(cv.statusCode, 200)
      assert.deepEqual(cv.rawPayload, vietnameseDocx)
      assert.equal(cv.headers['x-content-type-options'], 'nosniff')
      assert.match(String(cv.headers['content-disposition']), /filename\*=UTF-8''CV%20Nguy/)
    })

    test('candidate_id fills only the empty fields: what HR typed stays', async () => {
      const candidate = await h.candidate(team, { full_name: 'Daniel T.', email: null, current_company: 'Typed By HR Ltd' })
      const res = await parse([file(englishPdf), { name: 'candidate_id', data: candidate.id }])
      assert.equal(res.statusCode, 201, res.body)
      const body = res.json() as Parse
      assert.equal(body.candidate_id, candidate.id)
      const after = await getCandidate(candidate.id)
      assert.equal(after.full_name, 'Daniel T.', 'the name is never replaced')
      assert.equal(after.current_company, 'Typed By HR Ltd', 'a typed value is never replaced')
      assert.equal(after.email, 'daniel.tran@example.com')
      assert.equal(after.current_job_title, 'Senior Developer')
      assert.ok(!body.filled_fields.includes('current_company'))
      assert.ok(body.filled_fields.includes('email') && body.filled_fields.includes('skills'))

      // A second parse finds nothing left to fill.
      const again = (await parse([file(englishPdf), { name: 'candidate_id', data: candidate.id }])).json() as Parse
      assert.deepEqual(again.filled_fields, [])
      assert.deepEqual(
        (await history(token, { candidate_id: candidate.id })).items.map((p) => p.id),
        [again.id, body.id],
      )
    })

    test('a UTF-16 text file with a byte order mark is read', async () => {
      const text = 'Lê Văn Tám\nEmail: tam.le@example.com\nSĐT: 0903.123.456\nKỹ năng\nPython, SQL\n'
      const res = await parse([file(utf16Text(text), 'cv.txt', 'text/plain')])
      assert.equal(res.statusCode, 201, res.body)
      const body = res.json() as Parse
      assert.equal(body.content_type, 'text/plain')
      assert.equal(body.extracted!.full_name, 'Lê Văn Tám')
      assert.equal(body.extracted!.phone, '+84903123456')
      assert.deepEqual(body.extracted!.skills, ['Python', 'SQL'])
    })

    test('unreadable files are 422 saying why, each kept as a failed parse', async () => {
      const cases: [string, Buffer, RegExp][] = [
        ['cv_encrypted', await pdfCv(ENGLISH_CV, { password: 'secret' }), /password/i],
        ['cv_image_only', await scannedPdf(), /scan|text layer|no text/i],
        ['cv_corrupt', englishPdf.subarray(0, 600), /damaged|corrupt|could not be read/i],
        ['cv_mislabeled', tinyPng(), /PDF|Word|text/],
        ['cv_empty', await pdfCv([{ text: ' ' }]), /no text|empty/i],
      ]
      for (const [type, bytes, detail] of cases) {
        const res = await parse([file(bytes, 'cv.pdf')])
        assert.equal(res.statusCode, 422, `${type}: ${res.body}`)
        const issue = res.json().detail[0]
        assert.equal(issue.type, type)
        assert.deepEqual(issue.loc, ['body', 'file'])
        assert.match(issue.msg, detail)
        const id = /as ([0-9a-f-]{36})/.exec(issue.msg)![1]!
        const failed = await getParse(id)
        assert.equal(failed.status, 'failed')
        assert.equal(`cv_${failed.failure_reason}`, type)
        assert.equal(failed.extracted, null)
        assert.ok(failed.error)
      }
    })

    test('create_candidate with a CV that names no one: 422, no candidate, the parse kept', async () => {
      const before = await candidateCount(team)
      const res = await parse([
        file(await pdfCv([{ text: 'Skills' }, { text: 'Excel, Word' }])),
        { name: 'create_candidate', data: 'true' },
      ])
      assert.equal(res.statusCode, 422, res.body)
      assert.equal(res.json().detail[0].type, 'cv_no_name')
      assert.equal(await candidateCount(team), before)
      const id = /as ([0-9a-f-]{36})/.exec(res.json().detail[0].msg as string)![1]!
      assert.equal((await getParse(id)).status, 'parsed')
    })

    test('malformed input: 422 and nothing recorded; no file 422; JSON 415; over 10 MB 413', async () => {
      const before = (await history()).total
      const badId = await parse([file(englishPdf), { name: 'candidate_id', data: 'not-a-uuid' }])
      assert.equal(badId.statusCode, 422)
      assert.deepEqual(badId.json().detail[0].loc, ['body', 'candidate_id'])
      const candidate = await h.candidate(team)
      const both = await parse([file(englishPdf), { name: 'candidate_id', data: candidate.id }, { name: 'create_candidate', data: 'true' }])
      assert.equal(both.statusCode, 422)
      const flag = await parse([file(englishPdf), { name: 'create_candidate', data: 'yes please' }])
      assert.equal(flag.statusCode, 422)
      const unknown = await parse([file(englishPdf), { name: 'mode', data: 'fast' }])
      assert.equal(unknown.statusCode, 422)
      const missing = await parse([{ name: 'create_candidate', data: 'true' }])
      assert.equal(missing.statusCode, 422)
      assert.deepEqual(missing.json().detail[0].loc, ['body', 'file'])
      const json = await call(ctx.app, 'POST', '/api/v1/cv-parsing', { token, body: { file: 'x' } })
      assert.equal(json.statusCode, 415)
      const huge = await parse([file(Buffer.concat([englishPdf, Buffer.alloc(10 * 1024 * 1024)]))])
      assert.equal(huge.statusCode, 413)
      assert.equal((await history()).total, before)
    })

    test('another tenant’s candidate is 404 and nothing is recorded; an anonymized one is 409', async () => {
      const foreign = await h.candidate(other)
      const before = (await history()).total
      const res = await parse([file(englishPdf), { name: 'candidate_id', data: foreign.id }])
      assert.equal(res.statusCode, 404)
      assert.equal((await history()).total, before)
      assert.equal((await getCandidate(foreign.id)).detail, 'Candidate not found')

      const erased = await h.candidate(team)
      assert.equal((await call(ctx.app, 'POST', `/api/v1/candidates/${erased.id}/anonymize`, { token })).statusCode, 200)
      const late = await parse([file(englishPdf), { name: 'candidate_id', data: erased.id }])
      assert.equal(late.statusCode, 409, late.body)
    })

    test('roles and tokens: recruiters and admins only', async () => {
      await assertGuarded(ctx.app, { method: 'POST', url: '/api/v1/cv-parsing', roles: RECRUITING }, team.members, expired)
      await assertGuarded(ctx.app, { method: 'GET', url: '/api/v1/cv-parsing/history', roles: RECRUITING }, team.members, expired)
      const forbidden = await parse([file(englishPdf)], team.members.hiring_manager.token)
      assert.equal(forbidden.statusCode, 403)
    })
  })

  describe('GET and DELETE /cv-parsing/{id}', () => {
    test('history cannot be deleted (409); another tenant’s parse is 404 to read and to delete', async () => {
      const mine = (await parse([file(englishPdf)])).json() as Parse
      const deletion = await call(ctx.app, 'DELETE', `/api/v1/cv-parsing/${mine.id}`, { token })
      assert.equal(deletion.statusCode, 409)
      assert.match(deletion.json().detail, /cannot be deleted/)
      assert.equal((await getParse(mine.id)).status, 'parsed')
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await call(ctx.app, method, `/api/v1/cv-parsing/${mine.id}`, { token: other.admin.token })
        assert.equal(res.statusCode, 404, method)
      }
      assert.equal((await call(ctx.app, 'GET', '/api/v1/cv-parsing/nope', { token })).statusCode, 422)
      assert.ok(!(await history(other.admin.token)).items.some((p) => p.id === mine.id))
    })
  })

  describe('CVs parsed in the background', () => {
    test('a CV attached to a candidate: 202 queued, then parsed, filling the empty fields; Data API shows skills and education', async () => {
      const candidate = await h.candidate(team, { full_name: 'Nhung Nguyen', email: 'typed@example.com' })
      const res = await post(`/api/v1/candidates/${candidate.id}/cv`, [file(vietnameseDocx, 'nhung.docx')])
      assert.equal(res.statusCode, 202, res.body)
      const queued = res.json() as Parse
      assert.equal(queued.status, 'queued')
      assert.equal(queued.origin, 'candidate_cv')
      const done = await eventually(
        () => getParse(queued.id),
        (p) => p.status !== 'queued',
        'parsed',
      )
      assert.equal(done.status, 'parsed', done.error ?? '')
      const after = await getCandidate(candidate.id)
      assert.equal(after.full_name, 'Nhung Nguyen')
      assert.equal(after.email, 'typed@example.com')
      assert.equal(after.phone, '+84987654321')
      assert.equal(after.current_job_title, 'Kế toán trưởng')
      assert.deepEqual(after.skills, done.extracted!.skills)
      assert.deepEqual(after.education, done.extracted!.education)

      const key = await createApiKey(ctx.app, token)
      const table = await dataCall(ctx.app, key, '/candidates', { page_size: 100, to: '2099-12-31' })
      assert.equal(table.statusCode, 200, table.body)
      const row = (table.json().items as { id: string; skills: unknown; education: unknown }[]).find((c) => c.id === candidate.id)!
      assert.deepEqual(row.skills, done.extracted!.skills)
      assert.deepEqual(row.education, done.extracted!.education)
    })

    test('a career-page submission’s CV is parsed after the response; what the applicant typed stays', async () => {
      const job = await h.job(team)
      const opened = await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: 'open' } })
      assert.equal(opened.statusCode, 200, opened.body)
      const form = multipartForm([
        { name: 'job_id', data: job.id },
        { name: 'full_name', data: 'Daniel Tran' },
        { name: 'email', data: 'daniel.applies@example.com' },
        { name: 'consent', data: 'true' },
        { name: 'cv', filename: 'daniel.pdf', contentType: 'application/pdf', data: englishPdf },
      ])
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/public/applications/submit/${team.code}`,
        headers: form.headers,
        payload: form.payload,
      })
      assert.equal(res.statusCode, 201, res.body)
      const submitted = await eventually(
        () => history(),
        (page) => page.items.some((p) => p.origin === 'public_submission' && p.status !== 'queued'),
        'parsed',
      )
      const parseRow = submitted.items.find((p) => p.origin === 'public_submission')!
      assert.equal(parseRow.status, 'parsed', parseRow.error ?? '')
      const candidate = await getCandidate(parseRow.candidate_id!)
      assert.equal(candidate.email, 'daniel.applies@example.com', 'the typed e-mail stays')
      assert.equal(candidate.phone, '+84912345678', 'the empty phone is filled')
      assert.equal(candidate.current_company, 'FPT Software')
      assert.equal(candidate.total_experience_years, Math.round(parseRow.extracted!.total_experience_years!))
    })

    test('anonymizing the candidate deletes the CV and empties its parses, which stay in the history', async () => {
      const created = (await parse([file(vietnameseDocx, 'nhung.docx'), { name: 'create_candidate', data: 'true' }])).json() as Parse
      const id = created.candidate_id!
      assert.equal((await call(ctx.app, 'POST', `/api/v1/candidates/${id}/anonymize`, { token })).statusCode, 200)
      const kept = await getParse(created.id)
      assert.equal(kept.status, 'parsed')
      assert.equal(kept.extracted, null)
      assert.equal(kept.file_name, null)
      assert.equal(kept.has_file, false)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/candidates/${id}/cv`, { token })).statusCode, 404)
    })

    test('attaching: 415 for a picture, 404 for another tenant’s candidate, 403 for a hiring manager; reading needs a CV', async () => {
      const candidate = await h.candidate(team)
      const picture = await post(`/api/v1/candidates/${candidate.id}/cv`, [file(tinyPng(), 'cv.pdf')])
      assert.equal(picture.statusCode, 415)
      const foreign = await h.candidate(other)
      assert.equal((await post(`/api/v1/candidates/${foreign.id}/cv`, [file(englishPdf)])).statusCode, 404)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/candidates/${foreign.id}/cv`, { token })).statusCode, 404)
      assert.equal(
        (await post(`/api/v1/candidates/${candidate.id}/cv`, [file(englishPdf)], team.members.hiring_manager.token)).statusCode,
        403,
      )
      assert.equal((await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}/cv`, { token })).statusCode, 404, 'no CV yet')
      assert.equal(
        (await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}/cv`, { token: team.members.interviewer.token })).statusCode,
        404,
        'an interviewer not interviewing them does not see them',
      )
    })
  })
})
