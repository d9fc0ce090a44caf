import assert from 'node:assert/strict'
import { once } from 'node:events'
import { createServer } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { test, type TestContext } from 'node:test'
import { buildTestApp, call, testEnv } from '../../../test/helpers/app.ts'
import { loadConfig, ConfigError } from '../../config.ts'

interface OtlpValue {
  stringValue?: string
  intValue?: number | string
}

interface OtlpSpan {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  /** 1 internal, 2 server, 3 client. */
  kind: number
  attributes: { key: string; value: OtlpValue }[]
}

const SERVER = 2
const CLIENT = 3

function attribute(span: OtlpSpan, key: string): string | number | undefined {
  const value = span.attributes.find((a) => a.key === key)?.value
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue))
}

/** An OTLP/HTTP collector in the test: takes JSON at /v1/traces, keeps the spans and their service names. */
async function startCollector(t: TestContext) {
  const spans: OtlpSpan[] = []
  const services = new Set<string>()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      assert.equal(request.url, '/v1/traces')
      assert.match(String(request.headers['content-type']), /^application\/json/)
      const raw = Buffer.concat(chunks)
      const body = JSON.parse((request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')) as {
        resourceSpans: { resource: { attributes: { key: string; value: OtlpValue }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[]
      }
      for (const resource of body.resourceSpans) {
        const name = resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue
        if (name) services.add(name)
        for (const scope of resource.scopeSpans) spans.push(...scope.spans)
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`, spans, services }
}

test('OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL', () => {
  assert.throws(() => loadConfig(testEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })), ConfigError)
  assert.equal(loadConfig(testEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).tracing.otlpEndpoint, 'http://collector:4318')
  assert.equal(loadConfig(testEnv({})).tracing.otlpEndpoint, undefined)
})

test('with an OTLP endpoint, requests and their database queries arrive there as spans of one trace', async (t) => {
  const collector = await startCollector(t)
  const ctx = await buildTestApp(undefined, {
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_SERVICE_NAME: 'recruiting-under-test' },
  })
  let closed = false
  t.after(() => closed || ctx.close())
  // A caller's trace is continued: the request's span joins it.
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
  const res = await call(ctx.app, 'POST', '/api/v1/auth/login', {
    body: { email: 'nobody@example.com', password: 'not the password' },
    headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
  })
  assert.equal(res.statusCode, 401, res.body)
  assert.equal((await call(ctx.app, 'GET', '/healthz')).statusCode, 200)
  // Closing the app sends what is buffered.
  await ctx.close()
  closed = true

  assert.deepEqual([...collector.services], ['recruiting-under-test'])
  const request = collector.spans.find((s) => s.kind === SERVER && attribute(s, 'http.route') === '/api/v1/auth/login')
  assert.ok(request, `a server span for the login; got ${collector.spans.map((s) => s.name).join(', ')}`)
  assert.equal(request.traceId, traceId)
  assert.equal(attribute(request, 'http.response.status_code'), 401)
  assert.equal(attribute(request, 'http.request.method'), 'POST')

  const queries = collector.spans.filter((s) => s.kind === CLIENT && s.traceId === traceId)
  const lookup = queries.find((s) => /\bfrom "users"/i.test(String(attribute(s, 'db.query.text'))))
  assert.ok(
    lookup,
    `a query span reading users in the request's trace; got ${queries.map((s) => attribute(s, 'db.query.text')).join(' | ')}`,
  )
  assert.equal(lookup.name, 'SELECT')
  assert.equal(attribute(lookup, 'db.system.name'), 'postgresql')
  assert.doesNotMatch(String(attribute(lookup, 'db.query.text')), /nobody@example\.com/, 'values stay out of the span')
  // Its parent is the request's span or one of the spans under it (the handler's).
  const byId = new Map(collector.spans.map((s) => [s.spanId, s]))
  let parent = lookup.parentSpanId ? byId.get(lookup.parentSpanId) : undefined
  while (parent && parent !== request) parent = parent.parentSpanId ? byId.get(parent.parentSpanId) : undefined
  assert.equal(parent, request, 'the query hangs under the request')

  assert.ok(!collector.spans.some((s) => attribute(s, 'http.route') === '/healthz'), 'probes are not traced')
})
