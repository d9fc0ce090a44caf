// `BENCH_DATABASE_URL=… npm run bench -- two-instances`: two app instances on one PostgreSQL
// database and one Redis, loaded at once, beside one instance alone; see the "two-instances"
// section of bench/README.md.
import { loadavg } from 'node:os'
import { Redis } from 'ioredis'
import { seedCandidates } from '../lib/candidates.ts'
import { benchServerUrl } from '../lib/database.ts'
import { runLoad, type LoadResult, type Target } from '../lib/load.ts'
import { problems, ratioLine, table, type Row } from '../lib/report.ts'
import { log } from '../lib/runner.ts'
import { startService, type Service } from '../lib/service.ts'
import { loadSettings, wholeFromEnv } from '../lib/settings.ts'
import { formatCount } from '../lib/stats.ts'
import { provisionTenant } from '../lib/tenants.ts'
import { startSecondInstance } from './second-instance.ts'

export const TWO_INSTANCES = 'two-instances'

const ALONE = 'one instance alone'
const COMBINED = 'two instances combined'

const averages = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

/** Answers when Redis does; a bench against a Redis that is not there would only measure errors. */
async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.ping()
    return true
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}

/** The first instance's configuration, written out for the second: same secrets, limits, Redis and files. */
function sameConfiguration(service: Service, redisUrl: string): Record<string, string> {
  const { config } = service
  return {
    NODE_ENV: 'production',
    // Files written by one instance are read by the other, as with shared storage.
    DATA_DIR: config.dataDir,
    JWT_SECRET: config.jwtSecret,
    PLATFORM_ADMIN_TOKEN: service.platformToken,
    RATE_LIMIT_DEFAULT: String(config.rateLimits.default),
    RATE_LIMIT_SENSITIVE: String(config.rateLimits.sensitive),
    RATE_LIMIT_AUTH: String(config.rateLimits.auth),
    RATE_LIMIT_PUBLIC: String(config.rateLimits.public),
    DATA_API_TABLES_PER_MINUTE: String(config.dataApiLimits.tablesPerMinute),
    DATA_API_TABLES_PER_DAY: String(config.dataApiLimits.tablesPerDay),
    DATA_API_METRICS_PER_MINUTE: String(config.dataApiLimits.metricsPerMinute),
    DATA_API_METRICS_PER_DAY: String(config.dataApiLimits.metricsPerDay),
    SEED_DEMO: 'false',
    REDIS_URL: redisUrl,
  }
}

/**
 * Throughput adds up; percentiles do not. A percentile of both instances' responses together
 * lies between the two instances' own, so the higher one is printed as a bound.
 */
function combine(a: LoadResult, b: LoadResult): LoadResult {
  return {
    requestsPerSecond: a.requestsPerSecond + b.requestsPerSecond,
    p50Ms: Math.max(a.p50Ms, b.p50Ms),
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
    responses: a.responses + b.responses,
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
    statusCodes: {},
  }
}

export async function runTwoInstances(): Promise<number> {
  if (!benchServerUrl()) {
    log(
      `${TWO_INSTANCES}: skipped, it needs a PostgreSQL server both instances reach (the embedded database belongs to one process): ` +
        'set BENCH_DATABASE_URL',
    )
    return 0
  }
  const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379'
  if (!(await redisAnswers(redisUrl))) {
    log(`${TWO_INSTANCES}: no Redis answers at ${redisUrl}; start one or set REDIS_URL`)
    return 1
  }
  const load = loadSettings()
  const seeded = wholeFromEnv('BENCH_TWO_INSTANCES_CANDIDATES', 2_000, 10)

  const first = await startService({ REDIS_URL: redisUrl, ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) })
  try {
    const second = await startSecondInstance({ databaseUrl: first.database.url!, env: sameConfiguration(first, redisUrl) })
    try {
      const tenant = await provisionTenant(first)
      log(`${TWO_INSTANCES}: seeding ${formatCount(seeded)} candidates`)
      await seedCandidates(first.database.db, tenant.id, seeded)
      const sample = await first.database.db
        .selectFrom('candidates')
        .select('id')
        .where('tenant_id', '=', tenant.id)
        .orderBy('code')
        .limit(10)
        .execute()
      // A recruiter's reads: the newest candidates, the jobs, one candidate, who am I.
      const paths = [
        '/api/v1/candidates?page_size=20',
        '/api/v1/jobs?page_size=20',
        '/api/v1/auth/me',
        ...sample.map((c) => `/api/v1/candidates/${c.id}`),
      ]
      // The token was issued by the first instance; the second accepts it (one JWT secret).
      const target = (name: string, origin: string): Target => ({
        name,
        url: `${origin}/api/v1`,
        paths,
        headers: { authorization: `Bearer ${tenant.token}` },
      })

      const loadBefore = averages()
      log(`${TWO_INSTANCES}: one instance alone, ${load.connections} connections`)
      const alone = await runLoad({ ...load, target: target(ALONE, first.origin) })
      log(`${TWO_INSTANCES}: both instances at once, ${load.connections} connections each`)
      const [a, b] = await Promise.all([
        runLoad({ ...load, target: target('first', first.origin) }),
        runLoad({ ...load, target: target('second', second.origin) }),
      ])
      const rows: Row[] = [
        { scenario: TWO_INSTANCES, target: ALONE, result: alone },
        { scenario: TWO_INSTANCES, target: 'first (of two)', result: a },
        { scenario: TWO_INSTANCES, target: 'second (of two)', result: b },
        { scenario: TWO_INSTANCES, target: COMBINED, result: combine(a, b) },
      ]
      console.log(
        [
          `\n${TWO_INSTANCES}: two app instances (the second in a process of its own) on one PostgreSQL database and one Redis ` +
            `(rate-limit counters, Data API page ends), loaded at once with the same mixed reads as one instance alone`,
          `database: ${first.database.label}; Redis: ${redisUrl}; ${formatCount(seeded)} candidates in one tenant`,
          `load: ${load.connections} connections per instance, ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s measured`,
          `load average before: ${loadBefore}, after: ${averages()}`,
          '',
          table(rows),
          ratioLine({ of: COMBINED, to: ALONE }, rows),
          `(${COMBINED}: p50 and p99 are the higher of the two instances', a bound on the percentile over both)`,
        ].join('\n'),
      )
      // The combined row repeats its two instances' failures; they are reported once, each.
      const invalid = rows
        .filter((row) => row.target !== COMBINED)
        .map(problems)
        .filter((problem) => problem)
      for (const problem of invalid) console.error(`\n!!!!! INVALID RUN: ${problem}`)
      return invalid.length === 0 ? 0 : 1
    } finally {
      await second.close()
    }
  } finally {
    await first.close()
  }
}
