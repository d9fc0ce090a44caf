import { CompiledQuery, type Kysely } from 'kysely'

export { capturedQueries } from '../../test/helpers/captured-queries.ts'

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
