import type { AddressInfo } from 'node:net'
import { buildTestApp, type BuildOptions, type TestApp } from '../../../test/helpers/app.ts'

export interface LiveApp extends TestApp {
  /** Where the app listens: what an SDK client is given as `baseUrl`. */
  baseUrl: string
  /** The app's clock (tokens, rate limits): it runs, and tests move it on instead of waiting. */
  clock: { now(): number; advance(ms: number): void }
  /** A `sleep` for SDK clients that moves the app's clock on by the wait, at once; each wait is noted. */
  sleep: (ms: number) => Promise<void>
  sleeps: number[]
}

/**
 * The whole app on a fresh database of its own (PostgreSQL when TEST_DATABASE_URL is set),
 * listening on a free port of 127.0.0.1, so that the SDK is tried over real HTTP.
 */
export async function startLiveApp(options: BuildOptions & { startAt?: string } = {}): Promise<LiveApp> {
  // Runs with the real time (the database's own clock writes `updated_at`), from an offset.
  let offset = options.startAt ? Date.parse(options.startAt) - Date.now() : 0
  const clock = { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) }
  const ctx = await buildTestApp(undefined, { ...options, deps: { now: clock.now, ...options.deps } })
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = ctx.app.server.address() as AddressInfo
  const sleeps: number[] = []
  return {
    ...ctx,
    baseUrl: `http://127.0.0.1:${port}`,
    clock,
    sleeps,
    sleep: async (ms) => {
      sleeps.push(ms)
      clock.advance(ms)
    },
  }
}
