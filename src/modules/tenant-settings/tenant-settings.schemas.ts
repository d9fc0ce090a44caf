import { Type } from 'typebox'
import { Timestamp } from '../../platform/schemas.ts'

const REQUIRE_REJECTION_REASON =
  'When true, rejecting an application (POST /applications/{id}/status or /applications/bulk-status) without a ' +
  '`rejection_reason_code` answers 422. Default false: the code is optional.'

export const TenantSettings = Type.Object({
  require_rejection_reason: Type.Boolean({ description: REQUIRE_REJECTION_REASON }),
  updated_at: Timestamp({ description: 'When the settings last changed; send it back in If-Unmodified-Since' }),
})

export const UpdateTenantSettingsBody = Type.Object(
  { require_rejection_reason: Type.Optional(Type.Boolean({ description: REQUIRE_REJECTION_REASON })) },
  { additionalProperties: false },
)
