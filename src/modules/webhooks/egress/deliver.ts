import { promises as dns } from 'node:dns'
import http, { type ClientRequest, type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { performance } from 'node:perf_hooks'
import { StringDecoder } from 'node:string_decoder'
import { refusalOf } from './address-policy.ts'

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

export type Resolver = (host: string) => Promise<ResolvedAddress[]>

export interface EgressOptions {
  /** Allow plain http and private, loopback, etc. destinations: local development and tests only. */
  allowPrivate: boolean
  /** Deadline for the whole exchange (resolve, connect, TLS, headers, body). Default 10 000. */
  timeoutMs?: number
  /** How much of the response body to keep in the result. Default 1024. */
  keepBytes?: number
  /** Read at most this much of the response, then hang up. Default 64 KiB. */
  maxReadBytes?: number
  /** Default: the system resolver (`dns.lookup`, all addresses, in the order the system gives them). */
  resolve?: Resolver
}

export interface EgressResult {
  /** The receiver answered 2xx within the deadline. */
  ok: boolean
  status: number | null
  durationMs: number
  /** The first keepBytes bytes of the response body as UTF-8, never ending in a split character. */
  body: string
  /** Why the delivery is not ok; null when it is. */
  error: string | null
}

const USER_AGENT = 'recruiting-service-webhooks/1'
const DEFAULTS = { timeoutMs: 10_000, keepBytes: 1024, maxReadBytes: 64 * 1024 }

// Errors raised by our own lookup; their messages go into the delivery log as they are.
class LookupFailure extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

/** A destination refused by policy (code EREFUSEDDESTINATION); its message is the reason. */
export class RefusedDestination extends LookupFailure {
  override readonly name = 'RefusedDestination'
  constructor(message: string) {
    super(message, 'EREFUSEDDESTINATION')
  }
}

const systemResolver: Resolver = async (host) => {
  const found = await dns.lookup(host, { all: true, verbatim: true })
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }))
}

/**
 * Why `url` must not be delivered to, judged before any network use; undefined when it may be tried. Names are only
 * judged once resolved, at connect time (see guardedLookup); this catches what Node never resolves: IP literals.
 */
export function checkUrl(url: string, allowPrivate: boolean): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'invalid URL'
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `unsupported scheme ${parsed.protocol}`
  // Credentials would be sent as Basic auth on every attempt and end up in logs; receivers authenticate via signatures.
  if (parsed.username !== '' || parsed.password !== '') return 'credentials in the URL are not allowed'
  if (allowPrivate) return undefined
  if (parsed.protocol === 'http:') return 'plain http is not allowed: use https'
  return refusalOfHost(hostOf(parsed))
}

function refusalOfHost(host: string): string | undefined {
  if (isIP(host) !== 0) {
    const reason = refusalOf(host)
    return reason === undefined ? undefined : refusedMessage(reason, host)
  }
  // These never reach DNS on most systems (RFC 6761 resolves them to loopback locally), so say so up front.
  const name = host.toLowerCase().replace(/\.$/, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return 'refused destination: localhost'
  return undefined
}

// URL keeps IPv6 literals bracketed; sockets, isIP and TLS servername all want them bare.
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
}

function refusedMessage(reason: string, address: string): string {
  return `refused destination: ${reason} address ${address}`
}

/**
 * A `lookup` for http(s).request that resolves with `resolve`, refuses the host when ANY of its addresses is not
 * public (unless allowPrivate), and hands back only addresses it has checked. The socket connects to what this returns,
 * so a name cannot be re-resolved to something else between the check and the connect (DNS rebinding).
 * Node calls it with `{ all: true }` when it races address families (autoSelectFamily, on by default in Node 20) and
 * without otherwise; both callback shapes are served.
 */
export function guardedLookup(resolve: Resolver, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveChecked(resolve, hostname, allowPrivate, options.family).then(
      (addresses) => {
        const first = addresses[0]!
        if (options.all === true) callback(null, addresses)
        else callback(null, first.address, first.family)
      },
      (error: unknown) => callback(asErrnoException(error), options.all === true ? [] : ''),
    )
  }
}

async function resolveChecked(
  resolve: Resolver,
  hostname: string,
  allowPrivate: boolean,
  family: number | string | undefined,
): Promise<ResolvedAddress[]> {
  const addresses = await resolve(hostname).catch((error: unknown) => {
    throw new LookupFailure(`could not resolve host ${hostname}: ${error instanceof Error ? error.message : String(error)}`, 'ENOTFOUND')
  })
  if (!allowPrivate) {
    // Every address, not only the one that would be tried first: with several answers the connect may fall through to
    // any of them (happy eyeballs, or simply the first one refusing the connection).
    for (const { address } of addresses) {
      const reason = refusalOf(address)
      if (reason !== undefined) throw new RefusedDestination(`${refusedMessage(reason, address)} (resolved from ${hostname})`)
    }
  }
  const wanted = familyFilter(family)
  const usable = wanted === undefined ? addresses : addresses.filter((a) => a.family === wanted)
  if (usable.length === 0) throw new LookupFailure(`could not resolve host ${hostname}: no usable address`, 'ENOTFOUND')
  return usable
}

function familyFilter(family: number | string | undefined): 4 | 6 | undefined {
  if (family === 4 || family === 'IPv4') return 4
  if (family === 6 || family === 'IPv6') return 6
  return undefined
}

function asErrnoException(error: unknown): NodeJS.ErrnoException {
  return error instanceof Error ? error : new Error(String(error))
}

