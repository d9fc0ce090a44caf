import { sql } from 'kysely'
import { Type, type Static } from 'typebox'
import type { Database } from '../../../db/database.ts'
import { Nullable } from '../../../platform/schemas.ts'
import { countedApplications, within, type MetricsScope } from '../scope.ts'
import type { CatalogNames } from './names.ts'
import { analysisQuery } from './session.ts'

export const OfferDeclineReasonsSchema = Type.Array(
  Type.Object(
    {
      code: Nullable(Type.String({ description: '`rejection_reason_code`; null for rejections recorded without one' })),
      label: Nullable(Type.String({ description: 'The reason’s label in the catalog’s rejection_reasons; null with a null code' })),
      count: Type.Integer({ description: 'Applications with `rejected_date` in the period and this code' }),
    },
    { additionalProperties: false },
  ),
  {
    description:
      'Despite its name, the REJECTION reasons of applications: applications with `rejected_date` in the period, by ' +
      '`rejection_reason_code`, most first, then by code (no code last). Why candidates decline offers is in /offers ' +
      '`decline_reason_code`.',
  },
)

export type OfferDeclineReasons = Static<typeof OfferDeclineReasonsSchema>

export async function offerDeclineReasons(db: Database, scope: MetricsScope, names: Promise<CatalogNames>): Promise<OfferDeclineReasons> {
  const rows = await analysisQuery(db, (trx) =>
    countedApplications(trx, scope)
      .where(within(sql.ref('a.rejected_date'), scope.period))
      .select(['a.rejection_reason_code as code', sql<number>`count(*)::int`.as('count')])
      .groupBy('a.rejection_reason_code')
      .orderBy('count', 'desc')
      .orderBy(sql`a.rejection_reason_code asc nulls last`)
      .execute(),
  )
  return labelReasons(rows, await names)
}

/** Rejection codes and their counts, in their order, with the catalog's label beside each code. */
export function labelReasons(rows: { code: string | null; count: number }[], { rejectionLabel }: CatalogNames): OfferDeclineReasons {
  return rows.map((r) => ({ code: r.code, label: r.code === null ? null : rejectionLabel(r.code), count: r.count }))
}
