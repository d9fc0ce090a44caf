import { newRowId } from '../../platform/ids.ts'
import type { Database } from '../../db/database.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { Forbidden, NotFound, ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { InterviewsService } from '../interviews/interviews.service.ts'
import type { UsersService } from '../users/users.service.ts'
import { isRecruiting } from './evaluation-access.ts'
import { blankToNull, type EvaluationChecks } from './evaluation-checks.ts'
import { auditedFields, presentEvaluation } from './evaluation-view.ts'
import type { CriterionInput, EVALUATION_RESULTS, EVALUATION_TYPES, EVALUATOR_TYPES } from './evaluations.port.ts'
import * as repo from './evaluations.repository.ts'
import { DEFAULT_RATING_SCALE } from './evaluations.schemas.ts'
import { normalizeCriteria, scoreIssues, weightedScore } from './scoring.ts'

export interface NewEvaluation {
  application_id: string
  interview_id?: string | null
  stage_id?: string | null
  evaluator_type?: (typeof EVALUATOR_TYPES)[number]
  evaluator_id?: string
  evaluator_name?: string
  overall_rating?: number | null
  rating_scale?: number
  criteria_scores?: CriterionInput[] | null
  result?: (typeof EVALUATION_RESULTS)[number] | null
  evaluation_type?: (typeof EVALUATION_TYPES)[number] | null
  comments?: string | null
}

/** Checks that need no lookup, in the order a client should fix them: who may, then what. */
function checkNewEvaluator(actor: Actor, input: NewEvaluation): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  if (input.evaluator_type === 'external') {
    if (!isRecruiting(actor)) throw new Forbidden('Only admins and recruiters record external evaluations')
    if (input.evaluator_id !== undefined) {
      issues.push({
        loc: ['body', 'evaluator_id'],
        msg: 'External evaluators are not members; give evaluator_name only',
        type: 'value_error',
      })
    }
    if (input.evaluator_name === undefined) {
      issues.push({ loc: ['body', 'evaluator_name'], msg: 'Required for an external evaluator', type: 'missing' })
    }
  } else {
    if (input.evaluator_id !== undefined && input.evaluator_id !== actor.userId && !isRecruiting(actor)) {
      throw new Forbidden('You can only record evaluations as yourself')
    }
    if (input.evaluator_name !== undefined) {
      issues.push({
        loc: ['body', 'evaluator_name'],
        msg: 'Only for external evaluators; an internal evaluation carries its member’s name',
        type: 'value_error',
      })
    }
  }
  return issues
}

interface Deps {
  db: Database
  audit: AuditService
  applications: Pick<ApplicationsService, 'findForRecord' | 'lockForRecord'>
  interviews: Pick<InterviewsService, 'isInterviewerOn'>
  users: Pick<UsersService, 'members'>
  checks: Pick<EvaluationChecks, 'referenceIssues'>
}

/** Recording a new evaluation, as a draft. */
export function createEvaluationRecording({ db, audit, applications, interviews, users, checks }: Deps) {
  return {
    /**
     * Records a draft. An unknown or removed application is a 422 on `application_id`, as
     * POST /applications treats an unknown candidate; to an interviewer, an application they do
     * not interview on is as unknown as one that does not exist, and both answer 404 so that
     * neither tells the other apart.
     */
    async create(actor: Actor, input: NewEvaluation) {
      const evaluatorType = input.evaluator_type ?? 'internal'
      const ratingScale = input.rating_scale ?? DEFAULT_RATING_SCALE
      const criteria = normalizeCriteria(input.criteria_scores)
      const issues = checkNewEvaluator(actor, input)
      issues.push(
        ...scoreIssues({
          ratingScale,
          overallRating: input.overall_rating ?? null,
          criteria,
          sent: { overallRating: true, criteria: true },
        }),
      )
      return db.transaction().execute(async (trx) => {
        const tenantId = actor.tenantId
        const found = await applications.findForRecord(trx, tenantId, input.application_id)
        if (actor.role === 'interviewer') {
          if (!found || !actor.userId || !(await interviews.isInterviewerOn(trx, tenantId, actor.userId, found.id))) {
            throw new NotFound('Application')
          }
        }
        if (!found) {
          throw new ValidationFailed([{ loc: ['body', 'application_id'], msg: 'No such application', type: 'not_found' }, ...issues])
        }
        // Locked (after its job, in the order every application change takes): a removal or a
        // candidate merge running now either finishes first and is seen here, or waits for this.
        const application = await applications.lockForRecord(trx, actor, found.id)
        issues.push(...(await checks.referenceIssues(trx, tenantId, { applicationId: application.id, jobId: application.job_id }, input)))
        let evaluatorId: string | null = null
        let evaluatorName = input.evaluator_name?.trim() ?? ''
        if (evaluatorType === 'internal') {
          evaluatorId = input.evaluator_id ?? actor.userId
          const [member] = evaluatorId ? await users.members(trx, tenantId, [evaluatorId]) : []
          if (!member?.is_active) {
            issues.push({ loc: ['body', 'evaluator_id'], msg: 'Not an active member of the company', type: 'value_error' })
          }
          evaluatorName = member?.full_name ?? ''
        }
        if (issues.length) throw new ValidationFailed(issues)
        const row = await repo.insertEvaluation(trx, {
          tenant_id: tenantId,
          id: newRowId(),
          application_id: application.id,
          candidate_id: application.candidate_id,
          job_id: application.job_id,
          interview_id: input.interview_id ?? null,
          stage_id: input.stage_id ?? null,
          evaluator_type: evaluatorType,
          evaluator_id: evaluatorId,
          evaluator_name: evaluatorName,
          overall_rating: input.overall_rating ?? null,
          rating_scale: ratingScale,
          criteria_scores: criteria ? JSON.stringify(criteria) : null,
          weighted_score: weightedScore(criteria),
          result: input.result ?? null,
          evaluation_type: input.evaluation_type ?? null,
          comments: blankToNull(input.comments) ?? null,
          created_by: actor.userId,
        })
        await audit.record(trx, actor, {
          action: 'evaluation.created',
          resourceType: 'evaluation',
          resourceId: row.id,
          changes: auditedFields({
            application_id: row.application_id,
            interview_id: row.interview_id,
            stage_id: row.stage_id,
            evaluator_type: row.evaluator_type,
            evaluator_id: row.evaluator_id,
            overall_rating: row.overall_rating,
            rating_scale: row.rating_scale,
            weighted_score: row.weighted_score,
            result: row.result,
            evaluation_type: row.evaluation_type,
            comments: row.comments,
          }),
        })
        return presentEvaluation(row)
      })
    },
  }
}
