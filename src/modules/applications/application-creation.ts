import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict, ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { Candidate } from '../candidates/candidates.port.ts'
import type { CatalogService } from '../catalog/catalog.service.ts'
import type { Job } from '../jobs/jobs.port.ts'
import type { JobStage } from '../pipelines/pipelines.port.ts'
import { viewApplication as view } from './application-view.ts'
import * as repo from './applications.repository.ts'
import type { ApplicationRow } from './applications.table.ts'
import type { StageMoves } from './stage-moves.ts'

export interface NewApplication {
  candidate_id: string
  job_id: string
  stage_id?: string
  source?: string
  source_detail?: string | null
  assigned_recruiter_id?: string | null
  applied_date?: string | Date | null
  /** Kept on the initial transition: a cover letter sent with a career-page application. */
  notes?: string
}

/** A new application's columns once its job, candidate and first stage are settled. */
interface CheckedApplication {
  candidate_id: string
  job_id: string
  stage: JobStage
  applied_date: Date | null
  source: string | null
  source_detail: string | null
  assigned_recruiter_id: string | null
  notes?: string | undefined
}

/** A career-page application of a candidate created with it (`createForNewCandidate`). */
export interface NewCandidateApplication {
  job: Job
  candidate_id: string
  source: string
  applied_date: Date
  notes?: string | undefined
}

/** Refused on creation, and on an import that would give the candidate a second application on the job. */
export const DUPLICATE = 'The candidate already has an application on this job'

export interface ApplicationCreationDeps {
  db: Database
  audit: AuditService
  now: () => number
  jobs: { findForApplication: (trx: Transaction<DB>, tenantId: string, jobId: string) => Promise<Job | undefined> }
  pipelines: { stagesOfJob: (trx: Handle, tenantId: string, jobId: string) => Promise<JobStage[]> }
  candidates: { findActive: (trx: Handle, tenantId: string, id: string) => Promise<Candidate | undefined> }
  catalog: Pick<CatalogService, 'isKnownSource'>
  stageMoves: Pick<StageMoves, 'recordInitial' | 'announce'>
}

/** Putting a candidate on a job: by HR, or by a career-page submission inside its own transaction. */
export function createApplicationCreation({ db, audit, now, jobs, pipelines, candidates, catalog, stageMoves }: ApplicationCreationDeps) {
  const { recordInitial, announce } = stageMoves

  /**
   * Writes a new application in its first stage with its initial transition, audit entry and
   * event, once the caller has checked everything: the job is live, locked and takes
   * applications; the candidate has no live application on it; the stage is the job's.
   */
  async function insertNew(trx: Transaction<DB>, actor: Actor, input: CheckedApplication): Promise<ApplicationRow> {
    const tenantId = actor.tenantId
    const at = new Date(now())
    const { stage, notes, ...columns } = input
    let app: ApplicationRow
    try {
      app = await repo.insertNewApplication(
        trx,
        {
          ...columns,
          tenant_id: tenantId,
          id: newRowId(),
          current_stage_id: stage.id,
          stage_updated_at: at,
        },
        stage.stage_type,
      )
    } catch (error) {
      // Two requests for the same candidate and job at once: the index lets one through.
      if (isUniqueViolation(error, 'applications_one_per_job')) throw new Conflict(DUPLICATE)
      throw error
    }
    await recordInitial(trx, actor, app, stage, notes?.trim() || null, at)
    await audit.record(trx, actor, {
      action: 'application.created',
      resourceType: 'application',
      resourceId: app.id,
      changes: { candidate_id: app.candidate_id, job_id: app.job_id, stage_id: stage.id, source: app.source },
    })
    await announce.created(trx, tenantId, app.id)
    return app
  }

  async function createIn(trx: Transaction<DB>, actor: Actor, input: NewApplication) {
    const tenantId = actor.tenantId
    const job = await jobs.findForApplication(trx, tenantId, input.job_id)
    const candidate = await candidates.findActive(trx, tenantId, input.candidate_id)
    const issues: ValidationIssue[] = []
    if (!job) issues.push({ loc: ['body', 'job_id'], msg: 'No such job', type: 'not_found' })
    if (!candidate) issues.push({ loc: ['body', 'candidate_id'], msg: 'No such candidate', type: 'not_found' })
    const stages = job ? await pipelines.stagesOfJob(trx, tenantId, job.id) : []
    const stage = input.stage_id ? stages.find((s) => s.id === input.stage_id) : stages[0]
    if (job && !stage) issues.push({ loc: ['body', 'stage_id'], msg: 'Must be a stage of the job', type: 'value_error' })
    if (stage?.is_terminal) {
      issues.push({ loc: ['body', 'stage_id'], msg: 'An application cannot start in the hired stage; move it there', type: 'value_error' })
    }
    if (input.source && !(await catalog.isKnownSource(trx, tenantId, input.source))) {
      issues.push({ loc: ['body', 'source'], msg: 'Not a source kind or one of the tenant’s custom sources', type: 'value_error' })
    }
    if (input.assigned_recruiter_id) {
      const member = await repo.findMember(trx, tenantId, input.assigned_recruiter_id)
      if (!member?.is_active) {
        issues.push({ loc: ['body', 'assigned_recruiter_id'], msg: 'Not an active member of the company', type: 'value_error' })
      }
    }
    if (issues.length) throw new ValidationFailed(issues)
    if (job!.is_deleted) throw new Conflict('The job is deleted and takes no new applications')
    if (job!.status === 'closed') throw new Conflict('The job is closed and takes no new applications')
    if (await repo.findLiveApplicationOfAny(trx, tenantId, [candidate!.id], job!.id)) throw new Conflict(DUPLICATE)
    const app = await insertNew(trx, actor, {
      candidate_id: candidate!.id,
      job_id: job!.id,
      stage: stage!,
      applied_date: input.applied_date ? new Date(input.applied_date) : null,
      // Without a source of its own the application keeps how the candidate came in.
      source: input.source ?? candidate!.source,
      source_detail: input.source !== undefined ? (input.source_detail ?? null) : (input.source_detail ?? candidate!.source_detail),
      assigned_recruiter_id: input.assigned_recruiter_id ?? null,
      notes: input.notes,
    })
    return view(trx, tenantId, app.id)
  }

  /**
   * A career-page application. The caller created its candidate in this transaction (so it has
   * no application yet) and read and locked its job, which takes applications: neither is read
   * again, and the answer is the new application's id, not its view.
   */
  async function createForNewCandidate(trx: Transaction<DB>, actor: Actor, input: NewCandidateApplication): Promise<{ id: string }> {
    const [stage] = await pipelines.stagesOfJob(trx, actor.tenantId, input.job.id)
    if (!stage) throw new ValidationFailed([{ loc: ['body', 'stage_id'], msg: 'Must be a stage of the job', type: 'value_error' }])
    const { job, ...rest } = input
    const app = await insertNew(trx, actor, { ...rest, job_id: job.id, stage, source_detail: null, assigned_recruiter_id: null })
    return { id: app.id }
  }

  return {
    /** Also for modules that put a candidate on a job inside their own transaction (public submissions). */
    createIn,

    createForNewCandidate,

    create: (actor: Actor, input: NewApplication) => db.transaction().execute((trx) => createIn(trx, actor, input)),
  }
}
