import type { PageOf } from '../../../platform/pagination.ts'
import { EMPLOYMENT_TYPES, WORK_SETUPS } from '../../jobs/jobs.port.ts'
import type { CareerSite, JobFilter, SiteJob } from '../careers-site.service.ts'
import { summaryOf } from '../job-feed.ts'
import { Document } from './document.tsx'
import { jobFacts } from './job-text.ts'
import type { PageContext } from './page-context.ts'
import { Pagination } from './pagination.tsx'

export interface ListPageProps {
  ctx: PageContext & { site: CareerSite }
  jobs: PageOf<SiteJob>
  filter: JobFilter
  choices: { departments: string[]; locations: string[] }
}

function Select({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: [string, string][] }) {
  return (
    <div>
      <label for={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name}>
        {options.map(([optionValue, text]) => (
          <option value={optionValue} selected={optionValue === (value ?? '')}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The filters as a plain GET form: they work without JavaScript, and a filtered list has an address of its own. */
function Filters({ ctx, filter, choices }: Omit<ListPageProps, 'jobs'>) {
  const { t, urls } = ctx
  const any: [string, string] = ['', t.any]
  const named = (values: string[]) => values.map((v): [string, string] => [v, v])
  const filtered = Object.values(filter).some(Boolean)
  return (
    <form class="filters" method="get" action={urls.link('')} role="search" aria-label={t.filters}>
      <div>
        <label for="filter-search">{t.search}</label>
        <input id="filter-search" type="search" name="search" value={filter.search ?? ''} maxLength={200} />
      </div>
      <Select name="department" label={t.department} value={filter.department} options={[any, ...named(choices.departments)]} />
      <Select name="location" label={t.location} value={filter.location} options={[any, ...named(choices.locations)]} />
      <Select
        name="employment_type"
        label={t.employmentType}
        value={filter.employment_type}
        options={[any, ...EMPLOYMENT_TYPES.map((v): [string, string] => [v, t.employmentTypes[v]])]}
      />
      <Select
        name="work_setup"
        label={t.workSetup}
        value={filter.work_setup}
        options={[any, ...WORK_SETUPS.map((v): [string, string] => [v, t.workSetups[v]])]}
      />
      <div class="actions">
        <button type="submit">{t.applyFilters}</button>
        {filtered && <a href={urls.link('')}>{t.clearFilters}</a>}
      </div>
    </form>
  )
}

/** A career site's front page: the company's words, then its open jobs with filters and pages. */
export function ListPage({ ctx, jobs, filter, choices }: ListPageProps) {
  const { t, site, urls } = ctx
  const filtered = Object.values(filter).some(Boolean)
  const description = site.tagline ?? summaryOf(site.about_html, site.title)
  return (
    <Document
      ctx={ctx}
      title={jobs.page > 1 ? `${site.title} – ${t.pageN(jobs.page)}` : site.title}
      description={description}
      canonicalPath=""
      canonicalQuery={{ page: jobs.page > 1 ? jobs.page : undefined }}
      banner
    >
      <h1>{site.title}</h1>
      {site.tagline && <p class="tagline">{site.tagline}</p>}
      {site.about_html && <div class="rich" dangerouslySetInnerHTML={{ __html: site.about_html }} />}
      <section aria-labelledby="jobs-title">
        <h2 id="jobs-title">{t.openPositions}</h2>
        <Filters ctx={ctx} filter={filter} choices={choices} />
        <p class="count">{jobs.total > 0 ? t.jobCount(jobs.total) : filtered ? t.noJobs : t.noJobsAtAll}</p>
        {jobs.items.length > 0 && (
          <ul class="jobs">
            {jobs.items.map((job) => (
              <li>
                <h3>
                  <a href={urls.link(`/jobs/${encodeURIComponent(job.slug)}`)}>{job.title}</a>
                </h3>
                <p class="meta">{jobFacts(job, t)}</p>
              </li>
            ))}
          </ul>
        )}
        <Pagination ctx={ctx} page={jobs.page} pageSize={jobs.page_size} total={jobs.total} query={{ ...filter }} />
      </section>
    </Document>
  )
}
