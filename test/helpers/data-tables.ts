import assert from 'node:assert/strict'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import type { Database } from '../../src/db/database.ts'
import { refreshStageFacts } from '../../src/db/stage-facts.ts'
import type { FieldDef, ScalarType } from '../../src/modules/data-api/tables/fields.ts'
import { call } from './app.ts'
import { dataCall } from './data-api.ts'
import type { TestTenant } from './factories.ts'

const API = '/api/v1'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

function checkScalar(type: ScalarType, value: unknown, where: string, values?: readonly string[]): void {
  switch (type) {
    case 'uuid':
      assert.ok(typeof value === 'string' && UUID.test(value), `${where}: uuid expected, got ${JSON.stringify(value)}`)
      return
    case 'string':
      assert.equal(typeof value, 'string', `${where}: string expected, got ${JSON.stringify(value)}`)
      if (values) assert.ok(values.includes(value as string), `${where}: ${JSON.stringify(value)} is not one of ${values.join(', ')}`)
      return
    case 'int':
      assert.ok(Number.isInteger(value), `${where}: integer expected, got ${JSON.stringify(value)}`)
      return
    case 'float':
      assert.ok(typeof value === 'number' && Number.isFinite(value), `${where}: number expected, got ${JSON.stringify(value)}`)
      return
    case 'bool':
      assert.equal(typeof value, 'boolean', `${where}: boolean expected, got ${JSON.stringify(value)}`)
      return
    case 'datetime':
      assert.ok(
        typeof value === 'string' && TIMESTAMP.test(value),
        `${where}: YYYY-MM-DDTHH:mm:ss.sssZ expected, got ${JSON.stringify(value)}`,
      )
      return
    case 'date':
      assert.ok(typeof value === 'string' && DATE.test(value), `${where}: YYYY-MM-DD expected, got ${JSON.stringify(value)}`)
      return
    case 'json':
      assert.ok(value !== undefined && typeof value === 'object', `${where}: JSON list or object expected, got ${JSON.stringify(value)}`)
  }
}

/**
 * Holds one returned record to its declaration: exactly the declared keys, each of its declared
 * JSON type, null only where the declaration allows it. Answers the fields that held a value.
 */
export function assertRecordMatches(fields: FieldDef[], record: Record<string, unknown>, where: string): Set<string> {
  assert.deepEqual(Object.keys(record).sort(), fields.map((f) => f.name).sort(), `${where}: field names`)
  const filled = new Set<string>()
  for (const def of fields) {
    const value = record[def.name]
    const at = `${where}.${def.name}`
    if (value === null) {
      assert.ok(def.nullable, `${at}: null in a field that is never null`)
      continue
    }
    filled.add(def.name)
    if (def.type !== 'list') {
      checkScalar(def.type, value, at, def.values)
      continue
    }
    assert.ok(Array.isArray(value), `${at}: list expected, got ${JSON.stringify(value)}`)
    ;(value as unknown[]).forEach((item, i) => {
      if (typeof def.of === 'string') {
        if (item === null) assert.ok(def.nullableItems, `${at}[${i}]: null item`)
        else checkScalar(def.of, item, `${at}[${i}]`)
      } else {
        assertRecordMatches(def.of!, item as Record<string, unknown>, `${at}[${i}]`)
      }
    })
  }
  return filled
}

/** Every page of a table with the same parameters, walked in order; answers the rows and each page's total. */
export async function walkPages(
  app: FastifyInstance,
  key: string,
  path: string,
  query: Record<string, string | number | boolean>,
  between?: (page: number) => Promise<void>,
) {
  const rows: Record<string, unknown>[] = []
  const totals: number[] = []
  for (let page = 1; ; page++) {
    const res = await dataCall(app, key, path, { ...query, page })
    assert.equal(res.statusCode, 200, res.body)
    const body = res.json()
    rows.push(...body.items)
    totals.push(body.total)
    if (body.items.length < body.page_size) break
    await between?.(page)
  }
  return { rows, totals }
}

