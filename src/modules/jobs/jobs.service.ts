import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import type { CodeIssuer } from '../../platform/codes.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict, HttpError, NotFound, ValidationFailed } from '../../platform/errors.ts'
import { sanitizeRichText } from '../../platform/html.ts'
import { mapPage, type PageOf, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import { presentStage, type PipelinesService } from '../pipelines/pipelines.service.ts'
import type { StageType } from '../pipelines/pipelines.port.ts'
import { canMove, effectsOfMove } from './job-status.ts'
import * as repo from './jobs.repository.ts'
import type { JobRow, JobsTable } from './jobs.table.ts'
import type { CostItem, ImportedJob, Job, JobImport, JobStatus, PublicJobView } from './jobs.port.ts'
import { firstFreeSlug, slugify } from './slug.ts'
import { lockNames } from '../../db/locks.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'

export function presentJob(row: JobRow) {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    slug: row.slug,
    department: row.department,
    employment_type: row.employment_type,
    work_setup: row.work_setup,
    location_display: row.location_display,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    currency: row.currency,
    status: row.status,
    description_html: row.description_html,
    pipeline_template_id: row.pipeline_template_id,
    is_public: row.is_public,
    hire_type: row.hire_type,
    headcount: row.headcount,
    expected_hire_date: row.expected_hire_date,
    recruitment_cost_items: row.recruitment_cost_items,
    cost_currency: row.cost_currency,
    close_reason: row.close_reason,
    published_at: row.published_at,
    paused_at: row.paused_at,
    closed_at: row.closed_at,
    is_demo: row.is_demo,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** Fields a client edits; everything else (code, status, dates) the service writes itself. */
export interface JobFields {
  title?: string
  slug?: string
  department?: string | null
  employment_type?: JobsTable['employment_type']
  work_setup?: JobsTable['work_setup']
  location_display?: string | null
  salary_min?: number | null
  salary_max?: number | null
  currency?: string | null
  description_html?: string | null
  is_public?: boolean
  hire_type?: JobsTable['hire_type']
  headcount?: number
  expected_hire_date?: string | null
  recruitment_cost_items?: CostItem[]
  cost_currency?: string | null
}

function checkSalaryRange(min: number | null | undefined, max: number | null | undefined): void {
  if (min != null && max != null && min > max) {
    throw ValidationFailed.single(['body', 'salary_min'], 'salary_min must not be greater than salary_max', 'salary_range')
  }
}

/** The stored form of edited fields: cleaned HTML, trimmed text, JSON for cost items. */
function toColumns(fields: JobFields) {
  const { recruitment_cost_items, description_html, title, ...rest } = fields
  return {
    ...rest,
    ...(title !== undefined ? { title: title.trim() } : {}),
    ...(description_html !== undefined ? { description_html: description_html === null ? null : sanitizeRichText(description_html) } : {}),
    ...(recruitment_cost_items !== undefined ? { recruitment_cost_items: JSON.stringify(recruitment_cost_items) } : {}),
  }
}

/** Cost items with their keys in one order, so that a stored list and a sent one compare equal. */
function orderedCostItems(items: readonly CostItem[]): CostItem[] {
  return items.map((i) => ({ category: i.category.trim(), amount: i.amount, ...(i.date !== undefined ? { date: i.date } : {}) }))
}

// Codes have a fixed shape that no slug can have (slugs are lowercase).
const JOB_CODE = /^JOB-\d{4}-\d{4,}$/
type NewStage = { name: string; stage_type: StageType; position?: number; is_optional?: boolean }

interface Deps {
  db: Database
  /** Announces changes to webhooks, in the transaction of the change. */
  events: EventPublisher
  audit: AuditService
  pipelines: PipelinesService
  codes: CodeIssuer
  now: () => number
}

export function createJobsService({ db, events, audit, pipelines, codes, now }: Deps) {
  /** The job, locked until the transaction ends, and unchanged since the client read it when it says so. */
  async function lockJob(trx: Transaction<DB>, actor: Actor, id: string, precondition?: Precondition): Promise<JobRow> {
    return rowToChange(await repo.findJobForUpdate(trx, actor.tenantId, id), 'Job', precondition)
  }

  /** A slug the job may take: the one asked for when free (else 409), or one made from the title. */
  async function claimSlug(trx: Transaction<DB>, tenantId: string, requested: string | undefined, title: string, ownId?: string) {
    if (requested) {
      const taken = await repo.slugsStartingWith(trx, tenantId, requested)
      if (taken.has(requested) && !(ownId && (await repo.findJob(trx, tenantId, ownId))?.slug === requested)) {
        throw new Conflict(`Slug "${requested}" is used by another job`)
      }
      return requested
    }
    const base = slugify(title)
    // Jobs created at once from the same title queue here, so each sees the slugs taken before it.
    await lockNames(trx, `job-slug:${tenantId}:${base}`)
    return firstFreeSlug(base, await repo.slugsStartingWith(trx, tenantId, base))
  }

  async function changeStatusIn(
    trx: Transaction<DB>,
    actor: Actor,
    id: string,
    to: JobStatus,
    closeReason: string | undefined,
    precondition?: Precondition,
  ) {
    const job = await lockJob(trx, actor, id, precondition)
    if (job.status === to) return job
    if (!canMove(job.status, to)) throw new Conflict(`A job cannot move from ${job.status} to ${to}`)
    const updated = await repo.updateJob(trx, actor.tenantId, id, { status: to, ...effectsOfMove(job, to, new Date(now()), closeReason) })
    await audit.record(trx, actor, {
      action: 'job.status_changed',
      resourceType: 'job',
      resourceId: id,
      changes: { from: job.status, to, ...(closeReason ? { close_reason: closeReason } : {}) },
    })
    await events.publish(trx, actor.tenantId, 'job.status_changed', () => ({
      ...presentJob(updated),
      from_status: job.status,
      to_status: to,
    }))
    return updated
  }

  /**
   * Runs a pipeline edit with the job locked, so edits to one pipeline never interleave. The
   * pipeline is part of the job: an edit moves the job's `updated_at`, and `If-Unmodified-Since`
   * on a pipeline route compares against it.
   */
  function editPipeline<T>(
    actor: Actor,
    jobId: string,
    precondition: Precondition,
    work: (trx: Transaction<DB>) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await lockJob(trx, actor, jobId, precondition)
      const result = await work(trx)
      await repo.updateJob(trx, actor.tenantId, jobId, {})
      return result
    })
  }

  return {
    async list(actor: Actor, filter: { status?: JobStatus }, page: PageRequest) {
      return mapPage(await repo.listJobs(db, actor.tenantId, filter, page), presentJob)
    },

    async get(actor: Actor, id: string) {
      const job = await repo.findJob(db, actor.tenantId, id)
      if (!job) throw new NotFound('Job')
      return presentJob(job)
    },

    async create(actor: Actor, input: JobFields & { title: string; pipeline_template_id?: string }) {
      checkSalaryRange(input.salary_min, input.salary_max)
      const { pipeline_template_id, slug, ...fields } = input
      try {
        return await db.transaction().execute(async (trx) => {
          const id = newRowId()
          const claimedSlug = await claimSlug(trx, actor.tenantId, slug, input.title)
          const job = await repo.insertJob(trx, {
            ...toColumns(fields),
            title: input.title.trim(),
            employment_type: input.employment_type ?? 'full_time',
            tenant_id: actor.tenantId,
            id,
            code: await codes.next(trx, actor.tenantId, 'JOB', new Date(now())),
            slug: claimedSlug,
            created_by: actor.userId,
          })
          const templateId = await pipelines.copyStagesToJob(trx, actor.tenantId, id, pipeline_template_id)
          const withTemplate = await repo.updateJob(trx, actor.tenantId, id, { pipeline_template_id: templateId })
          await audit.record(trx, actor, {
            action: 'job.created',
            resourceType: 'job',
            resourceId: id,
            changes: { code: job.code, title: job.title, slug: job.slug, pipeline_template_id: templateId },
          })
          await events.publish(trx, actor.tenantId, 'job.created', () => presentJob(withTemplate))
          return presentJob(withTemplate)
        })
      } catch (error) {
        if (isUniqueViolation(error, 'jobs_tenant_slug_key')) throw new Conflict(`Slug "${slug}" is used by another job`)
        throw error
      }
    },

    async update(actor: Actor, id: string, input: JobFields, precondition: Precondition) {
      try {
        return await db.transaction().execute(async (trx) => {
          const job = await lockJob(trx, actor, id, precondition)
          checkSalaryRange(
            input.salary_min !== undefined ? input.salary_min : job.salary_min,
            input.salary_max !== undefined ? input.salary_max : job.salary_max,
          )
          if (input.slug !== undefined && input.slug !== job.slug) await claimSlug(trx, actor.tenantId, input.slug, job.title, id)
          const requested = toColumns(input)
          const changed = changedFields(
            { ...job, recruitment_cost_items: JSON.stringify(job.recruitment_cost_items) },
            requested as Record<string, unknown>,
          )
          if (Object.keys(changed).length === 0) return presentJob(job)
          const updated = await repo.updateJob(trx, actor.tenantId, id, changed)
          await audit.record(trx, actor, { action: 'job.updated', resourceType: 'job', resourceId: id, changes: { ...input, ...changed } })
          return presentJob(updated)
        })
      } catch (error) {
        if (isUniqueViolation(error, 'jobs_tenant_slug_key')) throw new Conflict(`Slug "${input.slug}" is used by another job`)
        throw error
      }
    },

    async changeStatus(actor: Actor, id: string, input: { status: JobStatus; close_reason?: string }, precondition: Precondition) {
      const job = await db.transaction().execute((trx) => changeStatusIn(trx, actor, id, input.status, input.close_reason, precondition))
      return presentJob(job)
    },

    /** Each job in its own transaction: one refusal does not undo the others. */
    async bulkStatus(actor: Actor, input: { job_ids: string[]; status: JobStatus; close_reason?: string }) {
      const results = []
      for (const id of input.job_ids) {
        try {
          await db.transaction().execute((trx) => changeStatusIn(trx, actor, id, input.status, input.close_reason))
          results.push({ id, ok: true, status_code: 200 })
        } catch (error) {
          if (!(error instanceof HttpError)) throw error
          results.push({ id, ok: false, status_code: error.statusCode, detail: error.detail })
        }
      }
      return { results }
    },

    async remove(actor: Actor, id: string) {
      await db.transaction().execute(async (trx) => {
        const job = await lockJob(trx, actor, id)
        if (job.status === 'open') throw new Conflict('An open job cannot be deleted; close it first')
        await repo.updateJob(trx, actor.tenantId, id, { is_deleted: true, deleted_at: new Date(now()) })
        await audit.record(trx, actor, { action: 'job.deleted', resourceType: 'job', resourceId: id, changes: { code: job.code } })
      })
    },

    // ---- the job's pipeline

    async pipeline(actor: Actor, jobId: string) {
      const job = await repo.findJob(db, actor.tenantId, jobId)
      if (!job) throw new NotFound('Job')
      const stages = (await pipelines.stagesOfJob(db, actor.tenantId, jobId)).map(presentStage)
      return { total: stages.length, page: 1, page_size: stages.length, items: stages }
    },

    addStage(actor: Actor, jobId: string, input: NewStage, precondition: Precondition) {
      return editPipeline(actor, jobId, precondition, (trx) => pipelines.addStage(trx, actor, jobId, input))
    },

    updateStage(actor: Actor, jobId: string, stageId: string, input: { name?: string; is_optional?: boolean }, precondition: Precondition) {
      return editPipeline(actor, jobId, precondition, (trx) => pipelines.updateStage(trx, actor, jobId, stageId, input))
    },

    async reorderStages(actor: Actor, jobId: string, stageIds: string[], precondition: Precondition) {
      const stages = await editPipeline(actor, jobId, precondition, (trx) => pipelines.reorderStages(trx, actor, jobId, stageIds))
      return { total: stages.length, page: 1, page_size: stages.length, items: stages }
    },

    deleteStage(actor: Actor, jobId: string, stageId: string, moveToStageId: string | undefined, precondition: Precondition) {
      return editPipeline(actor, jobId, precondition, (trx) => pipelines.deleteStage(trx, actor, jobId, stageId, moveToStageId))
    },

    /**
     * Writes an imported job: a new one gets a code of the year it was created in and a slug from
     * its title; one imported before (same `external_id`) keeps its id, code and slug and takes
     * the record's values. Nothing is written when nothing differs.
     */
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<JobImport>> {
      const earlier = await repo.findJobsByExternalIds(batch, tenantId, externalIds)
      return importWriter(earlier, async (trx, input: JobImport, existing) => {
        const { recruitment_cost_items, description_html, title, ...rest } = input.fields
        checkSalaryRange(rest.salary_min, rest.salary_max)
        const columns = {
          ...rest,
          title: title.trim(),
          description_html: description_html === null ? null : sanitizeRichText(description_html),
          recruitment_cost_items: JSON.stringify(orderedCostItems(recruitment_cost_items)),
          // Open is the one status that publishes, as moving a job to open does.
          is_public: rest.status === 'open',
          pipeline_template_id: input.pipeline.own ? null : input.pipeline.templateId,
        }
        if (!existing) {
          const id = newRowId()
          await repo.insertJob(trx, {
            ...columns,
            tenant_id: tenantId,
            id,
            code: await codes.next(trx, tenantId, 'JOB', input.created_at),
            slug: await claimSlug(trx, tenantId, undefined, columns.title),
            external_id: input.external_id,
            created_at: input.created_at,
          })
          await pipelines.importJobStages(trx, tenantId, id, input.pipeline.stages)
          return { id, outcome: 'created' as const }
        }
        if (existing.is_deleted) throw new Conflict('This job was deleted; an import no longer changes it')
        const current = { ...existing, recruitment_cost_items: JSON.stringify(orderedCostItems(existing.recruitment_cost_items)) }
        const changed = changedFields(current as Record<string, unknown>, columns as Record<string, unknown>)
        const restage = input.pipeline.own || 'pipeline_template_id' in changed
        const stagesChanged = restage && (await pipelines.importJobStages(trx, tenantId, existing.id, input.pipeline.stages))
        if (Object.keys(changed).length === 0 && !stagesChanged) return { id: existing.id, outcome: 'unchanged' as const }
        await repo.updateJob(trx, tenantId, existing.id, changed)
        return { id: existing.id, outcome: 'updated' as const }
      })
    },

    /** Jobs earlier imports wrote, for the records of a later one that name them. */
    async findImported(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedJob[]> {
      return (await repo.findJobsByExternalIds(handle, tenantId, externalIds)).map(({ id, external_id }) => ({ id, external_id }))
    },

    // ---- for the applications and catalog modules

    findForApplication: (trx: Transaction<DB>, tenantId: string, jobId: string) => repo.findJobForApplication(trx, tenantId, jobId),

    /** Distinct, trimmed, sorted without regard to case or accents. */
    async departmentsInUse(tenantId: string): Promise<string[]> {
      const names = (await repo.departmentsInUse(db, tenantId)).map((r) => r.department!.trim()).filter(Boolean)
      return [...new Set(names)].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare)
    },

    // ---- public career endpoints

    /** The job a career-page application names, by id or by slug or code (any status), locked like findForApplication's. */
    findForSubmission(
      trx: Transaction<DB>,
      tenantId: string,
      ref: { job_id?: string; job_identifier?: string },
    ): Promise<(Job & { is_public: boolean }) | undefined> {
      if (ref.job_id) return repo.findJobByReference(trx, tenantId, { id: ref.job_id })
      const identifier = ref.job_identifier ?? ''
      return repo.findJobByReference(trx, tenantId, JOB_CODE.test(identifier) ? { code: identifier } : { slug: identifier })
    },

    listPublic: (tenantId: string, filter: repo.PublicJobFilter, page: PageRequest): Promise<PageOf<PublicJobView>> =>
      repo.listPublicJobs(db, tenantId, filter, page),

    /** What a career page's filters offer: the distinct departments and locations of the open public jobs. */
    async publicFacets(tenantId: string): Promise<{ departments: string[]; locations: string[] }> {
      const rows = await repo.publicJobFacets(db, tenantId)
      const distinct = (values: (string | null)[]) => {
        const names = new Set(values.map((v) => v?.trim()).filter((v): v is string => Boolean(v)))
        return [...names].sort(new Intl.Collator('vi', { sensitivity: 'base' }).compare)
      }
      return { departments: distinct(rows.map((r) => r.department)), locations: distinct(rows.map((r) => r.location_display)) }
    },

    async getPublic(tenantId: string, identifier: string): Promise<PublicJobView> {
      const job = await repo.findPublicJob(db, tenantId, JOB_CODE.test(identifier) ? { code: identifier } : { slug: identifier })
      if (!job) throw new NotFound('Job')
      return job
    },
  }
}

export type JobsService = ReturnType<typeof createJobsService>
