import type { Actor } from '../../platform/auth/principal.ts'
import { RECRUITING } from '../../platform/auth/roles.ts'
import type { EvaluationRow } from './evaluations.table.ts'

// Who may see and change an evaluation, by their role and their part in it.

/** Who may see an evaluation: interviewers only those they recorded or are the evaluator of. */
export function canSee(actor: Actor, row: EvaluationRow): boolean {
  if (actor.role !== 'interviewer') return true
  return actor.userId !== null && (row.created_by === actor.userId || row.evaluator_id === actor.userId)
}

export const isRecruiting = (actor: Actor) => actor.role !== null && RECRUITING.includes(actor.role)

/** A draft is open to whoever recorded it, its evaluator, and admins and recruiters. */
export function mayWorkOnDraft(actor: Actor, row: EvaluationRow): boolean {
  return isRecruiting(actor) || (actor.userId !== null && (row.created_by === actor.userId || row.evaluator_id === actor.userId))
}

/**
 * A submitted evaluation is someone's signed judgement: only the evaluator themselves may revise
 * it (admins included, nobody edits another member's); an external one has no member behind it,
 * so it stays with whoever recorded it.
 */
export function mayEdit(actor: Actor, row: EvaluationRow): boolean {
  if (row.evaluated_at === null) return mayWorkOnDraft(actor, row)
  if (actor.userId === null) return false
  return row.evaluator_type === 'internal' ? row.evaluator_id === actor.userId : row.created_by === actor.userId
}
