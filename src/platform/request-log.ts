import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * One JSON line per request, written when it completes, carrying the request id and the tenant
 * and user behind it. Headers and bodies are never logged, so neither are tokens or passwords.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'request_id' })
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      tenant_id: request.principal?.tenantId,
      user_id: request.principal?.userId,
    }
    if (error) request.log.error({ ...line, err: error }, 'request failed')
    else request.log.info(line, 'request')
  }
}
