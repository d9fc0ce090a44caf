import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { createAuditService } from './modules/audit/audit.service.ts'
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts'
import type { GoogleVerifier } from './modules/auth/google-id-tokens.ts'
import { createCareerPagesService } from './modules/career-pages/career-pages.service.ts'
import { createJobsService } from './modules/jobs/jobs.service.ts'
import { createPipelinesService, type StageOccupancy } from './modules/pipelines/pipelines.service.ts'
import { createTenantsService, type TenantSetupStep } from './modules/tenants/tenants.service.ts'
import { createUsersService } from './modules/users/users.service.ts'
import type { AccessTokenIssuer } from './platform/auth/access-tokens.ts'
import { LocalDiskStorage } from './platform/files/storage.ts'
import type { Mailer } from './platform/mail/mailer.ts'

export interface ServiceDeps {
  db: Database
  config: Config
  accessTokens: AccessTokenIssuer
  google: GoogleVerifier
  mailer: Mailer
  log: FastifyBaseLogger
  now: () => number
}

/** Wires the domain services together once; routes receive the result. */
export function createServices({ db, config, accessTokens, google, mailer, log, now }: ServiceDeps) {
  const audit = createAuditService(db)
  // Users and auth need each other (deactivation revokes sessions; sign-in reads users):
  // users gets the one auth function it needs, bound late.
  let auth: AuthService | undefined
  const users = createUsersService({
    db,
    audit,
    mailer,
    log,
    publicBaseUrl: config.publicBaseUrl,
    now,
    revokeSessions: (trx, tenantId, userId) => auth!.revokeSessions(trx, tenantId, userId),
  })
  // No application can sit in a stage before the applications module exists; it takes over
  // counting and moving them when it lands.
  const noApplicationsYet: StageOccupancy = { count: async () => 0, moveAll: async () => {} }
  const pipelines = createPipelinesService({ db, audit, occupancy: () => noApplicationsYet })
  const jobs = createJobsService({ db, audit, pipelines, now })
  const tenantSetupSteps: TenantSetupStep[] = [pipelines.createDefaultTemplate]
  const tenants = createTenantsService({ db, users, audit, setupSteps: tenantSetupSteps })
  auth = createAuthService({
    db,
    accessTokens,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    google,
    users,
    tenants,
    now,
  })
  const careerPages = createCareerPagesService({
    db,
    audit,
    storage: new LocalDiskStorage(config.dataDir),
    publicBaseUrl: config.publicBaseUrl,
    now,
    findTenant: tenants.findById,
    findTenantByCode: tenants.findByCode,
    listPublicJobs: (tenantId, page) => jobs.listPublic(tenantId, {}, page),
  })
  return { audit, users, tenants, auth, pipelines, jobs, careerPages }
}

export type Services = ReturnType<typeof createServices>
