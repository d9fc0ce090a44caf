import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { NonBlank, Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { EVALUATION_RESULTS, EVALUATION_TYPES, EVALUATOR_TYPES } from './evaluations.port.ts'

export const MAX_RATING_SCALE = 100
export const DEFAULT_RATING_SCALE = 5

const RatingScale = Type.Integer({
  minimum: 2,
  maximum: MAX_RATING_SCALE,
  description: 'The top of the scale ratings and criterion scores are given on (they start at 1)',
})

const OverallRating = Type.Integer({ minimum: 1, maximum: MAX_RATING_SCALE, description: 'Within 1…rating_scale' })

const CriterionScoreOut = Type.Object({
  criterion: Type.String(),
  score: Type.Number(),
  weight: Type.Number(),
})

const CriterionScoreIn = Type.Object(
  {
    criterion: NonBlank(200, { description: 'Unique within the evaluation (case is ignored); stored trimmed' }),
    score: Type.Number({ minimum: 1, maximum: MAX_RATING_SCALE, description: 'Within 1…rating_scale' }),
    weight: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1000, description: 'Greater than 0; 1 when omitted' })),
  },
  { additionalProperties: false },
)

const CriteriaScores = Type.Array(CriterionScoreIn, {
  minItems: 1,
  maxItems: 50,
  description: 'Scores per criterion; `weighted_score` is computed from them. Null clears them.',
})

const Result = StringEnum(EVALUATION_RESULTS)
const EvaluationType = StringEnum(EVALUATION_TYPES)
const Comments = Type.String({ maxLength: 20000, description: 'Written feedback; blank is stored as null' })

export const Evaluation = Type.Object(
  {
    id: Uuid(),
    application_id: Uuid(),
    candidate_id: Uuid(),
    job_id: Uuid(),
    interview_id: Nullable(Uuid()),
    stage_id: Nullable(Uuid({ description: 'The evaluated stage of the job’s pipeline' })),
    evaluator_type: StringEnum(EVALUATOR_TYPES),
    evaluator_id: Nullable(Uuid({ description: 'The internal evaluator (a member); null for external ones' })),
    evaluator_name: Type.String(),
    overall_rating: Nullable(Type.Integer()),
    rating_scale: Type.Integer({ description: 'Scale maximum; normalize as overall_rating / rating_scale before comparing' }),
    criteria_scores: Nullable(Type.Array(CriterionScoreOut)),
    weighted_score: Nullable(
      Type.Number({ description: 'Σ(score × weight) / Σ(weight) over criteria_scores, rounded to 4 decimals; null without criteria' }),
    ),
    result: Nullable(Result),
    evaluation_type: Nullable(EvaluationType),
    comments: Nullable(Type.String()),
    evaluated_at: Nullable(Timestamp({ description: 'Set on submission; null while the evaluation is a draft' })),
    created_by: Nullable(Uuid({ description: 'The member who recorded the evaluation' })),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'Evaluation' },
)

export const EvaluationPage = Page(Evaluation)

export const EvaluationListQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    application_id: Type.Optional(Uuid()),
    candidate_id: Type.Optional(Uuid()),
    job_id: Type.Optional(Uuid()),
    interview_id: Type.Optional(Uuid()),
    evaluator_id: Type.Optional(Uuid()),
    result: Type.Optional(Result),
    evaluation_type: Type.Optional(EvaluationType),
    submitted: Type.Optional(Type.Boolean({ description: 'true: submitted only (evaluated_at set); false: drafts only' })),
  }),
])

export const CreateEvaluationBody = Type.Object(
  {
    application_id: Uuid(),
    interview_id: Type.Optional(Nullable(Uuid({ description: 'An interview of the same application' }))),
    stage_id: Type.Optional(Nullable(Uuid({ description: 'A stage of the application’s job' }))),
    evaluator_type: Type.Optional(StringEnum(EVALUATOR_TYPES, { description: 'internal when omitted' })),
    evaluator_id: Type.Optional(
      Uuid({ description: 'Internal only: an active member; the caller when omitted. Only admins and recruiters may name someone else.' }),
    ),
    evaluator_name: Type.Optional(
      NonBlank(200, { description: 'External only, and required there; internal ones take the member’s name' }),
    ),
    overall_rating: Type.Optional(Nullable(OverallRating)),
    rating_scale: Type.Optional(RatingScale),
    criteria_scores: Type.Optional(Nullable(CriteriaScores)),
    result: Type.Optional(Nullable(Result)),
    evaluation_type: Type.Optional(Nullable(EvaluationType)),
    comments: Type.Optional(Nullable(Comments)),
  },
  { additionalProperties: false },
)

export const UpdateEvaluationBody = Type.Object(
  {
    interview_id: CreateEvaluationBody.properties.interview_id,
    stage_id: CreateEvaluationBody.properties.stage_id,
    evaluator_name: Type.Optional(NonBlank(200, { description: 'External evaluations only' })),
    overall_rating: CreateEvaluationBody.properties.overall_rating,
    rating_scale: CreateEvaluationBody.properties.rating_scale,
    criteria_scores: CreateEvaluationBody.properties.criteria_scores,
    result: CreateEvaluationBody.properties.result,
    evaluation_type: CreateEvaluationBody.properties.evaluation_type,
    comments: CreateEvaluationBody.properties.comments,
  },
  { additionalProperties: false },
)
