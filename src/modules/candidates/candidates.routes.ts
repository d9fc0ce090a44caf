import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { ADMIN, ALL_ROLES, JOB_READERS, RECRUITING } from '../../platform/auth/roles.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { MultipartBody, uploadedForm } from '../../platform/files/upload.ts'
import { errorResponses, IdParams, NoContent } from '../../platform/schemas.ts'
import type { CandidateLifecycleService } from '../candidate-lifecycle/candidate-lifecycle.service.ts'
import {
  Candidate,
  CandidateListQuery,
  CandidatePage,
  CreateCandidateBody,
  MergeCandidateBody,
  UpdateCandidateBody,
} from './candidates.schemas.ts'
import { AVATAR_MAX_BYTES } from './candidate-avatar.ts'
import type { CandidatesService } from './candidates.service.ts'
import { ANONYMIZED_NAME_MARKER } from './erasure.ts'

const TAGS = ['Candidates']
// Hiring managers read the candidates of the jobs they hire for, as they read the jobs.
const read = { access: JOB_READERS }
// Interviewers also read the records behind the interviews they are on (404 for the rest).
const readBehindInterviews = { access: ALL_ROLES }
const PRECONDITION = 'Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).'
const Image = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' })

export const candidatesRoutes: FastifyPluginAsyncTypebox<{
  candidates: CandidatesService
  candidateLifecycle: CandidateLifecycleService
}> = async (app, { candidates, candidateLifecycle }) => {
  app.get(
    '/candidates',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'List candidates, newest first; search by name, e-mail, phone or code',
        querystring: CandidateListQuery,
        response: { 200: CandidatePage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, created_before, ...filter } = request.query
      return candidates.list(
        actorOf(request),
        { ...filter, created_before: created_before ? new Date(created_before) : undefined },
        { page, page_size },
      )
    },
  )

  app.post(
    '/candidates',
    {
      config: { access: RECRUITING, rateLimit: 'sensitive' },
      schema: {
        tags: TAGS,
        summary: 'Create a candidate; a matching e-mail or phone marks it as a possible duplicate',
        body: CreateCandidateBody,
        response: { 201: Candidate, ...errorResponses(422) },
      },
    },
    async (request, reply) => reply.code(201).send(await candidates.create(actorOf(request), request.body)),
  )

  app.get(
    '/candidates/:id',
    {
      config: readBehindInterviews,
      schema: { tags: TAGS, summary: 'Get one candidate', params: IdParams, response: { 200: Candidate, ...errorResponses(404, 422) } },
    },
    async (request) => candidates.get(actorOf(request), request.params.id),
  )

  app.put(
    '/candidates/:id',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'Update a candidate; only the fields sent change',
        description: 'Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).',
        params: IdParams,
        body: UpdateCandidateBody,
        response: { 200: Candidate, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) =>
      candidates.update(actorOf(request), request.params.id, request.body, readUnmodifiedSince(request.headers['if-unmodified-since'])),
  )

  app.delete(
    '/candidates/:id',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'Delete a candidate (not one who applied through a public form: 409)',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
      await candidates.remove(actorOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/candidates/:id/not-duplicate',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'Clear the duplicate flag: the record is a different person',
        description: `Sets \`duplicate_of_id\` to null and \`needs_manual_review\` to false. ${PRECONDITION}`,
        params: IdParams,
        response: { 200: Candidate, ...errorResponses(404, 412, 422) },
      },
    },
    async (request) =>
      candidates.markNotDuplicate(actorOf(request), request.params.id, readUnmodifiedSince(request.headers['if-unmodified-since'])),
  )

  app.post(
    '/candidates/:id/merge',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'Merge a duplicate candidate into another record',
        description:
          'Moves the applications (with their history), interviews, evaluations, offers, talent pool entry and files of ' +
          'this candidate to `into_id`, fills the empty fields of `into_id` from this record, and deletes this record. ' +
          'Answers the surviving candidate. 409 when both candidates have an application on the same job (remove one ' +
          `first) or either is anonymized; 422 when \`into_id\` is unknown or this candidate itself. ${PRECONDITION}`,
        params: IdParams,
        body: MergeCandidateBody,
        response: { 200: Candidate, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) =>
      candidateLifecycle.merge(
        actorOf(request),
        request.params.id,
        request.body.into_id,
        readUnmodifiedSince(request.headers['if-unmodified-since']),
      ),
  )

  app.post(
    '/candidates/:id/anonymize',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Erase the personal data of a candidate, irreversibly',
        description:
          `\`full_name\` becomes "${ANONYMIZED_NAME_MARKER}" followed by four characters; e-mail, phone, gender, date of birth, ` +
          'location, current title and company, experience, skills, education, every salary field, `source_detail` and `tags` ' +
          'are emptied; the avatar and CV files are deleted; the talent pool entry is removed; `is_anonymized` becomes true. ' +
          'The record stays, is still listed and counted, and can no longer be edited (409). ' +
          `Anonymizing an anonymized candidate answers it unchanged. ${PRECONDITION}`,
        params: IdParams,
        response: { 200: Candidate, ...errorResponses(404, 412, 422) },
      },
    },
    async (request) =>
      candidateLifecycle.anonymize(actorOf(request), request.params.id, readUnmodifiedSince(request.headers['if-unmodified-since'])),
  )

  app.put(
    '/candidates/:id/avatar',
    {
      config: { access: RECRUITING, rateLimit: 'sensitive', upload: { field: 'file', maxBytes: AVATAR_MAX_BYTES } },
      schema: {
        tags: TAGS,
        summary: 'Upload the candidate’s picture (PNG, JPEG or WebP, at most 2 MB), replacing the previous one',
        description: `The type is read from the file itself, not from its name or declared type; SVG is refused (415). ${PRECONDITION}`,
        params: IdParams,
        body: MultipartBody('file', 'PNG, JPEG or WebP image, at most 2 MB'),
        response: { 200: Candidate, ...errorResponses(404, 409, 412, 413, 415, 422) },
      },
    },
    async (request) => {
      const { file } = uploadedForm(request)
      return candidates.setAvatar(actorOf(request), request.params.id, file, readUnmodifiedSince(request.headers['if-unmodified-since']))
    },
  )

  app.get(
    '/candidates/:id/avatar',
    {
      config: readBehindInterviews,
      schema: {
        tags: TAGS,
        summary: 'The candidate’s picture, as uploaded (404 when there is none)',
        params: IdParams,
        response: {
          200: {
            description: 'The image, with the type read from its bytes',
            content: { 'image/png': { schema: Image }, 'image/jpeg': { schema: Image }, 'image/webp': { schema: Image } },
          },
          304: Type.Null({ description: 'Not modified since the ETag the client holds' }),
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const avatar = await candidates.readAvatar(actorOf(request), request.params.id)
      reply
        .header('content-type', avatar.contentType)
        // The stored type was sniffed; the browser must not second-guess it.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // Personal data behind a token: shared caches keep nothing, and the browser revalidates
        // because the URL stays the same when the picture is replaced.
        .header('cache-control', 'private, no-cache')
        .header('etag', avatar.etag)
      if (request.headers['if-none-match'] === avatar.etag) return reply.code(304).send(null)
      return reply.code(200).send(avatar.bytes)
    },
  )
}
