import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import { describeMailError, isPermanentFailure, type Mailer } from '../../platform/mail/mailer.ts'
import type { OutcomeRecorder } from '../../platform/observability/outcomes.ts'
import { scheduledBackoff, taskType } from '../../platform/outbox/task-type.ts'
import { handle } from '../../platform/outbox/task-worker.ts'
import * as repo from './emails.repository.ts'
import type { EmailMessageRow } from './emails.table.ts'
import { pixelUrl, withPixel } from './open-tracking.ts'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/**
 * The waits between attempts when the mail server cannot take a message now: nine attempts over
 * about 16 hours, so a relay down for a night still gets it. Each wait is spread by ±20%.
 */
export const RETRY_SCHEDULE_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR] as const

/** `open_token`: the tracking image's token, kept nowhere else in clear (the message row has its hash). */
export const SEND_EMAIL = taskType<{ message_id: string; open_token?: string }>('emails.send', scheduledBackoff(RETRY_SCHEDULE_MS))

/** Thrown to have the task tried again later; the attempt is already recorded on the message. */
class SendFailed extends Error {}

/** An invitation's text holds its accept token: once the mail is out (or never will be), the copy goes. */
function scrubbed(message: EmailMessageRow) {
  return message.kind === 'invitation'
    ? { body_text: 'Removed once the message was done with: it held the invitation’s accept token.' }
    : {}
}

interface Deps {
  db: Database
  mailer: Mailer
  log: FastifyBaseLogger
  now: () => number
  publicBaseUrl: string
  /** Told how each attempt ended: `retrying` will be tried again, `failed` is given up. */
  onOutcome?: OutcomeRecorder<'sent' | 'retrying' | 'failed'>
}

/**
 * Sends one queued message. A refusal for good (5xx) fails the message at once; any other
 * failure (4xx, no connection, timeout) is retried by the task queue on the schedule, and fails
 * the message when the attempts run out. Each outcome is recorded on the message.
 */
export function createSendHandler({ db, mailer, log, now, publicBaseUrl, onOutcome = () => {} }: Deps) {
  return handle(SEND_EMAIL, async (task) => {
    const { tenantId } = task
    const message = await repo.findMessage(db, tenantId, task.payload.message_id)
    // Sent already (this run repeats one whose worker died after sending), or erased.
    if (!message || message.status !== 'queued') return
    const token = task.payload.open_token
    const html =
      message.body_html === null ? undefined : token ? withPixel(message.body_html, pixelUrl(publicBaseUrl, token)) : message.body_html

    let response: string
    try {
      ;({ response } = await mailer.send({
        to: message.to_address,
        subject: message.subject,
        text: message.body_text,
        ...(html === undefined ? {} : { html }),
      }))
    } catch (error) {
      const reason = describeMailError(error).slice(0, 2000)
      const permanent = isPermanentFailure(error)
      if (permanent || task.retryInMs === null) {
        await repo.recordAttempt(db, tenantId, message.id, { status: 'failed', error: reason, ...scrubbed(message) })
        log.warn({ tenantId, messageId: message.id, reason }, 'an e-mail could not be sent; it is marked failed')
        onOutcome('failed')
        // Refused for good: trying again would only be refused again.
        if (permanent) return
      } else {
        await repo.recordAttempt(db, tenantId, message.id, { error: reason })
        onOutcome('retrying')
      }
      throw new SendFailed(reason)
    }
    await repo.recordAttempt(db, tenantId, message.id, {
      status: 'sent',
      sent_at: new Date(now()),
      smtp_response: response.slice(0, 2000),
      error: null,
      ...scrubbed(message),
    })
    onOutcome('sent')
  })
}
