import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { NonBlank, Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { StageTypeSchema } from '../pipelines/pipelines.schemas.ts'
import { CHANGE_TYPES } from './applications.port.ts'

const SHOWN_STATUSES = ['active', 'hired', 'rejected'] as const
const SourceValue = Type.String({
  pattern: '^[a-z0-9_]{1,64}$',
  description: 'A source kind, or the value of one of the company’s custom sources',
})

export const Application = Type.Object(
  {
    id: Uuid(),
    candidate_id: Uuid(),
    candidate_code: Type.String(),
    job_id: Uuid(),
    job_code: Type.String(),
    current_stage_id: Nullable(Uuid()),
    stage_name: Nullable(Type.String()),
    stage_type: Nullable(StageTypeSchema),
    status: StringEnum(SHOWN_STATUSES),
    applied_date: Nullable(Timestamp({ description: 'Null for candidates sourced by HR unless given' })),
    hired_date: Nullable(Timestamp()),
    rejected_date: Nullable(Timestamp()),
    rejection_reason_code: Nullable(Type.String({ description: 'A code from GET /rejection-reasons' })),
    rejection_reason: Nullable(Type.String({ description: 'Free note by HR' })),
    source: Nullable(Type.String({ description: 'The candidate’s source when the application has none of its own' })),
    source_detail: Nullable(Type.String()),
    assigned_recruiter_id: Nullable(Uuid()),
    assigned_recruiter_name: Nullable(Type.String()),
    offer_accepted_at: Nullable(Timestamp()),
    is_demo: Type.Boolean(),
    created_at: Timestamp(),
    updated_at: Timestamp(),
    stage_updated_at: Nullable(Timestamp({ description: 'Last stage change' })),
    candidate: Type.Object({ id: Uuid(), code: Type.String(), full_name: Type.String(), email: Nullable(Type.String()) }),
    stage: Nullable(Type.Object({ id: Uuid(), name: Type.String(), stage_type: StageTypeSchema })),
  },
  { $id: 'Application' },
)

export const ApplicationPage = Page(Application)

export const ApplicationListQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    job_id: Type.Optional(Uuid()),
    candidate_id: Type.Optional(Uuid()),
    stage_id: Type.Optional(Uuid()),
    stage_type: Type.Optional(StageTypeSchema),
    status: Type.Optional(StringEnum(SHOWN_STATUSES)),
    source: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    assigned_recruiter_id: Type.Optional(Uuid()),
    search: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Candidate name, e-mail, phone or code; accents ignored' }),
    ),
  }),
])

export const CreateApplicationBody = Type.Object(
  {
    candidate_id: Uuid(),
    job_id: Uuid(),
    stage_id: Type.Optional(Uuid({ description: 'A stage of the job other than the hired stage; the first stage when omitted' })),
    source: Type.Optional(SourceValue),
    source_detail: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    assigned_recruiter_id: Type.Optional(Nullable(Uuid({ description: 'An active member of the company' }))),
    applied_date: Type.Optional(Nullable(Timestamp())),
  },
  { additionalProperties: false },
)

const Notes = NonBlank(5000)

export const MoveBody = Type.Object({ to_stage_id: Uuid(), notes: Type.Optional(Notes) }, { additionalProperties: false })

export const StatusBody = Type.Object(
  {
    status: StringEnum(SHOWN_STATUSES),
    rejection_reason_code: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'Only with rejected; a code from GET /rejection-reasons. Optional unless the company’s settings require it (GET /settings/tenant)',
      }),
    ),
    rejection_reason: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'Only with rejected' })),
  },
  { additionalProperties: false },
)

export const NoteBody = Type.Object({ notes: Notes }, { additionalProperties: false })

export const Transition = Type.Object(
  {
    id: Uuid(),
    application_id: Uuid(),
    candidate_id: Uuid(),
    job_id: Uuid(),
    change_type: StringEnum(CHANGE_TYPES),
    from_stage_id: Nullable(Uuid()),
    to_stage_id: Nullable(Uuid()),
    from_stage_name: Nullable(Type.String()),
    to_stage_name: Nullable(Type.String()),
    from_stage_type: Nullable(StageTypeSchema),
    to_stage_type: Nullable(StageTypeSchema),
    from_status: Nullable(Type.String()),
    to_status: Nullable(Type.String()),
    changed_at: Timestamp(),
    changed_by_user_id: Nullable(Uuid()),
    changed_by_name: Nullable(Type.String()),
    notes: Nullable(Type.String()),
  },
  { $id: 'ApplicationTransition' },
)

export const TransitionPage = Page(Transition)
export const HistoryQuery = PageQuery(100)

const ApplicationIds = Type.Array(Uuid(), { minItems: 1, maxItems: 100, uniqueItems: true })

export const BulkMoveBody = Type.Object({ application_ids: ApplicationIds, to_stage_id: Uuid() }, { additionalProperties: false })

export const BulkStatusBody = Type.Object(
  {
    application_ids: ApplicationIds,
    status: StatusBody.properties.status,
    rejection_reason_code: StatusBody.properties.rejection_reason_code,
    rejection_reason: StatusBody.properties.rejection_reason,
  },
  { additionalProperties: false },
)
