import type {
  CompiledQuery,
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
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
