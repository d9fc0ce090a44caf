import { randomBytes, randomInt } from 'node:crypto'
import type pg from 'pg'
import type { SentStatement } from './statement-capture.ts'
import { newRowId } from '../../src/platform/ids.ts'

export interface Statement {
  text: string
  values: unknown[]
}

/** One career-page submission as the database saw it. */
export interface RecordedSubmission {
  /** Sent outside its transaction: the tenant's look-up, the code counter's bump on its own connection. */
  outside: Statement[]
  /** `begin` … `commit`, on one connection. */
  transaction: Statement[]
  /** The ids the submission gave its new rows, which every replay replaces with ids of its own. */
  newIds: string[]
}

const INSERT_ONE_ROW = /^insert into "\w+" \(([^)]*)\) values \(([^)]*)\)/
const PLACEHOLDER = /^\$(\d+)$/
/** A resource code, `CAN-2026-0042`: unique per tenant, so each replay needs one of its own. */
const CODE = /^([A-Z]+)-(\d{4})-\d+$/
const ADVISORY_LOCK = /pg_advisory_xact_lock/

// Far above what the service hands out in a run, so the two never meet; one count for every
// replayer of the process, since all of them write to the same tenants' codes.
let nextCode = 10_000_000

const plain = ({ text, values }: SentStatement): Statement => ({ text, values })

/** The value each single-row INSERT gave its `id` column. */
function insertedIds(statements: Statement[]): string[] {
  const ids: string[] = []
  for (const { text, values } of statements) {
    const match = INSERT_ONE_ROW.exec(text)
    if (!match) continue
    const columns = match[1]!.split(',').map((c) => c.trim().replaceAll('"', ''))
    const placeholder = PLACEHOLDER.exec(match[2]!.split(',')[columns.indexOf('id')]?.trim() ?? '')
    if (placeholder) ids.push(String(values[Number(placeholder[1]) - 1]))
  }
  return ids
}

/**
 * Picks one submission's statements out of everything captured while it ran: the transaction
 * that inserted the application, and the statements outside it that name the tenant.
 */
export function recordSubmission(sent: SentStatement[], tenant: { id: string; code: string }): RecordedSubmission {
  const insert = sent.findIndex((s) => s.text.startsWith('insert into "applications"'))
  if (insert < 0) throw new Error('no INSERT into applications among the captured statements')
  const client = sent[insert]!.client
  const on = (i: number) => sent[i]!.client === client
  let begin = insert
  while (begin >= 0 && !(on(begin) && sent[begin]!.text === 'begin')) begin--
  let commit = insert
  while (commit < sent.length && !(on(commit) && sent[commit]!.text === 'commit')) commit++
  if (begin < 0 || commit === sent.length) throw new Error('the application was not inserted inside begin … commit')

  const transaction = sent.slice(begin, commit + 1).filter((s) => s.client === client)
  const outside = sent.filter(
    (s, i) => !(s.client === client && i >= begin && i <= commit) && s.values.some((v) => v === tenant.id || v === tenant.code),
  )
  return { outside: outside.map(plain), transaction: transaction.map(plain), newIds: insertedIds(transaction.map(plain)) }
}

/**
 * Sends a recorded submission's statements again, as they were: the transaction on `pool`, the
 * rest on `own` (connections like the service's own for codes, see src/db/database.ts). What the
 * database does for one submission, without the service's work around it.
 *
 * Each replay is a new applicant in the database's eyes: `marker` (a token of the recorded
 * applicant's name and e-mail) becomes a token of its own, the new rows' ids new ids (in JSON text
 * too), the codes new codes, and the advisory lock a key of its own (every replay queueing behind
 * one key would measure a lock that two new applicants never share).
 */
export function submissionReplayer(pool: pg.Pool, own: pg.Pool, recorded: RecordedSubmission, marker: string): () => Promise<void> {
  return async () => {
    const token = randomBytes(6).toString('hex')
    const ids = recorded.newIds.map((id) => [id, newRowId()] as const)
    const codes = new Map<string, string>()
    const rewrite = (value: unknown): unknown => {
      if (typeof value !== 'string') return value
      const code = CODE.exec(value)
      if (code) {
        if (!codes.has(value)) codes.set(value, `${code[1]}-${code[2]}-${nextCode++}`)
        return codes.get(value)
      }
      let text = value.replaceAll(marker, token)
      for (const [old, fresh] of ids) text = text.replaceAll(old, fresh)
      return text
    }
    const valuesOf = ({ text, values }: Statement) => (ADVISORY_LOCK.test(text) ? [String(randomInt(2 ** 47))] : values.map(rewrite))
    for (const statement of recorded.outside) await own.query(statement.text, valuesOf(statement))
    const client = await pool.connect()
    try {
      for (const statement of recorded.transaction) await client.query(statement.text, valuesOf(statement))
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }
}

/**
 * As many round trips as a replay, outside and inside a transaction, each a statement that does
 * nothing: what talking to the database costs, before any row is read or written.
 */
export function roundTripsOf(pool: pg.Pool, own: pg.Pool, recorded: RecordedSubmission): () => Promise<void> {
  const inside = recorded.transaction.length - 2
  return async () => {
    for (let i = 0; i < recorded.outside.length; i++) await own.query('select $1::text as nothing', [String(i)])
    const client = await pool.connect()
    try {
      await client.query('begin')
      for (let i = 0; i < inside; i++) await client.query('select $1::text as nothing', [String(i)])
      await client.query('commit')
    } finally {
      client.release()
    }
  }
}
