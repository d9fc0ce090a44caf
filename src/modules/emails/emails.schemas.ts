import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { TemplateBody, TemplateSubject } from './email-templates.schemas.ts'
import { MESSAGE_STATUSES } from './emails.table.ts'

export const EmailMessage = Type.Object(
  {
    id: Uuid(),
    kind: StringEnum(['message', 'acknowledgement'] as const, {
      description: '`message`: sent through this API; `acknowledgement`: sent automatically to someone who applied on a career page',
    }),
    candidate_id: Uuid(),
    application_id: Nullable(Uuid()),
    template_id: Nullable(Uuid({ description: 'The template it was rendered from; null for a message written for the occasion' })),
    to: Type.String({ description: 'The address it was sent to (the candidate’s when it was queued)' }),
    subject: Type.String(),
    body_html: Type.String({ description: 'As rendered; the HTML sent also carries a 1x1 open-tracking image' }),
    body_text: Type.String({ description: 'The plain-text part, derived from the HTML' }),
    status: StringEnum(MESSAGE_STATUSES, {
      description:
        '`queued` (to be sent, or tried again), `sent` (the mail server accepted it), `failed` (refused for good, or every attempt failed)',
    }),
    error: Nullable(Type.String({ description: 'The mail server’s reply or the connection error of the last failed attempt' })),
    attempt_count: Type.Integer({ description: 'Attempts made to hand it to the mail server' }),
    sent_at: Nullable(Timestamp()),
    opened_at: Nullable(Timestamp({ description: 'When the tracking image was first loaded (images blocked: never)' })),
    open_count: Type.Integer({ description: 'How often the tracking image was loaded' }),
    created_by: Nullable(Uuid({ description: 'Who sent it; null for automatic mail' })),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'EmailMessage' },
)

export const EmailMessagePage = Page(EmailMessage)

export const EmailListQuery = Type.Object({
  ...PageQuery(100).properties,
  candidate_id: Type.Optional(Uuid({ description: 'The messages sent to this candidate' })),
  application_id: Type.Optional(Uuid({ description: 'The messages sent about this application' })),
  status: Type.Optional(StringEnum(MESSAGE_STATUSES)),
})

export const SendEmailBody = Type.Object(
  {
    candidate_id: Uuid({ description: 'The recipient: the message goes to their e-mail address' }),
    application_id: Type.Optional(
      Uuid({ description: 'One of the candidate’s applications, which the message is about; fills job and application placeholders' }),
    ),
    template_id: Type.Optional(Uuid({ description: 'Render this template; or give `subject` and `body_html` instead' })),
    subject: Type.Optional(TemplateSubject()),
    body_html: Type.Optional(TemplateBody()),
  },
  { additionalProperties: false },
)
