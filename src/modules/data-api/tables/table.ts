import type { Expression, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely'
import type { Database } from '../../../db/database.ts'
import type { FieldDef } from './fields.ts'

/**
 * Which rows of a table reach the Data API at all, before any filter of the caller:
 *  - `applications`: rule 8 on the application itself (see population.ts);
 *  - `tied`: rule 8 through the application the row belongs to;
 *  - `own`: the table's own soft delete only (candidates keep their duplicates, rule 9).
 */
export type Population = 'applications' | 'tied' | 'own'

// The definitions below are read by a generic engine (paging.ts) that composes their SQL with
// the caller's filters; Kysely cannot type a query over a table chosen at run time, so the
// engine sees the builders loosely and each table file keeps them typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the one loosely typed builder
export type AnyQuery = SelectQueryBuilder<any, any, any>

/**
 * One Data API table, declared once: its route, its time axis, its fields and the SQL that reads
 * them. The route, the response schema, the agent guide and the tests all read this.
 *
 * Every query reads the table under the alias `t`.
 */
export interface DataTable {
  /** The path segment under /api/v1/data and the name used in the guide. */
  name: string
  summary: string
  /** A paragraph for the agent guide: what a row is. */
  description: string
  /** The time axis as a client should read it, e.g. `applied_date`, or `created_at` when null. */
  axisLabel: string
  /** The field `updated_since` compares with. */
  updatedLabel: string
  /** Whether `job_id` filters this table (and on which field, for the guide). */
  jobFilter: string | null
  population: Population
  fields: FieldDef[]
  /** Pitfalls a reader of this table must know, one sentence each. */
  notes: string[]
  /** The time axis, on alias `t`; an index leads with `(tenant_id, <this>, id)`. */
  axis: RawBuilder<Date>
  /** What `updated_since` compares with, as read at `at`. */
  updated(at: Date): Expression<Date>
  /** The column `job_id` filters on, on alias `t`. */
  jobColumn: string | null
  /** The table's rows of one tenant that the API serves at all: tenant filter and population. */
  from(db: Database, tenantId: string): AnyQuery
  /** Adds the joins and the selection of the declared fields to a filtered `from`. */
  select(query: AnyQuery, at: Date): AnyQuery
}

/** Keeps each table file's builders typed while handing the engine its loose view. */
export function defineTable<Q extends AnyQuery>(
  spec: Omit<DataTable, 'from' | 'select'> & {
    from(db: Database, tenantId: string): Q
    select(query: Q, at: Date): AnyQuery
  },
): DataTable {
  return spec
}

export type Condition = Expression<SqlBool>
