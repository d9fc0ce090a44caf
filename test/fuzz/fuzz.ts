import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { PLATFORM_TOKEN } from '../helpers/app.ts'
import { tinyPng } from '../helpers/multipart.ts'
import { fieldId, pathParamValue, type FuzzFixtures } from './fixtures.ts'
import { brokenMultipart, hostileJson, hostileStrings, rawBodies } from './mutations.ts'
import { operationsOf, type JsonSchema, type Operation } from './operations.ts'
import { valueOf, type ValueHints } from './values.ts'

/**
 * The service fuzzing itself: for every operation of its OpenAPI document, a valid request built
 * from the schemas, then one thing broken (a field's type, a NUL byte, a lone surrogate, deep
 * nesting, an odd number, a bad id, a wrong content type, a broken form). The service must
 * answer each with a 4xx in the documented error shape (or a 2xx where the input was still
 * valid), never a 5xx, and within a time bound.
 */
export interface FuzzRequest {
  operation: string
  mutation: string
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

export interface FuzzOutcome {
  request: FuzzRequest
  status: number
  ms: number
  problem?: string
  body?: string
}

// ---- encoding ------------------------------------------------------------------------------

/**
 * Percent-encodes text for a URL the way a careless client would: a lone surrogate, which
 * `encodeURIComponent` refuses, goes out as its three raw (invalid) UTF-8 bytes.
 */
export function encodeUrlText(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const isHigh = code >= 0xd800 && code <= 0xdbff
    const isLow = code >= 0xdc00 && code <= 0xdfff
    const next = text.charCodeAt(i + 1)
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2))
      i++
    } else if (isHigh || isLow) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('')
    } else {
      out += encodeURIComponent(text[i]!)
    }
  }
  return out
}

function queryString(query: Record<string, unknown>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    [value].flat().map((v) => `${encodeUrlText(key)}=${encodeUrlText(typeof v === 'string' ? v : JSON.stringify(v))}`),
  )
  return pairs.length ? `?${pairs.join('&')}` : ''
}

