import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'
import { buildTestApp, call, PLATFORM_TOKEN, type TestApp } from '../../test/helpers/app.ts'
import { addMember, provisionTenant, signIn, type TestTenant } from '../../test/helpers/factories.ts'
import { createTestDatabase, RACE, type TestDatabaseHandle } from '../../test/helpers/database.ts'

const INVITE = '/api/v1/users/invitations'

function newKey(): string {
  return `key-${randomBytes(8).toString('hex')}`
}

function newEmail(): string {
  return `invitee-${randomBytes(4).toString('hex')}@idem.example`
}

function invite(app: FastifyInstance, token: string, key: string | undefined, body: Record<string, unknown>) {
  return call(app, 'POST', INVITE, { token, body, headers: key === undefined ? {} : { 'idempotency-key': key } })
}

/** True when a query's tree names the table anywhere (FROM, INTO, a join, the UPDATE target). */
function mentionsTable(node: unknown, table: string): boolean {
  if (node === null || typeof node !== 'object') return false
  const { kind, table: named } = node as { kind?: string; table?: { identifier?: { name?: string } } }
  if (kind === 'TableNode' && named?.identifier?.name === table) return true
  return Object.values(node).some((child) => mentionsTable(child, table))
}

/**
 * Records, in order, the kind of every statement the app sends on `idempotency_keys`
 * ('DeleteQueryNode', 'InsertQueryNode', …), at the moment it is sent.
 */
class IdempotencyStatements implements KyselyPlugin {
  readonly sent: string[] = []

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (mentionsTable(node, 'idempotency_keys')) this.sent.push(node.kind)
    return node
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result)
  }
}

/**
 * Lets everything already set off run: pending callbacks and promise continuations all run
 * before an immediate does. Whatever a finished request still does without waiting on I/O or a
 * timer has happened (and sent its statement, if it sends one) by the time this resolves.
 */
