import type { ComponentChildren } from 'preact'
import { STYLESHEET } from '../stylesheet.ts'
import { LANGUAGES } from '../language.ts'
import { messagesFor } from '../messages.ts'
import { imageUrl, type PageContext } from './page-context.ts'

export interface DocumentProps {
  ctx: PageContext
  title: string
  description?: string
  /** The page's path within the site (`''`, `/jobs/x`); with it come the canonical URL and its language versions. */
  canonicalPath?: string
  /** Query parameters that make the canonical URL another page (the list's `page`). */
  canonicalQuery?: Record<string, string | number | undefined>
  /** Pages that should stay out of search results: thank-you and error pages. */
  noindex?: boolean
  /** A banner image across the top, on the list page. */
  banner?: boolean
  /** Already serialized for a script element (see jsonForScript). */
  jsonLd?: string
  children: ComponentChildren
}

/** The frame of every page: head with its metadata and theme, the company bar with the language switch, main, footer. */
export function Document({ ctx, title, description, canonicalPath, canonicalQuery, noindex, banner, jsonLd, children }: DocumentProps) {
  const { t, site, urls, language, theme, here } = ctx
  const logo = imageUrl(site?.logo_url)
  const bannerUrl = banner ? imageUrl(site?.banner_url) : undefined
  const shareImage = imageUrl(site?.banner_url) ?? logo
  const canonical = canonicalPath === undefined ? undefined : urls.canonical(canonicalPath, canonicalQuery)
  return (
    <html lang={language}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        {noindex && <meta name="robots" content="noindex" />}
        {canonical && <link rel="canonical" href={canonical} />}
        {canonicalPath !== undefined &&
          LANGUAGES.map((lang) => (
            <link rel="alternate" hrefLang={lang} href={urls.canonical(canonicalPath, { ...canonicalQuery, lang })} />
          ))}
        <link rel="stylesheet" href={urls.link(`/assets/${STYLESHEET.file}`)} />
        <style dangerouslySetInnerHTML={{ __html: theme.css }} />
        {site && <link rel="alternate" type="application/atom+xml" title={t.feed} href={urls.link('/feed.xml')} />}
        {site && <meta property="og:site_name" content={site.company_name} />}
        <meta property="og:title" content={title} />
        {description && <meta property="og:description" content={description} />}
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:type" content="website" />
        <meta property="og:locale" content={t.ogLocale} />
        {shareImage && <meta property="og:image" content={shareImage} />}
        {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      </head>
      <body>
        <a class="skip" href="#main">
          {t.skipLink}
        </a>
        <header class="top">
          <div class="wrap">
            {site ? (
              <a class="brand" href={urls.link('')}>
                {logo && <img src={logo} alt="" />}
                <span>{site.company_name}</span>
              </a>
            ) : (
              <span />
            )}
            <nav aria-label={t.languageSwitch}>
              <ul class="langs">
                {LANGUAGES.map((lang) => (
                  <li>
                    <a
                      href={urls.link(here.path, { ...here.query, lang })}
                      lang={lang}
                      hrefLang={lang}
                      aria-current={lang === language ? 'true' : undefined}
                    >
                      {messagesFor(lang).languageName}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </header>
        {bannerUrl && <img class="banner" src={bannerUrl} alt="" />}
        <main id="main" tabIndex={-1}>
          <div class="wrap">{children}</div>
        </main>
        <footer>
          <div class="wrap">{site && <a href={urls.link('/feed.xml')}>{t.feed}</a>}</div>
        </footer>
      </body>
    </html>
  )
}
