import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely'

/**
 * Runs `work` on a handle that records every query it sends, compiled as the driver receives
 * them: the exact SQL and parameters a repository function runs, for EXPLAIN and timing.
 */
export async function capturedQueries<DB>(db: Kysely<DB>, work: (db: Kysely<DB>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const executor = db.getExecutor()
  const queries: CompiledQuery[] = []
  // Kysely also passes the sub-queries it nests (a CTE's body) through transformQuery, each under
  // an id of its own; only a query that is run reaches transformResult, so that is where it counts.
  const compiled = new Map<unknown, CompiledQuery>()
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      compiled.set(queryId, executor.compileQuery(node, queryId))
      return node
    },
    transformResult: async ({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      const query = compiled.get(queryId)
      if (query) queries.push(query)
      return result
    },
  }
  await work(db.withPlugin(recorder))
  return queries
}

/** `EXPLAIN (ANALYZE, BUFFERS)` of one compiled query, with its own parameters, as text. */
export async function explainAnalyze<DB>(db: Kysely<DB>, query: CompiledQuery): Promise<string> {
  const result = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]),
  )
  return result.rows.map((row) => Object.values(row)[0]).join('\n')
}

export interface Timing {
  medianMs: number
  maxMs: number
}

/** One query run `runs` times in a row, nothing else running: what it costs without load. */
export async function timeQuery<DB>(db: Kysely<DB>, query: CompiledQuery, runs: number): Promise<Timing> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await db.executeQuery(query)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { medianMs: times[Math.floor((times.length - 1) / 2)]!, maxMs: times[times.length - 1]! }
}
