import { Gauge, type Registry } from 'prom-client'

/** What a PostgreSQL pool (`pg.Pool`) tells of its connections. */
export interface ConnectionPoolUse {
  readonly totalCount: number
  readonly idleCount: number
  readonly waitingCount: number
}

/**
 * The database pool's use, read at each scrape: connections open, idle among them, and queries
 * waiting for one (a pool too small for the load shows here before it shows as latency).
 */
export function registerPoolMetrics(registry: Registry, pool: ConnectionPoolUse): void {
  const gauges: [name: string, help: string, read: () => number][] = [
    ['recruiting_db_pool_connections', 'PostgreSQL connections the pool holds open', () => pool.totalCount],
    ['recruiting_db_pool_idle_connections', 'Open PostgreSQL connections not running a query', () => pool.idleCount],
    ['recruiting_db_pool_waiting_queries', 'Queries waiting for a free PostgreSQL connection', () => pool.waitingCount],
  ]
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read())
      },
    })
  }
}
