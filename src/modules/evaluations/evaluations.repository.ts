import type { ExpressionBuilder, Insertable, Kysely, Transaction, Updateable } from 'kysely'
import { eraseCandidateText, repointCandidate } from '../../db/candidate-rows.ts'
import { liveApplications } from '../../db/live-rows.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { EvaluationsTable } from './evaluations.table.ts'
import type { EVALUATION_RESULTS, EVALUATION_TYPES } from './evaluations.port.ts'
import type { Handle } from '../../db/database.ts'

export interface EvaluationFilter {
  application_id?: string
  candidate_id?: string
  job_id?: string
  interview_id?: string
  evaluator_id?: string
  result?: (typeof EVALUATION_RESULTS)[number]
  evaluation_type?: (typeof EVALUATION_TYPES)[number]
  submitted?: boolean
  /** Only evaluations this member recorded or is the evaluator of (what an interviewer may see); null: none. */
  visibleTo?: string | null
}

/**
 * An evaluation of an application that was removed from its job goes with it, as the application
 * itself does (404, never listed). This is the one read of the applications table here: the list
 * must page over visible rows in one statement, which a call per row to the applications service
 * cannot do; the single-row reads use the same predicate so that both always agree.
 */
function ofLiveApplication(db: Handle, tenantId: string) {
  return (eb: ExpressionBuilder<DB, 'evaluations'>) =>
    eb('evaluations.application_id', 'in', liveApplications(db, tenantId).select('applications.id'))
}

export function insertEvaluation(trx: Transaction<DB>, row: Insertable<EvaluationsTable>) {
  return trx.insertInto('evaluations').values(row).returningAll().executeTakeFirstOrThrow()
}

/** Evaluations by the key of the system they were imported from. */
export function findEvaluationsByExternalIds(db: Handle, tenantId: string, externalIds: readonly string[]) {
  if (externalIds.length === 0) return Promise.resolve([])
  return db.selectFrom('evaluations').selectAll().where('tenant_id', '=', tenantId).where('external_id', 'in', externalIds).execute()
}

export function findEvaluation(db: Handle, tenantId: string, id: string) {
  return db
    .selectFrom('evaluations')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where(ofLiveApplication(db, tenantId))
    .executeTakeFirst()
}

/** Locked until the transaction ends, so the checks and the change that follows see one state. */
export function findEvaluationForUpdate(trx: Transaction<DB>, tenantId: string, id: string) {
  return trx
    .selectFrom('evaluations')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where(ofLiveApplication(trx, tenantId))
    .forUpdate('evaluations')
    .executeTakeFirst()
}

export function updateEvaluation(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  changes: Omit<Updateable<EvaluationsTable>, 'updated_at'>,
) {
  return trx
    .updateTable('evaluations')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function listEvaluations(db: Kysely<DB>, tenantId: string, filter: EvaluationFilter, page: PageRequest) {
  let query = db.selectFrom('evaluations').where('tenant_id', '=', tenantId).where(ofLiveApplication(db, tenantId))
  if (filter.application_id) query = query.where('application_id', '=', filter.application_id)
  if (filter.candidate_id) query = query.where('candidate_id', '=', filter.candidate_id)
  if (filter.job_id) query = query.where('job_id', '=', filter.job_id)
  if (filter.interview_id) query = query.where('interview_id', '=', filter.interview_id)
  if (filter.evaluator_id) query = query.where('evaluator_id', '=', filter.evaluator_id)
  if (filter.result) query = query.where('result', '=', filter.result)
  if (filter.evaluation_type) query = query.where('evaluation_type', '=', filter.evaluation_type)
  if (filter.submitted !== undefined) query = query.where('evaluated_at', filter.submitted ? 'is not' : 'is', null)
  if (filter.visibleTo !== undefined) {
    const userId = filter.visibleTo
    // `= NULL` matches nothing: a caller with no user id sees no evaluation.
    query = query.where((eb) => eb.or([eb('created_by', '=', userId), eb('evaluator_id', '=', userId)]))
  }
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

/**
 * A merge hands the duplicate's evaluations to the surviving candidate. `updated_at` moves so
 * that clients syncing by `updated_since` pick up the new candidate id.
 */
export async function moveCandidate(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string) {
  await repointCandidate(trx, 'evaluations', tenantId, fromId, intoId)
}

/** Comments about a candidate being erased go with the rest of the person. */
export function eraseCommentsOfCandidate(trx: Transaction<DB>, tenantId: string, candidateId: string): Promise<number> {
  return eraseCandidateText(trx, 'evaluations', 'comments', tenantId, candidateId)
}
