import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { RECRUITING } from '../../platform/auth/roles.ts'
import { errorResponses, IdParams } from '../../platform/schemas.ts'
import { EmailListQuery, EmailMessage, EmailMessagePage, SendEmailBody } from './emails.schemas.ts'
import type { EmailsService } from './emails.service.ts'

const TAGS = ['E-mail']
// Messages name candidates and say what they were told: recruiting work, like the templates.
const recruiting = { access: RECRUITING }

export const emailsRoutes: FastifyPluginAsyncTypebox<{ emails: EmailsService }> = async (app, { emails }) => {
  app.post(
    '/emails',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'Send an e-mail to a candidate',
        description:
          'Renders the template (`template_id`), or the `subject` and `body_html` given, with the candidate’s values, ' +
          'stores the message and queues it: 202 with the message `queued`. A background worker hands it to the mail server ' +
          '(`SMTP_URL`; without one it is written as an `.eml` file under the data folder): `sent`, or `failed` with the ' +
          'server’s reply in `error`. A temporary failure (4xx, no connection) is tried again after about 30 s, 2 min, 10 min, ' +
          '30 min, 1 h, 2 h, 4 h and 8 h; a refusal for good (5xx) fails at once. The HTML part carries a 1x1 tracking image ' +
          '(see `opened_at`, `open_count`) and the message a plain-text part made from the HTML. ' +
          'A candidate without an e-mail address, anonymized or blacklisted is 422 with the reason, and nothing is queued; ' +
          'so is an application that is not the candidate’s.',
        body: SendEmailBody,
        response: { 202: EmailMessage, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => reply.code(202).send(await emails.send(actorOf(request), request.body)),
  )

  app.get(
    '/emails',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'List the e-mails sent to candidates, newest first',
        description:
          'A candidate’s mail is `?candidate_id=…`, an application’s `?application_id=…`; acknowledgements of career-page ' +
          'applications are listed with the rest. Invitations of new members are not candidate mail and are not listed. ' +
          'Recruiters and admins read them, as they send them: hiring managers and interviewers do not (403).',
        querystring: EmailListQuery,
        response: { 200: EmailMessagePage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      return emails.list(actorOf(request), filter, { page, page_size })
    },
  )

  app.get(
    '/emails/:id',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'One e-mail, with its delivery state',
        params: IdParams,
        response: { 200: EmailMessage, ...errorResponses(404, 422) },
      },
    },
    async (request) => emails.get(actorOf(request), request.params.id),
  )
}
