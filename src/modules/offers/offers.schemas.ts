import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { CalendarDate, NonBlank, Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { OFFER_CANCEL_REASONS, OFFER_DECLINE_REASONS, OFFER_STATUSES } from './offers.port.ts'

const EXPIRY_NOTE =
  'A pending offer whose `expiry_date` has passed reads as `declined` with `decline_reason_code` `no_response` and ' +
  '`responded_at` equal to `expiry_date`.'

export const Offer = Type.Object(
  {
    id: Uuid({ description: 'The id of this version' }),
    application_id: Uuid(),
    candidate_id: Uuid(),
    job_id: Uuid(),
    offer_number: Type.String({ description: '`OFF-YYYY-NNNN`, one per version' }),
    version: Type.Integer({ minimum: 1, description: 'The current offer of an application is its highest version' }),
    status: StringEnum(OFFER_STATUSES, { description: EXPIRY_NOTE }),
    job_title: Nullable(Type.String()),
    department: Nullable(Type.String()),
    start_date: Nullable(CalendarDate()),
    gross_salary_amount: Nullable(Type.Number()),
    gross_salary_currency: Nullable(Type.String()),
    gross_salary_unit: Nullable(Type.String({ description: 'Pay unit, such as per month or per year' })),
    probation_period: Nullable(Type.String()),
    probation_salary_amount: Nullable(Type.Number()),
    expiry_date: Nullable(Timestamp({ description: 'Reply deadline' })),
    sent_at: Timestamp(),
    responded_at: Nullable(Timestamp()),
    decline_reason_code: Nullable(StringEnum(OFFER_DECLINE_REASONS)),
    cancel_reason_code: Nullable(StringEnum(OFFER_CANCEL_REASONS)),
    comments: Nullable(Type.String()),
    created_by: Nullable(Uuid({ description: 'The member who sent this version' })),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'Offer' },
)

export const OfferPage = Page(Offer)

export const OfferListQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    application_id: Type.Optional(Uuid()),
    candidate_id: Type.Optional(Uuid()),
    job_id: Type.Optional(Uuid()),
    status: Type.Optional(StringEnum(OFFER_STATUSES, { description: `The status as read: ${EXPIRY_NOTE}` })),
    latest_only: Type.Optional(Type.Boolean({ description: 'Only the highest version of each application’s offer' })),
  }),
])

const Amount = Type.Number({ minimum: 0, maximum: 1e15 })

/** The terms of an offer: all optional on creation and on revision (where null clears a copied value). */
const terms = {
  job_title: Type.Optional(Nullable(NonBlank(200, { description: 'The job’s title when omitted on creation' }))),
  department: Type.Optional(Nullable(NonBlank(200, { description: 'The job’s department when omitted on creation' }))),
  start_date: Type.Optional(Nullable(CalendarDate())),
  gross_salary_amount: Type.Optional(Nullable(Amount)),
  gross_salary_currency: Type.Optional(
    Nullable(Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency code, such as VND or USD' })),
  ),
  gross_salary_unit: Type.Optional(Nullable(NonBlank(50, { description: 'Pay unit, such as per month or per year' }))),
  probation_period: Type.Optional(Nullable(NonBlank(100, { description: 'Such as 2 months' }))),
  probation_salary_amount: Type.Optional(Nullable(Amount)),
  expiry_date: Type.Optional(Nullable(Timestamp({ description: 'Reply deadline; must be in the future' }))),
  comments: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
}

export const CreateOfferBody = Type.Object({ application_id: Uuid(), ...terms }, { additionalProperties: false })

export const ReviseOfferBody = Type.Object(terms, { additionalProperties: false })

export const RespondBody = Type.Object(
  {
    status: StringEnum(['accepted', 'declined'] as const),
    decline_reason_code: Type.Optional(
      StringEnum(OFFER_DECLINE_REASONS, { description: 'Required with declined; not allowed with accepted' }),
    ),
  },
  { additionalProperties: false },
)

export const CancelBody = Type.Object({ cancel_reason_code: StringEnum(OFFER_CANCEL_REASONS) }, { additionalProperties: false })
