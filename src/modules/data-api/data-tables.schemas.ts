import { Type, type TSchema } from 'typebox'
import { CalendarDate, Timestamp, Uuid, ZonedTimestamp } from '../../platform/schemas.ts'
import { fieldSchema, recordSchema, type FieldDef } from './tables/fields.ts'
import type { DataTable } from './tables/table.ts'

export const DATA_PAGE_SIZE_DEFAULT = 50
export const DATA_PAGE_SIZE_MAX = 100
/** Far past any real table (a billion rows at 100 a page), and keeps OFFSET within what the database takes. */
export const DATA_PAGE_MAX = 10_000_000

const VietnamDate = (description: string) => CalendarDate({ description })

const commonFilters = {
  from: Type.Optional(
    VietnamDate(
      'First day, a calendar date in Vietnam time (UTC+7), included, on the table’s time axis. Default and lower limit: ' +
        'today minus 18 calendar months (an older value is moved forward and `meta.from_clamped` is true).',
    ),
  ),
  to: Type.Optional(VietnamDate('Last day, a calendar date in Vietnam time (UTC+7), included. Default: today in Vietnam.')),
  updated_since: Type.Optional(
    ZonedTimestamp({ description: 'Only rows changed at or after this instant (ISO 8601 with a zone), for incremental syncs' }),
  ),
  include_demo: Type.Boolean({ default: true, description: 'false leaves out sample rows (`is_demo = true`)' }),
  page: Type.Integer({ minimum: 1, maximum: DATA_PAGE_MAX, default: 1, description: '1-based page number' }),
  page_size: Type.Integer({
    minimum: 1,
    maximum: DATA_PAGE_SIZE_MAX,
    default: DATA_PAGE_SIZE_DEFAULT,
    description: `Rows per page, 1 to ${DATA_PAGE_SIZE_MAX}`,
  }),
}

/**
 * The query string of a table. Unknown parameters are refused (422 `invalid_parameter`): a
 * misspelt filter silently ignored would hand back the whole table.
 */
export function tableQuerySchema(table: DataTable): TSchema {
  const properties: Record<string, TSchema> = { ...commonFilters }
  if (table.jobFilter) properties.job_id = Type.Optional(Uuid({ description: `Only rows of this job (${table.jobFilter})` }))
  return Type.Object(properties, { additionalProperties: false })
}

export interface TableQuery {
  from?: string
  to?: string
  updated_since?: string
  include_demo: boolean
  job_id?: string
  page: number
  page_size: number
}

export const PageMeta = Type.Object(
  {
    from: CalendarDate({ description: 'The first day actually served (after the 18-month limit)' }),
    to: CalendarDate({ description: 'The last day served' }),
    from_clamped: Type.Boolean({ description: 'true when the requested `from` was older than the limit and was moved forward' }),
    generated_at: Timestamp({ description: 'When this page was read' }),
  },
  { $id: 'DataPageMeta', additionalProperties: false },
)

/** `stage-transitions` → `DataStageTransition`: the table's name in the OpenAPI document's components. */
function componentName(table: DataTable): string {
  const words = table.name.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  return `Data${words.join('').replace(/s$/, '')}`
}

export function tableItemSchema(table: DataTable): TSchema {
  return recordSchema(table.fields, { $id: `${componentName(table)}Row`, title: `${table.name} row` })
}

export function tablePageSchema(table: DataTable): TSchema {
  return Type.Object(
    {
      items: Type.Array(tableItemSchema(table)),
      total: Type.Integer({ description: 'Rows across all pages after the filters' }),
      page: Type.Integer(),
      page_size: Type.Integer(),
      total_pages: Type.Integer({ description: '0 when total is 0' }),
      meta: PageMeta,
    },
    { $id: `${componentName(table)}Page`, additionalProperties: false },
  )
}

// ---- catalog

function list(fields: FieldDef[], description: string) {
  return Type.Array(recordSchema(fields), { description })
}

export function catalogSchema(parts: Record<string, { fields: FieldDef[]; description: string } | FieldDef>): TSchema {
  const properties: Record<string, TSchema> = {}
  for (const [key, part] of Object.entries(parts)) {
    properties[key] = 'fields' in part ? list(part.fields, part.description) : fieldSchema(part)
  }
  return Type.Object(properties, { $id: 'DataCatalog', additionalProperties: false })
}
