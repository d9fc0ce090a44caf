import { Type } from 'typebox'
import { PageQuery, Page } from '../../platform/pagination.ts'
import { ROLES } from '../../platform/auth/roles.ts'
import { Email, NonBlank, Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'

export const RoleSchema = StringEnum(ROLES, { description: 'admin, recruiter, hiring_manager or interviewer' })

export const UserSummary = Type.Object(
  {
    id: Uuid(),
    email: Type.String(),
    full_name: Type.String(),
    role: RoleSchema,
  },
  { $id: 'UserSummary' },
)

export const User = Type.Object(
  {
    id: Uuid(),
    email: Type.String(),
    full_name: Type.String(),
    role: RoleSchema,
    is_active: Type.Boolean(),
    last_login_at: Nullable(Timestamp()),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'User' },
)

export const UserListQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Matches name or e-mail' })),
    role: Type.Optional(RoleSchema),
    is_active: Type.Optional(Type.Boolean()),
  }),
])

export const UserPage = Page(User)

export const UpdateUserBody = Type.Object(
  {
    role: Type.Optional(RoleSchema),
    is_active: Type.Optional(Type.Boolean({ description: 'false deactivates the user and signs them out everywhere' })),
    full_name: Type.Optional(NonBlank(200)),
  },
  { additionalProperties: false, minProperties: 1 },
)

export const CreateInvitationBody = Type.Object(
  {
    email: Email(),
    full_name: NonBlank(200),
    role: RoleSchema,
  },
  { additionalProperties: false },
)

export const Invitation = Type.Object(
  {
    id: Uuid(),
    email: Type.String(),
    full_name: Type.String(),
    role: RoleSchema,
    expires_at: Timestamp(),
    accept_token: Type.String({ description: 'Shown once; also sent to the invitee by e-mail' }),
  },
  { $id: 'Invitation' },
)
