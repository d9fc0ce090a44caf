import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { JOB_READERS, RECRUITING } from '../../platform/auth/roles.ts'
import { errorResponses, NoContent } from '../../platform/schemas.ts'
import { AddToTalentPoolBody, CandidateIdParams, TalentPoolEntry, TalentPoolListQuery, TalentPoolPage } from './talent-pool.schemas.ts'
import type { TalentPoolService } from './talent-pool.service.ts'

const TAGS = ['Talent pool']

export const talentPoolRoutes: FastifyPluginAsyncTypebox<{ talentPool: TalentPoolService }> = async (app, { talentPool }) => {
  app.get(
    '/talent-pool',
    {
      // Whoever reads candidates reads the pool.
      config: { access: JOB_READERS },
      schema: {
        tags: TAGS,
        summary: 'List the talent pool, newest entries first; search by candidate name, e-mail, phone or code',
        querystring: TalentPoolListQuery,
        response: { 200: TalentPoolPage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      return talentPool.list(actorOf(request), filter, { page, page_size })
    },
  )

  app.post(
    '/talent-pool',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'Add a candidate to the talent pool',
        description: 'An unknown or deleted candidate is 422 on `candidate_id`; a candidate already in the pool, or anonymized, is 409.',
        body: AddToTalentPoolBody,
        response: { 201: TalentPoolEntry, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await talentPool.add(actorOf(request), request.body)),
  )

  app.delete(
    '/talent-pool/:candidate_id',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'Take a candidate out of the talent pool (the candidate stays)',
        params: CandidateIdParams,
        response: { 204: NoContent, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      await talentPool.remove(actorOf(request), request.params.candidate_id)
      return reply.code(204).send(null)
    },
  )
}
