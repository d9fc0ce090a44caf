import { Type } from 'typebox'
import { Email, NonBlank, Timestamp, Uuid } from '../../platform/schemas.ts'
import { UserSummary } from '../users/users.schemas.ts'

export const TENANT_CODE_PATTERN = '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'

export const Tenant = Type.Object({ id: Uuid(), code: Type.String(), name: Type.String(), created_at: Timestamp() }, { $id: 'Tenant' })

export const CreateTenantBody = Type.Object(
  {
    name: NonBlank(200),
    code: Type.String({
      pattern: TENANT_CODE_PATTERN,
      description: 'Used in public URLs: lowercase letters, digits and hyphens, 3 to 40 characters',
    }),
    admin_email: Email(),
    admin_password: Type.String({ minLength: 8, maxLength: 200 }),
    admin_full_name: NonBlank(200),
  },
  { additionalProperties: false },
)

export const ProvisionedTenant = Type.Object(
  {
    tenant: Tenant,
    admin: UserSummary,
  },
  { $id: 'ProvisionedTenant' },
)
