import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { renderAgentGuide } from './agent-guide.ts'
import { readCatalog } from './catalog.ts'
import type { DataApiCaller } from './context.ts'
import type { TableQuery } from './data-tables.schemas.ts'
import { PageEndCache, readTablePage } from './paging.ts'
import { RedisPageEnds } from './shared-page-ends.ts'
import { DATA_TABLES } from './tables/index.ts'
import type { DataTable } from './tables/table.ts'

interface Deps {
  db: Database
  now: () => number
  limits: Config['dataApiLimits']
  /** The jobs module answers which departments its jobs name (the catalog shows the same list). */
  departmentsInUse: (tenantId: string) => Promise<string[]>
  /** With several instances, where they share page ends (see PageEndCache); unset: in the process. */
  redisUrl?: string | undefined
}

/**
 * The Data API's read model: its seven tables, the catalog and the agent guide. Reads only; the
 * tenant is the API key's, passed into every query.
 */
export function createDataTablesService({ db, now, limits, departmentsInUse, redisUrl }: Deps) {
  const shared = redisUrl ? new RedisPageEnds(redisUrl) : undefined
  const pageEnds = new PageEndCache(undefined, undefined, shared)
  // The guide depends only on the declarations and the configured limits: written once.
  let guide: string | undefined

  return {
    tables: DATA_TABLES,

    page(caller: DataApiCaller, table: DataTable, query: TableQuery) {
      return readTablePage(table, query, { db, cache: pageEnds, tenantId: caller.tenantId, keyId: caller.keyId, at: new Date(now()) })
    },

    async catalog(caller: DataApiCaller) {
      return readCatalog(db, caller.tenantId, await departmentsInUse(caller.tenantId))
    },

    agentGuide(): string {
      guide ??= renderAgentGuide(DATA_TABLES, limits)
      return guide
    },

    /** How pages were located so far (seek or offset): for tests and diagnostics. */
    pagingStats: () => ({ ...pageEnds.stats }),

    async close(): Promise<void> {
      await shared?.close()
    },
  }
}

export type DataTablesService = ReturnType<typeof createDataTablesService>
