import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts'
import { createDataTablesService } from './modules/data-api/data-tables.service.ts'
import { createApplicationsService } from './modules/applications/applications.service.ts'
import { createStageMoves } from './modules/applications/stage-moves.ts'
import { createAuditService } from './modules/audit/audit.service.ts'
import { createAuthService } from './modules/auth/auth.service.ts'
import type { GoogleVerifier } from './modules/auth/google-id-tokens.ts'
import { createCandidateLifecycleService } from './modules/candidate-lifecycle/candidate-lifecycle.service.ts'
import { createCandidatesService } from './modules/candidates/candidates.service.ts'
import { createSearchIndexUpkeep } from './modules/candidates/search-index-upkeep.ts'
import { createCareerPagesService } from './modules/career-pages/career-pages.service.ts'
import { createCareersSiteService } from './modules/careers-site/careers-site.service.ts'
import { createCatalogService } from './modules/catalog/catalog.service.ts'
import { createEvaluationsService } from './modules/evaluations/evaluations.service.ts'
import { interviewerScope } from './modules/interviews/interviewer-scope.ts'
import { createInterviewsService } from './modules/interviews/interviews.service.ts'
import { createSelfSchedulingService } from './modules/interviews/self-scheduling.service.ts'
import { createImportsService } from './modules/imports/imports.service.ts'
import { createDemoDataService } from './modules/demo-data/demo-data.service.ts'
import { createEmailOpensService } from './modules/emails/email-opens.service.ts'
import { createEmailTemplatesService } from './modules/emails/email-templates.service.ts'
import { createEmailsService } from './modules/emails/emails.service.ts'
import { createMailOutbox } from './modules/emails/outbox.ts'
import { createSendHandler } from './modules/emails/sending.ts'
import { createParseHandler, createParseQueue } from './modules/cv-parsing/background-parsing.ts'
import { createCvParsingService } from './modules/cv-parsing/cv-parsing.service.ts'
import { createCvReader } from './modules/cv-parsing/reading/cv-reader.ts'
import { createJobsService } from './modules/jobs/jobs.service.ts'
import { createMetricsService } from './modules/metrics/metrics.service.ts'
import { createOffersService } from './modules/offers/offers.service.ts'
import { createPipelinesService } from './modules/pipelines/pipelines.service.ts'
import { createPublicApplicationsService } from './modules/public/public-applications.service.ts'
import { createTalentPoolService } from './modules/talent-pool/talent-pool.service.ts'
import { createTenantSettingsService } from './modules/tenant-settings/tenant-settings.service.ts'
import { createTenantsService, type TenantSetupStep } from './modules/tenants/tenants.service.ts'
import { createUsersService } from './modules/users/users.service.ts'
import { createDeliveryHandler } from './modules/webhooks/delivery.ts'
import type { Resolver } from './modules/webhooks/egress/deliver.ts'
import { createEventPublisher } from './modules/webhooks/events.ts'
import { createWebhooksService } from './modules/webhooks/webhooks.service.ts'
import type { AccessTokenIssuer } from './platform/auth/access-tokens.ts'
import type { CodeIssuer } from './platform/codes.ts'
import type { FileStorage } from './platform/files/storage.ts'
import type { Mailer } from './platform/mail/mailer.ts'
import type { OutcomeRecorder } from './platform/observability/outcomes.ts'
import { createTaskQueue } from './platform/outbox/task-queue.ts'
import { createTaskWorker } from './platform/outbox/task-worker.ts'

export interface ServiceDeps {
  db: Database
  config: Config
  accessTokens: AccessTokenIssuer
  google: GoogleVerifier
  resolveWebhookHost?: Resolver
  mailer: Mailer
  /** Where uploaded files (career page assets, avatars, CVs) all live: the app opens and closes it. */
  storage: FileStorage
  log: FastifyBaseLogger
  now: () => number
  /** How `PREFIX-YYYY-NNNN` codes are handed out on this database. */
  codes: CodeIssuer
  /** Where webhook deliveries and e-mail sends report how each attempt ended (the operator's metrics). */
  outcomes?: { webhookDelivery: OutcomeRecorder<string>; emailSend: OutcomeRecorder<string> }
}

