import cookie from '@fastify/cookie'
import csrfProtection from '@fastify/csrf-protection'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFound, UnsupportedMediaType } from '../../platform/errors.ts'
import { CV_MAX_BYTES } from '../public/public-applications.schemas.ts'
import { readSubmissionForm } from '../public/submission-form.ts'
import { applicationFields, CSRF_FIELD, EMPTY_FORM, honeypotFilled } from './apply-form.ts'
import type { CareersAddressing } from './careers-host.ts'
import { ApplyBody, AssetParams, JobParams, ListQuery, SiteParams } from './careers-site.schemas.ts'
import type { CareersSiteService, JobFilter } from './careers-site.service.ts'
import { createErrorPages } from './error-pages.ts'
import { jobsFeed } from './job-feed.ts'
import { createPages } from './pages.tsx'
import { serviceRobotsTxt, siteRobotsTxt, sitemapXml } from './sitemap.ts'
import { STYLESHEET } from './stylesheet.ts'

/** Pages are for anyone and hidden from the API's document; the per-address public limit counts them. */
const PAGE = { access: 'public' } as const
// The stylesheet is one unchanging file: nothing to protect by counting it.
const ASSET = { access: 'public', rateLimit: false } as const
const FEED_CACHE = 'public, max-age=300'
const JOBS_PER_PAGE = 20

/**
 * The career site: server-rendered pages of each published career page, at
 * `/careers/{subdomain}` and, under CAREERS_DOMAIN, at the root of `{subdomain}.{domain}` (the
 * app rewrites those requests onto these routes, see careers-host.ts).
 */
