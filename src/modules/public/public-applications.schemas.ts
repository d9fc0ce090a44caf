import { Type } from 'typebox'
import { Email, NonBlank, Uuid } from '../../platform/schemas.ts'

/** The largest CV a career-page application may carry. */
export const CV_MAX_BYTES = 10 * 1024 * 1024

/** The fields of a career-page application, sent as JSON or as the text parts of a form. */
export const SubmissionFields = Type.Object(
  {
    job_id: Type.Optional(Uuid({ description: 'The job applied to; or give job_identifier' })),
    job_identifier: Type.Optional(Type.String({ minLength: 1, maxLength: 120, description: 'The job’s slug or code' })),
    full_name: NonBlank(200),
    email: Email(),
    phone: Type.Optional(Type.String({ minLength: 7, maxLength: 30, pattern: '^[+\\d][\\d\\s().-]{5,}$' })),
    cover_letter: Type.Optional(Type.String({ maxLength: 10_000 })),
    consent: Type.Boolean({ description: 'Must be true: the candidate agrees to the processing of their data' }),
    captcha_token: Type.Optional(Type.String({ maxLength: 4096, description: 'Accepted and ignored unless a verifier is configured' })),
  },
  { additionalProperties: false },
)

export const SubmissionReceipt = Type.Object({
  application_id: Uuid(),
  candidate_code: Type.String(),
  job_code: Type.String(),
  message: Type.String(),
})

export const SubmitParams = Type.Object({ tenant_code: Type.String({ minLength: 1, maxLength: 64 }) })
