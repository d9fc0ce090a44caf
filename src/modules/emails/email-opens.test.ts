import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { inflateSync } from 'node:zlib'
import { sql } from 'kysely'
import { simpleParser } from 'mailparser'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient } from '../../../test/helpers/recruiting.ts'
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.ts'

const OPENS = '/api/v1/public/email-opens'
const PIXEL = /\/api\/v1\/public\/email-opens\/([A-Za-z0-9_-]{43})\.png"/

/** CRC-32 as PNG computes it over a chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** The chunks of a PNG, each checked against its CRC. */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'the PNG signature')
  const chunks: { type: string; data: Buffer }[] = []
  let at = 8
  while (at < png.length) {
    const length = png.readUInt32BE(at)
    const type = png.subarray(at + 4, at + 8).toString('latin1')
    const data = png.subarray(at + 8, at + 8 + length)
    assert.equal(png.readUInt32BE(at + 8 + length), crc32(png.subarray(at + 4, at + 8 + length)), `CRC of ${type}`)
    chunks.push({ type, data })
    at += 12 + length
  }
  return chunks
}

describe('e-mails: open tracking', () => {
  let ctx: TestApp
  let sink: SmtpSink
  let tenant: TestTenant

  before(async () => {
    sink = await startSmtpSink()
    ctx = await buildTestApp(undefined, { env: { SMTP_URL: sink.url } })
    tenant = await provisionTenant(ctx.app)
  })
  after(async () => {
    await ctx.close()
    await sink.close()
  })

  async function sentMessage() {
    const candidate = await recruitingClient(ctx.app).candidate(tenant)
    const res = await call(ctx.app, 'POST', '/api/v1/emails', {
      token: tenant.admin.token,
      body: { candidate_id: candidate.id, subject: 'Hi', body_html: '<p>Hi {{candidate.full_name}}</p>' },
    })
    assert.equal(res.statusCode, 202, res.body)
    const received = await sink.waitFor((m) => m.to.includes(candidate.email!))
    const html = (await simpleParser(received.rawBytes)).html as string
    const token = PIXEL.exec(html)?.[1]
    assert.ok(token, `a tracking image in ${html}`)
    return { id: res.json().id as string, token }
  }

  const message = async (id: string) => (await call(ctx.app, 'GET', `/api/v1/emails/${id}`, { token: tenant.admin.token })).json()

  test('the image is a valid transparent 1x1 PNG, served without authentication and never cached', async () => {
    const res = await call(ctx.app, 'GET', `${OPENS}/${randomBytes(32).toString('base64url')}.png`)
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'image/png')
    assert.match(String(res.headers['cache-control']), /no-store/)
    assert.ok(res.headers['x-ratelimit-limit'], 'limited per client address like every public route')
    const png = res.rawPayload
    const chunks = pngChunks(png)
    assert.deepEqual(
      chunks.map((c) => c.type),
      ['IHDR', 'IDAT', 'IEND'],
    )
    const ihdr = chunks[0]!.data
    assert.equal(ihdr.readUInt32BE(0), 1, 'width 1')
    assert.equal(ihdr.readUInt32BE(4), 1, 'height 1')
    assert.equal(ihdr[8], 8, 'bit depth 8')
    assert.equal(ihdr[9], 6, 'RGBA')
    const pixels = inflateSync(chunks[1]!.data)
    assert.deepEqual([...pixels], [0, 0, 0, 0, 0], 'one scanline: no filter, one transparent pixel')
  })

  test('opens are counted: the first opened_at is kept, the count grows', async () => {
    const { id, token } = await sentMessage()
    assert.equal((await message(id)).opened_at, null)
    const first = await call(ctx.app, 'GET', `${OPENS}/${token}.png`)
    assert.equal(first.statusCode, 200)
    const counted = await message(id)
    assert.equal(counted.open_count, 1)
    assert.ok(counted.opened_at)
    // An hour back, so that a later open rewriting either time would show, whatever the clock says.
    await ctx.database.unguarded
      .updateTable('email_messages')
      .set({ opened_at: sql<Date>`opened_at - interval '1 hour'`, updated_at: sql<Date>`updated_at - interval '1 hour'` })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', id)
      .execute()
    const opened = await message(id)
    for (let i = 0; i < 2; i++) assert.deepEqual((await call(ctx.app, 'GET', `${OPENS}/${token}.png`)).rawPayload, first.rawPayload)
    const again = await message(id)
    assert.equal(again.open_count, 3)
    assert.equal(again.opened_at, opened.opened_at, 'the first open’s time stays')
    assert.equal(again.updated_at, opened.updated_at, 'an open is not a change to the message')
  })

  test('an unknown or malformed token gets the same image and records nothing', async () => {
    const { id, token } = await sentMessage()
    const reference = (await call(ctx.app, 'GET', `${OPENS}/${randomBytes(32).toString('base64url')}.png`)).rawPayload
    for (const bad of [
      randomBytes(32).toString('base64url'),
      token.slice(0, -1),
      `${token}A`,
      'x',
      '',
      '%00',
      '%F0%9F%98%80',
      "'; DROP TABLE email_messages; --",
      // Longer segments never reach a route: the router answers them (see answerFrameworkError).
      'a'.repeat(90),
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
    ]) {
      const res = await call(ctx.app, 'GET', `${OPENS}/${encodeURI(bad).replace(/%25/g, '%')}.png`)
      assert.equal(res.statusCode, 200, `${bad.slice(0, 40)}: ${res.body.slice(0, 200)}`)
      assert.equal(res.headers['content-type'], 'image/png')
      assert.deepEqual(res.rawPayload, reference)
    }
    const untouched = await message(id)
    assert.equal(untouched.open_count, 0)
    assert.equal(untouched.opened_at, null)
  })

  test('a token is not a tenant: opening another tenant’s message needs nothing but its token, and counts only it', async () => {
    const { id, token } = await sentMessage()
    const { id: otherId } = await sentMessage()
    await call(ctx.app, 'GET', `${OPENS}/${token}.png`, { token: 'not.a.jwt' })
    assert.equal((await message(id)).open_count, 1, 'credentials are neither needed nor checked')
    assert.equal((await message(otherId)).open_count, 0)
  })
})
