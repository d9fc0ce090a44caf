import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { ALL_ROLES, RECRUITING } from '../../platform/auth/roles.ts'
import { MultipartBody, uploadedForm } from '../../platform/files/upload.ts'
import { errorResponses, IdParams } from '../../platform/schemas.ts'
import { bodyValidator } from '../../platform/validation.ts'
import { CvParse, CvParsePage, HistoryQuery, ParseFormFields } from './cv-parsing.schemas.ts'
import { CV_MAX_BYTES, type CvParsingService } from './cv-parsing.service.ts'

const TAGS = ['CV parsing']
// Reading CVs, and filling or creating candidates from them, is recruiting work.
const recruiting = { access: RECRUITING }
const readFormFields = bodyValidator<{ candidate_id?: string; create_candidate?: 'true' | 'false' }>(ParseFormFields)
const Document = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' })

const ParseBody = Type.Unsafe<unknown>({
  content: {
    'multipart/form-data': {
      schema: {
        properties: {
          file: { type: 'string', format: 'binary', description: 'PDF, Word (.docx) or text (UTF-8 or UTF-16), at most 10 MB' },
          ...ParseFormFields.properties,
        },
        required: ['file'],
      },
    },
  },
})

export const cvParsingRoutes: FastifyPluginAsyncTypebox<{ cvParsing: CvParsingService }> = async (app, { cvParsing }) => {
  app.post(
    '/cv-parsing',
    {
      config: { ...recruiting, rateLimit: 'sensitive', upload: { field: 'file', maxBytes: CV_MAX_BYTES } },
      schema: {
        tags: TAGS,
        summary: 'Read a CV and extract the candidate’s details',
        description:
          'The type is read from the bytes (PDF, DOCX or text), never from the name. Finds the name, e-mail, phone (E.164), ' +
          'skills, education, total experience and the latest job, in Vietnamese or English CVs, one or two columns. ' +
          'With `candidate_id`, the candidate’s empty fields are filled (never a value already there) and the file is kept as ' +
          'their CV; with `create_candidate=true`, a candidate is created from it (`created_via = cv_parse`; 422 when no name ' +
          'was found). Every parse is kept in the history. A file that cannot be read (password-protected, a scan without text, ' +
          'damaged, not a CV format, too large or complex to read within the time and memory allowed) is 422 with the reason ' +
          '(`type` is `cv_<reason>`), and a `failed` parse in the history.',
        body: ParseBody,
        response: { 201: CvParse, ...errorResponses(404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { file, fields } = uploadedForm(request)
      const target = readFormFields(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')))
      const parse = await cvParsing.parse(actorOf(request), file, {
        candidate_id: target.candidate_id,
        create_candidate: target.create_candidate === 'true',
      })
      return reply.code(201).send(parse)
    },
  )

  app.get(
    '/cv-parsing/history',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'Every CV parse, newest first',
        description: 'Parses of uploads, of career-page CVs and of CVs attached to candidates, failed ones included.',
        querystring: HistoryQuery,
        response: { 200: CvParsePage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      return cvParsing.list(actorOf(request), filter, { page, page_size })
    },
  )

  app.get(
    '/cv-parsing/:id',
    {
      config: recruiting,
      schema: { tags: TAGS, summary: 'One CV parse', params: IdParams, response: { 200: CvParse, ...errorResponses(404, 422) } },
    },
    async (request) => cvParsing.get(actorOf(request), request.params.id),
  )

  app.delete(
    '/cv-parsing/:id',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'Parses cannot be deleted (409)',
        description: 'The parse history is a record of what was read and is kept; anonymizing the candidate empties what it says of them.',
        params: IdParams,
        response: errorResponses(404, 409, 422),
      },
    },
    async (request) => cvParsing.remove(actorOf(request), request.params.id),
  )

  app.post(
    '/candidates/:id/cv',
    {
      config: { ...recruiting, rateLimit: 'sensitive', upload: { field: 'file', maxBytes: CV_MAX_BYTES } },
      schema: {
        tags: TAGS,
        summary: 'Attach a CV to a candidate; it is parsed in the background',
        description:
          'Stores the file (PDF, DOCX or text, by its bytes; 415 otherwise) as the candidate’s latest CV and answers 202 with ' +
          'its parse `queued`. The parse then fills the candidate’s empty fields (never a value already there); follow it with ' +
          '`GET /cv-parsing/{id}`.',
        params: IdParams,
        body: MultipartBody('file', 'PDF, Word (.docx) or text, at most 10 MB'),
        response: { 202: CvParse, ...errorResponses(404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { file } = uploadedForm(request)
      return reply.code(202).send(await cvParsing.attach(actorOf(request), request.params.id, file))
    },
  )

  app.get(
    '/candidates/:id/cv',
    {
      // Interviewers read the CVs of the candidates they interview (404 for the rest).
      config: { access: ALL_ROLES },
      schema: {
        tags: TAGS,
        summary: 'The candidate’s latest CV, as stored (404 when there is none)',
        params: IdParams,
        response: {
          200: {
            description: 'The file, with the type read from its bytes',
            content: { 'application/pdf': { schema: Document }, 'application/octet-stream': { schema: Document } },
          },
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const cv = await cvParsing.readLatest(actorOf(request), request.params.id)
      // An ASCII name for every client, and the name as given (Vietnamese included) for those that read RFC 5987.
      const name = cv.filename ?? 'cv'
      const ascii = name.replace(/[^\w.\- ]/g, '_')
      return reply
        .header('content-type', cv.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .code(200)
        .send(cv.bytes)
    },
  )
}
