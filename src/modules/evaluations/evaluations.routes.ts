import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { actorOf } from '../../platform/auth/principal.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { errorResponses, IdParams } from '../../platform/schemas.ts'
import { CreateEvaluationBody, Evaluation, EvaluationListQuery, EvaluationPage, UpdateEvaluationBody } from './evaluations.schemas.ts'
import type { EvaluationsService } from './evaluations.service.ts'

const TAGS = ['Evaluations']
const unmodifiedSince = 'Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the evaluation changed since).'
const precondition = (request: FastifyRequest) => readUnmodifiedSince(request.headers['if-unmodified-since'])

const VISIBILITY =
  'Admins, recruiters and hiring managers see every evaluation; an interviewer sees those they recorded or are the evaluator of ' +
  '(others answer 404). Evaluations of an application removed from its job are gone with it.'

export const evaluationsRoutes: FastifyPluginAsyncTypebox<{ evaluations: EvaluationsService }> = async (app, { evaluations }) => {
  app.get(
    '/evaluations',
    {
      schema: {
        tags: TAGS,
        summary: 'List evaluations, newest first',
        description: `${VISIBILITY} \`submitted=false\` lists drafts (no \`evaluated_at\`).`,
        querystring: EvaluationListQuery,
        response: { 200: EvaluationPage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      return evaluations.list(actorOf(request), filter, { page, page_size })
    },
  )

  app.post(
    '/evaluations',
    {
      config: { rateLimit: 'sensitive' },
      schema: {
        tags: TAGS,
        summary: 'Record an evaluation of an application as a draft',
        description:
          'The draft has no `evaluated_at` until POST /evaluations/{id}/submit. Internal (default): the evaluator is the caller ' +
          'unless an admin or recruiter names another active member (`evaluator_id`); hiring managers and interviewers may name ' +
          'only themselves (403). External: only admins and recruiters, with `evaluator_name` and no `evaluator_id`. ' +
          'An interviewer may evaluate only applications they interview on (404 otherwise). `overall_rating` and criterion ' +
          'scores lie within 1…`rating_scale` (default 5); `weighted_score` is computed, never sent. 422 at `body.application_id` ' +
          'for an application the company does not have (or removed), at `body.interview_id` for an interview of another ' +
          'application and at `body.stage_id` for a stage of another job.',
        body: CreateEvaluationBody,
        response: { 201: Evaluation, ...errorResponses(403, 404, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await evaluations.create(actorOf(request), request.body)),
  )

  app.get(
    '/evaluations/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Get one evaluation',
        description: VISIBILITY,
        params: IdParams,
        response: { 200: Evaluation, ...errorResponses(404, 422) },
      },
    },
    async (request) => evaluations.get(actorOf(request), request.params.id),
  )

  app.put(
    '/evaluations/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Change an evaluation; only the fields sent change',
        description:
          'A draft may be changed by whoever recorded it, its evaluator, admins and recruiters. A submitted evaluation only by its ' +
          'own internal evaluator (nobody else, admins included: 403), or, when external, by whoever recorded it; it must keep ' +
          'an `overall_rating` or `criteria_scores` and a `result`. `weighted_score` follows `criteria_scores`; a new ' +
          '`rating_scale` is checked against the ratings already recorded. The evaluator cannot change; `evaluator_name` only ' +
          'on external evaluations. ' +
          unmodifiedSince,
        params: IdParams,
        body: UpdateEvaluationBody,
        response: { 200: Evaluation, ...errorResponses(403, 404, 412, 422) },
      },
    },
    async (request) => evaluations.update(actorOf(request), request.params.id, request.body, precondition(request)),
  )

  app.post(
    '/evaluations/:id/submit',
    {
      schema: {
        tags: TAGS,
        summary: 'Submit a draft evaluation: sets evaluated_at',
        description:
          'Allowed to whoever recorded it, its evaluator, admins and recruiters. Needs an `overall_rating` or `criteria_scores` ' +
          '(422 naming both); `result` becomes `pending` when unset. A submitted evaluation answers 409. ' +
          unmodifiedSince,
        params: IdParams,
        response: { 200: Evaluation, ...errorResponses(403, 404, 409, 412, 422) },
      },
    },
    async (request) => evaluations.submit(actorOf(request), request.params.id, precondition(request)),
  )
}
