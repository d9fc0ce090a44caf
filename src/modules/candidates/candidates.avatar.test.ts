import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { hostileSvg, multipartForm, tinyJpeg, tinyPng, tinyWebp, type FormPart } from '../../../test/helpers/multipart.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { ALL_ROLES } from '../../platform/auth/roles.ts'
import { LocalDiskStorage } from '../../platform/files/storage.ts'

const BASE_URL = 'https://ats.example.test'
const TWO_MB = 2 * 1024 * 1024

describe('candidate avatars', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string
  let expired: string

  async function create(fullName = 'Pictured Person', as = token) {
    const res = await call(ctx.app, 'POST', '/api/v1/candidates', { token: as, body: { full_name: fullName } })
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }

  function upload(id: string, parts: FormPart[], as = token, headers: Record<string, string> = {}) {
    const form = multipartForm(parts)
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/candidates/${id}/avatar`,
      headers: { authorization: `Bearer ${as}`, ...form.headers, ...headers },
      payload: form.payload,
    })
  }

  const image = (data: Buffer | string, filename = 'avatar.png', contentType = 'image/png'): FormPart[] => [
    { name: 'file', filename, contentType, data },
  ]
  const avatar = (id: string, as = token, headers: Record<string, string> = {}) =>
    call(ctx.app, 'GET', `/api/v1/candidates/${id}/avatar`, { token: as, headers })

  /** The candidate's stored avatar rows: what must appear, and disappear, with each upload. */
  function avatarFiles(tenantId: string, candidateId: string) {
    return ctx.database.db
      .selectFrom('files')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('purpose', '=', 'avatar')
      .where('resource_id', '=', candidateId)
      .execute()
  }

  /** The files of a tenant on disk: a refused upload must leave none behind. */
  function filesOnDisk(tenantId: string): string[] {
    const folder = path.join(ctx.config.dataDir, 'files', tenantId)
    return existsSync(folder) ? readdirSync(folder).sort() : []
  }

  /** Every file row of a tenant, whatever it belongs to: a refused upload must add none. */
  async function tenantFileRows(tenantId: string): Promise<string[]> {
    const rows = await ctx.database.unguarded.selectFrom('files').select('id').where('tenant_id', '=', tenantId).execute()
    return rows.map((r) => r.id).sort()
  }

  /** Every file under the data folder, at any depth: a refused upload must leave none behind. */
  function dataDirFiles(): string[] {
    const root = ctx.config.dataDir
    if (!existsSync(root)) return []
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort()
  }

  async function auditActions(resourceId: string) {
    const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token, query: { resource_id: resourceId, page_size: 100 } })
    return res
      .json()
      .items.map((e: { action: string }) => e.action)
      .reverse() as string[]
  }

  before(async () => {
    ctx = await buildTestApp(undefined, { env: { PUBLIC_BASE_URL: BASE_URL } })
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
    expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
  })
  after(() => ctx.close())

  describe('PUT /candidates/{id}/avatar', () => {
    test('stores PNG bytes named photo.jpg and declared image/jpeg as image/png, and answers the candidate with avatar_url', async () => {
      const candidate = await create()
      assert.equal(candidate.avatar_url, null)
      const png = tinyPng()
      const res = await upload(candidate.id, image(png, 'photo.jpg', 'image/jpeg'), team.members.recruiter.token)
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.equal(body.avatar_url, `${BASE_URL}/api/v1/candidates/${candidate.id}/avatar`)
      assert.equal(body.full_name, candidate.full_name)
      assert.ok(body.updated_at > candidate.updated_at)
      assert.deepEqual((await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}`, { token })).json(), body)

      const row = (await avatarFiles(team.id, candidate.id))[0]!
      assert.equal(row.content_type, 'image/png')
      assert.equal(row.byte_size, png.length)
      assert.equal(row.original_name, 'photo.jpg')
      assert.deepEqual(await auditActions(candidate.id), ['candidate.created', 'candidate.avatar_updated'])

      const served = await avatar(candidate.id, team.members.hiring_manager.token)
      assert.equal(served.statusCode, 200)
      assert.equal(served.headers['content-type'], 'image/png')
      assert.equal(served.headers['x-content-type-options'], 'nosniff')
      assert.match(String(served.headers['cache-control']), /private/)
      assert.deepEqual(served.rawPayload, png)
      const unchanged = await avatar(candidate.id, token, { 'if-none-match': String(served.headers.etag) })
      assert.equal(unchanged.statusCode, 304)
    })

    test('accepts JPEG and WebP whatever their names and declared types say', async () => {
      const candidate = await create()
      for (const [bytes, type] of [
        [tinyJpeg(), 'image/jpeg'],
        [tinyWebp(), 'image/webp'],
      ] as const) {
        const res = await upload(candidate.id, image(bytes, 'upload.bin', 'application/octet-stream'))
        assert.equal(res.statusCode, 200, res.body)
        const served = await avatar(candidate.id)
        assert.equal(served.headers['content-type'], type)
        assert.deepEqual(served.rawPayload, bytes)
      }
    })

    test('a new picture replaces the old one: its row and its bytes are gone', async () => {
      const candidate = await create()
      assert.equal((await upload(candidate.id, image(tinyPng()))).statusCode, 200)
      const first = (await avatarFiles(team.id, candidate.id))[0]!
      const storage = new LocalDiskStorage(ctx.config.dataDir)
      assert.ok(await storage.get(first.storage_key))
      assert.equal((await upload(candidate.id, image(tinyJpeg(), 'b.jpg', 'image/jpeg'))).statusCode, 200)
      const rows = await avatarFiles(team.id, candidate.id)
      assert.equal(rows.length, 1)
      assert.notEqual(rows[0]!.id, first.id)
      assert.equal(await storage.get(first.storage_key), null)
      assert.equal((await avatar(candidate.id)).headers['content-type'], 'image/jpeg')
    })

    test('answers 415 for an SVG named avatar.png, for text, for an empty file and for a JSON body', async () => {
      const candidate = await create()
      const svg = await upload(candidate.id, image(hostileSvg()))
      assert.equal(svg.statusCode, 415)
      assert.match(svg.json().detail, /SVG/)
      assert.equal((await upload(candidate.id, image('just words\n'))).statusCode, 415)
      assert.equal((await upload(candidate.id, image(''))).statusCode, 415)
      assert.equal(
        (await call(ctx.app, 'PUT', `/api/v1/candidates/${candidate.id}/avatar`, { token, body: { file: 'x' } })).statusCode,
        415,
      )
      assert.deepEqual(await avatarFiles(team.id, candidate.id), [])
      assert.equal((await avatar(candidate.id)).statusCode, 404)
    })

    test('takes exactly 2 MB and answers 413 for one byte more', async () => {
      const candidate = await create()
      const png = tinyPng()
      const exact = Buffer.concat([png, Buffer.alloc(TWO_MB - png.length)])
      const ok = await upload(candidate.id, image(exact))
      assert.equal(ok.statusCode, 200, ok.body)
      const over = await upload(candidate.id, image(Buffer.concat([exact, Buffer.alloc(1)])))
      assert.equal(over.statusCode, 413)
      assert.equal(typeof over.json().detail, 'string')
      assert.equal((await avatarFiles(team.id, candidate.id)).length, 1)
    })

    test('answers 422 without a file part and for a malformed If-Unmodified-Since', async () => {
      const candidate = await create()
      const missing = await upload(candidate.id, [{ name: 'picture', filename: 'a.png', contentType: 'image/png', data: tinyPng() }])
      assert.equal(missing.statusCode, 422)
      assert.deepEqual(missing.json().detail[0].loc, ['body', 'file'])
      const header = await upload(candidate.id, image(tinyPng()), token, { 'if-unmodified-since': '1700000000' })
      assert.equal(header.statusCode, 422)
      assert.deepEqual(await avatarFiles(team.id, candidate.id), [])
    })

    test('answers 412 when the candidate changed after If-Unmodified-Since, and stores nothing', async () => {
      const candidate = await create()
      const edited = await call(ctx.app, 'PUT', `/api/v1/candidates/${candidate.id}`, { token, body: { star_rating: 5 } })
      const onDisk = filesOnDisk(team.id)
      const rowsBefore = await tenantFileRows(team.id)
      const dataBefore = dataDirFiles()
      const stale = await upload(candidate.id, image(tinyPng()), token, { 'if-unmodified-since': candidate.updated_at })
      assert.equal(stale.statusCode, 412)
      assert.deepEqual(await avatarFiles(team.id, candidate.id), [])
      assert.deepEqual(await tenantFileRows(team.id), rowsBefore, 'no file row was added')
      assert.deepEqual(filesOnDisk(team.id), onDisk, 'the bytes written first were removed again')
      assert.deepEqual(dataDirFiles(), dataBefore, 'nothing was written anywhere under the data folder')
      const fresh = await upload(candidate.id, image(tinyPng()), token, { 'if-unmodified-since': edited.json().updated_at })
      assert.equal(fresh.statusCode, 200, fresh.body)
    })

    test('answers 404 for another tenant’s candidate or an unknown one, and stores nothing', async () => {
      const candidate = await create()
      const onDisk = filesOnDisk(other.id)
      const rowsBefore = { team: await tenantFileRows(team.id), other: await tenantFileRows(other.id) }
      const dataBefore = dataDirFiles()
      const storedNothing = async (label: string) => {
        assert.deepEqual(await tenantFileRows(team.id), rowsBefore.team, `${label}: no file row in the owner’s tenant`)
        assert.deepEqual(await tenantFileRows(other.id), rowsBefore.other, `${label}: no file row in the caller’s tenant`)
        assert.deepEqual(dataDirFiles(), dataBefore, `${label}: no file under the data folder`)
      }
      assert.equal((await upload(candidate.id, image(tinyPng()), other.admin.token)).statusCode, 404)
      assert.deepEqual(filesOnDisk(other.id), onDisk)
      assert.deepEqual(await avatarFiles(other.id, candidate.id), [])
      assert.deepEqual(await avatarFiles(team.id, candidate.id), [])
      await storedNothing('another tenant’s candidate')
      assert.equal((await upload(randomUUID(), image(tinyPng()))).statusCode, 404)
      await storedNothing('an unknown candidate')
      assert.equal((await upload('nope', image(tinyPng()))).statusCode, 422)
      await storedNothing('a malformed id')
    })
  })

  describe('GET /candidates/{id}/avatar', () => {
    test('answers 404 to another tenant, for an unknown candidate and for one without a picture', async () => {
      const candidate = await create()
      assert.equal((await upload(candidate.id, image(tinyPng()))).statusCode, 200)
      const foreign = await avatar(candidate.id, other.admin.token)
      assert.equal(foreign.statusCode, 404)
      assert.notEqual(foreign.headers['content-type'], 'image/png')
      assert.equal((await avatar(randomUUID())).statusCode, 404)
      assert.equal((await avatar((await create('No Picture')).id)).statusCode, 404)
      assert.equal((await avatar('not-a-uuid')).statusCode, 422)
    })

    test('a deleted candidate’s picture is gone too', async () => {
      const candidate = await create()
      assert.equal((await upload(candidate.id, image(tinyPng()))).statusCode, 200)
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/candidates/${candidate.id}`, { token })).statusCode, 204)
      assert.equal((await avatar(candidate.id)).statusCode, 404)
    })
  })

  test('roles: admins and recruiters upload; hiring managers also view; interviewers only people they interview', async () => {
    const candidate = await create()
    assert.equal((await upload(candidate.id, image(tinyPng()))).statusCode, 200)
    await assertGuarded(
      ctx.app,
      { method: 'PUT', url: `/api/v1/candidates/${candidate.id}/avatar`, roles: ['admin', 'recruiter'] },
      team.members,
      expired,
    )
    await assertGuarded(
      ctx.app,
      { method: 'GET', url: `/api/v1/candidates/${candidate.id}/avatar`, roles: ALL_ROLES },
      team.members,
      expired,
    )
    // Past the guard, an interviewer finds no one they do not interview.
    assert.equal((await avatar(candidate.id, team.members.interviewer.token)).statusCode, 404)
    const refused = await upload(candidate.id, image(tinyJpeg()), team.members.hiring_manager.token)
    assert.equal(refused.statusCode, 403)
    assert.equal((await avatar(candidate.id)).headers['content-type'], 'image/png')
  })
})
