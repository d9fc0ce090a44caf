import type { EMPLOYMENT_TYPES } from '../jobs/jobs.port.ts'
import type { SiteJob, CareerSite } from './careers-site.service.ts'

/** Google for Jobs' names for the employment types a job can have. */
const EMPLOYMENT_TYPE: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
}

/**
 * Where the company's offices are: the service is made for Vietnamese companies (Vietnamese by
 * default, phone numbers read in the VN plan), and a job's location is a free-text place there.
 */
const COUNTRY = { code: 'VN', name: 'Vietnam' }

/**
 * The schema.org `JobPosting` of a job page, with what Google for Jobs requires and recommends.
 * `validThrough` is left out: a job records no closing date, and one made up would take the
 * posting down early or keep it up late. The salary's period is not recorded either, so
 * `baseSalary` gives the amounts and currency only.
 */
export function jobPosting(job: SiteJob, site: CareerSite, urls: { job: string; home: string }): Record<string, unknown> {
  const remote = job.work_setup === 'remote'
  const salary = salaryOf(job)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description_html || `<p>${escapeText(job.title)}</p>`,
    datePosted: (job.published_at ?? site.published_at ?? new Date()).toISOString(),
    employmentType: EMPLOYMENT_TYPE[job.employment_type],
    url: urls.job,
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: site.company_name, value: job.code },
    hiringOrganization: {
      '@type': 'Organization',
      name: site.company_name,
      sameAs: urls.home,
      ...(site.logo_url ? { logo: site.logo_url } : {}),
    },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: COUNTRY.name } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(job.location_display ? { addressLocality: job.location_display } : {}),
              addressCountry: COUNTRY.code,
            },
          },
        }),
    ...(salary ? { baseSalary: salary } : {}),
  }
}

function salaryOf(job: SiteJob): Record<string, unknown> | undefined {
  const { salary_min: min, salary_max: max, currency } = job
  if (!currency || (min === null && max === null)) return undefined
  const value =
    min !== null && max !== null && min !== max
      ? { '@type': 'QuantitativeValue', minValue: min, maxValue: max }
      : { '@type': 'QuantitativeValue', value: min ?? max }
  return { '@type': 'MonetaryAmount', currency, value }
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * JSON to be written inside `<script type="application/ld+json">`: nothing in it can close the
 * element or open a comment there (`</script>`, `<!--`), whatever a company typed into a title.
 * The escapes are JSON's own, so the data parses back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
