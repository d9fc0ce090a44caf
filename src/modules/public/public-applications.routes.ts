import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { Upload } from '../../platform/files/upload.ts'
import { errorResponses } from '../../platform/schemas.ts'
import { CV_MAX_BYTES, SubmissionFields, SubmissionReceipt, SubmitParams } from './public-applications.schemas.ts'
import type { PublicApplicationsService, Submission } from './public-applications.service.ts'
import { readSubmissionForm } from './submission-form.ts'

// JSON, or a form whose text parts are the same fields and whose `cv` part is the CV.
const Body = Type.Unsafe<unknown>({
  content: {
    'application/json': { schema: SubmissionFields },
    'multipart/form-data': {
      schema: {
        properties: {
          ...SubmissionFields.properties,
          consent: { type: 'string', enum: ['true', 'false'] },
          cv: { type: 'string', format: 'binary', description: 'PDF or DOCX, at most 10 MB' },
        },
        required: ['full_name', 'email', 'consent'],
      },
    },
  },
})

function readSubmission(request: FastifyRequest): { submission: Submission; cv: Upload | undefined } {
  if (!request.form) return { submission: request.body as Submission, cv: undefined }
  return readSubmissionForm(request.form)
}

export const publicApplicationsRoutes: FastifyPluginAsyncTypebox<{ publicApplications: PublicApplicationsService }> = async (
  app,
  { publicApplications },
) => {
  app.post(
    '/public/applications/submit/:tenant_code',
    {
      // Open to anyone, and both limits count per client address: public, and sensitive.
      config: { access: 'public', rateLimit: ['public', 'sensitive'], upload: { field: 'cv', maxBytes: CV_MAX_BYTES, required: false } },
      schema: {
        tags: ['Public career endpoints'],
        summary: 'Apply to an open public job from a career page (JSON, or multipart with a CV)',
        description:
          'Creates the candidate (source career_page) and the application in the first stage. 409 when the job is not open and public, or when this e-mail already applied to it. Honours Idempotency-Key.',
        security: [],
        params: SubmitParams,
        body: Body,
        response: { 201: SubmissionReceipt, ...errorResponses(404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { submission, cv } = readSubmission(request)
      const receipt = await publicApplications.submit(request.params.tenant_code, submission, cv, request.id)
      return reply.code(201).send(receipt)
    },
  )
}
