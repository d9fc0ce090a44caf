import { Type } from 'typebox'
import { RoleSchema } from '../users/users.schemas.ts'
import { Uuid } from '../../platform/schemas.ts'

export const TokenPair = Type.Object(
  {
    access_token: Type.String({ description: 'JWT for `Authorization: Bearer`, valid for 24 hours by default' }),
    refresh_token: Type.String({ description: 'Opaque; exchange at /auth/refresh. Each use replaces it.' }),
    token_type: Type.Literal('bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
  },
  { $id: 'TokenPair' },
)

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254, description: 'Case-insensitive' }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
)

export const RefreshBody = Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false })

export const GoogleBody = Type.Object(
  { id_token: Type.String({ minLength: 1, maxLength: 8192, description: 'A Google ID token' }) },
  { additionalProperties: false },
)

export const AcceptInvitationBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ minLength: 8, maxLength: 200, description: 'At least 8 characters' }),
  },
  { additionalProperties: false },
)

export const Me = Type.Object(
  {
    user: Type.Object({
      id: Uuid(),
      email: Type.String(),
      full_name: Type.String(),
      role: RoleSchema,
      is_active: Type.Boolean(),
    }),
    tenant: Type.Object({ id: Uuid(), code: Type.String(), name: Type.String() }),
    role: RoleSchema,
  },
  { $id: 'Me' },
)
