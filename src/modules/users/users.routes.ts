import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { ADMIN } from '../../platform/auth/roles.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { errorResponses, IdParams } from '../../platform/schemas.ts'
import { CreateInvitationBody, Invitation, UpdateUserBody, User, UserListQuery, UserPage } from './users.schemas.ts'
import type { UsersService } from './users.service.ts'

const TAGS = ['Users']

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/users',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'List the users of the tenant',
        querystring: UserListQuery,
        response: { 200: UserPage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      return users.list(actorOf(request), filter, { page, page_size })
    },
  )

  app.get(
    '/users/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Get one user',
        params: IdParams,
        response: { 200: User, ...errorResponses(404, 422) },
      },
    },
    async (request) => users.get(actorOf(request), request.params.id),
  )

  app.patch(
    '/users/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Change role, name or active state; deactivating signs the user out everywhere',
        description: 'Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: User, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) =>
      users.update(actorOf(request), request.params.id, request.body, readUnmodifiedSince(request.headers['if-unmodified-since'])),
  )

  app.post(
    '/users/invitations',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Invite someone by e-mail; the invitation works once, for 7 days',
        body: CreateInvitationBody,
        response: { 201: Invitation, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await users.invite(actorOf(request), request.body)),
  )
}
