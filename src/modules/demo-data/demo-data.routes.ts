import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { ADMIN } from '../../platform/auth/roles.ts'
import { errorResponses, NoContent } from '../../platform/schemas.ts'
import { DemoSummary, FillDemoQuery } from './demo-data.schemas.ts'
import type { DemoDataService } from './demo-data.service.ts'

const TAGS = ['Demo data']

export const demoDataRoutes: FastifyPluginAsyncTypebox<{ demoData: DemoDataService }> = async (app, { demoData }) => {
  app.post(
    '/settings/demo-data',
    {
      config: { access: ADMIN, rateLimit: 'sensitive' },
      schema: {
        tags: TAGS,
        summary: 'Fill the company with an 18-month demo history (sample data, is_demo = true)',
        description:
          'Adds demo members (recruiters, a hiring manager, interviewers; they cannot sign in), a "Tech hiring" pipeline template, ' +
          'and jobs, candidates, applications with their stage history, interviews, evaluations and offers spread over the last ' +
          '18 months, written through the import code path. Every row is marked `is_demo`; the Data API leaves them out with ' +
          '`include_demo=false`. `scale` makes it smaller (0.1: a tenth). Takes about ten seconds at full size. Answers the ' +
          'counts written. 409 while demo data is present (remove it first).',
        querystring: FillDemoQuery,
        response: { 201: DemoSummary, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await demoData.fill(actorOf(request), { scale: request.query.scale })),
  )

  app.delete(
    '/settings/demo-data',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Remove every demo row of the company for good',
        description:
          'Hard-deletes the demo jobs, candidates, applications and everything attached to them, the demo members, and the demo ' +
          'pipeline template unless a real job uses it. Real records are never touched: when one is tied to a demo record ' +
          '(a real application on a demo job, a real candidate merged into a demo one, a real interview with a demo interviewer, …) ' +
          'nothing is removed and the 409 says what ties them. 204 also when there is no demo data.',
        response: { 204: NoContent, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await demoData.remove(actorOf(request))
      return reply.code(204).send(null)
    },
  )
}
