import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyContextConfig, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts'
import { dataApiPlugin } from './modules/data-api/data-api.plugin.ts'
import { applicationsRoutes } from './modules/applications/applications.routes.ts'
import { offersRoutes } from './modules/offers/offers.routes.ts'
import { auditRoutes } from './modules/audit/audit.routes.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { candidatesRoutes } from './modules/candidates/candidates.routes.ts'
import { careerPagesPublicRoutes } from './modules/career-pages/career-pages.public-routes.ts'
import { careerPagesRoutes } from './modules/career-pages/career-pages.routes.ts'
import { careersHostRewrite } from './modules/careers-site/careers-host.ts'
import { careersSiteRoutes } from './modules/careers-site/careers-site.routes.ts'
import { catalogRoutes } from './modules/catalog/catalog.routes.ts'
import { createGoogleVerifier, type GoogleVerifier } from './modules/auth/google-id-tokens.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { databaseCheck, type ReadinessCheck } from './modules/health/readiness.ts'
import { jobsRoutes } from './modules/jobs/jobs.routes.ts'
import { interviewsRoutes } from './modules/interviews/interviews.routes.ts'
import { pipelineTemplateRoutes } from './modules/pipelines/pipelines.routes.ts'
import { publicApplicationsRoutes } from './modules/public/public-applications.routes.ts'
import { publicJobsRoutes } from './modules/public/public-jobs.routes.ts'
import { talentPoolRoutes } from './modules/talent-pool/talent-pool.routes.ts'
import { evaluationsRoutes } from './modules/evaluations/evaluations.routes.ts'
import { importsPlugin } from './modules/imports/imports.plugin.ts'
import { demoDataRoutes } from './modules/demo-data/demo-data.routes.ts'
import { emailOpensPublicRoutes } from './modules/emails/email-opens.public-routes.ts'
import { emailTemplatesRoutes } from './modules/emails/email-templates.routes.ts'
import { emailsRoutes } from './modules/emails/emails.routes.ts'
import { cvParsingRoutes } from './modules/cv-parsing/cv-parsing.routes.ts'
import { tenantSettingsRoutes } from './modules/tenant-settings/tenant-settings.routes.ts'
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts'
import { usersRoutes } from './modules/users/users.routes.ts'
import type { Resolver } from './modules/webhooks/egress/deliver.ts'
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts'
import { codesInTransaction, type CodeIssuer } from './platform/codes.ts'
import { swaggerOptions } from './openapi/swagger-options.ts'
import { createAccessTokens } from './platform/auth/access-tokens.ts'
import authGuard, { type Access } from './platform/auth/guard.ts'
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler.ts'
import { openFileStorage } from './platform/files/open-storage.ts'
import { MULTIPART_LIMITS, readForms, refuseUndeclaredMultipart } from './platform/files/upload.ts'
import idempotency from './platform/idempotency.ts'
import { parseJson } from './platform/input-guard.ts'
import { createMailer, type Mailer } from './platform/mail/mailer.ts'
import { createAppMetrics } from './platform/observability/app-metrics.ts'
import httpMetrics from './platform/observability/http-metrics.ts'
import { metricsRoute } from './platform/observability/metrics-route.ts'
import type { ConnectionPoolUse } from './platform/observability/pool-metrics.ts'
import { startTracing } from './platform/observability/tracing.ts'
import { countingRejections } from './platform/rate-limit/counted-store.ts'
import { MemoryRateLimitStore } from './platform/rate-limit/memory-store.ts'
import rateLimit from './platform/rate-limit/plugin.ts'
import { RedisRateLimitStore } from './platform/rate-limit/redis-store.ts'
import type { RateLimitStore } from './platform/rate-limit/store.ts'
import { ErrorBody, ValidationErrorBody } from './platform/schemas.ts'
import { RequestLog } from './platform/request-log.ts'
import { createValidatorCompiler } from './platform/validation.ts'
import { createServices, type Services } from './services.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The wired domain services, for start-up tasks such as seeding; requests go through routes. */
    services: Services
    /** Every route as registered, for tests that hold all routes to a rule (documented, guarded). */
    routeTable: RouteEntry[]
  }
}

export interface RouteEntry {
  method: string
  url: string
  hidden: boolean
  /** Who may call it (`config.access`; unset: any signed-in member), as the guard enforces it. */
  readonly access: Access | undefined
  /** Its core rate-limit setting (`config.rateLimit`; `false`: the core limiter leaves it alone). */
  readonly rateLimit: FastifyContextConfig['rateLimit']
}

