import { Feed } from 'feed'
import { compile } from 'html-to-text'
import type { CareerSite, SiteJob } from './careers-site.service.ts'

const SUMMARY_LENGTH = 300
const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
  ],
})

/** A job's description as a line of plain text, for feed readers' summaries and page descriptions. */
export function summaryOf(html: string | null, fallback: string): string {
  if (!html) return fallback
  const text = toText(html).replace(/\s+/g, ' ').trim()
  if (!text) return fallback
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text
}

/**
 * Text for an entry field the feed declares as HTML: escaped, so a title such as "C++ <Senior>"
 * reads as written (and nothing in it can end the CDATA section it is wrapped in).
 */
function asHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The Atom feed of a career site's open jobs, newest first, each with its page and description. */
export function jobsFeed(
  site: CareerSite,
  jobs: readonly SiteJob[],
  urls: { home: string; feed: string; job: (slug: string) => string },
  language: string,
): string {
  const newest = jobs.reduce<Date | null>(
    (latest, job) => (job.published_at && (!latest || job.published_at > latest) ? job.published_at : latest),
    null,
  )
  const feed = new Feed({
    id: urls.home,
    link: urls.home,
    title: site.title,
    description: site.tagline ?? site.company_name,
    language,
    updated: newest ?? site.published_at ?? new Date(0),
    generator: false,
    feedLinks: { atom: urls.feed },
    author: { name: site.company_name, link: urls.home },
    ...(site.logo_url ? { image: site.logo_url } : {}),
  })
  for (const job of jobs) {
    feed.addItem({
      title: asHtml(job.title),
      id: urls.job(job.slug),
      link: urls.job(job.slug),
      date: job.published_at ?? newest ?? new Date(0),
      description: asHtml(summaryOf(job.description_html, job.title)),
      // The feed library ends a CDATA section early at the first "]]>" only; in HTML "]]&gt;" reads the same.
      ...(job.description_html ? { content: job.description_html.replaceAll(']]>', ']]&gt;') } : {}),
    })
  }
  return feed.atom1()
}
