import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/database.ts'
import type { DB } from '../db/types.ts'
import { Conflict, ValidationFailed } from './errors.ts'
import { formDigest } from './files/upload.ts'

const TTL_MS = 24 * 3600 * 1000
const WAIT_STEP_MS = 50
const WAIT_LIMIT_MS = 30_000
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
const REPLAYED_HEADERS = ['content-type', 'location']

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for routes whose responses are fresh credentials: keeping them would store secrets. */
    idempotency?: false
  }
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null
  }
}

/** JSON with object keys sorted, so that the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

function requestHash(request: FastifyRequest): string {
  // A multipart body is not in `request.body`: the form read before this hook stands in for it,
  // after a line that no JSON text starts with, so that a JSON body shaped like a form's digest is
  // never taken for that form. JSON bodies hash as they always did.
  const body = request.form ? `multipart/form-data\n${canonicalJson(formDigest(request.form))}` : canonicalJson(request.body ?? null)
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex')
}

/** Keys belong to a tenant when the caller signed in, else to the client address. */
function scopeOf(request: FastifyRequest): string {
  return request.principal ? tenantScope(request.principal.tenantId) : `ip:${request.ip}`
}

const tenantScope = (tenantId: string) => `tenant:${tenantId}`

/**
 * Forgets the kept responses of a tenant that mention `id` (a record being erased): a replay must
 * not hand back what was erased. A retry of such a request runs again instead.
 */
export async function forgetResponsesMentioning(trx: Transaction<DB>, tenantId: string, id: string): Promise<void> {
  await trx.deleteFrom('idempotency_keys').where('scope', '=', tenantScope(tenantId)).where('response_body', 'like', `%${id}%`).execute()
}

/**
 * `Idempotency-Key` on any POST: the first request with a key runs and its response is kept for
 * 24 hours; a repeat with the same body gets that response again without running, waiting for
 * it when the first is still under way; a repeat with another body is refused.
 */
async function idempotency(app: FastifyInstance, { db, now }: { db: Database; now: () => number }) {
  app.decorateRequest('idempotency', null)

  /** True once the stored response was sent; false when the key is free again. */
  async function replay(reply: FastifyReply, scope: string, key: string, hash: string): Promise<boolean> {
    // Real time, not the injectable clock: this is how long a client is kept waiting.
    const deadline = Date.now() + WAIT_LIMIT_MS
    for (;;) {
      const row = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst()
      if (row && row.request_hash !== hash) {
        throw ValidationFailed.single(
          ['header', 'idempotency-key'],
          'This Idempotency-Key was already used with a different request; use a new key',
          'idempotency_key_reused',
        )
      }
      if (row?.state === 'done') {
        reply.headers(row.response_headers ?? {})
        reply.header('idempotent-replayed', 'true')
        // Not `return reply.send(…)`: a reply is thenable, so this async function would resolve
        // to undefined and the caller would go on claiming the key after answering.
        reply.code(row.response_status ?? 200).send(row.response_body || null)
        return true
      }
      // The first request failed with a server error and gave the key back: this one may run.
      if (!row) return false
      if (Date.now() > deadline) throw new Conflict('A request with this Idempotency-Key is still in progress')
      await sleep(WAIT_STEP_MS)
    }
  }

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.config.idempotency === false) return
    const raw = request.headers['idempotency-key']
    if (raw === undefined) return
    const key = Array.isArray(raw) ? (raw[0] ?? '') : raw
    if (!KEY_PATTERN.test(key)) {
      throw ValidationFailed.single(
        ['header', 'idempotency-key'],
        'Idempotency-Key should be 1 to 255 printable characters',
        'string_pattern_mismatch',
      )
    }
    const scope = scopeOf(request)
    const hash = requestHash(request)
    for (let attempt = 0; attempt < 3; attempt++) {
      // An expired key is free again, and so is one whose request died (a crash) long ago.
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', new Date(now())),
            eb.and([eb('state', '=', 'running'), eb('created_at', '<', sql<Date>`now() - interval '2 minutes'`)]),
          ]),
        )
        .execute()
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({ scope, key, request_hash: hash, state: 'running', expires_at: new Date(now() + TTL_MS) })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst()
      if (claimed) {
        request.idempotency = { scope, key }
        return
      }
      if (await replay(reply, scope, key, hash)) return reply
    }
    throw new Conflict('A request with this Idempotency-Key is still in progress')
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency
    if (!claim) return payload
    request.idempotency = null
    const where = db.updateTable('idempotency_keys').where('scope', '=', claim.scope).where('key', '=', claim.key)
    if (reply.statusCode >= 500) {
      // Nothing was promised: let the client's retry run again.
      await db.deleteFrom('idempotency_keys').where('scope', '=', claim.scope).where('key', '=', claim.key).execute()
      return payload
    }
    const headers: Record<string, string> = {}
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name)
      if (value !== undefined) headers[name] = String(value)
    }
    await where
      .set({
        state: 'done',
        response_status: reply.statusCode,
        response_headers: JSON.stringify(headers),
        response_body:
          typeof payload === 'string'
            ? payload
            : payload == null
              ? ''
              : Buffer.isBuffer(payload)
                ? payload.toString('utf8')
                : JSON.stringify(payload),
      })
      .execute()
    return payload
  })
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['auth-guard'] })