export const careersSiteRoutes: FastifyPluginAsyncTypebox<{ careersSite: CareersSiteService; addressing: CareersAddressing }> = async (
  app,
  { careersSite, addressing },
) => {
  // Both stay in this scope: the API takes no cookies.
  await app.register(cookie)
  await app.register(csrfProtection, {
    cookieKey: '_csrf',
    cookieOpts: { httpOnly: true, sameSite: 'lax', secure: 'auto' },
    // The token travels in the multipart form, which the upload step has read by now.
    getToken: (request) => request.form?.fields[CSRF_FIELD],
  })
  app.decorateRequest('careersPage', null)
  const pages = createPages({ careersSite, addressing })
  const errors = createErrorPages(pages, careersSite)
  app.setErrorHandler(errors.onError)

  app.get('/robots.txt', { config: PAGE, schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', FEED_CACHE).send(serviceRobotsTxt()),
  )

  const sitePages: FastifyPluginAsyncTypebox = async (site) => {
    site.setNotFoundHandler(errors.notFound)

    site.get(
      '/:subdomain',
      { config: PAGE, schema: { hide: true, params: SiteParams, querystring: ListQuery } },
      async (request, reply) => {
        const ctx = await pages.openSite(request, request.params.subdomain)
        const { page = 1, lang: _lang, ...given } = request.query
        const filter = Object.fromEntries(Object.entries(given).filter(([, value]) => value)) as JobFilter
        const [jobs, choices] = await Promise.all([
          careersSite.openJobs(ctx.site, filter, { page, page_size: JOBS_PER_PAGE }),
          careersSite.filterChoices(ctx.site),
        ])
        // A page past the last one is no page: crawlers following an old link learn it is gone.
        if (page > 1 && jobs.items.length === 0) throw new NotFound('Page')
        return pages.listPage(reply, ctx, { jobs, filter, choices })
      },
    )

    site.get('/:subdomain/jobs/:slug', { config: PAGE, schema: { hide: true, params: JobParams } }, async (request, reply) => {
      const ctx = await pages.openSite(request, request.params.subdomain)
      const job = await careersSite.job(ctx.site, request.params.slug)
      return pages.jobPage(reply, ctx, job, EMPTY_FORM)
    })

    site.post(
      '/:subdomain/jobs/:slug',
      {
        config: {
          ...PAGE,
          // The same limits as POST /public/applications/submit, counted per address together with it.
          rateLimit: ['public', 'sensitive'],
          upload: { field: 'cv', maxBytes: CV_MAX_BYTES, required: false },
          idempotency: false,
        },
        schema: { hide: true, params: JobParams, body: ApplyBody },
        preHandler: site.csrfProtection,
      },
      async (request, reply) => {
        const ctx = await pages.openSite(request, request.params.subdomain)
        const job = await careersSite.job(ctx.site, request.params.slug)
        const form = request.form
        // Unreachable past the CSRF check, whose token only a form carries; said for the compiler.
        if (!form) throw new UnsupportedMediaType('Send the application form')
        const thanks = ctx.urls.link(`/jobs/${encodeURIComponent(job.slug)}/applied`)
        if (honeypotFilled(form)) {
          // Answered as a success, so the bot learns nothing; nothing is stored.
          request.log.info({ job: job.code }, 'career site: an application filled the honeypot field and was dropped')
          return reply.redirect(thanks, 303)
        }
        // A refusal (a field to mend, the same e-mail again, a CV that is no PDF or DOCX) is
        // thrown on: the error handler sends the form back with it, as for the refusals that come
        // before this handler (CSRF, a CV too large).
        const { submission, cv } = readSubmissionForm({ file: form.file, fields: applicationFields(form.fields) })
        await careersSite.apply(ctx.site, job, submission, cv, request.id)
        // 303: the browser fetches the thank-you page with GET, so a reload does not send the form again.
        return reply.redirect(thanks, 303)
      },
    )

    site.get('/:subdomain/jobs/:slug/applied', { config: PAGE, schema: { hide: true, params: JobParams } }, async (request, reply) => {
      const ctx = await pages.openSite(request, request.params.subdomain)
      const job = await careersSite.job(ctx.site, request.params.slug)
      return pages.message(reply, ctx, ctx.t.thankYouTitle, ctx.t.thankYou(job.title, ctx.site.company_name), 200)
    })

    site.get('/:subdomain/sitemap.xml', { config: PAGE, schema: { hide: true, params: SiteParams } }, async (request, reply) => {
      const ctx = await pages.openSite(request, request.params.subdomain)
      const jobs = await careersSite.allOpenJobs(ctx.site)
      const entries = [
        { url: ctx.urls.canonical(''), lastModified: jobs[0]?.published_at ?? ctx.site.published_at },
        ...jobs.map((job) => ({ url: ctx.urls.canonical(`/jobs/${encodeURIComponent(job.slug)}`), lastModified: job.published_at })),
      ]
      return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', FEED_CACHE).send(sitemapXml(entries))
    })

    site.get('/:subdomain/feed.xml', { config: PAGE, schema: { hide: true, params: SiteParams } }, async (request, reply) => {
      const ctx = await pages.openSite(request, request.params.subdomain)
      const jobs = await careersSite.allOpenJobs(ctx.site)
      const feed = jobsFeed(
        ctx.site,
        jobs,
        {
          home: ctx.urls.canonical(''),
          feed: ctx.urls.canonical('/feed.xml'),
          job: (slug) => ctx.urls.canonical(`/jobs/${encodeURIComponent(slug)}`),
        },
        ctx.language,
      )
      return reply.header('content-type', 'application/atom+xml; charset=utf-8').header('cache-control', FEED_CACHE).send(feed)
    })

    site.get('/:subdomain/robots.txt', { config: PAGE, schema: { hide: true, params: SiteParams } }, async (request, reply) => {
      const ctx = await pages.openSite(request, request.params.subdomain)
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', FEED_CACHE)
        .send(siteRobotsTxt(ctx.urls.canonical('/sitemap.xml')))
    })

    site.get('/:subdomain/assets/:file', { config: ASSET, schema: { hide: true, params: AssetParams } }, async (request, reply) => {
      if (request.params.file !== STYLESHEET.file) throw new NotFound('Asset')
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', STYLESHEET.etag)
      if (request.headers['if-none-match'] === STYLESHEET.etag) return reply.code(304).send()
      return reply.send(STYLESHEET.css)
    })
  }
  await app.register(sitePages, { prefix: '/careers' })
}
