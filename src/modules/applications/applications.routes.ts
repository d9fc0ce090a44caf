import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { actorOf } from '../../platform/auth/principal.ts'
import { ALL_ROLES, JOB_READERS, RECRUITING } from '../../platform/auth/roles.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { errorResponses, IdParams, NoContent } from '../../platform/schemas.ts'
import { BulkResults } from '../jobs/jobs.schemas.ts'
import {
  Application,
  ApplicationListQuery,
  ApplicationPage,
  BulkMoveBody,
  BulkStatusBody,
  CreateApplicationBody,
  HistoryQuery,
  MoveBody,
  NoteBody,
  StatusBody,
  Transition,
  TransitionPage,
} from './applications.schemas.ts'
import type { ApplicationsService } from './applications.service.ts'

const TAGS = ['Applications']
const read = { access: JOB_READERS }
// Interviewers also read the records behind the interviews they are on (404 for the rest).
const readBehindInterviews = { access: ALL_ROLES }
const write = { access: RECRUITING }
const unmodifiedSince = 'Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the application changed since).'
const precondition = (request: FastifyRequest) => readUnmodifiedSince(request.headers['if-unmodified-since'])

const HISTORY_RULES =
  'Each change writes one row of the history. Stage columns are filled when the stage changed and status columns when the ' +
  'status changed; an `initial` row has only the `to_` side, a `note` row neither.'

export const applicationsRoutes: FastifyPluginAsyncTypebox<{ applications: ApplicationsService }> = async (app, { applications }) => {
  app.get(
    '/applications',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'List applications, newest first',
        description:
          '`source` matches the candidate’s source for applications without one of their own. Removed applications are never listed.',
        querystring: ApplicationListQuery,
        response: { 200: ApplicationPage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      return applications.list(actorOf(request), filter, { page, page_size })
    },
  )

  app.post(
    '/applications',
    {
      config: { ...write, rateLimit: 'sensitive' },
      schema: {
        tags: TAGS,
        summary: 'Put a candidate on a job',
        description:
          'Starts in `stage_id` or the job’s first stage (never the hired stage), status active, with an `initial` history row. ' +
          '`source` defaults to the candidate’s source. 422 at `body.job_id` / `body.candidate_id` for ids the company does not have; ' +
          '409 when the job is closed or deleted, or the candidate already has an application on it that was not removed.',
        body: CreateApplicationBody,
        response: { 201: Application, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await applications.create(actorOf(request), request.body)),
  )

  app.post(
    '/applications/bulk-move',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Move several applications to one stage; each is applied on its own',
        description: 'Each result carries the status code the single move would have answered.',
        body: BulkMoveBody,
        response: { 200: BulkResults, ...errorResponses(422) },
      },
    },
    async (request) => applications.bulkMove(actorOf(request), request.body),
  )

  app.post(
    '/applications/bulk-status',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Change the status of several applications; each is applied on its own',
        description:
          'An unknown rejection reason, or a missing one when the company’s settings require it (`require_rejection_reason`), ' +
          'refuses the whole request (422); other refusals are per item.',
        body: BulkStatusBody,
        response: { 200: BulkResults, ...errorResponses(422) },
      },
    },
    async (request) => applications.bulkStatus(actorOf(request), request.body),
  )

  app.get(
    '/applications/:id',
    {
      config: readBehindInterviews,
      schema: {
        tags: TAGS,
        summary: 'Get one application',
        params: IdParams,
        response: { 200: Application, ...errorResponses(404, 422) },
      },
    },
    async (request) => applications.get(actorOf(request), request.params.id),
  )

  app.delete(
    '/applications/:id',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Remove an application: kept with status removed, never shown again',
        description: 'The candidate may apply to the same job again afterwards.',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      await applications.remove(actorOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/applications/:id/move',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Move an active application to another stage of its job',
        description:
          'Writes a `stage_move` history row. Moving into the terminal hired stage also sets status hired and `hired_date`. ' +
          'Moving to the stage it is in answers 200 unchanged. 422 for a stage of another job; 409 unless the application is active. ' +
          unmodifiedSince,
        params: IdParams,
        body: MoveBody,
        response: { 200: Application, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) => applications.move(actorOf(request), request.params.id, request.body, precondition(request)),
  )

  app.post(
    '/applications/:id/status',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Hire, reject or reactivate an application',
        description:
          'Writes a `status_change` history row. `rejected` sets `rejected_date` and takes an optional `rejection_reason_code` from ' +
          'GET /rejection-reasons (422 when unknown, or when it is left out and the company’s settings require it: ' +
          '`require_rejection_reason` of GET /settings/tenant); `hired` sets `hired_date` and puts the application in the hired stage; ' +
          '`active` keeps the stage. ' +
          'The outcome fields of the status left (hired_date, or rejected_date and the reason) are cleared: the history keeps them. ' +
          'The same status answers 200 unchanged. ' +
          unmodifiedSince,
        params: IdParams,
        body: StatusBody,
        response: { 200: Application, ...errorResponses(404, 412, 422) },
      },
    },
    async (request) => applications.changeStatus(actorOf(request), request.params.id, request.body, precondition(request)),
  )

  app.post(
    '/applications/:id/notes',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Add a note to the application’s history',
        description: `Answers 201 with the \`note\` history row; the application itself (and its \`updated_at\`) does not change. ${unmodifiedSince}`,
        params: IdParams,
        body: NoteBody,
        response: { 201: Transition, ...errorResponses(404, 412, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await applications.addNote(actorOf(request), request.params.id, request.body.notes, precondition(request))),
  )

  app.get(
    '/applications/:id/history',
    {
      config: readBehindInterviews,
      schema: {
        tags: TAGS,
        summary: 'The application’s history, oldest first',
        description: `Fields as in the Data API stage-transitions table. ${HISTORY_RULES}`,
        params: IdParams,
        querystring: HistoryQuery,
        response: { 200: TransitionPage, ...errorResponses(404, 422) },
      },
    },
    async (request) => applications.history(actorOf(request), request.params.id, request.query),
  )
}
