import type { Upload } from '../../platform/files/upload.ts'
import { sanitizeRichText } from '../../platform/html.ts'
import type { PageRequest } from '../../platform/pagination.ts'
import type { PublishedCareerPage } from '../career-pages/career-pages.port.ts'
import type { CareerPagesService } from '../career-pages/career-pages.service.ts'
import type { PublicJobView } from '../jobs/jobs.port.ts'
import type { JobsService } from '../jobs/jobs.service.ts'
import type { PublicApplicationsService, Submission } from '../public/public-applications.service.ts'

/** A published career page and its company, as the site shows them; the tenant id reads its jobs. */
export type CareerSite = PublishedCareerPage & { tenantId: string }
/** An open public job, as the site shows it. */
export type SiteJob = PublicJobView

export interface JobFilter {
  search?: string
  department?: string
  location?: string
  employment_type?: SiteJob['employment_type']
  work_setup?: NonNullable<SiteJob['work_setup']>
}

/** The sitemap and the feed list every open job up to this many; a sitemap file holds 50,000. */
const LISTED_JOBS_MAX = 1000

interface Deps {
  careerPages: Pick<CareerPagesService, 'publishedSite'>
  jobs: Pick<JobsService, 'listPublic' | 'getPublic' | 'publicFacets'>
  /** The same submission as POST /public/applications/submit: its rules, limits, duplicate checks and CV parsing. */
  publicApplications: Pick<PublicApplicationsService, 'submit'>
}

/** Company text is cleaned when written; cleaning it again as it is shown costs little and trusts no older row. */
function cleaned<T extends { description_html: string | null }>(job: T): T {
  return { ...job, description_html: job.description_html ? sanitizeRichText(job.description_html) || null : null }
}

/**
 * What the career site reads and does, over the modules that own it: the published page, its
 * company's open public jobs, and the application form's submission. A page that is not
 * published, and a job that is not open and public in that page's company, are not found.
 */
export function createCareersSiteService({ careerPages, jobs, publicApplications }: Deps) {
  return {
    async site(subdomain: string): Promise<CareerSite> {
      const site = await careerPages.publishedSite(subdomain)
      return { ...site, about_html: site.about_html ? sanitizeRichText(site.about_html) || null : null }
    },

    async openJobs(site: CareerSite, filter: JobFilter, page: PageRequest) {
      const found = await jobs.listPublic(site.tenantId, filter, page)
      return { ...found, items: found.items.map(cleaned) }
    },

    /** Every open job, newest first, for the sitemap and the feed. */
    async allOpenJobs(site: CareerSite): Promise<SiteJob[]> {
      return (await jobs.listPublic(site.tenantId, {}, { page: 1, page_size: LISTED_JOBS_MAX })).items.map(cleaned)
    },

    filterChoices: (site: CareerSite) => jobs.publicFacets(site.tenantId),

    /** The job of `slug` in this site's company only: another company's slug is not found here. */
    async job(site: CareerSite, slug: string): Promise<SiteJob> {
      return cleaned(await jobs.getPublic(site.tenantId, slug))
    },

    apply(
      site: CareerSite,
      job: SiteJob,
      submission: Omit<Submission, 'job_id' | 'job_identifier'>,
      cv: Upload | undefined,
      requestId: string,
    ) {
      return publicApplications.submit(site.tenant_code, { ...submission, job_id: job.id }, cv, requestId)
    },
  }
}

export type CareersSiteService = ReturnType<typeof createCareersSiteService>
