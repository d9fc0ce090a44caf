import type { ColumnType, Selectable } from 'kysely'
import type { MessageKind } from './emails.port.ts'

export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]

export interface EmailTemplatesTable {
  tenant_id: string
  id: string
  name: string
  subject: string
  body_html: string
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>
  created_by: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export interface EmailMessagesTable {
  tenant_id: string
  id: string
  kind: MessageKind
  candidate_id: ColumnType<string | null, string | null | undefined, string | null>
  application_id: ColumnType<string | null, string | null | undefined, string | null>
  template_id: ColumnType<string | null, string | null | undefined, string | null>
  to_address: string
  subject: string
  /** Null for plain-text mail (invitations), which carries no tracking image. */
  body_html: ColumnType<string | null, string | null | undefined, string | null>
  body_text: string
  status: ColumnType<MessageStatus, MessageStatus | undefined, MessageStatus>
  error: ColumnType<string | null, string | null | undefined, string | null>
  attempt_count: ColumnType<number, number | undefined, number>
  smtp_response: ColumnType<string | null, string | null | undefined, string | null>
  open_token_hash: ColumnType<string | null, string | null | undefined, string | null>
  opened_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  open_count: ColumnType<number, number | undefined, number>
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  created_by: ColumnType<string | null, string | null | undefined, never>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type EmailTemplateRow = Selectable<EmailTemplatesTable>
export type EmailMessageRow = Selectable<EmailMessagesTable>
