import Fastify from 'fastify'
import { listen } from './http.ts'

export interface Baseline {
  origin: string
  close(): Promise<void>
}

/**
 * A bare Fastify (no plugins, hooks, schemas or logger) answering constant JSON bodies: the
 * ceiling the real route is compared with. It runs in the service's process, so both see the
 * same machine at the same moment.
 */
export async function startBaseline(routes: Record<string, unknown>): Promise<Baseline> {
  const app = Fastify()
  for (const [url, body] of Object.entries(routes)) app.get(url, async () => body)
  const origin = await listen(app)
  return { origin, close: () => app.close() }
}
