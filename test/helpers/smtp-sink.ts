import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMessage {
  /** Envelope sender and recipients, as given to MAIL FROM / RCPT TO. */
  from: string
  to: string[]
  /** Header names lower-cased; folded lines joined. */
  headers: Record<string, string>
  subject: string
  /** The body with its transfer encoding undone (single-part messages). */
  text: string
  raw: string
  /** The message exactly as received, for a full MIME parser (mailparser). */
  rawBytes: Buffer
}

/** An SMTP reply the sink gives instead of accepting a recipient. */
export interface SmtpReply {
  code: number
  message: string
}

export interface SmtpSink {
  url: string
  port: number
  messages: ReceivedMessage[]
  /** RCPT TO commands received, accepted or not: how many times a message was tried. */
  rcptAttempts: number
  /** Replies given, in order, to the next RCPT TO commands instead of accepting them (421 to defer, 550 to refuse). */
  rcptReplies: SmtpReply[]
  waitFor(predicate: (message: ReceivedMessage) => boolean, timeoutMs?: number): Promise<ReceivedMessage>
  close(): Promise<void>
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), which nodemailer uses for non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, charset: string, kind: string, text: string) => {
    const bytes =
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
    return bytes.toString(/^utf-?8$/i.test(charset) ? 'utf8' : 'latin1')
  })
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ')
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  return headers
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      return Buffer.from(bytes, 'latin1').toString('utf8')
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

function parseMessage(rawBytes: Buffer, from: string, to: string[]): ReceivedMessage {
  const raw = rawBytes.toString('utf8')
  const split = /\r?\n\r?\n/.exec(raw)
  const headerBlock = split ? raw.slice(0, split.index) : raw
  const body = split ? raw.slice(split.index + split[0].length) : ''
  const headers = parseHeaders(headerBlock)
  return { from, to, headers, subject: headers.subject ?? '', text: decodeBody(body, headers['content-transfer-encoding']), raw, rawBytes }
}

/**
 * A real SMTP server on a free local port that keeps what it receives, so that tests see the
 * mail the app sends over the wire. Plain text only: no TLS, no AUTH, as a local relay would be.
 */
export async function startSmtpSink({ port: wantedPort = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = []
  const waiters = new Set<() => void>()
  const replies: SmtpReply[] = []
  let rcptAttempts = 0

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // Clients that keep connections open (pooled transports) must not hold up the test's end.
    closeTimeout: 100,
    onRcptTo(_address, _session, callback) {
      rcptAttempts++
      const reply = replies.shift()
      if (!reply) return callback()
      callback(Object.assign(new Error(reply.message), { responseCode: reply.code }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const envelope = session.envelope
        messages.push(
          parseMessage(
            Buffer.concat(chunks),
            envelope.mailFrom ? envelope.mailFrom.address : '',
            envelope.rcptTo.map((r) => r.address),
          ),
        )
        for (const wake of waiters) wake()
        callback()
      })
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(wantedPort, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    get rcptAttempts() {
      return rcptAttempts
    },
    rcptReplies: replies,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate)
          if (!found) return false
          done()
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          done()
          reject(new Error(`no matching message within ${timeoutMs} ms (${messages.length} received)`))
        }, timeoutMs)
        const done = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        if (!check()) waiters.add(check)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
