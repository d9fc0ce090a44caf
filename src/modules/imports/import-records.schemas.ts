import { Type, type Static } from 'typebox'
import { CalendarDate, Email, NonBlank, Nullable, StringEnum, ZonedTimestamp } from '../../platform/schemas.ts'
import { APPLICATION_STATUSES, CHANGE_TYPES } from '../applications/applications.port.ts'
import { GENDERS, SALARY_PERIODS, SALARY_TYPES } from '../candidates/candidates.port.ts'
import { EVALUATION_RESULTS, EVALUATION_TYPES, EVALUATOR_TYPES } from '../evaluations/evaluations.port.ts'
import { INTERVIEW_RESULTS, INTERVIEW_STATUSES } from '../interviews/interviews.port.ts'
import { EMPLOYMENT_TYPES, HIRE_TYPES, JOB_STATUSES, WORK_SETUPS } from '../jobs/jobs.port.ts'
import { OFFER_CANCEL_REASONS, OFFER_DECLINE_REASONS, OFFER_STATUSES } from '../offers/offers.port.ts'
import { STAGE_TYPES } from '../pipelines/pipelines.port.ts'

/**
 * The records of a historical import, one schema per kind. Every record names itself by an
 * `external_id` (its key in the system it comes from) and names the records it belongs to by
 * theirs; importing a record again with the same `external_id` updates it. Times are the
 * original ones: an import rewrites history as it happened, it does not replay it today.
 *
 * These schemas are checked record by record while an import runs, so that one bad record is
 * reported without stopping the others; the request itself is only checked for its envelope.
 */

const ExternalId = (description = 'The key of this record in the system it comes from; unique per kind within the tenant') =>
  Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description })
const Ref = (kind: string) => ExternalId(`The external_id of the ${kind} this record belongs to (imported now or earlier)`)
const MemberEmail = (role: string) =>
  Email({ description: `E-mail of a member of the tenant: the ${role}. Unknown e-mails are an error of the record.` })
const Text = (maxLength: number, description?: string) => NonBlank(maxLength, description ? { description } : {})
const Money = () => Type.Integer({ minimum: 0, maximum: 2_000_000_000 })
const Currency = () => Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217, such as VND' })
const Json = (description: string) => Type.Union([Type.Array(Type.Unknown()), Type.Record(Type.String(), Type.Unknown())], { description })
// Imports take instants with any offset: other systems wrote their times in their own zone.
const When = (description: string) => ZonedTimestamp({ description })
const opt = Type.Optional
const optNull = <T extends Parameters<typeof Nullable>[0]>(schema: T) => Type.Optional(Nullable(schema))

export const ImportStage = Type.Object(
  {
    name: Text(100, 'Unique within the job; transitions and evaluations name stages by it'),
    stage_type: StringEnum(STAGE_TYPES),
    is_terminal: opt(Type.Boolean({ description: 'The final (hired) stage; exactly one stage of type hired is terminal' })),
    is_optional: opt(Type.Boolean()),
  },
  { additionalProperties: false },
)

export const ImportJob = Type.Object(
  {
    external_id: ExternalId(),
    title: Text(200),
    department: optNull(Type.String({ maxLength: 200 })),
    location_display: optNull(Type.String({ maxLength: 300 })),
    employment_type: opt(StringEnum(EMPLOYMENT_TYPES, { description: 'full_time when omitted' })),
    work_setup: optNull(StringEnum(WORK_SETUPS)),
    hire_type: optNull(StringEnum(HIRE_TYPES)),
    headcount: opt(Type.Integer({ minimum: 1, maximum: 10_000 })),
    salary_min: optNull(Money()),
    salary_max: optNull(Money()),
    currency: optNull(Currency()),
    expected_hire_date: optNull(CalendarDate()),
    recruitment_cost_items: opt(
      Type.Array(
        Type.Object(
          { category: Text(100), amount: Type.Number({ minimum: 0, maximum: 1e13 }), date: opt(CalendarDate()) },
          { additionalProperties: false },
        ),
        { maxItems: 200 },
      ),
    ),
    cost_currency: optNull(Currency()),
    description_html: optNull(Type.String({ maxLength: 100_000 })),
    status: opt(StringEnum(JOB_STATUSES, { description: 'closed when omitted' })),
    close_reason: optNull(Type.String({ maxLength: 500 })),
    pipeline_template: opt(
      Text(200, 'Name of one of the tenant’s pipeline templates: the job copies its stages and is counted under it. Not with stages.'),
    ),
    stages: opt(
      Type.Array(ImportStage, {
        minItems: 2,
        maxItems: 30,
        description:
          'The job’s own pipeline in order (the job then has no template); the default template’s stages when neither this nor pipeline_template is given',
      }),
    ),
    created_by_email: opt(MemberEmail('creator of the job')),
    created_at: When('When the job was opened in the old system'),
    published_at: optNull(When('First publication; for an open job that gives none, its created_at')),
    paused_at: optNull(When('Last time the job was put on hold')),
    closed_at: optNull(When('Last time the job was closed')),
  },
  { additionalProperties: false },
)

