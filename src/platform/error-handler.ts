import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError, ValidationFailed, type ValidationIssue } from './errors.ts'
import { JsonNotReadable } from './input-guard.ts'
import { toValidationIssues } from './validation.ts'

function send422(reply: FastifyReply, issues: ValidationIssue[]) {
  return reply.code(422).send({ detail: issues })
}

/** Fastify's own errors for a body it could not read, mapped to what the API promises. */
const FRAMEWORK_ERRORS: Record<string, (error: FastifyError) => { status: number; issues?: ValidationIssue[]; detail?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({
    status: 422,
    issues: [{ loc: ['body'], msg: 'Body is not valid JSON', type: 'json_invalid' }],
  }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({
    status: 422,
    issues: [{ loc: ['body'], msg: 'Body is empty; a JSON object is expected', type: 'missing' }],
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: () => ({ status: 413, detail: 'Request body is too large' }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (error) => ({ status: 415, detail: error.message }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({ status: 400, detail: 'Content-Length does not match the body' }),
}

/**
 * Errors Fastify's router raises before any route or hook runs (the `frameworkErrors` server
 * option), which it would otherwise answer in its own shape. A path segment longer than the
 * router's `maxParamLength` names no record (ids and codes are far shorter): 404, like an id that
 * is not there. The request id header is set here, as no hook runs for these requests.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id)
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(404).send({ detail: 'Not found: a segment of the path is too long to name anything' })
    return
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send({ detail: 'The path is not valid: it holds a malformed percent-escape' })
    return
  }
  request.log.error({ err: error }, 'unhandled router error')
  reply.code(500).send({ detail: 'Internal Server Error' })
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationFailed | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ValidationFailed) return send422(reply, error.issues)
    if (error instanceof JsonNotReadable) return send422(reply, [{ loc: ['body'], msg: error.detail, type: error.type }])
    if (error instanceof HttpError) {
      reply.headers(error.headers)
      return reply.code(error.statusCode).send({ detail: error.detail })
    }
    const fastifyError = error as FastifyError
    if (fastifyError.validation) {
      return send422(reply, toValidationIssues(fastifyError.validation as never, fastifyError.validationContext))
    }
    const mapped = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined
    if (mapped) {
      const { status, issues, detail } = mapped(fastifyError)
      return issues ? send422(reply, issues) : reply.code(status).send({ detail })
    }
    const status = fastifyError.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: fastifyError.message })
    }
    // A 500 says nothing about its cause; the log line with the request id does.
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ detail: 'Internal Server Error' })
  })

  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` })
  })
}
