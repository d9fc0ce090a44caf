import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import { assertUnmodifiedSince, type Precondition } from '../../platform/concurrency.ts'
import { Conflict, Forbidden, NotFound, ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CandidateErasureStep, CandidateMergeStep } from '../candidates/candidate-steps.ts'
import type { InterviewsService } from '../interviews/interviews.service.ts'
import type { PipelinesService } from '../pipelines/pipelines.service.ts'
import type { UsersService } from '../users/users.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { canSee, mayEdit, mayWorkOnDraft } from './evaluation-access.ts'
import { blankToNull, evaluationChecks } from './evaluation-checks.ts'
import { createEvaluationImports } from './evaluation-imports.ts'
import { createEvaluationRecording, type NewEvaluation } from './evaluation-recording.ts'
import { auditedFields, presentEvaluation } from './evaluation-view.ts'
import * as repo from './evaluations.repository.ts'
import { normalizeCriteria, sameCriteria, scoreIssues, weightedScore } from './scoring.ts'

/** What a change may set: what recording one sets, but for the application and whose evaluation it is. */
export type EvaluationChanges = Omit<NewEvaluation, 'application_id' | 'evaluator_type' | 'evaluator_id'>

export type EvaluationFilter = Omit<repo.EvaluationFilter, 'visibleTo'>

interface Deps {
  db: Database
  /** Announces changes to webhooks, in the transaction of the change. */
  events: EventPublisher
  audit: AuditService
  now: () => number
  applications: Pick<ApplicationsService, 'findForRecord' | 'lockForRecord'>
  interviews: Pick<InterviewsService, 'findForRecord' | 'isInterviewerOn'>
  pipelines: Pick<PipelinesService, 'stagesOfJob'>
  users: Pick<UsersService, 'members'>
}

/**
 * The evaluations module: reading evaluations, and changing and submitting a recorded one, here
 * (who may change one, 403, is answered before whether the client's copy is current, 412); the
 * other use cases wired together — recording one (evaluation-recording.ts), imports
 * (evaluation-imports.ts) — plus its steps in a candidate's merge and erasure.
 */
