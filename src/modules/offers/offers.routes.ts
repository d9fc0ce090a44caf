import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { actorOf } from '../../platform/auth/principal.ts'
import { JOB_READERS, RECRUITING } from '../../platform/auth/roles.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { errorResponses, IdParams } from '../../platform/schemas.ts'
import { CancelBody, CreateOfferBody, Offer, OfferListQuery, OfferPage, RespondBody, ReviseOfferBody } from './offers.schemas.ts'
import type { OffersService } from './offers.service.ts'

const TAGS = ['Offers']
const read = { access: JOB_READERS }
const write = { access: RECRUITING }
const precondition = (request: FastifyRequest) => readUnmodifiedSince(request.headers['if-unmodified-since'])
const UNMODIFIED_SINCE = 'Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the offer changed since).'
const LATEST_ONLY = 'Only the latest version of an application’s offer accepts actions (409 on an older one).'
const EXPIRY =
  'A pending offer whose `expiry_date` has passed reads as `declined`, `decline_reason_code` `no_response`, ' +
  '`responded_at` = `expiry_date`, everywhere (the `status` filter included); it no longer accepts a response.'

export const offersRoutes: FastifyPluginAsyncTypebox<{ offers: OffersService }> = async (app, { offers }) => {
  app.get(
    '/offers',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'List offers, every version, newest first',
        description: `Every version is an item; \`latest_only\` keeps the highest version of each application. ${EXPIRY}`,
        querystring: OfferListQuery,
        response: { 200: OfferPage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      return offers.list(actorOf(request), filter, { page, page_size })
    },
  )

  app.post(
    '/offers',
    {
      config: { ...write, rateLimit: 'sensitive' },
      schema: {
        tags: TAGS,
        summary: 'Send the first offer of an application',
        description:
          'Version 1, status pending, a new `offer_number` (`OFF-YYYY-NNNN`), `sent_at` now. `job_title` and `department` ' +
          'default to the job’s. 422 at `body.application_id` for an application the company does not have (or removed); ' +
          '409 when the application is not active, or already has an offer (revise its latest version instead).',
        body: CreateOfferBody,
        response: { 201: Offer, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await offers.create(actorOf(request), request.body)),
  )

  app.get(
    '/offers/:id',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Get one version of an offer',
        description: EXPIRY,
        params: IdParams,
        response: { 200: Offer, ...errorResponses(404, 422) },
      },
    },
    async (request) => offers.get(actorOf(request), request.params.id),
  )

  app.post(
    '/offers/:id/revise',
    {
      config: { ...write, rateLimit: 'sensitive' },
      schema: {
        tags: TAGS,
        summary: 'Send a new version of the offer',
        description:
          'Answers 201 with the new version: `version` + 1, a new `offer_number`, the terms of this version with the sent ones ' +
          'applied (null clears one), status pending, `sent_at` now. This version, when pending, becomes cancelled (with no ' +
          'cancel reason: it was superseded); a declined or cancelled one stays as it is, so a counter-offer after a refusal is ' +
          'possible. An accepted offer cannot be revised (409). A copied `expiry_date` that has passed is a 422: send a new one ' +
          `or null. Send \`{}\` to re-issue the same terms. ${LATEST_ONLY} ${UNMODIFIED_SINCE}`,
        params: IdParams,
        body: ReviseOfferBody,
        response: { 201: Offer, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await offers.revise(actorOf(request), request.params.id, request.body, precondition(request))),
  )

  app.post(
    '/offers/:id/respond',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Record the candidate’s answer: accepted or declined',
        description:
          'Only a pending offer (409 otherwise, an expired one included). Sets `responded_at`. `decline_reason_code` is required ' +
          'with declined and not allowed with accepted. Accepting sets the application’s `offer_accepted_at`. ' +
          `${LATEST_ONLY} ${UNMODIFIED_SINCE}`,
        params: IdParams,
        body: RespondBody,
        response: { 200: Offer, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) => offers.respond(actorOf(request), request.params.id, request.body, precondition(request)),
  )

  app.post(
    '/offers/:id/cancel',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Withdraw a pending offer',
        description: `Only a pending offer (409 otherwise). ${LATEST_ONLY} ${UNMODIFIED_SINCE}`,
        params: IdParams,
        body: CancelBody,
        response: { 200: Offer, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) => offers.cancel(actorOf(request), request.params.id, request.body.cancel_reason_code, precondition(request)),
  )
}
