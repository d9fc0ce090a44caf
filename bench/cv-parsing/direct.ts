import { performance } from 'node:perf_hooks'
import { parseCv, type CvReader } from '../../src/modules/cv-parsing/parsing.ts'
import type { ThroughputResult } from './protocol.ts'

const EXAMPLES = 5

/**
 * The baseline of the throughput phase: the same bytes through the same pipeline without HTTP.
 * `parseCv` is what the service's upload route calls (the file read on the reader's threads,
 * then its fields extracted on this thread), here called on the app's own reader, with as many
 * parses in flight as the API phase has requests, over the same warm-up and window. No
 * multipart, token, rate limit, database row, audit entry or JSON answer: what is left is
 * reading and extraction.
 */
export async function parseDirectly(
  reader: CvReader,
  bytes: Uint8Array,
  { connections, warmupMs, durationMs }: { connections: number; warmupMs: number; durationMs: number },
): Promise<ThroughputResult> {
  const from = performance.now() + warmupMs
  const to = from + durationMs
  const result: ThroughputResult = { latenciesMs: [], wrong: 0, errors: 0, examples: [], seconds: durationMs / 1000, sample: null }
  const example = (text: string) => {
    if (result.examples.length < EXAMPLES) result.examples.push(text)
  }
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < to) {
        const startedAt = performance.now()
        try {
          // The same bytes every time: the reader moves a copy of its own to its thread, as it does for an upload.
          const outcome = await parseCv(reader, bytes, new Date())
          const at = performance.now()
          if (outcome.status !== 'parsed' || !outcome.extracted.full_name) {
            result.wrong++
            example(JSON.stringify(outcome).slice(0, 300))
          } else {
            result.sample ??= outcome.extracted
            if (at >= from && at <= to) result.latenciesMs.push(at - startedAt)
          }
        } catch (error) {
          result.errors++
          example(String(error))
        }
      }
    }),
  )
  result.latenciesMs.sort((a, b) => a - b)
  return result
}
