import type { ReadForm, Upload } from '../../platform/files/upload.ts'
import { bodyValidator } from '../../platform/validation.ts'
import { SubmissionFields } from './public-applications.schemas.ts'
import type { Submission } from './public-applications.service.ts'

const validateFields = bodyValidator<Submission>(SubmissionFields)

/** Form parts are text: "true"/"on" mean a ticked box, and empty parts mean "not given". */
function fromFormParts(parts: Record<string, string>): unknown {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(parts)) {
    if (value === '') continue
    fields[name] = name === 'consent' ? ['true', 'on', '1', 'yes'].includes(value.toLowerCase()) : value
  }
  return fields
}

/**
 * An application sent as a multipart form (the API's, or the career site's own page): its text
 * parts checked against the same schema as a JSON submission (422 otherwise), and its CV.
 */
export function readSubmissionForm({ file, fields }: ReadForm): { submission: Submission; cv: Upload | undefined } {
  // A browser sends an empty file part when no file was chosen.
  const cv = file && (file.bytes.length > 0 || file.filename) ? file : undefined
  return { submission: validateFields(fromFormParts(fields)), cv }
}