function afterPendingWork(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/** Each real run of the invitation writes one `invitation.created` entry; a replay writes none. */
async function invitationsRecorded(app: FastifyInstance, tenant: TestTenant, email: string): Promise<number> {
  const res = await call(app, 'GET', '/api/v1/audit-logs', {
    token: tenant.admin.token,
    query: { resource_type: 'invitation', page_size: 100 },
  })
  assert.equal(res.statusCode, 200, res.body)
  const items = res.json().items as { action: string; changes: { email?: string } }[]
  return items.filter((e) => e.action === 'invitation.created' && e.changes.email === email).length
}

describe('Idempotency-Key on POST', () => {
  let database: TestDatabaseHandle
  let ctx: TestApp
  let tenant: TestTenant
  let otherTenant: TestTenant

  // Warnings and errors the app logs, so that a test can check a replay leaves none behind.
  const logged: string[] = []
  // What the app sends on the idempotency table, so that a test can check what a replay did.
  const statements = new IdempotencyStatements()

  before(async () => {
    database = await createTestDatabase()
    ctx = await buildTestApp(undefined, {
      database,
      deps: {
        db: database.db.withPlugin(statements),
        logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
      },
    })
    tenant = await provisionTenant(ctx.app)
    otherTenant = await provisionTenant(ctx.app)
  })
  after(async () => {
    await ctx.close()
    await database.close()
  })

  test('the same key and body replays the first status and body without running again', async () => {
    logged.length = 0
    const key = newKey()
    const email = newEmail()
    const first = await invite(ctx.app, tenant.admin.token, key, { email, full_name: 'Ida Idem', role: 'recruiter' })
    assert.equal(first.statusCode, 201, first.body)
    assert.equal(first.headers['idempotent-replayed'], undefined)
    // Same body with its keys in another order: still the same request.
    statements.sent.length = 0
    const again = await invite(ctx.app, tenant.admin.token, key, { role: 'recruiter', full_name: 'Ida Idem', email })
    assert.equal(again.statusCode, 201, again.body)
    assert.equal(again.headers['idempotent-replayed'], 'true')
    assert.match(String(again.headers['content-type']), /^application\/json/)
    assert.deepEqual(again.json(), first.json())
    // The request that replayed must stop there, not go on to send again or claim the key anew.
    // Going on would start, right after the answer and with no I/O before it, with the next
    // statement of the claim loop; once the work the answer set off has run, that statement
    // would be among those recorded.
    await afterPendingWork()
    assert.deepEqual(
      statements.sent,
      ['DeleteQueryNode', 'InsertQueryNode', 'SelectQueryNode'],
      'the replay frees an expired key (none), finds the key taken, reads the kept answer, and stops',
    )
    assert.equal(await invitationsRecorded(ctx.app, tenant, email), 1)
    assert.deepEqual(logged, [])
  })

  test('the same key with another body answers 422 on the header and runs nothing', async () => {
    const key = newKey()
    const email = newEmail()
    const other = newEmail()
    const first = await invite(ctx.app, tenant.admin.token, key, { email, full_name: 'Ida Idem', role: 'recruiter' })
    assert.equal(first.statusCode, 201, first.body)
    const reused = await invite(ctx.app, tenant.admin.token, key, { email: other, full_name: 'Ida Idem', role: 'recruiter' })
    assert.equal(reused.statusCode, 422, reused.body)
    const [issue, ...rest] = reused.json().detail
    assert.deepEqual(rest, [])
    assert.deepEqual(issue.loc, ['header', 'idempotency-key'])
    assert.equal(issue.type, 'idempotency_key_reused')
    assert.equal(await invitationsRecorded(ctx.app, tenant, other), 0)
  })

  test('ten concurrent requests with one key and body get one answer and one invitation', RACE, async () => {
    const key = newKey()
    const email = newEmail()
    const body = { email, full_name: 'Concurrent Carla', role: 'interviewer' }
    const responses = await Promise.all(Array.from({ length: 10 }, () => invite(ctx.app, tenant.admin.token, key, body)))
    for (const res of responses) {
      assert.equal(res.statusCode, 201, res.body)
      assert.deepEqual(res.json(), responses[0]!.json())
    }
    const replayed = responses.filter((r) => r.headers['idempotent-replayed'] === 'true')
    assert.equal(replayed.length, 9, 'exactly one request ran')
    assert.equal(await invitationsRecorded(ctx.app, tenant, email), 1)
  })

  test('keys are scoped per tenant: another tenant runs the same key on its own, a colleague replays', async () => {
    const key = newKey()
    const email = newEmail()
    const body = { email, full_name: 'Scoped Sam', role: 'recruiter' }
    const mine = await invite(ctx.app, tenant.admin.token, key, body)
    const theirs = await invite(ctx.app, otherTenant.admin.token, key, body)
    assert.equal(mine.statusCode, 201, mine.body)
    assert.equal(theirs.statusCode, 201, theirs.body)
    assert.equal(theirs.headers['idempotent-replayed'], undefined)
    assert.notEqual(theirs.json().id, mine.json().id)
    assert.equal(await invitationsRecorded(ctx.app, otherTenant, email), 1)
    // The scope is the tenant, not the user: a second admin of the same tenant gets the replay.
    const colleague = await addMember(ctx.app, tenant, 'admin')
    const fromColleague = await invite(ctx.app, colleague.token, key, body)
    assert.equal(fromColleague.headers['idempotent-replayed'], 'true')
    assert.deepEqual(fromColleague.json(), mine.json())
  })

  test('a 4xx from a request that ran is kept and replayed', async () => {
    const key = newKey()
    // The admin's own address: the invitation is refused as a duplicate.
    const body = { email: tenant.admin.email, full_name: 'Already Here', role: 'recruiter' }
    const first = await invite(ctx.app, tenant.admin.token, key, body)
    assert.equal(first.statusCode, 409, first.body)
    assert.equal(first.headers['idempotent-replayed'], undefined)
    const again = await invite(ctx.app, tenant.admin.token, key, body)
    assert.equal(again.statusCode, 409)
    assert.equal(again.headers['idempotent-replayed'], 'true')
    assert.deepEqual(again.json(), first.json())
  })

  test('a body that fails schema validation never claims the key: the corrected body may use it', async () => {
    const key = newKey()
    const email = newEmail()
    const broken = await invite(ctx.app, tenant.admin.token, key, { email, full_name: 'Fix Me', role: 'janitor' })
    assert.equal(broken.statusCode, 422, broken.body)
    assert.deepEqual(broken.json().detail[0].loc, ['body', 'role'])
    const fixed = await invite(ctx.app, tenant.admin.token, key, { email, full_name: 'Fix Me', role: 'recruiter' })
    assert.equal(fixed.statusCode, 201, fixed.body)
    assert.equal(fixed.headers['idempotent-replayed'], undefined)
    assert.equal(await invitationsRecorded(ctx.app, tenant, email), 1)
  })

  test('a key of 1 to 255 printable characters is accepted; longer or with a space is 422 and runs nothing', async () => {
    const longest = `k${'x'.repeat(254)}`
    const ok = await invite(ctx.app, tenant.admin.token, longest, { email: newEmail(), full_name: 'Edge', role: 'recruiter' })
    assert.equal(ok.statusCode, 201, ok.body)
    for (const bad of [`k${'x'.repeat(255)}`, 'has space']) {
      const email = newEmail()
      const res = await invite(ctx.app, tenant.admin.token, bad, { email, full_name: 'Edge', role: 'recruiter' })
      assert.equal(res.statusCode, 422, `${bad.length} chars: ${res.body}`)
      assert.deepEqual(res.json().detail[0].loc, ['header', 'idempotency-key'])
      assert.equal(await invitationsRecorded(ctx.app, tenant, email), 0)
    }
  })

  test('without a signed-in caller the key is scoped per client IP', async () => {
    const key = newKey()
    const body = (code: string) => ({
      name: 'Scoped',
      code,
      admin_email: `admin@${code}.example`,
      admin_password: 'long enough password',
      admin_full_name: 'Scoped Admin',
    })
    const code = `ip-${randomUUID().slice(0, 8)}`
    const provision = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/platform/tenants',
        remoteAddress: ip,
        headers: { 'idempotency-key': key, authorization: `Bearer ${PLATFORM_TOKEN}` },
        payload: body(code),
      })
    const first = await provision('10.7.0.1')
    assert.equal(first.statusCode, 201, first.body)
    const sameClient = await provision('10.7.0.1')
    assert.equal(sameClient.headers['idempotent-replayed'], 'true')
    assert.deepEqual(sameClient.json(), first.json())
    const otherClient = await provision('10.7.0.2')
    assert.equal(otherClient.headers['idempotent-replayed'], undefined, 'another address runs the request itself')
    assert.equal(otherClient.statusCode, 409, 'and so meets the tenant the first one made')
  })

  test('sign-in routes ignore the key: their answers are fresh credentials, never stored', async () => {
    const key = newKey()
    const login = () =>
      call(ctx.app, 'POST', '/api/v1/auth/login', {
        headers: { 'idempotency-key': key },
        body: { email: tenant.admin.email, password: tenant.admin.password },
      })
    const first = await login()
    const second = await login()
    assert.equal(second.statusCode, 200)
    assert.equal(second.headers['idempotent-replayed'], undefined)
    assert.notEqual(second.json().refresh_token, first.json().refresh_token)
  })

  test('after 24 hours the key is forgotten and the request runs again', async (t) => {
    let clock = Date.now()
    const timed = await buildTestApp(t, { deps: { now: () => clock } })
    const owner = await provisionTenant(timed.app)
    const key = newKey()
    const email = newEmail()
    const body = { email, full_name: 'Later Lee', role: 'recruiter' }
    const first = await invite(timed.app, owner.admin.token, key, body)
    assert.equal(first.statusCode, 201, first.body)

    clock += 24 * 3600 * 1000 - 1000
    const withinDay = await invite(timed.app, owner.admin.token, key, body)
    assert.equal(withinDay.headers['idempotent-replayed'], 'true', 'a second before the day is over it still replays')

    clock += 2000
    // The first access token lived 24 hours too; sign in again on the moved clock.
    const fresh = await signIn(timed.app, owner.admin.email, owner.admin.password)
    const nextDay = await invite(timed.app, fresh.access_token, key, body)
    assert.equal(nextDay.statusCode, 201, nextDay.body)
    assert.equal(nextDay.headers['idempotent-replayed'], undefined)
    assert.notEqual(nextDay.json().id, first.json().id)
    const owned = { ...owner, admin: { ...owner.admin, token: fresh.access_token } }
    assert.equal(await invitationsRecorded(timed.app, owned, email), 2)
  })
})
