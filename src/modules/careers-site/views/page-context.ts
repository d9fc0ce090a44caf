import type { CareerSite } from '../careers-site.service.ts'
import type { Language } from '../language.ts'
import type { Messages } from '../messages.ts'
import type { SiteUrls } from '../site-urls.ts'
import type { ThemeStyle } from '../theme.ts'

/** What every page of a career site is drawn with: the visitor's language, the site and its addresses. */
export interface PageContext {
  language: Language
  /** The visitor chose the language with this request (`?lang=`): a cookie keeps the choice. */
  languageChosen: boolean
  t: Messages
  /** Null on the 404 page of a subdomain that names no published page. */
  site: CareerSite | null
  urls: SiteUrls
  theme: ThemeStyle
  /** The page's own path within the site and its query, for the language switch. */
  here: { path: string; query: Record<string, string> }
}

/** An image address a company gave, only when it is plainly a web address (stored ones were checked too). */
export function imageUrl(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : undefined
}
