import type { FastifyBaseLogger } from 'fastify'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import type { Database } from '../../db/database.ts'
import { registerPoolMetrics, type ConnectionPoolUse } from './pool-metrics.ts'
import { registerTaskQueueMetrics } from '../outbox/queue-metrics.ts'

/** Request latency buckets, in seconds: from a cached read (a few ms) to a heavy report or import. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

export interface AppMetrics {
  /** This app's own registry, not prom-client's global one: tests build several apps in a process. */
  registry: Registry
  httpRequests: Counter<'method' | 'route' | 'status_code'>
  httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>
  rateLimitRejections: Counter<'limit'>
  webhookDeliveryAttempts: Counter<'outcome'>
  emailSendAttempts: Counter<'outcome'>
}

export interface AppMetricsOptions {
  /** Read at scrape time for the background queue's figures. */
  db: Database
  /** The PostgreSQL pool; absent on the embedded database, which has one connection and no pool. */
  pool?: ConnectionPoolUse | undefined
  log: FastifyBaseLogger
}

/** Every series `GET /metrics` shows, in one registry per app. */
export function createAppMetrics({ db, pool, log }: AppMetricsOptions): AppMetrics {
  const registry = new Registry()
  const registers = [registry]
  // Process figures: CPU, memory, heap, event loop lag, open handles, garbage collection.
  collectDefaultMetrics({ register: registry })
  if (pool) registerPoolMetrics(registry, pool)
  registerTaskQueueMetrics(registry, db, log)
  return {
    registry,
    httpRequests: new Counter({
      name: 'recruiting_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    httpRequestDuration: new Histogram({
      name: 'recruiting_http_request_duration_seconds',
      help: 'Time from receiving an HTTP request to having sent its answer, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    rateLimitRejections: new Counter({
      name: 'recruiting_rate_limit_rejections_total',
      help: 'Requests refused with 429 by a rate limit or quota, by limit',
      labelNames: ['limit'] as const,
      registers,
    }),
    webhookDeliveryAttempts: new Counter({
      name: 'recruiting_webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts, by outcome: succeeded, retrying (failed, tried again later) or failed (given up)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    emailSendAttempts: new Counter({
      name: 'recruiting_email_send_attempts_total',
      help: 'Attempts to hand an e-mail to the mail server, by outcome: sent, retrying (failed, tried again later) or failed (given up)',
      labelNames: ['outcome'] as const,
      registers,
    }),
  }
}
