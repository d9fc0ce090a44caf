import type { ApplyFormState } from '../apply-form.ts'
import type { CareerSite, SiteJob } from '../careers-site.service.ts'
import { summaryOf } from '../job-feed.ts'
import { ApplyForm } from './apply-form.tsx'
import { Document } from './document.tsx'
import { dateText, salaryText } from './job-text.ts'
import type { PageContext } from './page-context.ts'

export interface JobPageProps {
  ctx: PageContext & { site: CareerSite }
  job: SiteJob
  jsonLd: string
  csrfToken: string
  form: ApplyFormState
}

/** A job's own page: what it is, what it pays when the company says, and the form to apply. */
export function JobPage({ ctx, job, jsonLd, csrfToken, form }: JobPageProps) {
  const { t, site, urls } = ctx
  const path = `/jobs/${encodeURIComponent(job.slug)}`
  const salary = salaryText(job, t)
  const hasErrors = Object.keys(form.errors).length > 0 || Boolean(form.problem)
  const facts: [string, string | null | undefined][] = [
    [t.department, job.department],
    [t.location, job.location_display],
    [t.employmentType, t.employmentTypes[job.employment_type]],
    [t.workSetup, job.work_setup && t.workSetups[job.work_setup]],
    [t.salary, salary],
  ]
  return (
    <Document
      ctx={ctx}
      title={`${hasErrors ? t.errorPrefix : ''}${job.title} – ${site.company_name}`}
      description={summaryOf(job.description_html, `${job.title} – ${site.company_name}`)}
      canonicalPath={path}
      jsonLd={jsonLd}
    >
      <p>
        <a href={urls.link('')}>← {t.allJobs}</a>
      </p>
      <h1>{job.title}</h1>
      <dl class="facts">
        {facts.filter(([, value]) => value).map(([term, value]) => [<dt>{term}</dt>, <dd>{value}</dd>])}
        {job.published_at && [
          <dt>{t.posted}</dt>,
          <dd>
            <time dateTime={job.published_at.toISOString()}>{dateText(job.published_at, t)}</time>
          </dd>,
        ]}
      </dl>
      {job.description_html && (
        <section aria-labelledby="details-title">
          <h2 id="details-title">{t.jobDetails}</h2>
          <div class="rich" dangerouslySetInnerHTML={{ __html: job.description_html }} />
        </section>
      )}
      <section class="apply" aria-labelledby="apply-title">
        <h2 id="apply-title">{t.applyHeading}</h2>
        <ApplyForm t={t} action={urls.link(path)} csrfToken={csrfToken} company={site.company_name} state={form} />
      </section>
    </Document>
  )
}