export const API_PREFIX = '/api/v1'
const BODY_LIMIT_BYTES = 1024 * 1024
const REQUEST_ID = /^[\w\-.:]{1,128}$/

/** What the app talks to; tests pass their own clock, stores and verifiers, the server the real ones. */
export interface AppDeps {
  db: Database
  /** How the database hands out codes: its handle's `codes`; unset, inside each creation's transaction. */
  codes?: CodeIssuer
  now?: () => number
  rateLimitStore?: RateLimitStore
  /** The PostgreSQL pool behind `db`, whose use /metrics shows; unset on the embedded database. */
  dbPool?: ConnectionPoolUse
  mailer?: Mailer
  google?: GoogleVerifier
  /** How webhook deliveries resolve host names (tests make a name resolve where they need). */
  resolveWebhookHost?: Resolver
  logger?: FastifyServerOptions['logger']
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Nothing below is logged on purpose; this is the net under that rule.
    redact: {
      paths: ['req.headers.authorization', '*.password', '*.admin_password', '*.token', '*.refresh_token', '*.access_token', '*.id_token'],
      censor: '[redacted]',
    },
  }
}

function careersAddressing(config: Config) {
  return { publicBaseUrl: config.publicBaseUrl, careersDomain: config.careersDomain, trustProxy: config.trustProxy }
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? Date.now
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    logController: new RequestLog(),
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    // `{subdomain}.{CAREERS_DOMAIN}` is that career page's site: its requests are routed as /careers/{subdomain}/….
    rewriteUrl: careersHostRewrite(careersAddressing(config)),
  }).withTypeProvider<TypeBoxTypeProvider>()

  // Tracing first: its plugin wraps the hooks and routes registered after it.
  const { otlpEndpoint, serviceName } = config.tracing
  const tracing = otlpEndpoint ? startTracing({ otlpEndpoint, serviceName }) : undefined
  if (tracing) {
    await app.register(tracing.requestSpans)
    app.addHook('onClose', () => tracing.shutdown())
  }
  const db = tracing ? deps.db.withPlugin(tracing.querySpans) : deps.db
  const metrics = config.metrics.enabled ? createAppMetrics({ db: deps.db, pool: deps.dbPool, log: app.log }) : undefined

  app.setValidatorCompiler(createValidatorCompiler())
  registerErrorHandler(app)
  app.addSchema(ErrorBody)
  app.addSchema(ValidationErrorBody)

  // An empty body with a JSON content type is "no body", not malformed JSON: action routes
  // without a payload stay callable from clients that always send the header.
  // JSON is the only body the API reads (multipart where a route says so); text/plain is 415.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if (body === '') return done(null, undefined)
    try {
      done(null, parseJson(body as string))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
  // Multipart bodies are left unread until an upload route reads them (platform/files/upload.ts).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true })
  refuseUndeclaredMultipart(app)

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  if (metrics) await app.register(httpMetrics, { metrics })
  const routeTable: RouteEntry[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    // The reference UI's own asset routes are open and unlimited like the document they show.
    if (route.url.startsWith('/docs')) route.config = { ...route.config, access: 'public', rateLimit: false }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      // Read when asked, not now: a scope's own onRoute hook (the Data API's) runs after this
      // one and may still settle the route's config.
      routeTable.push({
        method,
        url: route.url,
        hidden: Boolean(route.schema?.hide),
        get access() {
          return route.config?.access
        },
        get rateLimit() {
          return route.config?.rateLimit
        },
      })
    }
  })

  await app.register(swagger, swaggerOptions(config))
  await app.register(swaggerUi, { routePrefix: '/docs' })

  const accessTokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds, now)
  const givenStore = deps.rateLimitStore ?? (config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore())
  const rateLimitStore = metrics ? countingRejections(givenStore, (limit) => metrics.rateLimitRejections.inc({ limit })) : givenStore
  const readinessChecks: ReadinessCheck[] = [databaseCheck(deps.db)]
  if (givenStore instanceof RedisRateLimitStore) readinessChecks.push({ name: 'redis', check: () => givenStore.ping() })
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir })
  const storage = await openFileStorage(config)
  const services = createServices({
    db,
    config,
    accessTokens,
    google: deps.google ?? createGoogleVerifier(config.google, now),
    ...(deps.resolveWebhookHost ? { resolveWebhookHost: deps.resolveWebhookHost } : {}),
    mailer,
    storage,
    log: app.log,
    now,
    codes: deps.codes ?? codesInTransaction,
    ...(metrics
      ? {
          outcomes: {
            webhookDelivery: (outcome) => metrics.webhookDeliveryAttempts.inc({ outcome }),
            emailSend: (outcome) => metrics.emailSendAttempts.inc({ outcome }),
          },
        }
      : {}),
  })
  app.decorate('services', services)
  app.addHook('onReady', async () => {
    services.taskWorker.start()
    services.searchIndexUpkeep.start()
  })
  // preClose, not onClose: the server closes the database in an onClose hook of its own, and
  // the worker and the upkeep must have finished by then.
  app.addHook('preClose', async () => {
    await services.taskWorker.stop()
    await services.searchIndexUpkeep.stop()
  })
  app.addHook('onClose', async () => {
    await services.cvReader.close()
    await rateLimitStore.close()
    await services.dataTables.close()
    mailer.close()
    await storage.close()
  })

  await app.register(authGuard, { tokens: accessTokens })
  await app.register(rateLimit, { store: rateLimitStore, limits: config.rateLimits, now })
  // Forms are read after the guard and the limits, and before the idempotency check hashes them.
  readForms(app)
  await app.register(idempotency, { db, now })

  await app.register(healthRoutes, { checks: readinessChecks })
  if (config.metrics.enabled && metrics) await app.register(metricsRoute, { registry: metrics.registry, token: config.metrics.token })
  // The career site is HTML for people and search engines, beside the API rather than under it.
  await app.register(careersSiteRoutes, { careersSite: services.careersSite, addressing: careersAddressing(config) })
  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { access: 'public', rateLimit: false }, schema: { hide: true } }, async () => app.swagger())
      await api.register(tenantsRoutes, { tenants: services.tenants, platformAdminToken: config.platformAdminToken })
      await api.register(apiKeysRoutes, { apiKeys: services.apiKeys })
      await api.register(tenantSettingsRoutes, { tenantSettings: services.tenantSettings })
      // The Data API is a scope of its own: API keys instead of tokens, its own limits and error body.
      await api.register(dataApiPlugin, {
        prefix: '/data',
        apiKeys: services.apiKeys,
        dataTables: services.dataTables,
        metrics: services.metrics,
        limits: config.dataApiLimits,
        store: rateLimitStore,
        now,
      })
      await api.register(authRoutes, { auth: services.auth })
      await api.register(usersRoutes, { users: services.users })
      await api.register(auditRoutes, { audit: services.audit })
      await api.register(pipelineTemplateRoutes, { pipelines: services.pipelines })
      await api.register(jobsRoutes, { jobs: services.jobs })
      await api.register(candidatesRoutes, { candidates: services.candidates, candidateLifecycle: services.candidateLifecycle })
      await api.register(publicJobsRoutes, { jobs: services.jobs, tenants: services.tenants })
      await api.register(publicApplicationsRoutes, { publicApplications: services.publicApplications })
      await api.register(careerPagesRoutes, { careerPages: services.careerPages })
      await api.register(careerPagesPublicRoutes, { careerPages: services.careerPages })
      await api.register(catalogRoutes, { catalog: services.catalog })
      await api.register(applicationsRoutes, { applications: services.applications })
      await api.register(interviewsRoutes, { interviews: services.interviews, selfScheduling: services.selfScheduling })
      await api.register(offersRoutes, { offers: services.offers })
      await api.register(talentPoolRoutes, { talentPool: services.talentPool })
      await api.register(evaluationsRoutes, { evaluations: services.evaluations })
      // Its own scope, for the NDJSON body parser.
      await api.register(importsPlugin, { imports: services.imports })
      await api.register(webhooksRoutes, { webhooks: services.webhooks })
      await api.register(emailTemplatesRoutes, { emailTemplates: services.emailTemplates, emails: services.emails })
      await api.register(emailsRoutes, { emails: services.emails })
      await api.register(cvParsingRoutes, { cvParsing: services.cvParsing })
      await api.register(emailOpensPublicRoutes, { emailOpens: services.emailOpens })
      await api.register(demoDataRoutes, { demoData: services.demoData })
    },
    { prefix: API_PREFIX },
  )
  return app
}
