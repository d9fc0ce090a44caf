import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'

/** Every setting the service reads from its environment, parsed once at boot. */
export interface Config {
  nodeEnv: string
  port: number
  host: string
  /** Unset: the embedded database under `dataDir`. */
  databaseUrl: string | undefined
  /** PostgreSQL cancels a statement running longer than this (0: never). */
  statementTimeoutMs: number
  dataDir: string
  platformAdminToken: string | undefined
  jwtSecret: string
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  google: {
    clientId: string | undefined
    issuers: string[]
    jwksUrl: string
  }
  redisUrl: string | undefined
  trustProxy: boolean
  rateLimits: {
    default: number
    sensitive: number
    auth: number
    public: number
  }
  dataApiLimits: {
    tablesPerMinute: number
    tablesPerDay: number
    metricsPerMinute: number
    metricsPerDay: number
  }
  smtpUrl: string | undefined
  mailFrom: string
  publicBaseUrl: string
  /**
   * The domain under which each published career page also answers as `{subdomain}.{domain}`
   * (lowercase, a port allowed: `careers.example.com`, `careers.localhost:3000`); unset: the
   * career site is served under `/careers/{subdomain}` only.
   */
  careersDomain: string | undefined
  seedDemo: boolean
  logLevel: string
  /** Webhook URLs may be plain http and reach private addresses: tests, and receivers on a network you trust. */
  webhooksAllowPrivate: boolean
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>

function integer(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`)
  }
  return Number(raw)
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase()
  if (raw === undefined || raw === '') return fallback
  if (['true', '1', 'yes'].includes(raw)) return true
  if (['false', '0', 'no'].includes(raw)) return false
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`)
}

function optional(env: Env, name: string): string | undefined {
  const raw = env[name]
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim()
}

const DOMAIN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/

function careersDomain(env: Env): string | undefined {
  const raw = optional(env, 'CAREERS_DOMAIN')
  if (raw === undefined) return undefined
  const domain = raw.toLowerCase().replace(/^\.+|\.+$/g, '')
  if (!DOMAIN.test(domain)) {
    throw new ConfigError(`CAREERS_DOMAIN must be a domain name such as careers.example.com (a port may follow), got "${raw}"`)
  }
  return domain
}

/**
 * A JWT secret is required in production; elsewhere one is generated once and kept in the data
 * folder, so that tokens survive a restart of a laptop install.
 */
function jwtSecret(env: Env, nodeEnv: string, dataDir: string): string {
  const given = optional(env, 'JWT_SECRET')
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters')
    return given
  }
  if (nodeEnv === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production')
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = optional(env, 'NODE_ENV') ?? 'development'
  const dataDir = path.resolve(optional(env, 'DATA_DIR') ?? './data')
  const port = integer(env, 'PORT', 3000, 0)
  return {
    nodeEnv,
    port,
    host: optional(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: optional(env, 'DATABASE_URL'),
    statementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 30_000, 0),
    dataDir,
    platformAdminToken: optional(env, 'PLATFORM_ADMIN_TOKEN'),
    jwtSecret: jwtSecret(env, nodeEnv, dataDir),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 24 * 3600),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    google: {
      clientId: optional(env, 'GOOGLE_CLIENT_ID'),
      issuers: (optional(env, 'GOOGLE_ISSUERS') ?? 'accounts.google.com,https://accounts.google.com')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      jwksUrl: optional(env, 'GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
    },
    redisUrl: optional(env, 'REDIS_URL'),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    rateLimits: {
      default: integer(env, 'RATE_LIMIT_DEFAULT', 120),
      sensitive: integer(env, 'RATE_LIMIT_SENSITIVE', 30),
      auth: integer(env, 'RATE_LIMIT_AUTH', 10),
      public: integer(env, 'RATE_LIMIT_PUBLIC', 60),
    },
    dataApiLimits: {
      tablesPerMinute: integer(env, 'DATA_API_TABLES_PER_MINUTE', 120),
      tablesPerDay: integer(env, 'DATA_API_TABLES_PER_DAY', 5000),
      metricsPerMinute: integer(env, 'DATA_API_METRICS_PER_MINUTE', 20),
      metricsPerDay: integer(env, 'DATA_API_METRICS_PER_DAY', 500),
    },
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'Recruiting <no-reply@localhost>',
    publicBaseUrl: (optional(env, 'PUBLIC_BASE_URL') ?? `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    careersDomain: careersDomain(env),
    // A laptop install shows a living system; a real deployment starts empty unless asked.
    seedDemo: boolean(env, 'SEED_DEMO', optional(env, 'DATABASE_URL') === undefined),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    webhooksAllowPrivate: boolean(env, 'WEBHOOKS_ALLOW_PRIVATE', false),
  }
}
