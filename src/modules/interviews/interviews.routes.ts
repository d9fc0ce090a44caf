import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { actorOf } from '../../platform/auth/principal.ts'
import { ALL_ROLES, RECRUITING } from '../../platform/auth/roles.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { errorResponses, IdParams } from '../../platform/schemas.ts'
import { interviewSlotsPublicRoutes } from './interviews.public-routes.ts'
import {
  CreateInterviewBody,
  CreateScheduleLinkBody,
  Interview,
  InterviewListQuery,
  InterviewPage,
  InterviewStatusBody,
  ScheduleLink,
  UpdateInterviewBody,
} from './interviews.schemas.ts'
import type { InterviewsService } from './interviews.service.ts'
import type { SelfSchedulingService } from './self-scheduling.service.ts'

const TAGS = ['Interviews']
const read = { access: ALL_ROLES }
const write = { access: RECRUITING }
const unmodifiedSince = 'Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the interview changed since).'
const precondition = (request: FastifyRequest) => readUnmodifiedSince(request.headers['if-unmodified-since'])
const DOUBLE_BOOKING =
  'An interviewer who already has a scheduled or rescheduled interview overlapping `[scheduled_at, scheduled_at + duration_minutes)` ' +
  'makes it 409, with a detail naming the interviewer and the time taken, unless `force` is true.'
const INTERVIEWER_VIEW = 'An interviewer sees only the interviews they are on; others answer 404.'

export const interviewsRoutes: FastifyPluginAsyncTypebox<{ interviews: InterviewsService; selfScheduling: SelfSchedulingService }> = async (
  app,
  { interviews, selfScheduling },
) => {
  app.get(
    '/interviews',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'List interviews, newest first',
        description:
          '`from` is inclusive and `to` exclusive, both on `scheduled_at`, so future days can be listed. A bare date means that day ' +
          `in Vietnam time: \`from\` its start, \`to\` its end. ${INTERVIEWER_VIEW}`,
        querystring: InterviewListQuery,
        response: { 200: InterviewPage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      return interviews.list(actorOf(request), filter, { page, page_size })
    },
  )

  app.post(
    '/interviews',
    {
      config: { ...write, rateLimit: 'sensitive' },
      schema: {
        tags: TAGS,
        summary: 'Schedule an interview for an application',
        description:
          '`round_number` defaults to the highest round of the application’s interviews plus one. 422 at `body.application_id` ' +
          'for an application the company does not have (unknown or removed), and at `body.interviewer_ids` for an id that is not ' +
          `an active member; 409 when the application is not active. ${DOUBLE_BOOKING}`,
        body: CreateInterviewBody,
        response: { 201: Interview, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await interviews.create(actorOf(request), request.body)),
  )

  app.post(
    '/interviews/self-schedule-links',
    {
      config: { ...write, rateLimit: 'sensitive' },
      schema: {
        tags: TAGS,
        summary: 'Offer the candidate start times to pick from through a link',
        description:
          'The token is shown only in this answer. The candidate opens `url` (GET and POST /public/interview-slots/{token}) and ' +
          'books one time once; the link expires at `expires_at` (7 days when omitted). 422 for past or repeated slots and as on ' +
          'POST /interviews for the application and interviewers; 409 when the application is not active.',
        body: CreateScheduleLinkBody,
        response: { 201: ScheduleLink, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await selfScheduling.createScheduleLink(actorOf(request), request.body)),
  )

  app.get(
    '/interviews/:id',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Get one interview',
        description: INTERVIEWER_VIEW,
        params: IdParams,
        response: { 200: Interview, ...errorResponses(404, 422) },
      },
    },
    async (request) => interviews.get(actorOf(request), request.params.id),
  )

  app.put(
    '/interviews/:id',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Update an interview; only the fields sent change',
        description:
          'A different `scheduled_at` marks the interview rescheduled. Time, duration and interviewers change only while it is ' +
          'scheduled or rescheduled (409 otherwise), and are checked for double booking again (the interview itself aside). ' +
          `Round, location, meeting link and comments can change at any time. ${DOUBLE_BOOKING} ${unmodifiedSince}`,
        params: IdParams,
        body: UpdateInterviewBody,
        response: { 200: Interview, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) => interviews.update(actorOf(request), request.params.id, request.body, precondition(request)),
  )

  app.post(
    '/interviews/:id/status',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Complete, cancel or mark an interview as a no-show',
        description:
          'Only a scheduled or rescheduled interview moves, and only to completed, cancelled or no_show; every other move is 409. ' +
          '`result` and `rating` only with completed (422 otherwise). ' +
          unmodifiedSince,
        params: IdParams,
        body: InterviewStatusBody,
        response: { 200: Interview, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) => interviews.changeStatus(actorOf(request), request.params.id, request.body, precondition(request)),
  )

  await app.register(interviewSlotsPublicRoutes, { selfScheduling })
}