export function expectDataError(res: LightMyRequestResponse, status: number, code: string): void {
  assert.equal(res.statusCode, status, res.body)
  assert.equal(res.json().detail.code, code, res.body)
}

/** Sets columns the API never lets a client set (times, demo flags) on one row of a tenant. */
export async function setColumns(
  db: Database,
  table: string,
  tenantId: string,
  id: string,
  values: Record<string, string | boolean | Date | null>,
): Promise<void> {
  const assignments = Object.entries(values).map(
    ([column, value]) => sql`${sql.ref(column)} = ${value instanceof Date ? value.toISOString() : value}`,
  )
  const result = await sql<{ application_id: string }>`
    update ${sql.table(table)} set ${sql.join(assignments)} where tenant_id = ${tenantId} and id = ${id}
    ${table === 'stage_transitions' ? sql`returning application_id` : sql``}`.execute(db)
  assert.equal(Number(result.numAffectedRows ?? result.rows.length), 1, `${table} ${id} not found`)
  // A history rewritten by hand gets its facts computed again, as the repository does for the API's writes.
  if (table === 'stage_transitions') await refreshStageFacts(db, tenantId, [result.rows[0]!.application_id])
}

/** The core-API steps the Data API tests make their records with, bound to one app and tenant. */
export function coreClient(app: FastifyInstance, tenant: TestTenant) {
  let serial = 0
  const token = tenant.admin.token
  async function post(path: string, body: unknown, expected = 201) {
    const res = await call(app, 'POST', `${API}${path}`, { token, body })
    assert.equal(res.statusCode, expected, `${path}: ${res.body}`)
    return res.json()
  }
  const h = {
    token,
    post,
    async job(body: Record<string, unknown> = {}) {
      const job = await post('/jobs', { title: 'Data engineer', department: 'Data', ...body })
      const stages = (await call(app, 'GET', `${API}/jobs/${job.id}/pipeline`, { token })).json().items as {
        id: string
        name: string
        stage_type: string
        is_terminal: boolean
      }[]
      return { ...job, stages } as { id: string; code: string; stages: typeof stages; [k: string]: unknown }
    },
    async candidate(body: Record<string, unknown> = {}) {
      serial += 1
      return (await post('/candidates', {
        full_name: `Data Candidate ${serial}`,
        email: `data-${serial}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        ...body,
      })) as { id: string; code: string; [k: string]: unknown }
    },
    async application(jobId: string, candidateId: string, body: Record<string, unknown> = {}) {
      return (await post('/applications', { job_id: jobId, candidate_id: candidateId, ...body })) as { id: string; [k: string]: unknown }
    },
    /** A job, a candidate and the candidate's application on it. */
    async applicationOnNewJob(body: Record<string, unknown> = {}) {
      const job = await h.job()
      const candidate = await h.candidate()
      const application = await h.application(job.id, candidate.id, body)
      return { job, candidate, application }
    },
    async interview(applicationId: string, scheduledAt: string, body: Record<string, unknown> = {}) {
      return (await post('/interviews', {
        application_id: applicationId,
        interview_round: 'Technical',
        scheduled_at: scheduledAt,
        duration_minutes: 45,
        interviewer_ids: [tenant.admin.id],
        force: true,
        ...body,
      })) as { id: string; [k: string]: unknown }
    },
    async evaluation(applicationId: string, body: Record<string, unknown> = {}) {
      return (await post('/evaluations', { application_id: applicationId, ...body })) as { id: string; [k: string]: unknown }
    },
    async offer(applicationId: string, body: Record<string, unknown> = {}) {
      return (await post('/offers', { application_id: applicationId, ...body })) as { id: string; version: number; [k: string]: unknown }
    },
  }
  return h
}

export type CoreClient = ReturnType<typeof coreClient>
