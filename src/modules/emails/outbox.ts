import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { TaskQueue } from '../../platform/outbox/task-queue.ts'
import type { MailOutbox, OutgoingMessage } from './emails.port.ts'
import type { EmailMessageRow } from './emails.table.ts'
import * as repo from './emails.repository.ts'
import { newOpenToken, openTokenHash } from './open-tracking.ts'
import { SEND_EMAIL } from './sending.ts'

/** The outbox as the emails module itself uses it: the queued message's whole row, to show it. */
export interface MessageOutbox extends MailOutbox {
  queue(trx: Transaction<DB>, message: OutgoingMessage): Promise<EmailMessageRow>
}

/**
 * Queues mail: the message row, as it will be sent, and the task that sends it, both in the
 * caller's transaction. An HTML message gets a tracking token; the token itself travels only in
 * the task (the row keeps its hash), and the image is added to the HTML when it is sent.
 */
export function createMailOutbox({ tasks }: { tasks: TaskQueue }): MessageOutbox {
  return {
    async queue(trx: Transaction<DB>, message) {
      const token = message.body_html === null ? undefined : newOpenToken()
      const row = await repo.insertMessage(trx, {
        tenant_id: message.tenantId,
        id: newRowId(),
        kind: message.kind,
        candidate_id: message.candidate_id ?? null,
        application_id: message.application_id ?? null,
        template_id: message.template_id ?? null,
        to_address: message.to,
        subject: message.subject,
        body_html: message.body_html,
        body_text: message.body_text,
        open_token_hash: token === undefined ? null : openTokenHash(token)!,
        created_by: message.created_by ?? null,
      })
      await tasks.enqueue(trx, SEND_EMAIL, message.tenantId, { message_id: row.id, ...(token ? { open_token: token } : {}) })
      return row
    },
  }
}
