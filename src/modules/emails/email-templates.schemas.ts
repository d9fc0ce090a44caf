import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { NonBlank, Nullable, Timestamp, Uuid } from '../../platform/schemas.ts'
import { PLACEHOLDER_LIST } from './rendering.ts'

export const MAX_BODY_HTML = 100_000
export const MAX_SUBJECT = 500

const PLACEHOLDERS = `Placeholders: ${PLACEHOLDER_LIST}. An unknown one is refused (422).`

export const TemplateSubject = () =>
  NonBlank(MAX_SUBJECT, { description: `Plain text on one line (line breaks become spaces). ${PLACEHOLDERS}` })
export const TemplateBody = () =>
  NonBlank(MAX_BODY_HTML, {
    description:
      `HTML, cleaned when saved like other rich text (scripts, styles, event handlers and javascript: links go). ${PLACEHOLDERS} ` +
      'Values are HTML-escaped where they are put in.',
  })

export const EmailTemplate = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    subject: Type.String(),
    body_html: Type.String({ description: 'As cleaned when saved' }),
    placeholders: Type.Array(Type.String(), { description: 'The placeholders the template uses, in order of first use' }),
    created_by: Nullable(Uuid()),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'EmailTemplate' },
)

export const EmailTemplatePage = Page(EmailTemplate)
export const EmailTemplateListQuery = PageQuery(100)

const Name = () => NonBlank(200, { description: 'Unique among the company’s templates, whatever the case' })

export const CreateEmailTemplateBody = Type.Object(
  { name: Name(), subject: TemplateSubject(), body_html: TemplateBody() },
  { additionalProperties: false },
)

export const UpdateEmailTemplateBody = Type.Object(
  { name: Type.Optional(Name()), subject: Type.Optional(TemplateSubject()), body_html: Type.Optional(TemplateBody()) },
  { additionalProperties: false, minProperties: 1 },
)

export const PreviewBody = Type.Object(
  {
    candidate_id: Uuid({ description: 'Whose values fill the placeholders' }),
    application_id: Type.Optional(
      Uuid({ description: 'One of the candidate’s applications; required when the template uses job or application placeholders' }),
    ),
  },
  { additionalProperties: false },
)

export const RenderedPreview = Type.Object(
  {
    subject: Type.String(),
    body_html: Type.String({ description: 'As it would be sent, without the tracking image' }),
    body_text: Type.String({ description: 'The plain-text part, derived from the HTML' }),
  },
  { $id: 'EmailPreview' },
)
