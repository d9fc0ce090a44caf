import type { Transaction } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { Precondition } from '../../platform/concurrency.ts'
import { Conflict, HttpError, ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CatalogService } from '../catalog/catalog.service.ts'
import type { JobStage } from '../pipelines/pipelines.port.ts'
import type { TenantSettingsService } from '../tenant-settings/tenant-settings.service.ts'
import type { ApplicationLocks } from './application-locks.ts'
import { viewApplication as view } from './application-view.ts'
import type { SettableStatus } from './applications.port.ts'
import * as repo from './applications.repository.ts'
import type { StageMoves } from './stage-moves.ts'
import { presentTransition } from './transitions.ts'

export interface StatusInput {
  status: SettableStatus
  rejection_reason_code?: string
  rejection_reason?: string
}

export interface ApplicationChangesDeps {
  db: Database
  audit: AuditService
  pipelines: { stagesOfJob: (trx: Handle, tenantId: string, jobId: string) => Promise<JobStage[]> }
  catalog: Pick<CatalogService, 'isRejectionReason'>
  tenantSettings: Pick<TenantSettingsService, 'requiresRejectionReason'>
  /** How an application moves and keeps its history; shared with the pipelines module. */
  stageMoves: Pick<StageMoves, 'nextChangeAt' | 'recordChange' | 'applyMove' | 'announce'>
  locks: ApplicationLocks
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

/** How HR changes an application: moves and status changes, one or in bulk; notes; removal. */
export function createApplicationChanges({ db, audit, pipelines, catalog, tenantSettings, stageMoves, locks }: ApplicationChangesDeps) {
  const { nextChangeAt, recordChange, applyMove, announce } = stageMoves
  const { lockForChange } = locks

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

  return {
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
}
