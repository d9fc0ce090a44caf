import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'

export const AuditLogEntry = Type.Object(
  {
    id: Uuid(),
    actor_type: StringEnum(['user', 'platform', 'public', 'system']),
    actor_id: Nullable(Uuid()),
    action: Type.String({ description: 'What was done, such as `user.updated`' }),
    resource_type: Type.String(),
    resource_id: Nullable(Uuid()),
    changes: Type.Record(Type.String(), Type.Unknown(), { description: 'Changed fields and their new values' }),
    request_id: Nullable(Type.String()),
    created_at: Timestamp(),
  },
  { $id: 'AuditLogEntry' },
)

export const AuditLogQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    resource_type: Type.Optional(Type.String({ maxLength: 100 })),
    resource_id: Type.Optional(Uuid()),
    actor_id: Type.Optional(Uuid()),
    from: Type.Optional(Timestamp({ description: 'Entries at or after this instant' })),
    to: Type.Optional(Timestamp({ description: 'Entries at or before this instant' })),
  }),
])

export const AuditLogPage = Page(AuditLogEntry)