export const ImportCandidate = Type.Object(
  {
    external_id: ExternalId(),
    full_name: Text(200),
    email: optNull(Email()),
    phone: optNull(Type.String({ minLength: 7, maxLength: 30, pattern: '^[+\\d][\\d\\s().-]{5,}$' })),
    gender: optNull(StringEnum(GENDERS)),
    date_of_birth: optNull(Type.String({ pattern: '^\\d{4}(-\\d{2}-\\d{2})?$' })),
    location_display: optNull(Type.String({ maxLength: 300 })),
    vn_province_code: optNull(Type.String({ maxLength: 10 })),
    country_code: optNull(Type.String({ pattern: '^[A-Z]{2}$' })),
    current_job_title: optNull(Type.String({ maxLength: 200 })),
    current_company: optNull(Type.String({ maxLength: 200 })),
    total_experience_years: optNull(Type.Integer({ minimum: 0, maximum: 80 })),
    skills: optNull(Json('A list or an object')),
    education: optNull(Json('A list or an object')),
    current_salary: optNull(Money()),
    current_salary_currency: optNull(Currency()),
    current_salary_type: optNull(StringEnum(SALARY_TYPES)),
    current_salary_period: optNull(StringEnum(SALARY_PERIODS)),
    expected_salary_min: optNull(Money()),
    expected_salary_max: optNull(Money()),
    salary_currency: optNull(Currency()),
    salary_type: optNull(StringEnum(SALARY_TYPES)),
    salary_period: optNull(StringEnum(SALARY_PERIODS)),
    source: opt(Type.String({ pattern: '^[a-z0-9_]{1,64}$', description: 'The import’s default_source (old_database) when omitted' })),
    source_detail: optNull(Type.String({ maxLength: 200 })),
    tags: opt(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50, uniqueItems: true })),
    star_rating: optNull(Type.Integer({ minimum: 1, maximum: 5 })),
    is_blacklisted: opt(Type.Boolean()),
    created_at: When('When the candidate entered the old system'),
  },
  { additionalProperties: false },
)

