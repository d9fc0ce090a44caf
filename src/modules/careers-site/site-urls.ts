import type { IncomingHttpHeaders } from 'node:http'
import { requestedHost, subdomainOfHost, type CareersAddressing } from './careers-host.ts'

/**
 * The addresses of one career site's pages, as this request reached it. Links stay on the host
 * the visitor used (`/careers/acme/jobs/x` on the service's address, `/jobs/x` on
 * `acme.careers.example.com`); canonical URLs, the sitemap, the feed and the JSON-LD name one
 * address for each page: the careers domain when there is one, the service's address otherwise.
 */
export interface SiteUrls {
  /** A path of the site as a link on the visitor's host; `''` is the list page. */
  link(path: string, query?: Record<string, string | number | undefined>): string
  /** The same path as the one absolute URL search engines should keep. */
  canonical(path: string, query?: Record<string, string | number | undefined>): string
  /** Where cookies of this site belong: its own pages, not the API beside them. */
  cookiePath: string
}

function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** `https:` of PUBLIC_BASE_URL: a careers domain is served the way the service is. */
function schemeOf(publicBaseUrl: string): string {
  return /^https:/i.test(publicBaseUrl) ? 'https:' : 'http:'
}

export function siteUrls(addressing: CareersAddressing, subdomain: string, headers: IncomingHttpHeaders): SiteUrls {
  const { careersDomain, publicBaseUrl, trustProxy } = addressing
  const onCareersHost = careersDomain !== undefined && subdomainOfHost(requestedHost(headers, trustProxy), careersDomain) === subdomain
  const base = onCareersHost ? '' : `/careers/${subdomain}`
  const canonicalBase = careersDomain
    ? `${schemeOf(publicBaseUrl)}//${subdomain}.${careersDomain}`
    : `${publicBaseUrl}/careers/${subdomain}`
  return {
    link: (path, query) => withQuery(`${base}${path}` || '/', query),
    canonical: (path, query) => withQuery(`${canonicalBase}${path || (careersDomain ? '/' : '')}`, query),
    cookiePath: base || '/',
  }
}

/** The address a person types to open a career page: for the start-up banner and the README. */
export function careersHomeUrl(addressing: Pick<CareersAddressing, 'publicBaseUrl' | 'careersDomain'>, subdomain: string): string {
  return siteUrls({ ...addressing, trustProxy: false }, subdomain, {}).canonical('')
}
