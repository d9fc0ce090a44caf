import Fastify, { type FastifyRequest } from 'fastify'
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

/** Computes a route's body per request; whatever it answers is sent with plain JSON.stringify. */
export type BareHandler = (request: FastifyRequest) => Promise<unknown>

/**
 * A bare Fastify like `startBaseline`, but whose routes compute their bodies, e.g. by running the
 * service's own repository queries on the service's own database handle: the floor for a route
 * whose cost is mostly its queries.
 */
export async function startQueryBaseline(routes: Record<string, BareHandler>): Promise<Baseline> {
  const app = Fastify()
  for (const [url, handler] of Object.entries(routes)) app.get(url, handler)
  const origin = await listen(app)
  return { origin, close: () => app.close() }
}