export function createEvaluationsService({ db, audit, events, now, applications, interviews, pipelines, users }: Deps) {
  const checks = evaluationChecks({ interviews, pipelines })

  /**
   * The merge's step: the duplicate's evaluations now belong to the surviving candidate. Like
   * the erasure below, it sends no event: evaluations announce their submission only.
   */
  const moveCandidate: CandidateMergeStep = (trx, tenantId, fromId, intoId) => repo.moveCandidate(trx, tenantId, fromId, intoId)
  // Erasure step; the candidate's own audit entry records the erasure.
  const forgetCandidate: CandidateErasureStep = async (trx, actor, candidateId) => {
    await repo.eraseCommentsOfCandidate(trx, actor.tenantId, candidateId)
  }

  async function lockVisible(trx: Transaction<DB>, actor: Actor, id: string) {
    const row = await repo.findEvaluationForUpdate(trx, actor.tenantId, id)
    if (!row || !canSee(actor, row)) throw new NotFound('Evaluation')
    return row
  }

  return {
    async list(actor: Actor, filter: EvaluationFilter, page: PageRequest) {
      const visibleTo = actor.role === 'interviewer' ? actor.userId : undefined
      return mapPage(await repo.listEvaluations(db, actor.tenantId, { ...filter, visibleTo }, page), presentEvaluation)
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findEvaluation(db, actor.tenantId, id)
      if (!row || !canSee(actor, row)) throw new NotFound('Evaluation')
      return presentEvaluation(row)
    },

    ...createEvaluationRecording({ db, audit, applications, interviews, users, checks }),

    /** Changes only what is sent; the weighted score follows the criteria, the bounds follow the scale. */
    async update(actor: Actor, id: string, input: EvaluationChanges, precondition: Precondition) {
      return db.transaction().execute(async (trx) => {
        const current = await lockVisible(trx, actor, id)
        if (!mayEdit(actor, current)) {
          throw new Forbidden(
            current.evaluated_at === null
              ? 'Only whoever recorded this draft, its evaluator, admins and recruiters may change it'
              : current.evaluator_type === 'internal'
                ? 'A submitted evaluation can be changed only by its own evaluator'
                : 'A submitted external evaluation can be changed only by whoever recorded it',
          )
        }
        assertUnmodifiedSince(precondition, current.updated_at)

        const issues: ValidationIssue[] = []
        if (input.evaluator_name !== undefined && current.evaluator_type === 'internal') {
          issues.push({ loc: ['body', 'evaluator_name'], msg: 'An internal evaluation carries its member’s name', type: 'value_error' })
        }
        const criteria = input.criteria_scores !== undefined ? normalizeCriteria(input.criteria_scores) : current.criteria_scores
        const overallRating = input.overall_rating !== undefined ? input.overall_rating : current.overall_rating
        issues.push(
          ...scoreIssues({
            ratingScale: input.rating_scale ?? current.rating_scale,
            overallRating,
            criteria,
            sent: { overallRating: input.overall_rating !== undefined, criteria: input.criteria_scores !== undefined },
          }),
        )
        if (current.evaluated_at !== null) {
          // A submitted evaluation keeps what submitting required of it.
          if (overallRating === null && criteria === null) {
            issues.push({ loc: ['body'], msg: 'A submitted evaluation keeps an overall_rating or criteria_scores', type: 'value_error' })
          }
          if (input.result === null)
            issues.push({ loc: ['body', 'result'], msg: 'A submitted evaluation keeps a result', type: 'value_error' })
        }
        issues.push(
          ...(await checks.referenceIssues(trx, actor.tenantId, { applicationId: current.application_id, jobId: current.job_id }, input)),
        )
        if (issues.length) throw new ValidationFailed(issues)

        const { criteria_scores: _sent, comments, evaluator_name, ...plain } = input
        // Null is a value here (it clears the field); only what was not sent is left alone.
        const changed = changedFields<Omit<EvaluationChanges, 'criteria_scores'>>(current, {
          ...plain,
          ...(evaluator_name !== undefined ? { evaluator_name: evaluator_name.trim() } : {}),
          ...(comments !== undefined ? { comments: blankToNull(comments) } : {}),
        })
        const criteriaChanged = input.criteria_scores !== undefined && !sameCriteria(criteria, current.criteria_scores)
        if (Object.keys(changed).length === 0 && !criteriaChanged) return presentEvaluation(current)

        const score = weightedScore(criteria)
        const row = await repo.updateEvaluation(trx, actor.tenantId, id, {
          ...changed,
          ...(criteriaChanged ? { criteria_scores: criteria ? JSON.stringify(criteria) : null, weighted_score: score } : {}),
        })
        // No event: webhooks hear of an evaluation once, when it is submitted. A draft is work in
        // progress, and a revision of a submitted one is not a second submission (there is no
        // evaluation.updated to announce it with).
        await audit.record(trx, actor, {
          action: 'evaluation.updated',
          resourceType: 'evaluation',
          resourceId: id,
          changes: auditedFields({ ...changed, ...(criteriaChanged ? { criteria_scores: criteria, weighted_score: score } : {}) }),
        })
        return presentEvaluation(row)
      })
    },

    /** Stamps `evaluated_at`: the draft becomes the evaluator's submitted judgement. */
    async submit(actor: Actor, id: string, precondition: Precondition) {
      return db.transaction().execute(async (trx) => {
        const current = await lockVisible(trx, actor, id)
        if (!mayWorkOnDraft(actor, current)) {
          throw new Forbidden('Only whoever recorded this evaluation, its evaluator, admins and recruiters may submit it')
        }
        assertUnmodifiedSince(precondition, current.updated_at)
        if (current.evaluated_at !== null) throw new Conflict('This evaluation was already submitted')
        if (current.overall_rating === null && current.criteria_scores === null) {
          const msg = 'Required before submitting: set overall_rating or criteria_scores first'
          throw new ValidationFailed([
            { loc: ['body', 'overall_rating'], msg, type: 'missing' },
            { loc: ['body', 'criteria_scores'], msg, type: 'missing' },
          ])
        }
        const evaluatedAt = new Date(now())
        const result = current.result ?? 'pending'
        const row = await repo.updateEvaluation(trx, actor.tenantId, id, { evaluated_at: evaluatedAt, result })
        await audit.record(trx, actor, {
          action: 'evaluation.submitted',
          resourceType: 'evaluation',
          resourceId: id,
          changes: { evaluated_at: evaluatedAt.toISOString(), result },
        })
        const shown = presentEvaluation(row)
        await events.publish(trx, actor.tenantId, 'evaluation.submitted', () => shown)
        return shown
      })
    },

    moveCandidate,
    forgetCandidate,
    ...createEvaluationImports(),
  }
}

export type EvaluationsService = ReturnType<typeof createEvaluationsService>
