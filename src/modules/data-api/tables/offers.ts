import { sql } from 'kysely'
import { effectiveOffer } from '../../offers/offers.repository.ts'
import { OFFER_CANCEL_REASONS, OFFER_DECLINE_REASONS, OFFER_STATUSES } from '../../offers/offers.port.ts'
import { applicationRowCounts } from '../population.ts'
import { field } from './fields.ts'
import { defineTable } from './table.ts'

/**
 * When an offer last changed as read at `at`: a pending offer that has passed its deadline
 * changed (to declined) at that deadline, although its stored row did not, so that a sync by
 * `updated_since` sees it turn.
 */
function effectiveUpdatedAt(at: Date) {
  return sql<Date>`(case when ${effectiveOffer(at, 't').expired} then greatest(t.updated_at, t.expiry_date) else t.updated_at end)`
}

export const offersTable = defineTable({
  name: 'offers',
  summary: 'Offer table, every version a row (time axis created_at)',
  description:
    'One row per offer version. Revising an offer adds a row with the next `version`; the current offer of an ' +
    'application is its row with the highest `version`.',
  axisLabel: 'created_at',
  updatedLabel: 'updated_at',
  jobFilter: 'job_id',
  population: 'tied',
  fields: [
    field('id', 'uuid', { note: 'the id of this version' }),
    field('application_id', 'uuid'),
    field('candidate_id', 'uuid'),
    field('job_id', 'uuid'),
    field('offer_number', 'string', { note: 'OFF-YYYY-NNNN, one per version' }),
    field('version', 'int', { note: 'grows per application_id; the highest is the current offer' }),
    field('status', 'string', { values: OFFER_STATUSES, note: 'a pending offer past its expiry_date reads declined' }),
    field('job_title', 'string?'),
    field('department', 'string?'),
    field('start_date', 'date?'),
    field('gross_salary_amount', 'float?'),
    field('gross_salary_currency', 'string?'),
    field('gross_salary_unit', 'string?', { note: 'pay unit: per month, per year, ...' }),
    field('probation_period', 'string?'),
    field('probation_salary_amount', 'float?'),
    field('expiry_date', 'datetime?', { note: 'reply deadline' }),
    field('sent_at', 'datetime'),
    field('responded_at', 'datetime?', { note: 'the deadline for an offer that expired unanswered' }),
    field('decline_reason_code', 'string?', { values: OFFER_DECLINE_REASONS, note: 'no_response for an offer that expired' }),
    field('cancel_reason_code', 'string?', { values: OFFER_CANCEL_REASONS }),
    field('created_at', 'datetime'),
    field('updated_at', 'datetime', { note: 'for an expired offer, its expiry_date when later' }),
  ],
  notes: [
    'The current offer of an application is the row with the highest `version` for that `application_id`; earlier versions are usually `cancelled`.',
    'A pending offer whose `expiry_date` has passed is reported `declined` with `decline_reason_code = no_response` and `responded_at = expiry_date`.',
    'Why candidates declined offers is here, in `decline_reason_code` (not in the metrics field `offer_decline_reasons`).',
  ],
  axis: sql<Date>`t.created_at`,
  updated: effectiveUpdatedAt,
  jobColumn: 't.job_id',
  from: (db, tenantId) => db.selectFrom('offers as t').where('t.tenant_id', '=', tenantId).where(applicationRowCounts(tenantId, 't')),
  select: (query, at) => {
    const effective = effectiveOffer(at, 't')
    return query.select([
      't.id',
      't.application_id',
      't.candidate_id',
      't.job_id',
      't.offer_number',
      't.version',
      effective.status.as('status'),
      't.job_title',
      't.department',
      't.start_date',
      't.gross_salary_amount',
      't.gross_salary_currency',
      't.gross_salary_unit',
      't.probation_period',
      't.probation_salary_amount',
      't.expiry_date',
      't.sent_at',
      effective.responded_at.as('responded_at'),
      effective.decline_reason_code.as('decline_reason_code'),
      't.cancel_reason_code',
      't.created_at',
      effectiveUpdatedAt(at).as('updated_at'),
    ])
  },
})
