import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { NonBlank, Nullable, Timestamp, Uuid } from '../../platform/schemas.ts'

const KeyPrefix = () => Type.String({ description: 'The first characters of the key (`rk_live_` and four more), to tell keys apart' })

export const ApiKey = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    key_prefix: KeyPrefix(),
    created_at: Timestamp(),
    expires_at: Nullable(Timestamp({ description: 'After this instant the key is refused; null: never expires' })),
    last_used_at: Nullable(Timestamp({ description: 'Last Data API request with the key, to the minute (written at most once a minute)' })),
    revoked_at: Nullable(Timestamp({ description: 'When the key was revoked; null while it works. Revoked keys stay listed.' })),
    created_by: Nullable(Uuid({ description: 'The admin who created the key' })),
  },
  { $id: 'ApiKey' },
)

export const ApiKeyPage = Page(ApiKey)

export const ApiKeyListQuery = PageQuery(100)

export const CreateApiKeyBody = Type.Object(
  {
    name: NonBlank(100, { minLength: 1, description: 'What the key is for, e.g. "BI dashboard"' }),
    expires_at: Type.Optional(
      Nullable(Timestamp({ description: 'A future instant after which the key stops working; omitted or null: no expiry' })),
    ),
  },
  { additionalProperties: false },
)

export const CreatedApiKey = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    key: Type.String({
      description: 'The whole key, `rk_live_` + 32 base62 characters + a 6-character checksum. Shown only in this response; keep it now.',
    }),
    key_prefix: KeyPrefix(),
    expires_at: Nullable(Timestamp()),
    created_at: Timestamp(),
  },
  { $id: 'CreatedApiKey' },
)
