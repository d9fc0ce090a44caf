import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely'
import { crossTenant } from '../../db/cross-tenant.ts'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { EmailMessagesTable, MessageStatus } from './emails.table.ts'

export interface MessageFilter {
  candidate_id?: string
  application_id?: string
  status?: MessageStatus
}

/** The messages the API shows: invitations hold an accept token and are nobody's to read. */
const listedMessages = (db: Handle, tenantId: string) =>
  db.selectFrom('email_messages').where('tenant_id', '=', tenantId).where('kind', '<>', 'invitation')

export function insertMessage(trx: Handle, row: Insertable<EmailMessagesTable>) {
  return trx.insertInto('email_messages').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findListedMessage(db: Handle, tenantId: string, id: string) {
  return listedMessages(db, tenantId).selectAll().where('id', '=', id).executeTakeFirst()
}

export function findMessage(db: Handle, tenantId: string, id: string) {
  return db.selectFrom('email_messages').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export function listMessages(db: Kysely<DB>, tenantId: string, filter: MessageFilter, page: PageRequest) {
  let query = listedMessages(db, tenantId)
  if (filter.candidate_id) query = query.where('candidate_id', '=', filter.candidate_id)
  if (filter.application_id) query = query.where('application_id', '=', filter.application_id)
  if (filter.status) query = query.where('status', '=', filter.status)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

/**
 * A send's outcome. Only a message still queued changes: one erased (or finished by an earlier
 * run of the same task) keeps its state.
 */
export function recordAttempt(
  db: Handle,
  tenantId: string,
  id: string,
  changes: Pick<Updateable<EmailMessagesTable>, 'status' | 'error' | 'smtp_response' | 'sent_at' | 'body_text'>,
) {
  return db
    .updateTable('email_messages')
    .set({ ...changes, attempt_count: sql<number>`attempt_count + 1`, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute()
}

/** The message a tracking token belongs to. The image's URL names no tenant: this lookup is by hash alone. */
export function findByOpenToken(db: Handle, tokenHash: string) {
  return db
    .selectFrom('email_messages')
    .select(['tenant_id', 'id'])
    .where('open_token_hash', '=', tokenHash)
    .modifyEnd(crossTenant('email-open-token-lookup'))
    .executeTakeFirst()
}

/** One more open; the first one's time is kept. Not a change to the message: `updated_at` stays. */
export async function recordOpen(db: Handle, tenantId: string, id: string): Promise<void> {
  await db
    .updateTable('email_messages')
    .set({ opened_at: sql<Date>`coalesce(opened_at, now())`, open_count: sql<number>`open_count + 1` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute()
}

/** Merge: the duplicate's messages are the survivor's now. */
export async function moveCandidate(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string): Promise<void> {
  await trx
    .updateTable('email_messages')
    .set({ candidate_id: intoId, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', fromId)
    .execute()
}

/**
 * Erasure: what was written to the person goes, and so does the address; the rows stay so that
 * counts still add up. A message not sent yet never will be.
 */
export async function eraseCandidate(trx: Transaction<DB>, tenantId: string, candidateId: string): Promise<void> {
  await trx
    .updateTable('email_messages')
    .set({
      to_address: '',
      subject: '',
      body_html: sql<string | null>`CASE WHEN body_html IS NULL THEN NULL ELSE '' END`,
      body_text: '',
      smtp_response: null,
      open_token_hash: null,
      status: sql<MessageStatus>`CASE WHEN status = 'queued' THEN 'failed' ELSE status END`,
      error: sql<string | null>`CASE WHEN status = 'queued' THEN 'Not sent: the candidate was erased first' ELSE error END`,
      updated_at: touchedAt(),
    })
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .execute()
}