/** Wires the domain services together once; routes receive the result. */
export function createServices({
  db,
  config,
  accessTokens,
  google,
  resolveWebhookHost,
  mailer,
  storage,
  log,
  now,
  codes,
  outcomes,
}: ServiceDeps) {
  const audit = createAuditService(db)
  // Background work of every module is enqueued here, in the transaction of the change that causes it.
  const tasks = createTaskQueue()
  // Webhooks sit under the modules whose changes they announce: those publish through `events`.
  const events = createEventPublisher({ tasks, now })
  const webhooks = createWebhooksService({ db, audit, tasks, now, allowPrivate: config.webhooksAllowPrivate })
  const deliverWebhook = createDeliveryHandler({
    db,
    log,
    now,
    allowPrivate: config.webhooksAllowPrivate,
    ...(resolveWebhookHost ? { resolve: resolveWebhookHost } : {}),
    ...(outcomes ? { onOutcome: outcomes.webhookDelivery } : {}),
  })
  // Deactivating a user revokes their sessions through the auth module's own write (sessions.ts),
  // so users need no auth service; auth, which signs users in, is built on users below.
  // Every mail the service sends is queued here and sent by the task worker (sendEmail).
  const mailOutbox = createMailOutbox({ tasks })
  const sendEmail = createSendHandler({
    db,
    mailer,
    log,
    now,
    publicBaseUrl: config.publicBaseUrl,
    ...(outcomes ? { onOutcome: outcomes.emailSend } : {}),
  })
  const users = createUsersService({ db, audit, outbox: mailOutbox, publicBaseUrl: config.publicBaseUrl, now })
  // How applications move and keep their history: pipeline edits count and move the applications
  // in a stage through it, and the applications service (built later, on pipelines) uses it too.
  const stageMoves = createStageMoves({ audit, events, now })
  const pipelines = createPipelinesService({ db, audit, occupancy: stageMoves.occupancy })
  const jobs = createJobsService({ db, audit, events, pipelines, codes, now })
  const catalog = createCatalogService({ db, audit, departmentsInUse: jobs.departmentsInUse })
  const candidates = createCandidatesService({
    db,
    audit,
    events,
    codes,
    storage,
    publicBaseUrl: config.publicBaseUrl,
    now,
    isKnownSource: catalog.isKnownSource,
    interviewerScope,
  })
  const talentPool = createTalentPoolService({ db, audit, candidates })
  const tenantSettings = createTenantSettingsService({ db, audit })
  const emailTemplates = createEmailTemplatesService({ db, audit, tenantSettings })
  const applications = createApplicationsService({
    db,
    audit,
    now,
    jobs,
    pipelines,
    candidates,
    catalog,
    tenantSettings,
    stageMoves,
    interviewerScope,
  })
  const tenantSetupSteps: TenantSetupStep[] = [pipelines.createDefaultTemplate, catalog.seedDefaults, tenantSettings.createDefaults]
  const tenants = createTenantsService({ db, users, audit, setupSteps: tenantSetupSteps })
  const auth = createAuthService({
    db,
    accessTokens,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    google,
    users,
    tenants,
    now,
  })
  const careerPages = createCareerPagesService({
    codes,
    db,
    audit,
    storage,
    publicBaseUrl: config.publicBaseUrl,
    now,
    findTenant: tenants.findById,
    findTenantByCode: tenants.findByCode,
    listPublicJobs: (tenantId, page) => jobs.listPublic(tenantId, {}, page),
  })
  const emails = createEmailsService({
    db,
    audit,
    outbox: mailOutbox,
    templates: emailTemplates,
    tenants,
    tenantSettings,
    candidates,
    applications,
    jobs,
    pipelines,
    users,
  })
  const emailOpens = createEmailOpensService({ db, log })
  // CVs are read off the main thread, within a time and memory budget, on request or in the background.
  const cvReader = createCvReader()
  const cvParses = createParseQueue({ tasks })
  const cvParsing = createCvParsingService({ db, audit, storage, reader: cvReader, queue: cvParses, candidates, interviewerScope, now })
  const parseStoredCv = createParseHandler({ db, storage, reader: cvReader, candidates, log, now })
  const publicApplications = createPublicApplicationsService({
    db,
    storage,
    tenants,
    jobs,
    candidates,
    applications,
    emails,
    cvParses,
    now,
  })
  // The career site's pages read the published page and its jobs, and apply through the public submission.
  const careersSite = createCareersSiteService({ careerPages, jobs, publicApplications })
  const interviews = createInterviewsService({ db, audit, events, now, applications, users })
  const selfScheduling = createSelfSchedulingService({
    db,
    audit,
    events,
    now,
    publicBaseUrl: config.publicBaseUrl,
    applications,
    users,
    jobs,
    tenants,
  })
  const evaluations = createEvaluationsService({ db, audit, events, now, applications, interviews, pipelines, users })
  const offers = createOffersService({ db, audit, events, codes, now, applications, jobs })
  // Merge and erasure of a candidate, over every module that keeps something about one.
  const candidateLifecycle = createCandidateLifecycleService({
    db,
    audit,
    events,
    storage,
    candidates,
    applications,
    talentPool,
    interviews,
    evaluations,
    offers,
    emails,
    cvParsing,
  })
  const apiKeys = createApiKeysService({ db, audit, now })
  const dataTables = createDataTablesService({
    db,
    now,
    limits: config.dataApiLimits,
    departmentsInUse: jobs.departmentsInUse,
    redisUrl: config.redisUrl,
  })
  const metrics = createMetricsService({ db, now })
  // Imports write each kind of record through the module that owns it.
  const imports = createImportsService({
    db,
    tasks,
    log,
    publicBaseUrl: config.publicBaseUrl,
    audit,
    users,
    catalog,
    pipelines,
    jobs,
    candidates,
    applications,
    interviews,
    evaluations,
    offers,
  })
  // Demo data is written through the import code path, marked is_demo.
  const demoData = createDemoDataService({ db, audit, now, log, storage, users, pipelines, catalog, imports })
  // One worker runs every kind of background task; the app starts it when ready and stops it on close.
  const taskWorker = createTaskWorker({ db, queue: tasks, log, handlers: [imports.runTask, deliverWebhook, sendEmail, parseStoredCv] })
  // New candidates' search entries, merged into the index in bulk off the request path; started and stopped with the worker.
  const searchIndexUpkeep = createSearchIndexUpkeep({ db, log })
  return {
    taskWorker,
    searchIndexUpkeep,
    cvReader,
    cvParsing,
    emailTemplates,
    emails,
    emailOpens,
    webhooks,
    imports,
    demoData,
    apiKeys,
    dataTables,
    metrics,
    audit,
    users,
    tenants,
    tenantSettings,
    auth,
    pipelines,
    jobs,
    careerPages,
    careersSite,
    catalog,
    candidates,
    candidateLifecycle,
    applications,
    talentPool,
    publicApplications,
    interviews,
    selfScheduling,
    evaluations,
    offers,
  }
}

export type Services = ReturnType<typeof createServices>
