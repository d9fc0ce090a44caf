import type { FastifyRequest } from 'fastify'

/** The Data API key that opened a request: the tenant whose data it reads, and the key itself for limits. */
export interface DataApiCaller {
  tenantId: string
  keyId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the Data API guard on routes with `access: 'api-key'`; null everywhere else. */
    dataApiCaller: DataApiCaller | null
  }
}

/** The caller of a Data API route; the guard has run, so a missing one is a wiring mistake. */
export function dataApiCallerOf(request: FastifyRequest): DataApiCaller {
  if (!request.dataApiCaller) throw new Error('Data API route reached without a verified key')
  return request.dataApiCaller
}
