import { sql } from 'kysely'
import type { Database } from '../../db/database.ts'
import { formatTimestamp, parseInstant } from '../../platform/time.ts'
import type { TableQuery } from './data-tables.schemas.ts'
import { DataApiError } from './errors.ts'
import { resolveRange, type DateRange } from './range.ts'
import type { SharedPageEnds } from './shared-page-ends.ts'
import { pickFields } from './tables/fields.ts'
import type { AnyQuery, Condition, DataTable } from './tables/table.ts'

/** Where a page ended: the time-axis value and id of its last row, the order's whole key. */
export interface PageEnd {
  axis: Date
  id: string
}

/**
 * Remembers where each page served recently ended, per query (caller, table, filters, page
 * size), so that the next page is read by seeking past that key instead of counting OFFSET rows
 * from the start: page 2,000 of a sequential walk costs what page 1 does. A jump to a page with
 * no known predecessor seeks from the nearest earlier page known, and uses OFFSET only for the
 * pages in between (from the start when none is known).
 *
 * Seeking also makes paging stable while rows are written: every row that existed when the
 * walk started and keeps its time-axis value is served exactly once, wherever new rows land.
 *
 * Kept in the process and bounded, unless a shared store is given (Redis, with REDIS_URL): then
 * every instance behind a load balancer seeks from where the walk's previous page really ended,
 * whichever instance served it, and the guarantee above holds across instances (see
 * shared-page-ends.ts for what OFFSET would cost there). A page end evicted, expired or not
 * found falls back to OFFSET for the page concerned; the walk then continues by seeking again.
 *
 * The totals below stay in the process even with several instances: being tied to the database
 * snapshot, a total one instance kept is as true as a fresh count, and another instance merely
 * counts once more.
 */
export class PageEndCache {
  private readonly queries = new Map<string, Map<number, PageEnd>>()
  /**
   * The total of each query with the database snapshot it was counted in. A later page read in
   * an identical snapshot (no transaction has written anything since, in any tenant) sees the
   * same rows, so the count is taken over instead of repeated: an export with nothing written
   * meanwhile counts once. Any write changes the snapshot and the next page counts again.
   */
  private readonly totals = new Map<string, { snapshot: string; total: number }>()
  /** How pages were located: read by the tests that hold deep pages to seeking. */
  readonly stats = { seeks: 0, offsets: 0, counts: 0 }

  constructor(
    private readonly maxQueries = 2000,
    private readonly maxPagesPerQuery = 64,
    private readonly shared?: SharedPageEnds,
  ) {}

  /** The known end of the latest page before `page`, if any. */
  async before(query: string, page: number): Promise<({ page: number } & PageEnd) | undefined> {
    if (this.shared) return this.shared.before(query, page)
    const pages = this.queries.get(query)
    if (!pages) return undefined
    // Recently used queries are evicted last.
    this.queries.delete(query)
    this.queries.set(query, pages)
    const exact = pages.get(page - 1)
    if (exact) return { page: page - 1, ...exact }
    let best: ({ page: number } & PageEnd) | undefined
    for (const [known, end] of pages) if (known < page && (!best || known > best.page)) best = { page: known, ...end }
    return best
  }

  totalIn(query: string, snapshot: string): number | undefined {
    const known = this.totals.get(query)
    return known?.snapshot === snapshot ? known.total : undefined
  }

  rememberTotal(query: string, snapshot: string, total: number): void {
    this.totals.delete(query)
    this.totals.set(query, { snapshot, total })
    if (this.totals.size > this.maxQueries) this.totals.delete(this.totals.keys().next().value!)
  }

  async remember(query: string, page: number, end: PageEnd): Promise<void> {
    if (this.shared) return this.shared.remember(query, page, end)
    let pages = this.queries.get(query)
    if (pages) this.queries.delete(query)
    else pages = new Map()
    this.queries.set(query, pages)
    pages.delete(page)
    pages.set(page, end)
    if (pages.size > this.maxPagesPerQuery) pages.delete(pages.keys().next().value!)
    if (this.queries.size > this.maxQueries) this.queries.delete(this.queries.keys().next().value!)
  }
}

export interface TablePage {
  items: Record<string, unknown>[]
  total: number
  page: number
  page_size: number
  total_pages: number
  meta: { from: string; to: string; from_clamped: boolean; generated_at: Date }
}

interface Filters {
  range: DateRange
  updatedSince: Date | undefined
}

