import { Type } from 'typebox'
import { Nullable, Timestamp, Uuid } from '../../platform/schemas.ts'

const REQUIRE_REJECTION_REASON =
  'When true, rejecting an application (POST /applications/{id}/status or /applications/bulk-status) without a ' +
  '`rejection_reason_code` answers 422. Default false: the code is optional.'

const ACKNOWLEDGEMENT =
  'An e-mail template (GET /email-templates) mailed to everyone who applies through a career page, rendered with their ' +
  'application; it is listed with their other mail (GET /emails). Null (the default): no acknowledgement is sent. ' +
  'A template that is not the company’s is 422; a template named here cannot be deleted (409).'

const AcknowledgementTemplate = () => Nullable(Uuid({ description: ACKNOWLEDGEMENT }))

export const TenantSettings = Type.Object(
  {
    require_rejection_reason: Type.Boolean({ description: REQUIRE_REJECTION_REASON }),
    application_acknowledgement_template_id: AcknowledgementTemplate(),
    updated_at: Timestamp({ description: 'When the settings last changed; send it back in If-Unmodified-Since' }),
  },
  { $id: 'TenantSettings' },
)

export const UpdateTenantSettingsBody = Type.Object(
  {
    require_rejection_reason: Type.Optional(Type.Boolean({ description: REQUIRE_REJECTION_REASON })),
    application_acknowledgement_template_id: Type.Optional(AcknowledgementTemplate()),
  },
  { additionalProperties: false },
)
