import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError, ValidationFailed } from '../../platform/errors.ts'
import { refusalOf, submittedValues, type Refusal } from './apply-form.ts'
import type { CareersSiteService } from './careers-site.service.ts'
import type { Pages } from './pages.tsx'

/** The route of the application form's POST (careers-site.routes.ts): its refusals send the form back, not an error page. */
const APPLY_ROUTE = '/careers/:subdomain/jobs/:slug'

function statusOf(error: unknown): number {
  if (error instanceof ValidationFailed) return 422
  if (error instanceof HttpError) return error.statusCode
  const fastifyError = error as FastifyError
  if (fastifyError.validation) return 422
  const status = fastifyError.statusCode ?? 500
  return status >= 400 && status < 600 ? status : 500
}

/**
 * The career site's error handler and 404 page: every error is a page in the visitor's language,
 * never the API's JSON. A refused application (a field to mend, CSRF, a CV too large or of the
 * wrong kind, the same e-mail again) returns the form with what was typed and each message beside
 * its field, whichever step refused it: the upload step, the CSRF check or the submission.
 */
export function createErrorPages(pages: Pages, careersSite: CareersSiteService) {
  function messagePage(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const ctx = request.careersPage ?? pages.contextFor(request, null)
    const { t } = ctx
    const status = statusOf(error)
    if (error instanceof HttpError) reply.headers(error.headers)
    if (status === 404) return pages.message(reply, ctx, t.notFoundTitle, t.notFound, 404)
    if (status === 429) {
      const seconds = error instanceof HttpError ? (error.headers['retry-after'] ?? '60') : '60'
      return pages.message(reply, ctx, t.tooManyTitle, t.tooMany(seconds), 429)
    }
    if (status >= 500) {
      // A 500 says nothing about its cause; the log line with the request id does.
      request.log.error({ err: error }, 'unhandled error')
      return pages.message(reply, ctx, t.serverErrorTitle, t.serverError, 500)
    }
    return pages.message(reply, ctx, t.badRequestTitle, t.badRequest, status)
  }

  /** The job's page again, its form holding what was sent and saying what to mend. */
  async function formAgain(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
    const { subdomain, slug } = request.params as { subdomain: string; slug: string }
    const ctx = await pages.openSite(request, subdomain)
    const job = await careersSite.job(ctx.site, slug)
    const cvSent = Boolean(request.form?.file?.bytes.length)
    return pages.jobPage(reply, ctx, job, { ...refusal.state, values: submittedValues(request.form), cvNotKept: cvSent }, refusal.status)
  }

  return {
    async onError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
      const applying = request.method === 'POST' && request.routeOptions.url === APPLY_ROUTE
      const refusal = applying ? refusalOf(error, pages.contextFor(request, null).t) : undefined
      if (refusal) {
        try {
          return await formAgain(request, reply, refusal)
        } catch (notShown) {
          // The page or the job is gone (404): that is the answer now.
          return messagePage(notShown, request, reply)
        }
      }
      return messagePage(error, request, reply)
    },

    async notFound(request: FastifyRequest, reply: FastifyReply) {
      const ctx = pages.contextFor(request, null)
      return pages.message(reply, ctx, ctx.t.notFoundTitle, ctx.t.notFound, 404)
    },
  }
}
