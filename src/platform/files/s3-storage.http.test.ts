import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { eventually } from '../../../test/helpers/eventually.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { multipartForm, tinyJpeg, tinyPng, type FormPart } from '../../../test/helpers/multipart.ts'
import { startS3Server, type TestS3Server } from '../../../test/helpers/s3-server.ts'
import type { FilePurpose } from './files.table.ts'
import { openS3Storage, type S3Storage } from './s3-storage.ts'

/**
 * Two instances of the service behind one load balancer: one database, one bucket, and a data
 * folder each. What one instance stores, the other serves, to the same people only.
 */
describe('STORAGE=s3: uploads shared by two instances', () => {
  let s3: TestS3Server
  let bucket: S3Storage
  let first: TestApp
  let second: TestApp
  let team: TestTenant
  let other: TestTenant

  before(async () => {
    s3 = await startS3Server()
    bucket = await openS3Storage(s3.settings)
    first = await buildTestApp(undefined, { env: s3.env })
    second = await buildTestApp(undefined, { env: s3.env, database: first.database })
    team = await provisionTenant(first.app)
    other = await provisionTenant(second.app)
  })
  after(async () => {
    await second?.close()
    await first?.close()
    await bucket?.close()
    await s3?.close()
  })

  function send(app: TestApp, method: 'POST' | 'PUT', url: string, parts: FormPart[], token = team.admin.token) {
    const form = multipartForm(parts)
    return app.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...form.headers }, payload: form.payload })
  }

  async function createCandidate(fullName: string) {
    const res = await call(first.app, 'POST', '/api/v1/candidates', { token: team.admin.token, body: { full_name: fullName } })
    assert.equal(res.statusCode, 201, res.body)
    return res.json() as { id: string }
  }

  /** Where the service keeps the candidate's files of one kind, by its own records. */
  async function storageKeys(purpose: FilePurpose, resourceId: string): Promise<string[]> {
    const rows = await first.database.unguarded
      .selectFrom('files')
      .select('storage_key')
      .where('tenant_id', '=', team.id)
      .where('purpose', '=', purpose)
      .where('resource_id', '=', resourceId)
      .execute()
    return rows.map((row) => row.storage_key)
  }

  test('a CV attached through one instance is downloaded through the other, and parsed by whichever worker takes it', async () => {
    const candidate = await createCandidate('Waiting For A CV')
    const cv = Buffer.from('Tran Thi Bich\ntran.bich@example.com\n0912 345 678\n\nKinh nghiệm: 5 năm kế toán\n')
    const attached = await send(first, 'POST', `/api/v1/candidates/${candidate.id}/cv`, [
      { name: 'file', filename: 'bich.txt', contentType: 'text/plain', data: cv },
    ])
    assert.equal(attached.statusCode, 202, attached.body)

    const downloaded = await call(second.app, 'GET', `/api/v1/candidates/${candidate.id}/cv`, { token: team.admin.token })
    assert.equal(downloaded.statusCode, 200, downloaded.body)
    assert.deepEqual(downloaded.rawPayload, cv)
    assert.match(String(downloaded.headers['content-disposition']), /filename="bich\.txt"/)

    const [key] = await storageKeys('cv', candidate.id)
    assert.deepEqual(await bucket.get(key!), cv, 'the bytes are in the bucket, under the key the row names')

    // The background parse reads the same bytes back from the bucket on either instance.
    const parse = await eventually(
      async () => (await call(second.app, 'GET', `/api/v1/cv-parsing/${attached.json().id}`, { token: team.admin.token })).json(),
      (body) => body.status !== 'queued',
      'parsed',
    )
    assert.equal(parse.status, 'parsed', parse.error ?? '')
  })

  test('downloads keep their authorization: another tenant gets 404, no token 401, on either instance', async () => {
    const candidate = await createCandidate('Private Person')
    assert.equal((await send(first, 'PUT', `/api/v1/candidates/${candidate.id}/avatar`, [avatar(tinyPng())])).statusCode, 200)
    const cv = [{ name: 'file', filename: 'cv.txt', contentType: 'text/plain', data: 'Private Person\nprivate@example.com\n' }]
    assert.equal((await send(first, 'POST', `/api/v1/candidates/${candidate.id}/cv`, cv)).statusCode, 202)

    for (const app of [first, second]) {
      for (const file of ['cv', 'avatar']) {
        const url = `/api/v1/candidates/${candidate.id}/${file}`
        assert.equal((await call(app.app, 'GET', url, { token: team.admin.token })).statusCode, 200, url)
        assert.equal((await call(app.app, 'GET', url, { token: other.admin.token })).statusCode, 404, `${url}, another tenant`)
        assert.equal((await call(app.app, 'GET', url)).statusCode, 401, `${url}, no token`)
      }
    }
  })

  test('an avatar replaced through one instance is served new by the other, and the old object leaves the bucket', async () => {
    const candidate = await createCandidate('Pictured Twice')
    const url = `/api/v1/candidates/${candidate.id}/avatar`
    assert.equal((await send(first, 'PUT', url, [avatar(tinyPng())])).statusCode, 200)
    assert.deepEqual((await call(second.app, 'GET', url, { token: team.admin.token })).rawPayload, tinyPng())
    const [old] = await storageKeys('avatar', candidate.id)

    assert.equal((await send(second, 'PUT', url, [avatar(tinyJpeg(), 'b.jpg')])).statusCode, 200)
    const served = await call(first.app, 'GET', url, { token: team.admin.token })
    assert.equal(served.headers['content-type'], 'image/jpeg')
    assert.deepEqual(served.rawPayload, tinyJpeg())
    assert.equal(await bucket.get(old!), null)
  })

  test('a career page asset uploaded through one instance is public through the other', async () => {
    const page = await call(first.app, 'POST', '/api/v1/career-pages', {
      token: team.admin.token,
      body: { subdomain: `s3-${team.code}`, title: 'Work with us' },
    })
    assert.equal(page.statusCode, 201, page.body)
    const uploaded = await send(first, 'POST', `/api/v1/career-pages/${page.json().id}/assets`, [avatar(tinyPng(), 'logo.png')])
    assert.equal(uploaded.statusCode, 201, uploaded.body)
    const assetPath = new URL(uploaded.json().url).pathname
    const served = await call(second.app, 'GET', assetPath)
    assert.equal(served.statusCode, 200)
    assert.deepEqual(served.rawPayload, tinyPng())
    // Under another company's code the same id names nothing.
    assert.equal((await call(second.app, 'GET', assetPath.replace(team.code, other.code))).statusCode, 404)
  })

  test('anonymizing a candidate through either instance deletes their files from the bucket', async () => {
    const candidate = await createCandidate('Soon Forgotten')
    assert.equal((await send(first, 'PUT', `/api/v1/candidates/${candidate.id}/avatar`, [avatar(tinyPng())])).statusCode, 200)
    const cv = [{ name: 'file', filename: 'cv.txt', contentType: 'text/plain', data: 'Soon Forgotten\nforgotten@example.com\n' }]
    assert.equal((await send(first, 'POST', `/api/v1/candidates/${candidate.id}/cv`, cv)).statusCode, 202)
    const keys = [...(await storageKeys('avatar', candidate.id)), ...(await storageKeys('cv', candidate.id))]
    assert.equal(keys.length, 2)

    const anonymized = await call(second.app, 'POST', `/api/v1/candidates/${candidate.id}/anonymize`, { token: team.admin.token })
    assert.equal(anonymized.statusCode, 200, anonymized.body)
    for (const key of keys) assert.equal(await bucket.get(key), null, key)
  })

  test('neither instance kept a file in its own data folder', () => {
    for (const app of [first, second]) assert.equal(existsSync(path.join(app.config.dataDir, 'files')), false)
  })
})

function avatar(data: Buffer, filename = 'a.png'): FormPart {
  return { name: 'file', filename, contentType: 'application/octet-stream', data }
}
