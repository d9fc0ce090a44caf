import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import type { RouteEntry } from '../../src/app.ts'
import { ROLES, type Role } from '../../src/platform/auth/roles.ts'
import { buildTestApp, call, PLATFORM_TOKEN, type CallOptions } from '../helpers/app.ts'
import { createApiKey } from '../helpers/data-api.ts'
import { tenantWithTeam } from '../helpers/factories.ts'
import { expiredToken } from '../helpers/security.ts'

/**
 * Every route the app registers, held to the rule of its access kind: token routes refuse no,
 * malformed and expired tokens (401) and every role outside their list (403) and let every role
 * inside through; the operator API takes its platform token only; the Data API takes an API key
 * only; public routes need nothing. A route is reached with random UUIDs for its path parameters
 * and `{}` as body, so "through" is any status but 401 and 403 (a 404 or 422 included).
 */

const ctx = await buildTestApp()
after(() => ctx.close())
const team = await tenantWithTeam(ctx.app)
const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
const apiKey = await createApiKey(ctx.app, team.admin.token)

/**
 * Query parameters for routes whose plain call would do heavy work once let through: an
 * out-of-range `scale` is refused by validation, after the guard, instead of writing 18 months
 * of demo history.
 */
const PROBE_QUERY: Record<string, Record<string, string>> = {
  'POST /api/v1/settings/demo-data': { scale: '2' },
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH'])

function labelOf(route: RouteEntry): string {
  return `${route.method} ${route.url}`
}

/** A syntactically valid path for the route: a random UUID for each parameter, `x` for a wildcard. */
function concretePath(route: RouteEntry): string {
  const path = route.url.replace(/:\w+/g, () => randomUUID()).replace(/\*$/, 'x')
  assert.doesNotMatch(path, /[:*()]/, `${labelOf(route)}: this test cannot fill the parameters of this path; teach concretePath about it`)
  return path
}

function send(route: RouteEntry, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return call(ctx.app, route.method, concretePath(route), {
    ...(WITH_BODY.has(route.method) ? { body: {} } : {}),
    query: PROBE_QUERY[labelOf(route)],
    ...options,
  })
}

function detailOf(res: LightMyRequestResponse): unknown {
  try {
    return res.json().detail
  } catch {
    return undefined
  }
}

function assertThrough(route: RouteEntry, res: LightMyRequestResponse, who: string): void {
  assert.ok(
    res.statusCode !== 401 && res.statusCode !== 403,
    `${labelOf(route)} as ${who} must get past the guard, got ${res.statusCode} ${res.body}`,
  )
}

async function assertTokenRoute(route: RouteEntry, roles: readonly Role[]): Promise<void> {
  const label = labelOf(route)
  const anonymous = await send(route)
  assert.equal(anonymous.statusCode, 401, `${label} without a token: ${anonymous.body}`)
  assert.equal(detailOf(anonymous), 'Not authenticated', `${label} without a token`)
  const garbled = await send(route, { token: 'not.a.jwt' })
  assert.equal(garbled.statusCode, 401, `${label} with a malformed token: ${garbled.body}`)
  assert.equal(detailOf(garbled), 'Not authenticated', `${label} with a malformed token`)
  const late = await send(route, { token: expired })
  assert.equal(late.statusCode, 401, `${label} with an expired token: ${late.body}`)
  assert.match(String(detailOf(late)), /Token expired/, `${label} with an expired token`)
  for (const role of ROLES) {
    const res = await send(route, { token: team.members[role].token })
    if (roles.includes(role)) assertThrough(route, res, role)
    else assert.equal(res.statusCode, 403, `${label} as ${role} must be refused (403), got ${res.statusCode} ${res.body}`)
  }
}

async function assertPlatformRoute(route: RouteEntry): Promise<void> {
  const label = labelOf(route)
  const refusals: [string, CallOptions][] = [
    ['without a token', {}],
    ['with a wrong platform token', { token: `${PLATFORM_TOKEN}-not` }],
    ["with a tenant admin's access token", { token: team.admin.token }],
  ]
  for (const [how, options] of refusals) {
    const res = await send(route, options)
    assert.equal(res.statusCode, 401, `${label} ${how}: ${res.body}`)
    assert.equal(detailOf(res), 'Not authenticated', `${label} ${how}`)
  }
  assertThrough(route, await send(route, { token: PLATFORM_TOKEN }), 'the operator')
}

async function assertDataApiRoute(route: RouteEntry): Promise<void> {
  const label = labelOf(route)
  for (const [how, token] of [
    ['without a key', undefined],
    ['with an access token instead of a key', team.admin.token],
  ] as const) {
    const res = await send(route, { token })
    assert.equal(res.statusCode, 401, `${label} ${how}: ${res.body}`)
    assert.equal((detailOf(res) as { code?: string } | undefined)?.code, 'invalid_api_key', `${label} ${how}`)
  }
  assertThrough(route, await send(route, { token: apiKey }), 'an API key')
}

async function assertPublicRoute(route: RouteEntry): Promise<void> {
  const res = await send(route)
  assert.notEqual(res.statusCode, 403, `${labelOf(route)} is public, yet refused without a token: ${res.body}`)
  // The sign-in routes answer 401 to wrong credentials by design; the guard's refusal is another thing.
  if (res.statusCode === 401) {
    assert.notEqual(detailOf(res), 'Not authenticated', `${labelOf(route)} is public, yet asks for a token: ${res.body}`)
  }
}

describe('every route of the route table, held to its access kind', () => {
  test('the table holds the app', () => {
    assert.ok(ctx.app.routeTable.length >= 100, `only ${ctx.app.routeTable.length} routes`)
  })

  for (const route of ctx.app.routeTable) {
    const { access } = route
    test(`${labelOf(route)} (${JSON.stringify(access) ?? 'any member'})`, async () => {
      if (access === undefined) return assertTokenRoute(route, ROLES)
      if (Array.isArray(access)) return assertTokenRoute(route, access)
      switch (access) {
        case 'public':
          return assertPublicRoute(route)
        case 'platform':
          return assertPlatformRoute(route)
        case 'api-key':
          return assertDataApiRoute(route)
        default:
          assert.fail(`${labelOf(route)}: access ${JSON.stringify(access)} is not handled by this test; say how it is checked here`)
      }
    })
  }
})

describe('the operator API without a PLATFORM_ADMIN_TOKEN', () => {
  test('answers 404 to everyone, as if it did not exist', async (t) => {
    const bare = await buildTestApp(t, { env: { PLATFORM_ADMIN_TOKEN: undefined }, database: ctx.database })
    const platformRoutes = bare.app.routeTable.filter((route) => route.access === 'platform')
    assert.ok(platformRoutes.length > 0)
    for (const route of platformRoutes) {
      for (const token of [undefined, PLATFORM_TOKEN, team.admin.token]) {
        const res = await call(bare.app, route.method, concretePath(route), { token, body: {} })
        assert.equal(res.statusCode, 404, `${labelOf(route)} with ${token ? 'a token' : 'no token'}: ${res.body}`)
      }
    }
  })
})
