import { context, SpanKind, trace, type Context, type Tracer } from '@opentelemetry/api'
import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely'

interface Started {
  at: number
  node: RootOperationNode
  parent: Context
}

/**
 * A span for each query the app runs through Kysely, on PostgreSQL and the embedded database
 * alike, as a child of the request's span. Kysely, not the `pg` driver, is instrumented: the
 * embedded database has no driver to patch, and patching `pg` under ES modules needs a loader
 * hook before anything imports it.
 *
 * A plugin sees a query when it is built (`transformQuery`) and its rows when they come back
 * (`transformResult`): the span is made at the second, timed from the first. So a query that
 * fails makes no span of its own (its error is on the request's span), and a subquery, built but
 * never run on its own, makes none either. Queries outside a traced request (the task worker's
 * polling every second) are left out: each would be a trace of its own, all noise.
 */
export class QuerySpans implements KyselyPlugin {
  private readonly started = new WeakMap<QueryId, Started>()
  private readonly compiler = new PostgresQueryCompiler()

  constructor(private readonly tracer: Tracer) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const parent = context.active()
    if (trace.getSpan(parent)) this.started.set(queryId, { at: performance.now(), node, parent })
    return node
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const started = this.started.get(queryId)
    if (started) {
      this.started.delete(queryId)
      // Placeholders, not values: the text names no candidate.
      const text = this.compiler.compileQuery(started.node, queryId).sql
      const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY'
      const span = this.tracer.startSpan(
        operation,
        {
          kind: SpanKind.CLIENT,
          startTime: started.at,
          attributes: {
            'db.system.name': 'postgresql',
            'db.operation.name': operation,
            'db.query.text': text,
            ...(result.rows ? { 'db.response.returned_rows': result.rows.length } : {}),
          },
        },
        started.parent,
      )
      span.end()
    }
    return result
  }
}
