import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { RECRUITING } from '../../platform/auth/roles.ts'
import { changedFields } from '../../platform/changes.ts'
import { assertUnmodifiedSince, type Precondition } from '../../platform/concurrency.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import { Conflict, Forbidden, NotFound, ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CandidateErasureStep, CandidateMergeStep } from '../candidates/candidate-steps.ts'
import type { InterviewsService } from '../interviews/interviews.service.ts'
import type { PipelinesService } from '../pipelines/pipelines.service.ts'
import type { UsersService } from '../users/users.service.ts'
import * as repo from './evaluations.repository.ts'
import { DEFAULT_RATING_SCALE } from './evaluations.schemas.ts'
import type { EvaluationRow } from './evaluations.table.ts'
import type { CriterionInput, EvaluationImport, EVALUATION_RESULTS, EVALUATION_TYPES, EVALUATOR_TYPES } from './evaluations.port.ts'
import { normalizeCriteria, sameCriteria, scoreIssues, weightedScore } from './scoring.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'

type Result = (typeof EVALUATION_RESULTS)[number]
type EvaluationType = (typeof EVALUATION_TYPES)[number]

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
  result?: Result | null
  evaluation_type?: EvaluationType | null
  comments?: string | null
}

export interface EvaluationChanges {
  interview_id?: string | null
  stage_id?: string | null
  evaluator_name?: string
  overall_rating?: number | null
  rating_scale?: number
  criteria_scores?: CriterionInput[] | null
  result?: Result | null
  evaluation_type?: EvaluationType | null
  comments?: string | null
}

export type EvaluationFilter = Omit<repo.EvaluationFilter, 'visibleTo'>

export function presentEvaluation(row: EvaluationRow) {
  return {
    id: row.id,
    application_id: row.application_id,
    candidate_id: row.candidate_id,
    job_id: row.job_id,
    interview_id: row.interview_id,
    stage_id: row.stage_id,
    evaluator_type: row.evaluator_type,
    evaluator_id: row.evaluator_id,
    evaluator_name: row.evaluator_name,
    overall_rating: row.overall_rating,
    rating_scale: row.rating_scale,
    criteria_scores: row.criteria_scores?.map((c) => ({ criterion: c.criterion, score: c.score, weight: c.weight })) ?? null,
    weighted_score: row.weighted_score,
    result: row.result,
    evaluation_type: row.evaluation_type,
    comments: row.comments,
    evaluated_at: row.evaluated_at,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** Who may see an evaluation: interviewers only those they recorded or are the evaluator of. */
function canSee(actor: Actor, row: EvaluationRow): boolean {
  if (actor.role !== 'interviewer') return true
  return actor.userId !== null && (row.created_by === actor.userId || row.evaluator_id === actor.userId)
}

const isRecruiting = (actor: Actor) => actor.role !== null && RECRUITING.includes(actor.role)

/** A draft is open to whoever recorded it, its evaluator, and admins and recruiters. */
function mayWorkOnDraft(actor: Actor, row: EvaluationRow): boolean {
  return isRecruiting(actor) || (actor.userId !== null && (row.created_by === actor.userId || row.evaluator_id === actor.userId))
}

/**
 * A submitted evaluation is someone's signed judgement: only the evaluator themselves may revise
 * it (admins included, nobody edits another member's); an external one has no member behind it,
 * so it stays with whoever recorded it.
 */
function mayEdit(actor: Actor, row: EvaluationRow): boolean {
  if (row.evaluated_at === null) return mayWorkOnDraft(actor, row)
  if (actor.userId === null) return false
  return row.evaluator_type === 'internal' ? row.evaluator_id === actor.userId : row.created_by === actor.userId
}

/** What the audit entry keeps: values, except the written feedback, of which only its presence. */
function auditedFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'comments') out.has_comments = value !== null
    else out[key] = value
  }
  return out
}

const blankToNull = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() || null)

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

export function createEvaluationsService({ db, audit, events, now, applications, interviews, pipelines, users }: Deps) {
  /** The interview and stage an evaluation points at must belong to its application and job. */
  async function referenceIssues(
    handle: Handle,
    tenantId: string,
    target: { applicationId: string; jobId: string },
    refs: { interview_id?: string | null; stage_id?: string | null },
  ): Promise<ValidationIssue[]> {
    const issues: ValidationIssue[] = []
    if (refs.interview_id) {
      const interview = await interviews.findForRecord(handle, tenantId, refs.interview_id)
      if (interview?.application_id !== target.applicationId) {
        issues.push({ loc: ['body', 'interview_id'], msg: 'Must be an interview of the same application', type: 'value_error' })
      }
    }
    if (refs.stage_id) {
      const stages = await pipelines.stagesOfJob(handle, tenantId, target.jobId)
      if (!stages.some((s) => s.id === refs.stage_id)) {
        issues.push({ loc: ['body', 'stage_id'], msg: 'Must be a stage of the application’s job', type: 'value_error' })
      }
    }
    return issues
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
        issues.push(...(await referenceIssues(trx, tenantId, { applicationId: application.id, jobId: application.job_id }, input)))
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
          id: randomUUID(),
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
          ...(await referenceIssues(trx, actor.tenantId, { applicationId: current.application_id, jobId: current.job_id }, input)),
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

    /**
     * Writes an imported evaluation, its ratings held to its scale and its weighted score computed
     * as for any other; one imported before keeps its id. Nothing is written when nothing differs.
     */
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<EvaluationImport>> {
      const earlier = await repo.findEvaluationsByExternalIds(batch, tenantId, externalIds)
      return importWriter(earlier, async (trx, input: EvaluationImport, existing) => {
        const criteria = normalizeCriteria(input.criteria_scores)
        const issues = scoreIssues({
          ratingScale: input.fields.rating_scale,
          overallRating: input.fields.overall_rating,
          criteria,
          sent: { overallRating: true, criteria: true },
        })
        if (issues.length) throw new ValidationFailed(issues)
        const columns = {
          ...input.fields,
          evaluator_name: input.fields.evaluator_name.trim(),
          comments: blankToNull(input.fields.comments) ?? null,
          application_id: input.application.id,
          candidate_id: input.application.candidate_id,
          job_id: input.application.job_id,
          weighted_score: weightedScore(criteria),
          is_demo: input.is_demo,
        }
        const storedCriteria = criteria ? JSON.stringify(criteria) : null
        if (!existing) {
          const id = randomUUID()
          await repo.insertEvaluation(trx, {
            ...columns,
            criteria_scores: storedCriteria,
            tenant_id: tenantId,
            id,
            external_id: input.external_id,
            created_at: input.created_at,
          })
          return { id, outcome: 'created' as const }
        }
        const changed: Record<string, unknown> = changedFields(existing as Record<string, unknown>, columns)
        if (!sameCriteria(criteria, existing.criteria_scores)) changed.criteria_scores = storedCriteria
        if (Object.keys(changed).length === 0) return { id: existing.id, outcome: 'unchanged' as const }
        await repo.updateEvaluation(trx, tenantId, existing.id, changed)
        return { id: existing.id, outcome: 'updated' as const }
      })
    },
  }
}

export type EvaluationsService = ReturnType<typeof createEvaluationsService>
