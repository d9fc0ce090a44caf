import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../platform/schemas.ts'
import { BookedSlot, BookSlotBody, OfferedSlots, SlotTokenParams } from './interviews.schemas.ts'
import type { SelfSchedulingService } from './self-scheduling.service.ts'

const TAGS = ['Public']
const open = { access: 'public', rateLimit: 'public' } as const

/** The candidate's side of self-scheduling: the link's token is the only credential. */
export const interviewSlotsPublicRoutes: FastifyPluginAsyncTypebox<{ selfScheduling: SelfSchedulingService }> = async (
  app,
  { selfScheduling },
) => {
  app.get(
    '/public/interview-slots/:token',
    {
      config: open,
      schema: {
        tags: TAGS,
        summary: 'The interview times a self-scheduling link offers that are still free',
        description: 'Lists offered times in the future at which no interviewer is booked. 404 for unknown, expired or used links.',
        security: [],
        params: SlotTokenParams,
        response: { 200: OfferedSlots, ...errorResponses(404, 422) },
      },
    },
    async (request) => selfScheduling.offeredSlots(request.params.token),
  )

  app.post(
    '/public/interview-slots/:token',
    {
      config: open,
      schema: {
        tags: TAGS,
        summary: 'Book one of the offered interview times',
        description:
          'Creates the interview (`is_self_schedule` true) and uses up the link. 404 for an unknown or expired link or a time it ' +
          'does not offer; 409 when the link was used already, the time has passed or is no longer free, or the application is ' +
          'no longer active.',
        security: [],
        params: SlotTokenParams,
        body: BookSlotBody,
        response: { 201: BookedSlot, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await selfScheduling.book(request.params.token, request.body, request.id)),
  )
}
