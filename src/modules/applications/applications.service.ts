import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { assertInterviewerSees, type InterviewerScope } from '../../platform/auth/interviewer-scope.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict, HttpError, NotFound, ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { Application, ApplicationImport, ImportedApplication } from './applications.port.ts'
import type { Candidate } from '../candidates/candidates.port.ts'
import { searchTermOf } from '../candidates/normalize.ts'
import type { CatalogService } from '../catalog/catalog.service.ts'
import type { TenantSettingsService } from '../tenant-settings/tenant-settings.service.ts'
import type { Job } from '../jobs/jobs.port.ts'
import type { JobStage } from '../pipelines/pipelines.port.ts'
import * as repo from './applications.repository.ts'
import type { ApplicationRow, StageTransitionRow } from './applications.table.ts'
import type { StageMoves } from './stage-moves.ts'
import { presentApplication, viewApplication, type SettableStatus } from './application-view.ts'
import { importedHistory, presentTransition } from './transitions.ts'

export type { SettableStatus } from './application-view.ts'

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

const DUPLICATE = 'The candidate already has an application on this job'

/** The columns of a history row that an import compares with what it would write. */
const TRANSITION_COLUMNS = [
  'candidate_id',
  'job_id',
  'change_type',
  'from_stage_id',
  'to_stage_id',
  'from_stage_name',
  'to_stage_name',
  'from_stage_type',
  'to_stage_type',
  'from_status',
  'to_status',
  'changed_at',
  'changed_by_user_id',
  'changed_by_name',
  'notes',
  'is_demo',
] as const satisfies readonly (keyof StageTransitionRow)[]

export interface StatusInput {
  status: SettableStatus
  rejection_reason_code?: string
  rejection_reason?: string
}

/** An application as other modules read it (the applications port): the fields they use, no more. */
function applicationOf(row: ApplicationRow): Application {
  const { id, candidate_id, job_id, current_stage_id, status, is_demo } = row
  return { id, candidate_id, job_id, current_stage_id, status, is_demo }
}

interface Deps {
  db: Database
  audit: AuditService
  now: () => number
  jobs: { findForApplication: (trx: Transaction<DB>, tenantId: string, jobId: string) => Promise<Job | undefined> }
  pipelines: { stagesOfJob: (trx: Handle, tenantId: string, jobId: string) => Promise<JobStage[]> }
  candidates: { findActive: (trx: Handle, tenantId: string, id: string) => Promise<Candidate | undefined> }
  catalog: Pick<CatalogService, 'isRejectionReason' | 'isKnownSource'>
  tenantSettings: Pick<TenantSettingsService, 'requiresRejectionReason'>
  /** How an application moves and keeps its history; shared with the pipelines module. */
  stageMoves: Pick<StageMoves, 'nextChangeAt' | 'recordChange' | 'applyMove' | 'announce'>
  /** Which applications an interviewer may read (the interviews module's table knows). */
  interviewerScope: InterviewerScope
}

/**
 * Shape rules of a status change that hold whatever the application and the tenant: checked
 * before any lookup. The reason code is optional (the tenant's settings may require it).
 */
function checkStatusInput(input: StatusInput): void {
  const issues: ValidationIssue[] = []
  if (input.status !== 'rejected') {
    for (const field of ['rejection_reason_code', 'rejection_reason'] as const) {
      if (input[field] !== undefined) issues.push({ loc: ['body', field], msg: 'Only allowed with status rejected', type: 'value_error' })
    }
  }
  if (issues.length) throw new ValidationFailed(issues)
}

