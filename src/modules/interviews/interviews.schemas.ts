import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { NonBlank, Nullable, StringEnum, Timestamp, Uuid, UTC_SUFFIX } from '../../platform/schemas.ts'
import { INTERVIEW_RESULTS, INTERVIEW_STATUSES } from './interviews.port.ts'

export const MAX_INTERVIEWERS = 20
export const MAX_SLOTS = 50

const Round = NonBlank(200, { description: 'Name of the round, such as "Technical interview"' })
const RoundNumber = Type.Integer({ minimum: 1, maximum: 1000 })
const Duration = Type.Integer({ minimum: 5, maximum: 1440, description: 'Minutes, 5 to 1440' })
const Location = Nullable(NonBlank(500))
const MeetingLink = Nullable(Type.String({ format: 'uri', maxLength: 2000, description: 'An absolute URL' }))
const Comments = Nullable(NonBlank(5000))
const InterviewerIds = Type.Array(Uuid(), {
  minItems: 1,
  maxItems: MAX_INTERVIEWERS,
  uniqueItems: true,
  description: `Active members of the company, 1 to ${MAX_INTERVIEWERS}`,
})
const Force = Type.Boolean({
  description: 'Book even when an interviewer already has a scheduled interview at an overlapping time',
})

export const Interview = Type.Object(
  {
    id: Uuid(),
    application_id: Uuid(),
    candidate_id: Uuid(),
    job_id: Uuid(),
    interview_round: Type.String(),
    round_number: Type.Integer(),
    scheduled_at: Timestamp({ description: 'Start time' }),
    duration_minutes: Type.Integer(),
    location: Nullable(Type.String()),
    status: StringEnum(INTERVIEW_STATUSES),
    result: StringEnum(INTERVIEW_RESULTS),
    rating: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
    interviewer_ids: Type.Array(Uuid()),
    interviewer_names: Type.Array(Nullable(Type.String()), {
      description: 'Same order as interviewer_ids; null for an id that is no longer a member',
    }),
    is_self_schedule: Type.Boolean({ description: 'The candidate picked the time through a self-scheduling link' }),
    comments: Nullable(Type.String()),
    meeting_link: Nullable(Type.String()),
    created_by: Nullable(Uuid({ description: 'Null when the candidate booked it' })),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'Interview' },
)

export const InterviewPage = Page(Interview)

/** A full instant, or a bare date meaning that day in Vietnam time. */
const TimeBound = (description: string) =>
  Type.Unsafe<string>({ type: 'string', anyOf: [{ format: 'date-time', pattern: UTC_SUFFIX }, { format: 'date' }], description })

export const InterviewListQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    application_id: Type.Optional(Uuid()),
    candidate_id: Type.Optional(Uuid()),
    job_id: Type.Optional(Uuid()),
    interviewer_id: Type.Optional(Uuid()),
    status: Type.Optional(StringEnum(INTERVIEW_STATUSES)),
    from: Type.Optional(
      TimeBound('Interviews starting at or after this instant; a bare date YYYY-MM-DD means the start of that day in Vietnam time'),
    ),
    to: Type.Optional(
      TimeBound(
        'Interviews starting before this instant; a bare date YYYY-MM-DD means the end of that day in Vietnam time (the day included)',
      ),
    ),
  }),
])

export const CreateInterviewBody = Type.Object(
  {
    application_id: Uuid(),
    interview_round: Round,
    round_number: Type.Optional(RoundNumber),
    scheduled_at: Timestamp({ description: 'Start time' }),
    duration_minutes: Duration,
    location: Type.Optional(Location),
    meeting_link: Type.Optional(MeetingLink),
    comments: Type.Optional(Comments),
    interviewer_ids: InterviewerIds,
    force: Type.Optional(Force),
  },
  { additionalProperties: false },
)

export const UpdateInterviewBody = Type.Object(
  {
    interview_round: Type.Optional(Round),
    round_number: Type.Optional(RoundNumber),
    scheduled_at: Type.Optional(Timestamp({ description: 'A different start time marks the interview rescheduled' })),
    duration_minutes: Type.Optional(Duration),
    location: Type.Optional(Location),
    meeting_link: Type.Optional(MeetingLink),
    comments: Type.Optional(Comments),
    interviewer_ids: Type.Optional(InterviewerIds),
    force: Type.Optional(Force),
  },
  { additionalProperties: false },
)

export const InterviewStatusBody = Type.Object(
  {
    status: StringEnum(INTERVIEW_STATUSES, { description: 'completed, cancelled or no_show; other values are refused with 409' }),
    result: Type.Optional(StringEnum(INTERVIEW_RESULTS, { description: 'Only with completed' })),
    rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'Only with completed' })),
  },
  { additionalProperties: false },
)

export const CreateScheduleLinkBody = Type.Object(
  {
    application_id: Uuid(),
    interview_round: Round,
    duration_minutes: Duration,
    interviewer_ids: InterviewerIds,
    slots: Type.Array(Type.Object({ start: Timestamp({ description: 'A start time in the future' }) }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: MAX_SLOTS,
      description: `Start times offered to the candidate, 1 to ${MAX_SLOTS}, each in the future and different`,
    }),
    location: Type.Optional(Location),
    meeting_link: Type.Optional(MeetingLink),
    expires_at: Type.Optional(Timestamp({ description: 'In the future; 7 days from now when omitted' })),
  },
  { additionalProperties: false },
)

export const ScheduleLink = Type.Object(
  {
    id: Uuid(),
    token: Type.String({ description: 'Shown only here; the service keeps only its hash' }),
    url: Type.String({ description: 'The page the candidate opens to pick a time' }),
    expires_at: Timestamp(),
  },
  { $id: 'SelfScheduleLink' },
)

export const SlotTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100, description: 'The token of the link' }) })

export const OfferedSlots = Type.Object(
  {
    interview_round: Type.String(),
    duration_minutes: Type.Integer(),
    job_title: Type.String(),
    company_name: Type.String(),
    expires_at: Timestamp(),
    slots: Type.Array(Type.Object({ start: Timestamp(), end: Timestamp() }), {
      description: 'Offered times still free, earliest first',
    }),
  },
  { $id: 'OfferedInterviewSlots' },
)

export const BookSlotBody = Type.Object(
  { start: Timestamp({ description: 'One of the offered start times' }) },
  { additionalProperties: false },
)

export const BookedSlot = Type.Object(
  {
    interview_id: Uuid(),
    scheduled_at: Timestamp(),
    duration_minutes: Type.Integer(),
    location: Nullable(Type.String()),
    meeting_link: Nullable(Type.String()),
  },
  { $id: 'BookedInterviewSlot' },
)