function multipart(fields: Record<string, unknown>, file: { name: string; filename: string; bytes: Buffer } | undefined) {
  const boundary = 'fuzzformboundary'
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`))
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) }
}

// ---- valid requests, then one thing broken -------------------------------------------------

interface Parts {
  path: Record<string, string>
  query: Record<string, unknown>
  contentType: string | undefined
  body: unknown
}

const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

function fileFor(properties: Record<string, JsonSchema>) {
  const name = Object.keys(properties).find((key) => properties[key]?.format === 'binary')
  if (!name) return undefined
  return name === 'cv' ? { name, filename: 'cv.pdf', bytes: MINIMAL_PDF } : { name, filename: 'logo.png', bytes: tinyPng() }
}

function validParts(op: Operation, fixtures: FuzzFixtures, hints: ValueHints): fc.Arbitrary<Parts> {
  const path: Record<string, fc.Arbitrary<string>> = {}
  for (const p of op.pathParams) {
    const known = pathParamValue(fixtures, op.path, p.name)
    path[p.name] = known ? fc.constant(known) : (valueOf(p.schema, p.name, hints) as fc.Arbitrary<string>)
  }
  const query: Record<string, fc.Arbitrary<unknown>> = {}
  // The demo history is the one operation whose size a parameter sets, and a full one takes about
  // ten seconds by design; it is always asked for at the smallest size, so the time bound speaks
  // of bad input, not of that work.
  for (const p of op.query) query[p.name] = p.name === 'scale' ? fc.constant(0.02) : valueOf(p.schema, p.name, hints)
  const types = Object.keys(op.bodies)
  const contentType = types.length ? fc.constantFrom(...types) : fc.constant(undefined)
  return fc
    .record({
      path: fc.record(path),
      query: fc.record(query, { requiredKeys: op.query.filter((p) => p.required || p.name === 'scale').map((p) => p.name) }),
      contentType,
    })
    .chain((base) => {
      if (!base.contentType) return fc.constant({ ...base, body: undefined })
      const schema = op.bodies[base.contentType]!
      if (base.contentType === 'application/x-ndjson') {
        return fc.constant({ ...base, body: '{"kind":"candidate","external_id":"fz-1","full_name":"Fuzz Nd"}\n' })
      }
      if (base.contentType === 'multipart/form-data') {
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
        const textFields = Object.fromEntries(Object.entries(properties).filter(([, s]) => s.format !== 'binary'))
        return valueOf({ type: 'object', properties: textFields, required: schema.required ?? [] }, 'form', hints).map((fields) => ({
          ...base,
          body: fields,
        }))
      }
      return valueOf(schema, 'body', hints).map((body) => ({ ...base, body }))
    })
}

/** Every path to a value inside a JSON body, for a mutation to pick one. */
function valuePaths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (out.length > 200) return out
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : []
  for (const [key, item] of entries) {
    out.push([...prefix, key])
    valuePaths(item, [...prefix, key], out)
  }
  return out
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = path[path.length - 1]!
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1)
    else delete node[last]
  } else node[last] = value
  return copy
}

type Mutation =
  | { kind: 'valid' }
  | { kind: 'path'; pick: number; value: string }
  | { kind: 'query'; pick: number; value: string }
  | { kind: 'query-unknown'; value: string }
  | { kind: 'body-field'; pick: number; value: unknown }
  | { kind: 'body-drop'; pick: number }
  | { kind: 'body-extra'; value: unknown }
  | { kind: 'body-whole'; value: unknown }
  | { kind: 'body-raw'; contentType: string; payload: string | Buffer }
  | { kind: 'multipart-broken'; contentType: string; payload: Buffer }
  | { kind: 'header'; name: string; value: string }
  | { kind: 'file-name'; value: string }
  | { kind: 'credentials'; value: string | null }

// Node's HTTP parser refuses control characters in headers before any app sees them.
// eslint-disable-next-line no-control-regex
const headerSafe = hostileStrings.map((s) => s.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[^\u0000-\u00ff]/g, '?'))

const mutations: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'valid' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('path' as const), pick: fc.nat(), value: hostileStrings }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('query' as const), pick: fc.nat(), value: hostileStrings }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('query-unknown' as const), value: hostileStrings }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('body-field' as const), pick: fc.nat(), value: hostileJson }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('body-drop' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('body-extra' as const), value: hostileJson }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('body-whole' as const), value: hostileJson }) },
  { weight: 2, arbitrary: rawBodies.map((raw) => ({ kind: 'body-raw' as const, ...raw })) },
  { weight: 1, arbitrary: brokenMultipart.map((raw) => ({ kind: 'multipart-broken' as const, ...raw })) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('header' as const),
      name: fc.constantFrom('idempotency-key', 'if-unmodified-since', 'x-request-id', 'accept', 'x-forwarded-for'),
      value: headerSafe,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('credentials' as const), value: fc.option(headerSafe, { nil: null }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('file-name' as const), value: hostileStrings }) },
)

function credentials(op: Operation, fixtures: FuzzFixtures): Record<string, string> {
  if (op.public) return {}
  if (op.path.startsWith('/api/v1/platform/')) return { authorization: `Bearer ${PLATFORM_TOKEN}` }
  return { authorization: `Bearer ${op.dataApi ? fixtures.apiKey : fixtures.tenant.admin.token}` }
}

function build(op: Operation, parts: Parts, mutation: Mutation, fixtures: FuzzFixtures): FuzzRequest {
  const path = { ...parts.path }
  let query = { ...parts.query }
  let body = parts.body
  let contentType = parts.contentType
  let raw: string | Buffer | undefined
  let fileName: string | undefined
  const headers = credentials(op, fixtures)
  const bodyPaths = valuePaths(body)

  switch (mutation.kind) {
    case 'path': {
      const names = Object.keys(path)
      if (names.length) path[names[mutation.pick % names.length]!] = mutation.value
      break
    }
    case 'query': {
      const names = op.query.map((p) => p.name)
      if (names.length) query = { ...query, [names[mutation.pick % names.length]!]: mutation.value }
      break
    }
    case 'query-unknown':
      query = { ...query, unexpected: mutation.value }
      break
    case 'body-field':
      if (bodyPaths.length) body = setAt(body, bodyPaths[mutation.pick % bodyPaths.length]!, mutation.value)
      else if (body && typeof body === 'object') body = { ...body, injected: mutation.value }
      break
    case 'body-drop':
      if (bodyPaths.length) body = setAt(body, bodyPaths[mutation.pick % bodyPaths.length]!, undefined, true)
      break
    case 'body-extra':
      if (body && typeof body === 'object' && !Array.isArray(body)) body = { ...body, unexpected: mutation.value }
      break
    case 'body-whole':
      body = mutation.value
      contentType ??= 'application/json'
      break
    case 'body-raw':
    case 'multipart-broken':
      contentType = mutation.contentType
      raw = mutation.payload
      break
    case 'header':
      headers[mutation.name] = mutation.value
      break
    case 'file-name':
      fileName = mutation.value
      break
    case 'credentials':
      if (mutation.value === null) delete headers.authorization
      else headers.authorization = `Bearer ${mutation.value}`
      break
  }

  let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeUrlText(path[name] ?? ''))
  url += queryString(query)
  let payload: string | Buffer | undefined = raw
  if (raw === undefined && contentType) {
    if (contentType === 'multipart/form-data') {
      const schema = op.bodies[contentType] ?? {}
      const file = fileFor((schema.properties ?? {}) as Record<string, JsonSchema>)
      const form = multipart(
        (body ?? {}) as Record<string, unknown>,
        file && fileName !== undefined ? { ...file, filename: fileName } : file,
      )
      contentType = form.contentType
      payload = form.payload
    } else if (contentType === 'application/x-ndjson') {
      payload = typeof body === 'string' ? body : `${JSON.stringify(body)}\n`
    } else {
      payload = body === undefined ? '' : JSON.stringify(body)
    }
  }
  if (contentType) headers['content-type'] = contentType
  return {
    operation: `${op.method} ${op.path}`,
    mutation: mutation.kind,
    method: op.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  }
}

/** Fuzz requests over every operation of `document`, aimed at the fixtures' records. */
export function fuzzRequests(document: unknown, fixtures: FuzzFixtures): fc.Arbitrary<FuzzRequest> {
  const operations = operationsOf(document as never)
  const hints: ValueHints = { idFor: (name) => fieldId(fixtures, name) }
  return fc
    .constantFrom(...operations)
    .chain((op) => fc.tuple(fc.constant(op), validParts(op, fixtures, hints), mutations))
    .map(([op, parts, mutation]) => build(op, parts, mutation, fixtures))
}

// ---- running and judging -------------------------------------------------------------------

function isIssueList(detail: unknown): boolean {
  return (
    Array.isArray(detail) &&
    detail.length > 0 &&
    detail.every((d) => Array.isArray(d?.loc) && typeof d?.msg === 'string' && typeof d?.type === 'string')
  )
}

/** What is wrong with an answer, or undefined when it is one the API may give. */
export function judge(
  request: FuzzRequest,
  status: number,
  contentType: string,
  body: string,
  ms: number,
  timeoutMs: number,
): string | undefined {
  if (ms > timeoutMs) return `took ${ms} ms (bound ${timeoutMs} ms)`
  if (status >= 500) return `answered ${status}`
  if (status < 400) return undefined
  if (!contentType.includes('application/json')) return `error ${status} is not JSON (${contentType})`
  let parsed: { detail?: unknown }
  try {
    parsed = JSON.parse(body)
  } catch {
    return `error ${status} body is not JSON`
  }
  const detail = parsed.detail
  if (request.url.startsWith('/api/v1/data/')) {
    const d = detail as { code?: unknown; message?: unknown } | undefined
    if (typeof d?.code !== 'string' || typeof d?.message !== 'string')
      return `Data API error ${status} is not {detail: {code, message}}: ${body.slice(0, 200)}`
    return undefined
  }
  if (status === 422) return isIssueList(detail) ? undefined : `422 is not {detail: [{loc, msg, type}]}: ${body.slice(0, 200)}`
  return typeof detail === 'string' ? undefined : `error ${status} is not {detail: "…"}: ${body.slice(0, 200)}`
}

export async function send(app: FastifyInstance, request: FuzzRequest, timeoutMs: number): Promise<FuzzOutcome> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs * 3)))
  const options: InjectOptions = { method: request.method, url: request.url, headers: request.headers }
  if (request.payload !== undefined) options.payload = request.payload
  const res = await Promise.race([app.inject(options), timeout])
  clearTimeout(timer)
  const ms = Math.round(performance.now() - started)
  if (res === 'timeout') return { request, status: 0, ms, problem: `no answer within ${timeoutMs * 3} ms` }
  const problem = judge(request, res.statusCode, String(res.headers['content-type'] ?? ''), res.body, ms, timeoutMs)
  return { request, status: res.statusCode, ms, ...(problem ? { problem, body: res.body.slice(0, 500) } : {}) }
}

/** A request as one line, short enough to read: long payloads and values are cut. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text)
  const payload =
    request.payload === undefined
      ? ''
      : ` body=${cut(Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload)}`
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'authorization')
    .map(([name, value]) => `${name}: ${cut(value)}`)
    .join('; ')
  return `[${request.mutation}] ${request.method} ${cut(request.url)}${headers ? ` {${headers}}` : ''}${payload}`
}
