import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

/** How a career page is reached: always under the service's own address, and by host name when a careers domain is set. */
export interface CareersAddressing {
  /** `PUBLIC_BASE_URL`: the service's own address, `/careers/{subdomain}` below it. */
  publicBaseUrl: string
  /** `CAREERS_DOMAIN`: `{subdomain}.{domain}` answers with that page's site at its root. */
  careersDomain: string | undefined
  /** `TRUST_PROXY`: the host a visitor asked for may come from `X-Forwarded-Host`. */
  trustProxy: boolean
}

/** A host name without its port, in lowercase (`[::1]:3000` → `[::1]`). */
function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase()
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1)
  return lower.replace(/:\d*$/, '').replace(/\.$/, '')
}

/** The host the visitor asked for: the proxy's word for it only when the proxy is trusted. */
export function requestedHost(headers: IncomingHttpHeaders, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? headers['x-forwarded-host'] : undefined
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0] ?? headers.host
  return host?.trim() || undefined
}

/**
 * The career page a host name names under the careers domain: `acme` for
 * `acme.careers.example.com`. One label only; the domain itself and deeper names name none.
 */
export function subdomainOfHost(host: string | undefined, careersDomain: string): string | undefined {
  if (!host) return undefined
  const name = hostnameOf(host)
  const suffix = `.${hostnameOf(careersDomain)}`
  if (!name.endsWith(suffix)) return undefined
  const label = name.slice(0, -suffix.length)
  return /^[a-z0-9-]{1,63}$/.test(label) ? label : undefined
}

/**
 * Fastify's `rewriteUrl`: a request to `acme.careers.example.com/jobs/x` is routed as
 * `/careers/acme/jobs/x`, so that one set of routes serves both addresses. Everything on a
 * careers host is the site's: the API is not reachable there, and neither is another
 * company's page.
 */
export function careersHostRewrite({ careersDomain, trustProxy }: CareersAddressing): (request: IncomingMessage) => string {
  return (request) => {
    const url = request.url ?? '/'
    if (!careersDomain) return url
    const subdomain = subdomainOfHost(requestedHost(request.headers, trustProxy), careersDomain)
    return subdomain && url.startsWith('/') ? `/careers/${subdomain}${url}` : url
  }
}
