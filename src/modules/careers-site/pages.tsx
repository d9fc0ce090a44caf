import type { FastifyReply, FastifyRequest } from 'fastify'
import type { VNode } from 'preact'
import type { CareersAddressing } from './careers-host.ts'
import type { CareerSite, CareersSiteService, SiteJob } from './careers-site.service.ts'
import type { ApplyFormState } from './apply-form.ts'
import { jobPosting, jsonForScript } from './job-posting.ts'
import { chooseLanguage, LANGUAGE_COOKIE } from './language.ts'
import { messagesFor } from './messages.ts'
import { siteUrls } from './site-urls.ts'
import { themeStyle } from './theme.ts'
import { JobPage } from './views/job-page.tsx'
import { ListPage, type ListPageProps } from './views/list-page.tsx'
import { MessagePage } from './views/message-page.tsx'
import type { PageContext } from './views/page-context.ts'
import { renderPage } from './views/render.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The career site page being answered, once its site is known: error pages keep its language and look. */
    careersPage: PageContext | null
  }
}

export type SitePageContext = PageContext & { site: CareerSite }

/** Pages with what a visitor typed or a CSRF token in them are theirs alone; lists may be kept a minute. */
export const CACHE = { private: 'private, no-store', shortPublic: 'public, max-age=60' } as const

const YEAR_SECONDS = 365 * 24 * 3600
const SITE_PATH = /^\/careers\/([^/?#]+)([^?#]*)/

/** The subdomain and the path within the site of a (rewritten) request URL: `/careers/acme/jobs/x?a=1` → `acme`, `/jobs/x`. */
function whereIn(url: string): { subdomain: string; path: string; query: Record<string, string> } {
  const [pathname = '', search = ''] = url.split('?', 2)
  const match = SITE_PATH.exec(pathname)
  const query = Object.fromEntries([...new URLSearchParams(search)].filter(([name]) => name !== 'lang'))
  let subdomain = ''
  try {
    subdomain = decodeURIComponent(match?.[1] ?? '').toLowerCase()
  } catch {
    // A malformed escape names no site; the page is a 404 either way.
  }
  return { subdomain, path: (match?.[2] ?? '').replace(/\/+$/, ''), query }
}

/**
 * A Content-Security-Policy that lets the page load its stylesheet, its one inline theme style
 * (by hash), and the company's images, and nothing else: no script runs on these pages.
 */
function contentSecurityPolicy(styleHash: string): string {
  return [
    "default-src 'none'",
    `style-src 'self' ${styleHash}`,
    "img-src 'self' https: http:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function createPages({ careersSite, addressing }: { careersSite: CareersSiteService; addressing: CareersAddressing }) {
  function contextFor(request: FastifyRequest, site: CareerSite | null): PageContext {
    const here = whereIn(request.url)
    const query = request.query as Record<string, unknown> | undefined
    const { language, chosen } = chooseLanguage({
      query: typeof query?.lang === 'string' ? query.lang : undefined,
      // Unread when an earlier hook (the rate limit) refused the request before the cookie parser ran.
      cookie: (request.cookies as Partial<Record<string, string>> | undefined)?.[LANGUAGE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    })
    return {
      language,
      languageChosen: chosen,
      t: messagesFor(language),
      site,
      urls: siteUrls(addressing, site?.subdomain ?? here.subdomain, request.headers),
      theme: themeStyle(site?.theme),
      here: { path: here.path, query: here.query },
    }
  }

  /** Sends a rendered page with the headers every page carries. */
  function send(
    reply: FastifyReply,
    ctx: PageContext,
    page: VNode,
    { status = 200, cache = CACHE.private }: { status?: number; cache?: string } = {},
  ) {
    if (ctx.languageChosen) {
      reply.setCookie(LANGUAGE_COOKIE, ctx.language, {
        path: ctx.urls.cookiePath,
        maxAge: YEAR_SECONDS,
        sameSite: 'lax',
        httpOnly: true,
        secure: 'auto',
      })
    }
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-language', ctx.language)
      .header('vary', 'Accept-Language, Cookie')
      .header('cache-control', ctx.languageChosen ? CACHE.private : cache)
      .header('content-security-policy', contentSecurityPolicy(ctx.theme.cspHash))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .send(renderPage(page))
  }

  return {
    contextFor,
    send,

    /** The published site a request names, or 404; remembered on the request for its error pages. */
    async openSite(request: FastifyRequest, subdomain: string): Promise<SitePageContext> {
      const ctx = contextFor(request, await careersSite.site(subdomain))
      request.careersPage = ctx
      return ctx as SitePageContext
    },

    listPage(reply: FastifyReply, ctx: SitePageContext, props: Omit<ListPageProps, 'ctx'>) {
      return send(reply, ctx, <ListPage ctx={ctx} {...props} />, { cache: CACHE.shortPublic })
    },

    /** A job's page with its form: empty, or sent back with what to mend (and a fresh CSRF token either way). */
    jobPage(reply: FastifyReply, ctx: SitePageContext, job: SiteJob, form: ApplyFormState, status = 200) {
      const path = `/jobs/${encodeURIComponent(job.slug)}`
      const jsonLd = jsonForScript(jobPosting(job, ctx.site, { job: ctx.urls.canonical(path), home: ctx.urls.canonical('') }))
      const csrfToken = reply.generateCsrf({ path: ctx.urls.cookiePath })
      return send(reply, ctx, <JobPage ctx={ctx} job={job} jsonLd={jsonLd} csrfToken={csrfToken} form={form} />, { status })
    },

    message(reply: FastifyReply, ctx: PageContext, title: string, text: string, status: number, cache: string = CACHE.private) {
      return send(reply, ctx, <MessagePage ctx={ctx} title={title} text={text} />, { status, cache })
    },
  }
}

export type Pages = ReturnType<typeof createPages>