export const ImportTransition = Type.Object(
  {
    change_type: StringEnum(CHANGE_TYPES, { description: 'The first transition of an application is initial' }),
    to_stage: opt(
      Text(
        100,
        'Name of a stage of the job: the stage entered. Required with stage_move; with initial, the job’s first stage when omitted; with status_change, the stage the change also moved to (hiring into the hired stage)',
      ),
    ),
    to_status: opt(StringEnum(['active', 'hired', 'rejected'] as const, { description: 'status_change only' })),
    changed_at: When('When it happened; each transition of an application strictly after the one before'),
    changed_by_email: opt(MemberEmail('member who made the change')),
    notes: optNull(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
)

export const ImportApplication = Type.Object(
  {
    external_id: ExternalId(),
    job_external_id: Ref('job'),
    candidate_external_id: Ref('candidate'),
    status: opt(
      StringEnum(APPLICATION_STATUSES.filter((s) => s !== 'removed') as ['active', 'hired', 'rejected'], {
        description: 'active when omitted',
      }),
    ),
    stage: opt(Text(100, 'Name of the current stage; the last stage the transitions reach, else the first stage, when omitted')),
    applied_date: optNull(When('When the candidate applied; null for candidates sourced by HR')),
    hired_date: optNull(When('Required with status hired')),
    rejected_date: optNull(When('Required with status rejected')),
    rejection_reason_code: optNull(Type.String({ maxLength: 100, description: 'A code of the tenant’s rejection reasons' })),
    rejection_reason: optNull(Type.String({ maxLength: 2000 })),
    source: optNull(Type.String({ pattern: '^[a-z0-9_]{1,64}$' })),
    source_detail: optNull(Type.String({ maxLength: 200 })),
    assigned_recruiter_email: opt(MemberEmail('recruiter assigned to the application')),
    offer_accepted_at: optNull(When('When the candidate accepted the offer')),
    created_at: When('When the application was recorded in the old system'),
    transitions: opt(
      Type.Array(ImportTransition, {
        maxItems: 500,
        description: 'The stage history, oldest first, starting with initial; one initial transition into the current stage when omitted',
      }),
    ),
  },
  { additionalProperties: false },
)

export const ImportInterview = Type.Object(
  {
    external_id: ExternalId(),
    application_external_id: Ref('application'),
    interview_round: Text(100),
    round_number: opt(Type.Integer({ minimum: 1, maximum: 100 })),
    scheduled_at: When('Start time'),
    duration_minutes: Type.Integer({ minimum: 5, maximum: 1440 }),
    location: optNull(Type.String({ maxLength: 300 })),
    meeting_link: optNull(Type.String({ maxLength: 2000 })),
    status: opt(StringEnum(INTERVIEW_STATUSES, { description: 'scheduled when omitted' })),
    result: opt(StringEnum(INTERVIEW_RESULTS, { description: 'pending when omitted' })),
    rating: optNull(Type.Integer({ minimum: 1, maximum: 5 })),
    interviewer_emails: opt(Type.Array(MemberEmail('interviewer'), { maxItems: 20, uniqueItems: true })),
    is_self_schedule: opt(Type.Boolean()),
    comments: optNull(Type.String({ maxLength: 20_000 })),
    created_at: When('When the interview was planned'),
  },
  { additionalProperties: false },
)

export const ImportEvaluation = Type.Object(
  {
    external_id: ExternalId(),
    application_external_id: Ref('application'),
    interview_external_id: opt(Ref('interview')),
    stage: opt(Text(100, 'Name of the evaluated stage of the job')),
    evaluator_type: opt(StringEnum(EVALUATOR_TYPES, { description: 'internal when omitted' })),
    evaluator_email: opt(MemberEmail('internal evaluator')),
    evaluator_name: opt(Text(200, 'External evaluators only, and required there')),
    overall_rating: optNull(Type.Integer({ minimum: 1, maximum: 100 })),
    rating_scale: opt(Type.Integer({ minimum: 2, maximum: 100, description: '5 when omitted' })),
    criteria_scores: optNull(
      Type.Array(
        Type.Object(
          {
            criterion: Text(200),
            score: Type.Number({ minimum: 1, maximum: 100 }),
            weight: opt(Type.Number({ exclusiveMinimum: 0, maximum: 1000 })),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 50 },
      ),
    ),
    result: optNull(StringEnum(EVALUATION_RESULTS)),
    evaluation_type: optNull(StringEnum(EVALUATION_TYPES)),
    comments: optNull(Type.String({ maxLength: 20_000 })),
    evaluated_at: optNull(When('When it was submitted; a draft when null')),
    created_at: When('When the evaluation was started'),
  },
  { additionalProperties: false },
)

export const ImportOffer = Type.Object(
  {
    external_id: ExternalId('The key of this offer version'),
    application_external_id: Ref('application'),
    version: Type.Integer({
      minimum: 1,
      maximum: 1000,
      description: 'Versions of one application are 1, 2, …; the highest is the current offer',
    }),
    status: StringEnum(OFFER_STATUSES),
    job_title: optNull(Type.String({ maxLength: 200 })),
    department: optNull(Type.String({ maxLength: 200 })),
    start_date: optNull(CalendarDate()),
    gross_salary_amount: optNull(Type.Number({ minimum: 0, maximum: 1e15 })),
    gross_salary_currency: optNull(Currency()),
    gross_salary_unit: optNull(Type.String({ maxLength: 50 })),
    probation_period: optNull(Type.String({ maxLength: 100 })),
    probation_salary_amount: optNull(Type.Number({ minimum: 0, maximum: 1e15 })),
    expiry_date: optNull(When('Reply deadline')),
    sent_at: When('When the version was sent'),
    responded_at: optNull(When('Required with accepted and declined')),
    decline_reason_code: optNull(StringEnum(OFFER_DECLINE_REASONS, { description: 'Required with declined' })),
    cancel_reason_code: optNull(StringEnum(OFFER_CANCEL_REASONS, { description: 'Required with cancelled' })),
    comments: optNull(Type.String({ maxLength: 5000 })),
    created_by_email: opt(MemberEmail('member who sent the offer')),
    created_at: When('When the version was written'),
  },
  { additionalProperties: false },
)

/** The kinds in the order an import writes them: each may name records of the kinds before it. */
export const IMPORT_KINDS = ['job', 'candidate', 'application', 'interview', 'evaluation', 'offer'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

export const IMPORT_RECORD_SCHEMAS = {
  job: ImportJob,
  candidate: ImportCandidate,
  application: ImportApplication,
  interview: ImportInterview,
  evaluation: ImportEvaluation,
  offer: ImportOffer,
} as const

/** The list of the JSON body holding each kind. */
export const LIST_OF_KIND = {
  job: 'jobs',
  candidate: 'candidates',
  application: 'applications',
  interview: 'interviews',
  evaluation: 'evaluations',
  offer: 'offers',
} as const satisfies Record<ImportKind, string>

export type ImportJobRecord = Static<typeof ImportJob>
export type ImportCandidateRecord = Static<typeof ImportCandidate>
export type ImportApplicationRecord = Static<typeof ImportApplication>
export type ImportTransitionRecord = Static<typeof ImportTransition>
export type ImportInterviewRecord = Static<typeof ImportInterview>
export type ImportEvaluationRecord = Static<typeof ImportEvaluation>
export type ImportOfferRecord = Static<typeof ImportOffer>

/** A whole import as the service takes it (after the JSON or NDJSON body is read). */
export interface ImportPayload {
  /** Source kind of imported candidates that name none; `old_database` when omitted. */
  default_source?: string
  jobs?: ImportJobRecord[]
  candidates?: ImportCandidateRecord[]
  applications?: ImportApplicationRecord[]
  interviews?: ImportInterviewRecord[]
  evaluations?: ImportEvaluationRecord[]
  offers?: ImportOfferRecord[]
}
