import { Document } from './document.tsx'
import type { PageContext } from './page-context.ts'

/**
 * A page that only says something: the thank-you page, and the pages of 404, 429 and other
 * errors. Kept out of search results; a link leads back to the jobs when the site is known.
 */
export function MessagePage({ ctx, title, text }: { ctx: PageContext; title: string; text: string }) {
  const { t, site, urls } = ctx
  return (
    <Document ctx={ctx} title={site ? `${title} – ${site.company_name}` : title} noindex>
      <h1>{title}</h1>
      <p>{text}</p>
      {site && (
        <p>
          <a href={urls.link('')}>{t.allJobs}</a>
        </p>
      )}
    </Document>
  )
}