function readFilters(query: TableQuery, at: Date): Filters {
  const range = resolveRange(query, at)
  let updatedSince: Date | undefined
  if (query.updated_since !== undefined) {
    // The schema checked the shape; this refuses what Date cannot hold.
    updatedSince = parseInstant(query.updated_since)
    if (!updatedSince) throw new DataApiError(422, 'invalid_parameter', 'updated_since must be an ISO 8601 date-time with a zone')
  }
  return { range, updatedSince }
}

function conditions(table: DataTable, query: TableQuery, filters: Filters, at: Date): Condition[] {
  const out: Condition[] = [
    sql<boolean>`${table.axis} >= ${formatTimestamp(filters.range.start)}::timestamptz`,
    sql<boolean>`${table.axis} < ${formatTimestamp(filters.range.end)}::timestamptz`,
  ]
  if (filters.updatedSince) out.push(sql<boolean>`${table.updated(at)} >= ${formatTimestamp(filters.updatedSince)}::timestamptz`)
  if (!query.include_demo) out.push(sql<boolean>`t.is_demo = false`)
  if (query.job_id !== undefined && table.jobColumn) out.push(sql<boolean>`${sql.ref(table.jobColumn)} = ${query.job_id}::uuid`)
  return out
}

function where(query: AnyQuery, conds: Condition[]): AnyQuery {
  return conds.reduce((q, c) => q.where(c), query)
}

export interface PageRequestContext {
  db: Database
  cache: PageEndCache
  tenantId: string
  /** The key reading, so that two clients walking the same query never share page ends. */
  keyId: string
  at: Date
}

/**
 * One page of a table for a tenant: the rows (time axis, then id, ascending), the total and
 * the envelope. The count and the rows are read in one read-only snapshot, so they agree.
 */
export async function readTablePage(table: DataTable, query: TableQuery, ctx: PageRequestContext): Promise<TablePage> {
  const { db, cache, tenantId, at } = ctx
  const filters = readFilters(query, at)
  const conds = conditions(table, query, filters, at)
  const queryKey = JSON.stringify([
    tenantId,
    ctx.keyId,
    table.name,
    filters.range.from,
    filters.range.to,
    filters.updatedSince?.getTime() ?? null,
    query.include_demo,
    query.job_id ?? null,
    query.page_size,
  ])

  const meta = { from: filters.range.from, to: filters.range.to, from_clamped: filters.range.from_clamped, generated_at: at }
  // A range wholly before the window (to older than the limit) holds nothing; it is not an error.
  if (filters.range.from > filters.range.to) {
    return { items: [], total: 0, page: query.page, page_size: query.page_size, total_pages: 0, meta }
  }

  const known = query.page > 1 ? await cache.before(queryKey, query.page) : undefined
  let offset = (query.page - 1) * query.page_size
  const seekConds = [...conds]
  if (known) {
    // (axis, id) > (last axis, last id): a row comparison the (tenant_id, axis, id) index serves.
    seekConds.push(sql<boolean>`(${table.axis}, t.id) > (${formatTimestamp(known.axis)}::timestamptz, ${known.id}::uuid)`)
    offset = (query.page - 1 - known.page) * query.page_size
  }
  if (offset === 0 && query.page > 1) cache.stats.seeks += 1
  else if (query.page > 1) cache.stats.offsets += 1

  const { rows, total } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const base = table.from(trx, tenantId)
      // The first statement fixes the transaction's snapshot; both queries below read in it.
      const { snapshot } = (await sql<{ snapshot: string }>`SELECT pg_current_snapshot()::text AS snapshot`.execute(trx)).rows[0]!
      // A count over `updated_since` may depend on the request time (offers that expire), so it
      // is never taken over.
      let total = filters.updatedSince ? undefined : cache.totalIn(queryKey, snapshot)
      if (total === undefined) {
        // The builder is loosely typed (see AnyQuery); the one column it selects is typed here.
        const counted = (await where(base, conds)
          .select(sql<string | number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()) as { n: string | number }
        total = Number(counted.n)
        cache.stats.counts += 1
        if (!filters.updatedSince) cache.rememberTotal(queryKey, snapshot, total)
      }
      const rows = (await table
        .select(where(base, seekConds), at)
        .select(table.axis.as('__axis'))
        .orderBy(table.axis)
        .orderBy('t.id')
        .limit(query.page_size)
        .offset(offset)
        .execute()) as (Record<string, unknown> & { __axis: Date; id: string })[]
      return { rows, total }
    })

  const last = rows.at(-1)
  if (last) await cache.remember(queryKey, query.page, { axis: new Date(last.__axis), id: last.id })
  return {
    items: rows.map((row) => pickFields(table.fields, row)),
    total,
    page: query.page,
    page_size: query.page_size,
    total_pages: Math.ceil(total / query.page_size),
    meta,
  }
}