export function createApplicationsService({
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
}: Deps) {
  const { nextChangeAt, recordChange, applyMove, announce } = stageMoves
  const view = viewApplication
  /**
   * The reason of a rejection, checked against the tenant: a code must be one of its active
   * rejection reasons, and leaving it out is refused when the tenant's settings require one.
   */
  async function checkRejectionReason(handle: Handle, tenantId: string, input: StatusInput): Promise<void> {
    if (input.status !== 'rejected') return
    if (input.rejection_reason_code === undefined) {
      if (await tenantSettings.requiresRejectionReason(handle, tenantId)) {
        const msg = 'Required when rejecting: the company’s settings ask for a reason'
        throw ValidationFailed.single(['body', 'rejection_reason_code'], msg, 'missing')
      }
      return
    }
    if (!(await catalog.isRejectionReason(handle, tenantId, input.rejection_reason_code))) {
      throw ValidationFailed.single(['body', 'rejection_reason_code'], 'Not one of the tenant’s rejection reasons', 'value_error')
    }
  }

  /**
   * Locks what a change to an application needs, always in the same order: the job first (shared;
   * pipeline edits lock it exclusively and then the applications they move), then the application.
   */
  async function lockForChange(trx: Transaction<DB>, actor: Actor, id: string, precondition?: Precondition) {
    const seen = await repo.findApplication(trx, actor.tenantId, id)
    if (!seen) throw new NotFound('Application')
    await jobs.findForApplication(trx, actor.tenantId, seen.job_id)
    return rowToChange(await repo.findApplicationForUpdate(trx, actor.tenantId, id), 'Application', precondition)
  }

  async function moveIn(
    trx: Transaction<DB>,
    actor: Actor,
    id: string,
    toStageId: string,
    notes: string | null,
    precondition?: Precondition,
  ) {
    const app = await lockForChange(trx, actor, id, precondition)
    const stages = await pipelines.stagesOfJob(trx, actor.tenantId, app.job_id)
    const target = stages.find((s) => s.id === toStageId)
    if (!target) throw ValidationFailed.single(['body', 'to_stage_id'], "Must be a stage of the application's job", 'value_error')
    if (app.status !== 'active') throw new Conflict(`A ${app.status} application cannot move; make it active first`)
    if (target.id !== app.current_stage_id) await applyMove(trx, actor, app, stages, target, notes)
    return view(trx, actor.tenantId, id)
  }

  async function changeStatusIn(trx: Transaction<DB>, actor: Actor, id: string, input: StatusInput, precondition?: Precondition) {
    const app = await lockForChange(trx, actor, id, precondition)
    await checkRejectionReason(trx, actor.tenantId, input)
    if (app.status === input.status) return view(trx, actor.tenantId, id)
    const at = await nextChangeAt(trx, app)
    // Hiring puts the application in the hired stage, as moving it there hires it.
    const stages = input.status === 'hired' ? await pipelines.stagesOfJob(trx, actor.tenantId, app.job_id) : []
    const terminal = stages.find((s) => s.is_terminal)
    const entersTerminal = terminal !== undefined && terminal.id !== app.current_stage_id
    // The dates and reason describe the current outcome; the history keeps the earlier ones.
    await repo.updateApplication(trx, actor.tenantId, id, {
      status: input.status,
      hired_date: input.status === 'hired' ? at : null,
      rejected_date: input.status === 'rejected' ? at : null,
      rejection_reason_code: input.status === 'rejected' ? (input.rejection_reason_code ?? null) : null,
      rejection_reason: input.status === 'rejected' ? (input.rejection_reason ?? null) : null,
      ...(entersTerminal ? { current_stage_id: terminal.id, stage_updated_at: at } : {}),
    })
    await recordChange(
      trx,
      actor,
      app,
      {
        type: 'status_change',
        fromStatus: app.status,
        toStatus: input.status,
        ...(entersTerminal ? { from: stages.find((s) => s.id === app.current_stage_id), to: terminal } : {}),
      },
      at,
    )
    await audit.record(trx, actor, {
      action: 'application.status_changed',
      resourceType: 'application',
      resourceId: id,
      changes: {
        from: app.status,
        to: input.status,
        ...(input.rejection_reason_code ? { rejection_reason_code: input.rejection_reason_code } : {}),
        ...(entersTerminal ? { to_stage_id: terminal.id } : {}),
      },
    })
    if (entersTerminal) {
      await announce.stageChanged(
        trx,
        actor.tenantId,
        id,
        stages.find((s) => s.id === app.current_stage_id),
        terminal,
      )
    }
    await announce.statusChanged(trx, actor.tenantId, id, app.status, input.status)
    return view(trx, actor.tenantId, id)
  }

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
      app = await repo.insertApplication(trx, {
        ...columns,
        tenant_id: tenantId,
        id: randomUUID(),
        current_stage_id: stage.id,
        stage_updated_at: at,
      })
    } catch (error) {
      // Two requests for the same candidate and job at once: the index lets one through.
      if (isUniqueViolation(error, 'applications_one_per_job')) throw new Conflict(DUPLICATE)
      throw error
    }
    await recordChange(trx, actor, app, { type: 'initial', to: stage, toStatus: 'active', notes: notes?.trim() || null }, at)
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

  /** Each application in its own transaction: one refusal does not undo the others. */
  async function eachApart(ids: string[], work: (trx: Transaction<DB>, id: string) => Promise<unknown>) {
    const results = []
    for (const id of ids) {
      try {
        await db.transaction().execute((trx) => work(trx, id))
        results.push({ id, ok: true, status_code: 200 })
      } catch (error) {
        if (error instanceof ValidationFailed) {
          results.push({ id, ok: false, status_code: 422, detail: error.issues.map((i) => i.msg).join('; ') })
        } else if (error instanceof HttpError) {
          results.push({ id, ok: false, status_code: error.statusCode, detail: error.detail })
        } else {
          throw error
        }
      }
    }
    return { results }
  }

  /**
   * Makes an application's stored history the imported one, row by row in order: a row that reads
   * the same is kept, one that differs is rewritten in place (same id), rows beyond the stored
   * ones are added and stored rows beyond the imported ones removed. Answers whether anything changed.
   */
  async function writeImportedHistory(
    trx: Transaction<DB>,
    tenantId: string,
    wanted: ReturnType<typeof importedHistory>['rows'],
    stored: readonly StageTransitionRow[],
  ): Promise<boolean> {
    let changed = false
    for (const [index, row] of stored.entries()) {
      const next = wanted[index]
      if (!next) continue
      const differs = changedFields(row as Record<string, unknown>, Object.fromEntries(TRANSITION_COLUMNS.map((c) => [c, next[c] ?? null])))
      if (Object.keys(differs).length > 0) {
        await repo.updateTransition(trx, tenantId, row.id, differs)
        changed = true
      }
    }
    const added = wanted.slice(stored.length)
    await repo.insertTransitions(trx, added)
    const removed = stored.slice(wanted.length).map((r) => r.id)
    await repo.deleteTransitions(trx, tenantId, removed)
    return changed || added.length > 0 || removed.length > 0
  }

  /**
   * Writes an imported application with its history: a new one is inserted, one imported before
   * keeps its id and the ids of its history rows, and takes the record's values. An application
   * removed here stays removed. Nothing is written when nothing differs.
   */
  async function importApplication(
    trx: Transaction<DB>,
    tenantId: string,
    input: ApplicationImport,
    existing: { row: ApplicationRow; transitions: StageTransitionRow[] } | undefined,
  ) {
    if (existing?.row.status === 'removed') throw new Conflict('This application was removed; an import no longer changes it')
    const id = existing?.row.id ?? randomUUID()
    const ref = { tenant_id: tenantId, id, candidate_id: input.candidate_id, job_id: input.job_id }
    let history = importedHistory(ref, input.history)
    const stage = input.stage ?? history.stage ?? input.firstStage
    if (input.history.length === 0) {
      history = importedHistory(ref, [{ type: 'initial', to: stage, at: input.created_at, by: { userId: null, name: null }, notes: null }])
    }
    const rows = history.rows.map((row) => ({ ...row, is_demo: input.is_demo }))
    const columns = {
      ...input.fields,
      candidate_id: input.candidate_id,
      job_id: input.job_id,
      current_stage_id: stage.id,
      stage_updated_at: history.stageChangedAt ?? input.created_at,
      is_demo: input.is_demo,
    }
    try {
      if (!existing) {
        await repo.insertApplication(trx, {
          ...columns,
          tenant_id: tenantId,
          id,
          external_id: input.external_id,
          created_at: input.created_at,
        })
        await writeImportedHistory(trx, tenantId, rows, [])
        return { id, outcome: 'created' as const }
      }
      const changed = changedFields(existing.row as Record<string, unknown>, columns as Record<string, unknown>)
      const historyChanged = await writeImportedHistory(trx, tenantId, rows, existing.transitions)
      if (Object.keys(changed).length === 0 && !historyChanged) return { id, outcome: 'unchanged' as const }
      await repo.updateApplication(trx, tenantId, id, changed)
      return { id, outcome: 'updated' as const }
    } catch (error) {
      if (isUniqueViolation(error, 'applications_one_per_job')) throw new Conflict(DUPLICATE)
      throw error
    }
  }

  /** Imported applications by external id, with their histories. */
  async function findImported(handle: Handle, tenantId: string, externalIds: readonly string[]) {
    const rows = await repo.findApplicationsByExternalIds(handle, tenantId, externalIds)
    const histories = new Map<string, StageTransitionRow[]>()
    for (const t of await repo.transitionsOfApplications(
      handle,
      tenantId,
      rows.map((r) => r.id),
    )) {
      const history = histories.get(t.application_id)
      if (history) history.push(t)
      else histories.set(t.application_id, [t])
    }
    return rows.map((row) => ({ external_id: row.external_id, row, transitions: histories.get(row.id) ?? [] }))
  }

  const service = {
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<ApplicationImport>> {
      const earlier = await findImported(batch, tenantId, externalIds)
      return importWriter(earlier, (trx, input: ApplicationImport, existing) => importApplication(trx, tenantId, input, existing))
    },

    /** Imported applications by external id, without their histories: what records attached to them need. */
    async findImportedRows(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedApplication[]> {
      const rows = await repo.findApplicationsByExternalIds(handle, tenantId, externalIds)
      return rows.map(({ id, external_id, candidate_id, job_id }) => ({ id, external_id, candidate_id, job_id }))
    },

    async list(actor: Actor, filter: repo.ApplicationFilter, page: PageRequest) {
      const search = filter.search ? searchTermOf(filter.search) : undefined
      return mapPage(await repo.listViews(db, actor.tenantId, { ...filter, search: search || undefined }, page), presentApplication)
    },

    async get(actor: Actor, id: string) {
      await assertInterviewerSees(interviewerScope, db, actor, { applicationId: id }, 'Application')
      return view(db, actor.tenantId, id)
    },

    /** Also for modules that put a candidate on a job inside their own transaction (public submissions). */
    createIn,

    createForNewCandidate,

    create: (actor: Actor, input: NewApplication) => db.transaction().execute((trx) => createIn(trx, actor, input)),

    /**
     * The application that an interview, evaluation or offer is about; removed ones are gone.
     * With `lock`, it stays locked (after its job, in the order every change takes) until the
     * caller's transaction ends.
     */
    async findForRecord(trx: Handle, tenantId: string, id: string): Promise<Application | undefined> {
      const row = await repo.findApplication(trx, tenantId, id)
      return row && applicationOf(row)
    },

    async lockForRecord(trx: Transaction<DB>, actor: Actor, id: string): Promise<Application> {
      return applicationOf(await lockForChange(trx, actor, id))
    },

    /**
     * An accepted offer stamps its application; the offers module audits the acceptance itself.
     * The status stays as it is, so no application event: the offer's own events tell of it.
     */
    async markOfferAccepted(trx: Transaction<DB>, actor: Actor, id: string, at: Date): Promise<void> {
      await lockForChange(trx, actor, id)
      await repo.updateApplication(trx, actor.tenantId, id, { offer_accepted_at: at })
    },

    /** Merge step: refuses when both candidates are on one job, as one of them must go first. */
    async moveCandidate(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string): Promise<void> {
      const shared = await repo.jobsOfBoth(trx, tenantId, fromId, intoId)
      if (shared.length > 0) {
        throw new Conflict(`Both candidates have an application on ${shared.join(', ')}; remove one of them before merging`)
      }
      await repo.moveCandidate(trx, tenantId, fromId, intoId)
    },

    /** Erasure step: the notes in the candidate's history go with the rest of the person. */
    async forgetCandidate(trx: Transaction<DB>, actor: Actor, candidateId: string): Promise<void> {
      await repo.eraseNotesOfCandidate(trx, actor.tenantId, candidateId)
    },

    /** Whether any of the candidates has an application on the job that was not removed. */
    async hasLiveApplication(trx: Transaction<DB>, tenantId: string, candidateIds: string[], jobId: string): Promise<boolean> {
      return candidateIds.length > 0 && (await repo.findLiveApplicationOfAny(trx, tenantId, candidateIds, jobId)) !== undefined
    },

    move(actor: Actor, id: string, input: { to_stage_id: string; notes?: string }, precondition: Precondition) {
      return db.transaction().execute((trx) => moveIn(trx, actor, id, input.to_stage_id, input.notes?.trim() || null, precondition))
    },

    changeStatus(actor: Actor, id: string, input: StatusInput, precondition: Precondition) {
      checkStatusInput(input)
      return db.transaction().execute((trx) => changeStatusIn(trx, actor, id, input, precondition))
    },

    /** A note is a line in the history; the application itself does not change. */
    addNote(actor: Actor, id: string, notes: string, precondition: Precondition) {
      return db.transaction().execute(async (trx) => {
        const app = await lockForChange(trx, actor, id, precondition)
        const row = await recordChange(trx, actor, app, { type: 'note', notes: notes.trim() }, await nextChangeAt(trx, app))
        await audit.record(trx, actor, {
          action: 'application.note_added',
          resourceType: 'application',
          resourceId: id,
          changes: { transition_id: row.id },
        })
        return presentTransition(row)
      })
    },

    async history(actor: Actor, id: string, page: PageRequest) {
      await assertInterviewerSees(interviewerScope, db, actor, { applicationId: id }, 'Application')
      if (!(await repo.findApplication(db, actor.tenantId, id))) throw new NotFound('Application')
      return mapPage(await repo.listTransitions(db, actor.tenantId, id, page), presentTransition)
    },

    async remove(actor: Actor, id: string) {
      await db.transaction().execute(async (trx) => {
        const app = await lockForChange(trx, actor, id)
        const at = await nextChangeAt(trx, app)
        await repo.updateApplication(trx, actor.tenantId, id, { status: 'removed' })
        await recordChange(trx, actor, app, { type: 'status_change', fromStatus: app.status, toStatus: 'removed' }, at)
        await audit.record(trx, actor, {
          action: 'application.removed',
          resourceType: 'application',
          resourceId: id,
          changes: { from: app.status },
        })
        // No event: GET answers 404 from now on, so there is no application left for one to carry,
        // and `removed` is not a status the API shows.
      })
    },

    bulkMove(actor: Actor, input: { application_ids: string[]; to_stage_id: string }) {
      return eachApart(input.application_ids, (trx, id) => moveIn(trx, actor, id, input.to_stage_id, null))
    },

    async bulkStatus(actor: Actor, input: StatusInput & { application_ids: string[] }) {
      const { application_ids, ...change } = input
      checkStatusInput(change)
      // A reason the tenant does not have, or a missing one it requires, is wrong for every item alike: refused as a whole.
      await checkRejectionReason(db, actor.tenantId, change)
      return eachApart(application_ids, (trx, id) => changeStatusIn(trx, actor, id, change))
    },
  }
  return service
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>
