import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import * as templates from './email-templates.repository.ts'

/**
 * `message`: sent from the API to a candidate; `acknowledgement`: sent to someone who applied on
 * a career page; `invitation`: a new member's invitation, which holds its accept token and so is
 * never listed by the API.
 */
export const MESSAGE_KINDS = ['message', 'acknowledgement', 'invitation'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/*
 * What other modules may do with e-mail: queue a message of their own (invitations), and check a
 * template they are told to use (tenant settings).
 */

export interface OutgoingMessage {
  tenantId: string
  kind: MessageKind
  to: string
  subject: string
  /** Null: a plain-text message, sent without an HTML part (and so without a tracking image). */
  body_html: string | null
  body_text: string
  candidate_id?: string | null
  application_id?: string | null
  template_id?: string | null
  created_by?: string | null
}

/** Mail goes out through here: queued in the caller's transaction, sent by a background task once it commits. */
export interface MailOutbox {
  /** Answers the queued message's id. */
  queue(trx: Transaction<DB>, message: OutgoingMessage): Promise<{ id: string }>
}

/**
 * Whether the tenant has this template (not deleted). It stays so until the caller's transaction
 * ends: a template cannot be deleted between this check and the write that names it.
 */
export async function holdLiveTemplate(trx: Transaction<DB>, tenantId: string, id: string): Promise<boolean> {
  return (await templates.shareTemplate(trx, tenantId, id)) !== undefined
}
