import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { EmailOpensService } from './email-opens.service.ts'
import { PIXEL_PNG } from './open-tracking.ts'

const Png = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' })

/** The tracking image in every HTML message: the token in its URL is its only credential. */
export const emailOpensPublicRoutes: FastifyPluginAsyncTypebox<{ emailOpens: EmailOpensService }> = async (app, { emailOpens }) => {
  app.get(
    '/public/email-opens/:token.png',
    {
      config: { access: 'public', rateLimit: 'public' },
      // A mail client shows anything but the image as a broken picture: a malformed token gets the image too.
      attachValidation: true,
      schema: {
        tags: ['Public'],
        summary: 'The 1x1 open-tracking image of an e-mail',
        description:
          'Records the first `opened_at` of the message and counts every load in `open_count`. Always the same transparent ' +
          '1x1 PNG, for unknown and malformed tokens too (which record nothing).',
        security: [],
        params: Type.Object({ token: Type.String({ description: 'The message’s tracking token' }) }),
        response: { 200: { description: 'A transparent 1x1 PNG', content: { 'image/png': { schema: Png } } } },
      },
    },
    async (request, reply) => {
      if (!request.validationError) await emailOpens.record(request.params.token)
      return (
        reply
          .header('content-type', 'image/png')
          // Every load must reach us to be counted.
          .header('cache-control', 'no-store, no-cache, must-revalidate, private')
          .header('x-content-type-options', 'nosniff')
          .code(200)
          .send(PIXEL_PNG)
      )
    },
  )
}
