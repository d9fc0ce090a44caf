/** One page of a sitemap: where it is, and when it last changed when that is known. */
export interface SitemapEntry {
  url: string
  lastModified: Date | null
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** The sitemaps.org XML of a career site: its list page and each open job's page. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''
    return `<url><loc>${escapeXml(url)}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * The robots.txt of a career site, what `/robots.txt` answers on its careers host: everything
 * may be crawled but the thank-you pages, and the sitemap is named.
 */
export function siteRobotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nDisallow: /*/applied$\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
}

/**
 * The robots.txt of the service's own address: the career pages under /careers/ may be
 * crawled, the API and its reference may not (they are for programs, and change per caller).
 */
export function serviceRobotsTxt(): string {
  return 'User-agent: *\nAllow: /careers/\nDisallow: /careers/*/applied$\nDisallow: /\n'
}
