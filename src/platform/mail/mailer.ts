import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}

/**
 * SMTP when SMTP_URL is set. Without it, each message is written as an `.eml` file under the
 * data folder, where a laptop user can open it; nothing is silently dropped.
 */
export function createMailer({ smtpUrl, from, dataDir }: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({ from, ...message })
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
    },
    close: () => transport.close(),
  }
}
