import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { isValidKey } from './platform/files/storage.ts'

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
  /** `json` (one object a line, for log collectors) or `pretty` (coloured lines for a developer's terminal). */
  logFormat: 'json' | 'pretty'
  /** Apply pending migrations on start; off where a release step runs `migrate` first (then start refuses a database behind the code). */
  migrateOnStart: boolean
  /** Webhook URLs may be plain http and reach private addresses: tests, and receivers on a network you trust. */
  webhooksAllowPrivate: boolean
  /** Where uploaded files (CVs, avatars, career page assets) are kept. */
  storage: StorageSettings
  /** `GET /metrics` for Prometheus: off unless enabled, and then opened by its own bearer token. */
  metrics: { enabled: false } | { enabled: true; token: string }
  /** OpenTelemetry traces of requests and queries, sent over OTLP/HTTP when an endpoint is set. */
  tracing: { otlpEndpoint: string | undefined; serviceName: string }
}

/** The data folder of this machine, or an S3-compatible bucket that every instance shares. */
export type StorageSettings = { kind: 'local' } | S3Settings

export interface S3Settings {
  kind: 's3'
  bucket: string
  /** Unset: AWS S3 itself; set for MinIO and other S3-compatible servers. */
  endpoint: string | undefined
  region: string
  /** Unset: the SDK's default credential chain (AWS_* variables, profiles, instance and task roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  forcePathStyle: boolean
  /** Put before every key: empty, or ending in `/`, so that one bucket can serve several deployments. */
  prefix: string
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

const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
]
// S3's rule for new buckets: 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

function fileStorage(env: Env): StorageSettings {
  const kind = (optional(env, 'STORAGE') ?? 'local').toLowerCase()
  if (kind === 'local') {
    // S3 settings without STORAGE=s3 would quietly keep each instance's files on its own disk.
    const stray = S3_SETTINGS.find((name) => optional(env, name) !== undefined)
    if (stray) {
      throw new ConfigError(`${stray} is set but STORAGE is not s3: set STORAGE=s3 to keep files in the bucket, or unset the S3_ settings`)
    }
    return { kind: 'local' }
  }
  if (kind !== 's3') throw new ConfigError(`STORAGE must be local or s3, got "${env.STORAGE}"`)
  const bucket = optional(env, 'S3_BUCKET')
  if (!bucket) throw new ConfigError('S3_BUCKET is required when STORAGE=s3')
  if (!BUCKET.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens, got "${bucket}"`)
  }
  const endpoint = optional(env, 'S3_ENDPOINT')
  if (endpoint !== undefined && !/^https?:\/\/[^/?#\s]+/i.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// URL such as http://minio:9000, got "${endpoint}"`)
  }
  const accessKeyId = optional(env, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = optional(env, 'S3_SECRET_ACCESS_KEY')
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's default credentials",
    )
  }
  const prefix = (optional(env, 'S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, '')
  if (prefix !== '' && !isValidKey(prefix)) {
    throw new ConfigError(
      `S3_PREFIX must be path segments of letters, digits, _, - and . (such as recruiting/production), got "${env.S3_PREFIX}"`,
    )
  }
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: optional(env, 'S3_REGION') ?? optional(env, 'AWS_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Servers other than AWS are mostly reached by path (http://minio:9000/bucket/key), not by a bucket host name.
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    prefix: prefix === '' ? '' : `${prefix}/`,
  }
}

// Long enough that guessing it is out of reach; Prometheus sends it as a bearer token.
const MIN_METRICS_TOKEN_LENGTH = 16

/**
 * The metrics route needs a token when it is on: it shows traffic and queue figures, and the
 * service's port usually faces the world (see the README, "Operations: metrics and traces").
 */
function metrics(env: Env): Config['metrics'] {
  if (!boolean(env, 'METRICS_ENABLED', false)) return { enabled: false }
  const token = optional(env, 'METRICS_TOKEN')
  if (!token) throw new ConfigError('METRICS_TOKEN is required when METRICS_ENABLED=true')
  if (token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`)
  }
  return { enabled: true, token }
}

function tracing(env: Env): Config['tracing'] {
  const endpoint = optional(env, 'OTEL_EXPORTER_OTLP_ENDPOINT')
  if (endpoint !== undefined && !/^https?:\/\/[^/?#\s]+/i.test(endpoint)) {
    throw new ConfigError(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL such as http://collector:4318, got "${endpoint}"`)
  }
  return { otlpEndpoint: endpoint?.replace(/\/+$/, ''), serviceName: optional(env, 'OTEL_SERVICE_NAME') ?? 'recruiting-service' }
}

export type DatabaseSettings = Pick<Config, 'databaseUrl' | 'statementTimeoutMs' | 'dataDir'>

/**
 * The settings that say which database to open: all that `npm run migrate` reads, so that a
 * release step needs no secrets of the running service.
 */
export function databaseSettings(env: Env = process.env): DatabaseSettings {
  return {
    databaseUrl: optional(env, 'DATABASE_URL'),
    statementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 30_000, 0),
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
  }
}

function logFormat(env: Env): Config['logFormat'] {
  const raw = (optional(env, 'LOG_FORMAT') ?? 'json').toLowerCase()
  if (raw !== 'json' && raw !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}"`)
  return raw
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = optional(env, 'NODE_ENV') ?? 'development'
  const database = databaseSettings(env)
  const { dataDir } = database
  const port = integer(env, 'PORT', 3000, 0)
  return {
    nodeEnv,
    port,
    host: optional(env, 'HOST') ?? '127.0.0.1',
    ...database,
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
    logFormat: logFormat(env),
    migrateOnStart: boolean(env, 'MIGRATE_ON_START', true),
    webhooksAllowPrivate: boolean(env, 'WEBHOOKS_ALLOW_PRIVATE', false),
    storage: fileStorage(env),
    metrics: metrics(env),
    tracing: tracing(env),
  }
}