/**
 * POST `body` (JSON) to `url`, never following redirects, within one overall deadline. Never throws: every failure is
 * a result with ok:false and a reason.
 */
export async function postJson(url: string, headers: Record<string, string>, body: string, options: EgressOptions): Promise<EgressResult> {
  const started = performance.now()
  const refusal = checkUrl(url, options.allowPrivate)
  if (refusal !== undefined) return { ok: false, status: null, durationMs: elapsedSince(started), body: '', error: refusal }
  return send(new URL(url), headers, body, options, started)
}

function send(url: URL, headers: Record<string, string>, body: string, options: EgressOptions, started: number): Promise<EgressResult> {
  const limits = { ...DEFAULTS, ...definedOnly(options) }
  return new Promise((settle) => {
    const exchange = new Exchange(started, limits.keepBytes, settle)
    const timer = setTimeout(() => exchange.fail(`timed out after ${limits.timeoutMs} ms`), limits.timeoutMs)
    exchange.onFinish(() => clearTimeout(timer))
    try {
      const request = openRequest(url, headers, body, guardedLookup(options.resolve ?? systemResolver, options.allowPrivate))
      exchange.attach(request, limits.maxReadBytes)
      request.end(body)
    } catch (error) {
      // request() throws synchronously on malformed headers (e.g. a CR/LF in a value).
      exchange.fail(describeError(error))
    }
  })
}

function definedOnly(options: EgressOptions): Partial<typeof DEFAULTS> {
  const picked: Partial<typeof DEFAULTS> = {}
  if (options.timeoutMs !== undefined) picked.timeoutMs = options.timeoutMs
  if (options.keepBytes !== undefined) picked.keepBytes = options.keepBytes
  if (options.maxReadBytes !== undefined) picked.maxReadBytes = options.maxReadBytes
  return picked
}

function openRequest(url: URL, headers: Record<string, string>, body: string, lookup: LookupFunction): ClientRequest {
  const transport = url.protocol === 'https:' ? https : http
  return transport.request({
    protocol: url.protocol,
    hostname: hostOf(url),
    port: url.port === '' ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    method: 'POST',
    // Ours last: the body is JSON we frame ourselves, whatever the caller's headers say.
    headers: {
      ...headers,
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'content-length': String(Buffer.byteLength(body)),
    },
    lookup,
    // A fresh connection per delivery: a pooled socket would outlive the deadline bookkeeping and the address check.
    agent: false,
  })
}

/** One request/response, settled exactly once: by the response, an error, or the deadline. */
class Exchange {
  private settled = false
  private request: ClientRequest | undefined
  private response: IncomingMessage | undefined
  private readonly kept: Buffer[] = []
  private keptBytes = 0
  private readBytes = 0
  private readonly finishHooks: (() => void)[] = []

  constructor(
    private readonly started: number,
    private readonly keepBytes: number,
    private readonly settle: (result: EgressResult) => void,
  ) {}

  onFinish(hook: () => void): void {
    this.finishHooks.push(hook)
  }

  attach(request: ClientRequest, maxReadBytes: number): void {
    this.request = request
    // Stays attached after settling: destroying the request later still emits 'error' ("socket hang up").
    request.on('error', (error) => this.fail(describeError(error)))
    request.on('response', (response) => this.read(response, maxReadBytes))
  }

  fail(reason: string): void {
    this.finish(false, reason)
  }

  private read(response: IncomingMessage, maxReadBytes: number): void {
    this.response = response
    response.on('data', (chunk: Buffer) => {
      this.keep(chunk)
      this.readBytes += chunk.length
      // Hanging up is how reading stops: the receiver owes us nothing more than a status.
      if (this.readBytes >= maxReadBytes) this.complete()
    })
    response.on('end', () => this.complete())
    response.on('error', (error) => this.fail(describeError(error)))
    response.on('close', () => {
      if (!response.complete) this.fail('connection closed before the response ended')
    })
  }

  private keep(chunk: Buffer): void {
    const room = this.keepBytes - this.keptBytes
    if (room <= 0) return
    const part = chunk.subarray(0, room)
    this.kept.push(part)
    this.keptBytes += part.length
  }

  private complete(): void {
    const status = this.response?.statusCode ?? null
    this.finish(status !== null && status >= 200 && status < 300, status === null ? 'no response' : statusError(status, this.response))
  }

  private finish(ok: boolean, reason: string): void {
    if (this.settled) return
    this.settled = true
    for (const hook of this.finishHooks) hook()
    this.request?.destroy()
    this.response?.destroy()
    this.settle({
      ok,
      status: this.response?.statusCode ?? null,
      durationMs: elapsedSince(this.started),
      body: utf8Prefix(Buffer.concat(this.kept)),
      error: ok ? null : reason,
    })
  }
}

function statusError(status: number, response: IncomingMessage | undefined): string {
  if (status >= 300 && status < 400) return `redirect not followed (${status} to ${response?.headers.location ?? 'nowhere'})`
  return `HTTP ${status}`
}

// StringDecoder.write holds back a trailing partial character instead of turning it into U+FFFD.
function utf8Prefix(bytes: Buffer): string {
  return new StringDecoder('utf8').write(bytes)
}

function elapsedSince(started: number): number {
  return Math.round(performance.now() - started)
}

const ERROR_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  HPE_HEADER_OVERFLOW: 'response headers too large',
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (error instanceof LookupFailure) return error.message
  const code = (error as NodeJS.ErrnoException).code ?? ''
  const known = ERROR_CODES[code]
  if (known !== undefined) return known
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return `TLS error: ${error.message}`
  return error.message
}
