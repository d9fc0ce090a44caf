import type { FastifyBaseLogger } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import { deleteDemoRows, hasDemoRows, realRowsTiedToDemo } from '../../db/demo-rows.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { Conflict } from '../../platform/errors.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CatalogService } from '../catalog/catalog.service.ts'
import type { ImportsService } from '../imports/imports.service.ts'
import type { PipelinesService } from '../pipelines/pipelines.service.ts'
import type { UsersService } from '../users/users.service.ts'
import { DEMO_MEMBERS, DEMO_TEMPLATE } from './demo-team.ts'
import { generateDemoHistory } from './generator.ts'
import type { PipelineTemplate } from './job-plan.ts'
import { lockNames } from '../../db/locks.ts'

/** One history for every tenant: a demo that reads the same for everyone, shifted to today. */
const DEMO_SEED = 20_240_601

interface Deps {
  db: Database
  audit: AuditService
  now: () => number
  log: FastifyBaseLogger
  storage: FileStorage
  users: Pick<UsersService, 'createDemoMembers' | 'membersByEmail'>
  pipelines: Pick<PipelinesService, 'createTemplate' | 'templatesWithStages'>
  catalog: Pick<CatalogService, 'listRejectionReasons'>
  imports: Pick<ImportsService, 'importNow'>
}

/** Fills and empties run one at a time per tenant, so two of them never both find the tenant empty. */
async function lockDemoOf(trx: Transaction<DB>, tenantId: string): Promise<void> {
  await lockNames(trx, `demo-data:${tenantId}`)
}

export function createDemoDataService({ db, audit, now, log, storage, users, pipelines, catalog, imports }: Deps) {
  /** The tenant's default pipeline for most jobs, and its technical one (the demo's own, made when missing). */
  async function pipelinesFor(tenantId: string) {
    const templates = await pipelines.templatesWithStages(db, tenantId)
    const standard = templates.find((t) => t.is_default)
    if (!standard) throw new Conflict('The tenant has no default pipeline template to build the demo on')
    const tech =
      templates.find((t) => t.name === DEMO_TEMPLATE.name && !t.is_default) ?? (standard.name === DEMO_TEMPLATE.name ? standard : undefined)
    return { standard: standard as PipelineTemplate, tech: (tech ?? DEMO_TEMPLATE) as PipelineTemplate, techExists: tech !== undefined }
  }

  return {
    /**
     * Fills the tenant with a demo history: the members it names, the technical pipeline
     * template, then every record through the import code path, marked `is_demo`. Refused while
     * the tenant holds demo data already.
     */
    async fill(actor: Actor, options: { scale?: number } = {}) {
      const tenantId = actor.tenantId
      const scale = options.scale ?? 1
      const templates = await pipelinesFor(tenantId)
      const reasons = await catalog.listRejectionReasons(actor, { page: 1, page_size: 100 })
      const payload = generateDemoHistory({
        now: new Date(now()),
        seed: DEMO_SEED,
        scale,
        members: DEMO_MEMBERS,
        templates,
        rejectionReasons: reasons.items.map((r) => r.code),
      })
      const planned = {
        jobs: payload.jobs!.length,
        candidates: payload.candidates!.length,
        applications: payload.applications!.length,
        interviews: payload.interviews!.length,
        evaluations: payload.evaluations!.length,
        offers: payload.offers!.length,
        members: DEMO_MEMBERS.length,
      }

      await db.transaction().execute(async (trx) => {
        await lockDemoOf(trx, tenantId)
        if (await hasDemoRows(trx, tenantId))
          throw new Conflict('The tenant already has demo data; remove it first with DELETE /settings/demo-data')
        const known = await users.membersByEmail(trx, tenantId)
        const taken = DEMO_MEMBERS.filter((m) => known.has(m.email))
        if (taken.length > 0) throw new Conflict(`A member already uses the demo e-mail ${taken.map((m) => m.email).join(', ')}`)
        await users.createDemoMembers(trx, tenantId, DEMO_MEMBERS)
        await audit.record(trx, actor, {
          action: 'demo_data.created',
          resourceType: 'demo_data',
          resourceId: null,
          changes: { scale, ...planned },
        })
      })
      if (!templates.techExists) await pipelines.createTemplate(actor, DEMO_TEMPLATE, { isDemo: true })

      const report = await imports.importNow(tenantId, payload, { isDemo: true, actorId: actor.userId })
      if (report.error_count > 0)
        log.error({ errors: report.errors.slice(0, 20), error_count: report.error_count }, 'demo data records were refused by the import')
      const written = (kind: keyof typeof report.progress) => report.progress[kind].created + report.progress[kind].updated
      return {
        jobs: written('job'),
        candidates: written('candidate'),
        applications: written('application'),
        interviews: written('interview'),
        evaluations: written('evaluation'),
        offers: written('offer'),
        members: DEMO_MEMBERS.length,
      }
    },

    /**
     * Removes every demo row of the tenant for good, in one transaction. Real records are never
     * touched: when one is tied to a demo record, nothing is removed and the answer says what
     * ties them.
     */
    async remove(actor: Actor): Promise<void> {
      const fileKeys = await db.transaction().execute(async (trx) => {
        await lockDemoOf(trx, actor.tenantId)
        const ties = await realRowsTiedToDemo(trx, actor.tenantId)
        if (ties.length > 0) throw new Conflict(`Demo data cannot be removed while real records are tied to it: ${ties.join('; ')}`)
        const { counts, fileKeys } = await deleteDemoRows(trx, actor.tenantId)
        if (Object.values(counts).some((n) => n > 0)) {
          await audit.record(trx, actor, { action: 'demo_data.removed', resourceType: 'demo_data', resourceId: null, changes: counts })
        }
        return fileKeys
      })
      // The rows are gone for good; bytes left behind by a failed delete are unreachable, not exposed.
      for (const key of fileKeys)
        await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'a demo file could not be deleted'))
    },
  }
}

export type DemoDataService = ReturnType<typeof createDemoDataService>
