import { sql, type Insertable, type Kysely, type RawBuilder, type Transaction, type Updateable } from 'kysely'
import { eraseCandidateTextRows, repointCandidateRows } from '../../db/candidate-rows.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { OffersTable } from './offers.table.ts'
import type { OfferDeclineReason, OfferStatus } from './offers.port.ts'
import type { Handle } from '../../db/database.ts'

/**
 * How an offer reads at the instant `at` (the app clock): a pending offer whose reply deadline
 * has passed is declined for lack of an answer, answered at its deadline. The stored row keeps
 * `pending`, so that nothing has to rewrite offers as time goes by and every reader (this module,
 * the Data API) derives the same status from the same expression. `table` is the name or alias
 * the query gives the offers table.
 */
export function effectiveOffer(at: Date, table = 'offers') {
  const column = (name: keyof OffersTable) => sql.ref(`${table}.${name}`)
  const expired = sql<boolean>`(${column('status')} = 'pending' and ${column('expiry_date')} <= ${at.toISOString()}::timestamptz)`
  return {
    /** True for a pending offer past its deadline; null or false otherwise. */
    expired,
    status: sql<OfferStatus>`(case when ${expired} then 'declined' else ${column('status')} end)`,
    decline_reason_code: sql<OfferDeclineReason | null>`(case when ${expired} then 'no_response' else ${column('decline_reason_code')} end)`,
    responded_at: sql<Date | null>`(case when ${expired} then ${column('expiry_date')} else ${column('responded_at')} end)`,
  }
}

/** The columns an offer is read with, its status fields as of `at`. */
function offerColumns(at: Date) {
  const effective = effectiveOffer(at, 'o')
  return [
    'o.tenant_id',
    'o.id',
    'o.application_id',
    'o.candidate_id',
    'o.job_id',
    'o.offer_number',
    'o.version',
    'o.job_title',
    'o.department',
    'o.start_date',
    'o.gross_salary_amount',
    'o.gross_salary_currency',
    'o.gross_salary_unit',
    'o.probation_period',
    'o.probation_salary_amount',
    'o.expiry_date',
    'o.sent_at',
    'o.comments',
    'o.created_by',
    'o.is_demo',
    'o.cancel_reason_code',
    'o.created_at',
    'o.updated_at',
    effective.status.as('status'),
    effective.decline_reason_code.as('decline_reason_code'),
    effective.responded_at.as('responded_at'),
    sql<boolean>`coalesce(${effective.expired}, false)`.as('is_expired'),
  ] as const
}

function offers(db: Handle, tenantId: string) {
  return db.selectFrom('offers as o').where('o.tenant_id', '=', tenantId)
}

/** Offer versions by the key of the system they were imported from, as stored. */
export function findOffersByExternalIds(db: Handle, tenantId: string, externalIds: readonly string[]) {
  if (externalIds.length === 0) return Promise.resolve([])
  return db.selectFrom('offers').selectAll().where('tenant_id', '=', tenantId).where('external_id', 'in', externalIds).execute()
}

export function findOffer(db: Handle, tenantId: string, id: string, at: Date) {
  return offers(db, tenantId).select(offerColumns(at)).where('o.id', '=', id).executeTakeFirst()
}

export type OfferView = NonNullable<Awaited<ReturnType<typeof findOffer>>>

/** The current offer of an application: its highest version. */
export function findLatestOfApplication(db: Handle, tenantId: string, applicationId: string, at: Date) {
  return offers(db, tenantId)
    .select(offerColumns(at))
    .where('o.application_id', '=', applicationId)
    .orderBy('o.version', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export function insertOffer(trx: Transaction<DB>, row: Insertable<OffersTable>) {
  return trx.insertInto('offers').values(row).returning('id').executeTakeFirstOrThrow()
}

export function updateOffer(trx: Transaction<DB>, tenantId: string, id: string, changes: Omit<Updateable<OffersTable>, 'updated_at'>) {
  return trx
    .updateTable('offers')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

/** A merge re-points the duplicate's offers to the surviving candidate. Answers the ids of the versions moved. */
export function moveCandidate(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string): Promise<string[]> {
  return repointCandidateRows(trx, 'offers', tenantId, fromId, intoId)
}

/** Comments about a candidate being erased go with the rest of the person. Answers the ids of the versions that held some. */
export function eraseCommentsOfCandidate(trx: Transaction<DB>, tenantId: string, candidateId: string): Promise<string[]> {
  return eraseCandidateTextRows(trx, 'offers', 'comments', tenantId, candidateId)
}

export interface OfferFilter {
  application_id?: string
  candidate_id?: string
  job_id?: string
  /** The status as read at `at`, expiry included. */
  status?: OfferStatus
  latest_only?: boolean
}

export function listOffers(db: Kysely<DB>, tenantId: string, filter: OfferFilter, at: Date, page: PageRequest) {
  let query = offers(db, tenantId)
  if (filter.application_id) query = query.where('o.application_id', '=', filter.application_id)
  if (filter.candidate_id) query = query.where('o.candidate_id', '=', filter.candidate_id)
  if (filter.job_id) query = query.where('o.job_id', '=', filter.job_id)
  if (filter.status) {
    const status: RawBuilder<OfferStatus> = effectiveOffer(at, 'o').status
    query = query.where(sql<boolean>`${status} = ${filter.status}`)
  }
  if (filter.latest_only) {
    // Served by offers_version_key (tenant_id, application_id, version).
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('offers as newer')
            .select(sql`1`.as('one'))
            .whereRef('newer.tenant_id', '=', 'o.tenant_id')
            .whereRef('newer.application_id', '=', 'o.application_id')
            .whereRef('newer.version', '>', 'o.version'),
        ),
      ),
    )
  }
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) =>
      query.select(offerColumns(at)).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(limit).offset(offset).execute(),
  )
}
