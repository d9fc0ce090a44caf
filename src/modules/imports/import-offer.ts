import type { ValidationIssue } from '../../platform/errors.ts'
import { ValidationFailed } from '../../platform/errors.ts'
import type { ApplicationImports } from '../applications/applications.port.ts'
import type { OfferImport, OfferImports } from '../offers/offers.port.ts'
import { prepareApplicationChildren, type RunContext } from './import-context.ts'
import { instant, type PrepareBatch } from './import-kind.ts'
import type { ImportOfferRecord } from './import-records.schemas.ts'

interface Deps {
  offers: OfferImports
  applications: Pick<ApplicationImports, 'findImportedRows'>
}

/** Each status has its own fields: required with it, refused with any other. */
const STATUS_FIELDS = [
  { field: 'responded_at', statuses: ['accepted', 'declined'] },
  { field: 'decline_reason_code', statuses: ['declined'] },
  { field: 'cancel_reason_code', statuses: ['cancelled'] },
] as const

function statusIssues(record: ImportOfferRecord): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  for (const { field, statuses } of STATUS_FIELDS) {
    const given = record[field] !== undefined && record[field] !== null
    const belongs = (statuses as readonly string[]).includes(record.status)
    if (belongs && !given) issues.push({ loc: [field], msg: `Required with status ${record.status}`, type: 'missing' })
    if (!belongs && given) issues.push({ loc: [field], msg: `Only with status ${statuses.join(' or ')}`, type: 'value_error' })
  }
  return issues
}

function toImport(ctx: RunContext, record: ImportOfferRecord): OfferImport {
  const issues = statusIssues(record)
  if (issues.length) throw new ValidationFailed(issues)
  const app = ctx.ref('application', record.application_external_id, ['application_external_id'])
  const creator = ctx.optionalMember(record.created_by_email, ['created_by_email'])
  return {
    external_id: record.external_id,
    application: app,
    fields: {
      version: record.version,
      status: record.status,
      job_title: record.job_title ?? null,
      department: record.department ?? null,
      start_date: record.start_date ?? null,
      gross_salary_amount: record.gross_salary_amount ?? null,
      gross_salary_currency: record.gross_salary_currency ?? null,
      gross_salary_unit: record.gross_salary_unit ?? null,
      probation_period: record.probation_period ?? null,
      probation_salary_amount: record.probation_salary_amount ?? null,
      expiry_date: instant(record.expiry_date),
      sent_at: new Date(record.sent_at),
      responded_at: instant(record.responded_at),
      decline_reason_code: record.decline_reason_code ?? null,
      cancel_reason_code: record.cancel_reason_code ?? null,
      comments: record.comments ?? null,
      created_by: creator?.id ?? ctx.options.actorId,
    },
    created_at: new Date(record.created_at),
    is_demo: ctx.options.isDemo,
  }
}

export function prepareOffers({ offers, applications }: Deps): PrepareBatch<ImportOfferRecord> {
  return async (trx, ctx, records) => {
    const writer = await prepareApplicationChildren(trx, ctx, records, offers, applications)
    return async (trx, record) => {
      const { id, outcome } = await writer.write(trx, toImport(ctx, record))
      return { id, outcome, remember: () => ctx.known.offer.set(record.external_id, { id }) }
    }
  }
}
