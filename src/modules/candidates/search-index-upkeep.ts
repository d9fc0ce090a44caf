import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import { mergePendingSearchEntries } from './candidates.repository.ts'

/**
 * How long new candidates' search entries wait in the index's pending list at most, while the
 * service runs. Each search also reads what is pending, so the list is kept to about a second of
 * inserts: a few dozen pages at 150 new candidates a second.
 */
export const SEARCH_INDEX_UPKEEP_MS = 1000

/** PostgreSQL's insufficient_privilege: the service's role does not own the index. */
const NOT_OWNER = '42501'

export interface SearchIndexUpkeep {
  start(): void
  stop(): Promise<void>
  /** One merge now; answers the pending pages merged. */
  runOnce(): Promise<number>
}

/**
 * Merges the search index's pending list (migration 0024) every `everyMs`, so that no request
 * pays for it: left alone, the insert that fills the list merges it while its client waits.
 * Every instance runs one; PostgreSQL lets one merge of an index run at a time, and a merge
 * that finds the list empty reads one page.
 */
export function createSearchIndexUpkeep({
  db,
  log,
  everyMs = SEARCH_INDEX_UPKEEP_MS,
}: {
  db: Database
  log: FastifyBaseLogger
  everyMs?: number
}): SearchIndexUpkeep {
  let stopped = true
  let timer: NodeJS.Timeout | undefined
  let merging: Promise<void> | undefined
  let failing = false

  function schedule() {
    if (stopped) return
    timer = setTimeout(tick, everyMs)
    // The upkeep never keeps the process alive; the server does.
    timer.unref()
  }

  function tick() {
    merging = mergePendingSearchEntries(db).then(
      () => {
        if (failing) log.info('the search index’s pending list is merged again')
        failing = false
      },
      (error: unknown) => {
        if ((error as { code?: string }).code === NOT_OWNER) {
          log.warn({ err: error }, 'the search index’s pending list cannot be merged by this role; inserts merge it when it is full')
          stopped = true
        } else if (!failing) {
          // Once a streak: a database that is down says so elsewhere, every second here would drown it.
          log.error({ err: error }, 'could not merge the search index’s pending list; trying again every second')
        }
        failing = true
      },
    )
    void merging.finally(() => {
      merging = undefined
      schedule()
    })
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      schedule()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await merging
    },
    runOnce: () => mergePendingSearchEntries(db),
  }
}
