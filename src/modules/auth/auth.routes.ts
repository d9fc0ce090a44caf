import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { principalOf } from '../../platform/auth/principal.ts'
import { errorResponses, NoContent } from '../../platform/schemas.ts'
import { AcceptInvitationBody, GoogleBody, LoginBody, Me, RefreshBody, TokenPair } from './auth.schemas.ts'
import type { AuthService } from './auth.service.ts'

// Sign-in routes are open to everyone and limited per client address, tighter than the rest.
// Their answers are fresh credentials, which the idempotency store must not keep.
const SIGN_IN = { access: 'public', rateLimit: 'auth', idempotency: false } as const
const TAGS = ['Authentication']

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const authRoutes: FastifyPluginAsyncTypebox<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/login',
    {
      config: SIGN_IN,
      schema: {
        tags: TAGS,
        summary: 'Sign in with e-mail and password',
        security: [],
        body: LoginBody,
        response: { 200: TokenPair, ...errorResponses(401, 422) },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password),
  )

  app.post(
    '/auth/refresh',
    {
      config: SIGN_IN,
      // A JSON object whose `refresh_token` is not a live token, in any way (missing, not a string,
      // empty, too long), is an authentication failure like an unknown token: 401, not 422.
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Exchange a refresh token for a new pair; the used token stops working',
        description:
          'Anything in `refresh_token` that is not a live refresh token (missing, not a string, empty, of any length, an ' +
          'access token, revoked, expired or already used) answers 401. Only a body that is not a JSON object is 422.',
        security: [],
        body: RefreshBody,
        response: { 200: TokenPair, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const body: unknown = request.body
      if (request.validationError) {
        if (!isJsonObject(body)) throw request.validationError
        return auth.refresh(undefined)
      }
      return auth.refresh(request.body.refresh_token)
    },
  )

  app.post(
    '/auth/google',
    {
      config: SIGN_IN,
      schema: {
        tags: TAGS,
        summary: 'Sign in with a Google ID token; a first sign-in creates a tenant',
        security: [],
        body: GoogleBody,
        response: { 200: TokenPair, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => auth.google(request.body.id_token, request.id),
  )

  app.post(
    '/auth/accept-invitation',
    {
      config: SIGN_IN,
      schema: {
        tags: TAGS,
        summary: 'Accept an invitation by choosing a password; signs the new user in',
        security: [],
        body: AcceptInvitationBody,
        response: { 200: TokenPair, ...errorResponses(401, 409, 422) },
      },
    },
    async (request) => auth.acceptInvitation(request.body.token, request.body.password, request.id),
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke one refresh token of the caller',
        body: RefreshBody,
        response: { 204: NoContent, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await auth.logout(principalOf(request), request.body.refresh_token)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/auth/me',
    {
      schema: {
        tags: TAGS,
        summary: 'The user, tenant and role behind the access token',
        response: { 200: Me },
      },
    },
    async (request) => auth.me(principalOf(request)),
  )
}
