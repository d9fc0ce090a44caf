import { createHash } from 'node:crypto'
import type {} from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { HttpError, PayloadTooLarge, UnsupportedMediaType, ValidationFailed } from '../errors.ts'
import { assertStorableText } from '../input-guard.ts'

export interface Upload {
  bytes: Buffer
  /** As the client named the file; for display only. */
  filename: string | null
  /** As the client declared it; never trusted (see sniff.ts). */
  declaredType: string | null
}

export interface ReadUploadOptions {
  /** The multipart part that carries the file. */
  field: string
  maxBytes: number
  /** `false` for forms where the file may be left out (a CV beside an application). */
  required?: boolean
}

export interface ReadForm {
  file: Upload | undefined
  fields: Record<string, string>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a multipart form; it is read before the handler runs (see `readForms`). */
    upload?: ReadUploadOptions
  }
  interface FastifyRequest {
    /** The form read for a route with `config.upload`; null when the body was not multipart. */
    form: ReadForm | null
  }
}

const MB = 1024 * 1024

function tooLarge(maxBytes: number): PayloadTooLarge {
  return new PayloadTooLarge(`The file is larger than ${+(maxBytes / MB).toFixed(2)} MB`)
}

/** Errors of @fastify/multipart and busboy, mapped to what the API promises: 413 or 422, never 500. */
function uploadError(error: unknown, maxBytes: number): Error {
  if (error instanceof HttpError || error instanceof ValidationFailed) return error
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes)
  if (code === 'FST_FILES_LIMIT') return new PayloadTooLarge('Send one file per request')
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new PayloadTooLarge('The form has too many parts')
  return ValidationFailed.single(['body'], 'Body is not a well-formed multipart/form-data form', 'multipart_invalid')
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream);
}

/**
 * Reads a `multipart/form-data` request: the file in `field` (at most `maxBytes`) and the text
 * fields beside it. Answers 415 for any other body, 413 for a larger file, 422 without the file.
 */
export async function readUpload(
  request: FastifyRequest,
  options: ReadUploadOptions & { required?: true },
): Promise<{ file: Upload; fields: Record<string, string> }>
export async function readUpload(
  request: FastifyRequest,
  options: ReadUploadOptions,
): Promise<{ file: Upload | undefined; fields: Record<string, string> }>
export async function readUpload(
  request: FastifyRequest,
  { field, maxBytes, required = true }: ReadUploadOptions,
): Promise<{ file: Upload | undefined; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaType(`Send multipart/form-data with the file in a part named "${field}"`)
  }
  let file: Upload | undefined
  const fields: Record<string, string> = {}
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value)
      } else if (part.fieldname === field && !file) {
        const bytes = await part.toBuffer()
        file = { bytes, filename: part.filename || null, declaredType: part.mimetype || null }
      } else {
        await drain(part.file)
      }
    }
  } catch (error) {
    throw uploadError(error, maxBytes)
  }
  if (!file && required) throw ValidationFailed.single(['body', field], 'Field required: attach the file', 'missing')
  // A form's text (its fields and the file's name) is held to the same rule as a JSON body's.
  assertStorableText(fields, ['body'])
  if (file?.filename) assertStorableText(file.filename, ['body', field, 'filename'])
  return { file, fields }
}

/**
 * Reads the multipart form of routes that declare `config.upload`, before the handler and before
 * the idempotency check: a repeated upload is compared by what it carries (see `formDigest`),
 * which is only known once the form is read.
 */
export function readForms(app: FastifyInstance): void {
  app.decorateRequest('form', null)
  app.addHook('preHandler', async (request) => {
    const options = request.routeOptions.config.upload
    if (options && request.isMultipart()) request.form = await readUpload(request, options)
  })
}

/** The form of a route whose only body is the upload: 415 when the request was not multipart. */
export function uploadedForm(request: FastifyRequest): ReadForm & { file: Upload } {
  const options = request.routeOptions.config.upload
  if (!request.form || !options)
    throw new UnsupportedMediaType(`Send multipart/form-data with the file in a part named "${options?.field ?? 'file'}"`)
  if (!request.form.file) throw ValidationFailed.single(['body', options.field], 'Field required: attach the file', 'missing')
  return request.form as ReadForm & { file: Upload }
}

/** What identifies a form's content: its text fields and the file's name, size and hash. */
export function formDigest(form: ReadForm): unknown {
  const { file, fields } = form
  return {
    fields,
    file: file ? { filename: file.filename, size: file.bytes.length, sha256: createHash('sha256').update(file.bytes).digest('hex') } : null,
  }
}

/**
 * The request body of an upload route, for the OpenAPI document. Only multipart bodies are
 * checked against it and the parser leaves them unread, so it declares no `type` and accepts
 * that empty value; `readUpload` enforces the real shape.
 */
export function MultipartBody(field: string, description: string) {
  return Type.Unsafe<unknown>({
    content: {
      'multipart/form-data': {
        schema: {
          properties: { [field]: { type: 'string', format: 'binary', description } },
          required: [field],
        },
      },
    },
  })
}

/** Registration options of @fastify/multipart: the ceilings; each route asks for its own file size. */
export const MULTIPART_LIMITS = {
  // The largest file any route takes (CVs); image routes ask for less.
  fileSize: 10 * MB,
  files: 1,
  fields: 20,
  fieldSize: 100 * 1024,
  parts: 30,
  headerPairs: 100,
}

/**
 * Once the multipart parser is registered every route would take a form and read it as "no
 * body"; a route that does not declare a multipart body answers 415 instead, as before.
 */
export function refuseUndeclaredMultipart(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404 || !request.isMultipart()) return
    const body = request.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined
    if (!body?.content?.['multipart/form-data']) {
      throw new UnsupportedMediaType('This route takes a JSON body (Content-Type: application/json)')
    }
  })
}
