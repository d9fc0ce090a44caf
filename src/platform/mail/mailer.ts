import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** What the mail server said on accepting a message, or where its file was written. */
export interface SentMail {
  messageId: string
  response: string
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>
  close(): void
}

const SMTP_DEFAULTS = {
  // nodemailer waits minutes by default; a background task should learn sooner that the server is not answering.
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 60_000,
  // A connection (and greeting) per message caps sending at about 150 messages/s on a small
  // machine; a few kept-open connections carry ten times that (bench/README.md, email).
  pool: true,
  maxConnections: 5,
}

/**
 * SMTP when SMTP_URL is set, over up to 5 connections kept open between messages (its query
 * string may set nodemailer's options: `?pool=false` for a connection per message,
 * `?maxConnections=10`). Without it, each message is written as an `.eml` file
 * under the data folder, where a laptop user can open it; nothing is silently dropped.
 */
export function createMailer({ smtpUrl, from, dataDir }: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ ...SMTP_DEFAULTS, url: smtpUrl })
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message })
        return { messageId: info.messageId, response: info.response }
      },
      close: () => transport.close(),
    }
  }
  const folder = path.join(dataDir, 'mail')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      await mkdir(folder, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`
      await writeFile(path.join(folder, name), info.message as Buffer)
      return { messageId: info.messageId, response: `written to ${path.join('mail', name)}` }
    },
    close: () => transport.close(),
  }
}

/**
 * Whether a failed send will fail the same way again: the server refused it for good (5xx,
 * except 503, which only says the commands came out of order). Anything else, a 4xx reply or no
 * reply at all (refused connection, timeout), may pass later.
 */
export function isPermanentFailure(error: unknown): boolean {
  return (error as { permanent?: unknown } | null)?.permanent === true
}

/** The server's own reply when there was one, else what went wrong on the way. */
export function describeMailError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { response, code } = error as Error & { response?: unknown; code?: unknown }
  if (typeof response === 'string' && response !== '') return response
  return typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message
}
