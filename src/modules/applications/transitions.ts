import { newRowId } from '../../platform/ids.ts'
import type { Insertable } from 'kysely'
import type { ApplicationRow, StageTransitionRow, StageTransitionsTable } from './applications.table.ts'
import type { ApplicationStatus, CHANGE_TYPES, ChangedBy, ImportedChange, StageRef } from './applications.port.ts'

/**
 * One change to an application. Each row records what changed and nothing else: the stage
 * columns when the stage changed, the status columns when the status changed (an `initial` row
 * has only the `to_` side), so that counting stage entries or status changes over the history
 * needs no knowledge of the change type.
 */
export interface Change {
  type: (typeof CHANGE_TYPES)[number]
  from?: StageRef | undefined
  to?: StageRef | undefined
  fromStatus?: ApplicationStatus
  toStatus?: ApplicationStatus
  notes?: string | null
}

export function transitionRow(
  app: Pick<ApplicationRow, 'tenant_id' | 'id' | 'candidate_id' | 'job_id'>,
  change: Change,
  by: ChangedBy,
  at: Date,
): Insertable<StageTransitionsTable> {
  return {
    tenant_id: app.tenant_id,
    id: newRowId(),
    application_id: app.id,
    candidate_id: app.candidate_id,
    job_id: app.job_id,
    change_type: change.type,
    from_stage_id: change.from?.id ?? null,
    from_stage_name: change.from?.name ?? null,
    from_stage_type: change.from?.stage_type ?? null,
    to_stage_id: change.to?.id ?? null,
    to_stage_name: change.to?.name ?? null,
    to_stage_type: change.to?.stage_type ?? null,
    from_status: change.fromStatus ?? null,
    to_status: change.toStatus ?? null,
    changed_at: at,
    changed_by_user_id: by.userId,
    changed_by_name: by.name,
    notes: change.notes ?? null,
  }
}

/**
 * The rows of an imported history, oldest first. The `from_` side of each row is where the change
 * before it left the application; the `to_` side is what the change names (an `initial` row enters
 * its stage as active). Also answers where the history leaves the application and when its stage
 * last changed.
 */
export function importedHistory(
  app: Pick<ApplicationRow, 'tenant_id' | 'id' | 'candidate_id' | 'job_id'>,
  changes: readonly ImportedChange[],
) {
  let stage: StageRef | undefined
  let status: ApplicationStatus | undefined
  let stageChangedAt: Date | undefined
  const rows = changes.map((c) => {
    const change: Change = { type: c.type, notes: c.notes }
    if (c.type === 'initial') {
      change.to = c.to
      change.toStatus = 'active'
    } else if (c.type === 'stage_move') {
      change.from = stage
      change.to = c.to
    } else if (c.type === 'status_change') {
      change.fromStatus = status
      change.toStatus = c.toStatus
      if (c.to && c.to.id !== stage?.id) {
        change.from = stage
        change.to = c.to
      }
    }
    if (change.to) {
      stage = change.to
      stageChangedAt = c.at
    }
    if (change.toStatus) status = change.toStatus
    return transitionRow(app, change, c.by, c.at)
  })
  return { rows, stage, stageChangedAt }
}

/** The Data API's stage-transitions field names, so history reads the same in both APIs. */
export function presentTransition(row: StageTransitionRow) {
  return {
    id: row.id,
    application_id: row.application_id,
    candidate_id: row.candidate_id,
    job_id: row.job_id,
    change_type: row.change_type,
    from_stage_id: row.from_stage_id,
    to_stage_id: row.to_stage_id,
    from_stage_name: row.from_stage_name,
    to_stage_name: row.to_stage_name,
    from_stage_type: row.from_stage_type,
    to_stage_type: row.to_stage_type,
    from_status: row.from_status,
    to_status: row.to_status,
    changed_at: row.changed_at,
    changed_by_user_id: row.changed_by_user_id,
    changed_by_name: row.changed_by_name,
    notes: row.notes,
  }
}
