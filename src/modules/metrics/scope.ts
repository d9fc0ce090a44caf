import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { Database } from '../../db/database.ts'
import { applicationCounts } from '../data-api/population.ts'

/** An application is aging after more than this many days without a stage change (the spec's definition). */
export const AGING_DAYS = 5

/** An interval of Vietnam calendar days, both ends included, and the instants bounding it. */
export interface Period {
  from: string
  to: string
  /** `[start, end)`: Vietnam midnight of `from` to Vietnam midnight after `to`. */
  start: Date
  end: Date
}

/**
 * What every figure of one metrics request is computed over: the tenant of the key, one period
 * (the current or the previous one), the caller's filters, and the instant the figures are read
 * at (offers past their deadline read as declined as of then; "now" for snapshots).
 */
export interface MetricsScope {
  tenantId: string
  period: Period
  jobId?: string | undefined
  department?: string | undefined
  at: Date
}

/**
 * Whether the department of a job (a column reference) is the one asked for. Jobs keep the
 * department as typed, and the catalog lists departments trimmed and without regard to case, so
 * a name picked from the catalog matches every spelling it stands for.
 */
export function inDepartment(department: RawBuilder<unknown>, asked: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(btrim(${department})) = lower(btrim(${asked}))`
}

/**
 * The job filter of a request on a row alias holding `job_id`: the job itself, or the jobs of a
 * department. Always true without filters.
 */
export function jobFilter(scope: MetricsScope, alias: string): RawBuilder<SqlBool> {
  const jobId = sql.ref(`${alias}.job_id`)
  const parts: RawBuilder<SqlBool>[] = []
  if (scope.jobId !== undefined) parts.push(sql<SqlBool>`${jobId} = ${scope.jobId}`)
  if (scope.department !== undefined) {
    parts.push(sql<SqlBool>`exists (
      select 1 from jobs as fj
      where fj.tenant_id = ${scope.tenantId} and fj.id = ${jobId} and ${inDepartment(sql.ref('fj.department'), scope.department)})`)
  }
  return parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`
}

/** Pipeline entry of an application (alias `alias`): applied_date, else created_at, as on the Data API's time axis. */
export const entryOf = (alias: string) => sql<Date>`coalesce(${sql.ref(`${alias}.applied_date`)}, ${sql.ref(`${alias}.created_at`)})`

/** `expression` falls within the period. */
export function within(expression: RawBuilder<unknown>, period: Period): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${expression} >= ${period.start.toISOString()}::timestamptz and ${expression} < ${period.end.toISOString()}::timestamptz)`
}

/**
 * The applications every metric counts, under alias `a`: the Data API's population (rule 8,
 * from data-api/population.ts, the one place that writes it) narrowed by the request's filters.
 */
export function countedApplications(db: Database, scope: MetricsScope) {
  return db
    .selectFrom('applications as a')
    .where('a.tenant_id', '=', scope.tenantId)
    .where(applicationCounts(scope.tenantId, 'a'))
    .where(jobFilter(scope, 'a'))
}

/** Days between two instants, as a number (fractional). */
export const daysBetween = (from: RawBuilder<unknown>, to: RawBuilder<unknown>) =>
  sql<number>`(extract(epoch from (${to} - ${from})) / 86400.0)`
