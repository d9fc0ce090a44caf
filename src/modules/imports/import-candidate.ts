import type { CandidateImport, CandidateImports } from '../candidates/candidates.port.ts'
import type { RunContext } from './import-context.ts'
import type { PrepareBatch } from './import-kind.ts'
import type { ImportCandidateRecord } from './import-records.schemas.ts'

function toImport(ctx: RunContext, record: ImportCandidateRecord, source: string): CandidateImport {
  return {
    external_id: record.external_id,
    fields: {
      full_name: record.full_name,
      email: record.email ?? null,
      phone: record.phone ?? null,
      gender: record.gender ?? null,
      date_of_birth: record.date_of_birth ?? null,
      location_display: record.location_display ?? null,
      vn_province_code: record.vn_province_code ?? null,
      country_code: record.country_code ?? null,
      current_job_title: record.current_job_title ?? null,
      current_company: record.current_company ?? null,
      total_experience_years: record.total_experience_years ?? null,
      skills: record.skills ?? null,
      education: record.education ?? null,
      current_salary: record.current_salary ?? null,
      current_salary_currency: record.current_salary_currency ?? null,
      current_salary_type: record.current_salary_type ?? null,
      current_salary_period: record.current_salary_period ?? null,
      expected_salary_min: record.expected_salary_min ?? null,
      expected_salary_max: record.expected_salary_max ?? null,
      salary_currency: record.salary_currency ?? null,
      salary_type: record.salary_type ?? null,
      salary_period: record.salary_period ?? null,
      source,
      source_detail: record.source_detail ?? null,
      tags: record.tags ?? [],
      star_rating: record.star_rating ?? null,
      is_blacklisted: record.is_blacklisted ?? false,
    },
    created_at: new Date(record.created_at),
    is_demo: ctx.options.isDemo,
  }
}

export function prepareCandidates(candidates: CandidateImports): PrepareBatch<ImportCandidateRecord> {
  return async (trx, ctx, records) => {
    const writer = await candidates.openImport(
      trx,
      ctx.tenantId,
      records.map((r) => r.external_id),
    )
    return async (trx, record) => {
      const source = record.source ?? ctx.options.defaultSource
      await ctx.source(trx, source, ['source'])
      const { id, outcome } = await writer.write(trx, toImport(ctx, record, source))
      return { id, outcome, remember: () => ctx.known.candidate.set(record.external_id, { id }) }
    }
  }
}
