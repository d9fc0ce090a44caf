import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { JobStage, StageOccupancy } from '../pipelines/pipelines.port.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { createApplicationEvents } from './application-events.ts'
import * as repo from './applications.repository.ts'
import type { ApplicationRow } from './applications.table.ts'
import { transitionRow, type Change } from './transitions.ts'

interface Deps {
  audit: AuditService
  events: EventPublisher
  now: () => number
}

/**
 * How an application changes and keeps its history: the part of the applications module that
 * the pipelines module needs too (a deleted stage's applications move to another), so it is
 * built below both: the pipelines service gets `occupancy`, the applications service the rest.
 */
export function createStageMoves({ audit, events, now }: Deps) {
  // Here rather than in the applications service: a pipeline's stage deletion moves applications
  // through applyMove too, and those moves are announced the same way.
  const announce = createApplicationEvents(events)

  async function changedBy(trx: Transaction<DB>, actor: Actor) {
    const member = actor.userId ? await repo.findMember(trx, actor.tenantId, actor.userId) : undefined
    return { userId: member?.id ?? null, name: member?.full_name ?? null }
  }

  /**
   * When the next change of an application happens: now, but always after its previous change,
   * so that its history keeps the order in which changes were made even within one millisecond
   * or when the clock steps back. The application row is locked by the caller.
   */
  async function nextChangeAt(trx: Transaction<DB>, app: ApplicationRow): Promise<Date> {
    const last = await repo.lastChangedAt(trx, app.tenant_id, app.id)
    return new Date(Math.max(now(), last ? last.getTime() + 1 : 0))
  }

  async function recordChange(trx: Transaction<DB>, actor: Actor, app: ApplicationRow, change: Change, at: Date) {
    return repo.insertTransition(trx, transitionRow(app, change, await changedBy(trx, actor), at))
  }

  /**
   * The first row of a new application's history, entering its first stage as active. The
   * application was inserted with `factsOfNewApplication(stage.stage_type)`.
   */
  async function recordInitial(trx: Transaction<DB>, actor: Actor, app: ApplicationRow, stage: JobStage, notes: string | null, at: Date) {
    const change: Change = { type: 'initial', to: stage, toStatus: 'active', notes }
    return repo.insertFirstTransition(trx, { ...transitionRow(app, change, await changedBy(trx, actor), at), change_type: 'initial' })
  }

  /** Moves a locked application; into the terminal (hired) stage it also hires an active one. */
  async function applyMove(
    trx: Transaction<DB>,
    actor: Actor,
    app: ApplicationRow,
    stages: readonly JobStage[],
    target: JobStage,
    notes: string | null,
  ) {
    const at = await nextChangeAt(trx, app)
    const from = stages.find((s) => s.id === app.current_stage_id)
    const hires = target.is_terminal && app.status === 'active'
    await repo.updateApplication(trx, app.tenant_id, app.id, {
      current_stage_id: target.id,
      stage_updated_at: at,
      ...(hires ? { status: 'hired' as const, hired_date: at } : {}),
    })
    await recordChange(
      trx,
      actor,
      app,
      {
        type: 'stage_move',
        from,
        to: target,
        ...(hires ? { fromStatus: 'active' as const, toStatus: 'hired' as const } : {}),
        notes,
      },
      at,
    )
    await audit.record(trx, actor, {
      action: 'application.moved',
      resourceType: 'application',
      resourceId: app.id,
      changes: { from_stage_id: app.current_stage_id, to_stage_id: target.id, ...(hires ? { status: 'hired' } : {}) },
    })
    await announce.stageChanged(trx, app.tenant_id, app.id, from, target)
    if (hires) await announce.statusChanged(trx, app.tenant_id, app.id, 'active', 'hired')
  }

  const occupancy: StageOccupancy = {
    count: (trx, tenantId, stageId) => repo.countInStage(trx, tenantId, stageId),

    /** The job is locked for update by the pipeline edit that asks, so no application moves meanwhile. */
    async moveAll(trx, actor, stages, fromStageId, toStageId) {
      const apps = await repo.lockApplicationsInStage(trx, actor.tenantId, fromStageId)
      if (apps.length === 0) return
      const from = stages.find((s) => s.id === fromStageId)
      const target = stages.find((s) => s.id === toStageId)
      if (!target) throw new Error(`stage ${toStageId} is not in the job of stage ${fromStageId}`)
      const notes = from ? `Moved because the stage "${from.name}" was deleted` : null
      for (const app of apps) await applyMove(trx, actor, app, stages, target, notes)
    },
  }

  return {
    nextChangeAt,
    recordChange,
    recordInitial,
    applyMove,
    occupancy,
    announce,
  }
}

export type StageMoves = ReturnType<typeof createStageMoves>
