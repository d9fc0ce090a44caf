import { FastifyOtelInstrumentation } from '@fastify/otel'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import type { FastifyPluginCallback } from 'fastify'
import { QuerySpans } from './query-spans.ts'

/** Probes and scrapes come every few seconds and say nothing about the service's work. */
const UNTRACED_PATHS = /^\/(healthz|readyz|metrics)(\?|$)/

export interface Tracing {
  /** Registered first on the app: a span per request, and one per hook and handler within it. */
  requestSpans: FastifyPluginCallback
  /** Added to the app's database handle: a span per query (see QuerySpans). */
  querySpans: QuerySpans
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>
}

/**
 * Traces of requests and database queries, sent to an OpenTelemetry collector over OTLP/HTTP
 * (JSON). Both come from the app itself (the @fastify/otel plugin, a Kysely plugin) rather than
 * from patching `http` and `pg` when they are loaded, so no preload step is needed: the same
 * code traces under tsx, from dist/, and on the embedded database. A `traceparent` header from
 * a caller is continued. OTEL_EXPORTER_OTLP_HEADERS (a collector's API key, say) is read by the
 * exporter itself.
 */
export function startTracing(settings: { otlpEndpoint: string; serviceName: string }): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.otlpEndpoint}/v1/traces` }))],
  })
  // Puts the async context manager and the W3C propagator in place, which spans need to find
  // their parent and a caller's trace. Process-wide: an app built second in one process (tests)
  // keeps the first one's, which work the same; each app still sends through its own provider.
  provider.register()
  const instrumentation = new FastifyOtelInstrumentation({ ignorePaths: ({ url }) => UNTRACED_PATHS.test(url) })
  instrumentation.setTracerProvider(provider)
  return {
    requestSpans: instrumentation.plugin(),
    querySpans: new QuerySpans(provider.getTracer('recruiting-service/database')),
    async shutdown() {
      instrumentation.disable()
      await provider.shutdown()
    },
  }
}
