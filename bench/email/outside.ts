// The outside of the email bench, in a process of its own (forked by scenario.ts): the API client
// that queues messages and the SMTP server that receives them, so that neither competes with the
// service for its event loop. Both use this process's clock, so lags need no clock sync.
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { SMTPServer } from 'smtp-server'
import type { Reply, Request, Round } from './protocol.ts'

/** Epoch milliseconds with sub-millisecond precision. */
const now = () => performance.timeOrigin + performance.now()

const SERIAL = /^Subject: bench #(\d+)\b/im
const accepted = new Map<number, number>()
let duplicates = 0
let unreadable = 0
let wake: (() => void) | undefined

const server = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  disableReverseLookup: true,
  logger: false,
  closeTimeout: 100,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', callback)
    stream.on('end', () => {
      // The instant the server says 250: the message is delivered.
      const at = now()
      const match = SERIAL.exec(Buffer.concat(chunks).subarray(0, 4096).toString('latin1'))
      if (!match) unreadable++
      else if (accepted.has(Number(match[1]))) duplicates++
      else accepted.set(Number(match[1]), at)
      wake?.()
      callback()
    })
  },
})

// Written for the occasion, with placeholders: rendered and cleaned per message, as a recruiter's are.
const BODY_HTML =
  '<p>Dear {{candidate.full_name}},</p><p>Thank you for your interest in {{company.name}}. We will be in touch about the next steps.</p>' +
  '<p>Best regards,<br>{{sender.full_name}}</p>'

async function round(r: Round) {
  const url = `${r.origin}/api/v1/emails`
  const queuedAt: (number | null)[] = Array.from({ length: r.count }, () => null)
  const failures: string[] = []
  let next = 0
  const firstAt = now()
  const cpuBefore = process.cpuUsage()
  await Promise.all(
    Array.from({ length: r.connections }, async () => {
      while (next < r.count) {
        const i = next++
        const serial = r.from + i
        if (r.ratePerSecond) {
          const wait = firstAt + (i * 1000) / r.ratePerSecond - now()
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        }
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { authorization: `Bearer ${r.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              candidate_id: r.candidateIds[serial % r.candidateIds.length],
              subject: `bench #${serial} for {{candidate.full_name}}`,
              body_html: BODY_HTML,
            }),
          })
          const text = await res.text()
          if (res.status === 202) queuedAt[i] = now()
          else failures.push(`${res.status} ${text.slice(0, 200)}`)
        } catch (error) {
          failures.push(String(error))
        }
      }
    }),
  )
  const lastPostAt = now()
  const deadline = Date.now() + r.timeoutMs
  for (let i = 0; i < r.count;) {
    if (accepted.has(r.from + i)) {
      i++
      continue
    }
    if (Date.now() > deadline) break
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, 200)
    })
  }
  const acceptedAt = Array.from({ length: r.count }, (_, i) => accepted.get(r.from + i) ?? null)
  const cpu = process.cpuUsage(cpuBefore)
  return { queuedAt, acceptedAt, failures, firstAt, lastPostAt, duplicates, unreadable, cpuMs: (cpu.user + cpu.system) / 1000 }
}

function send(reply: Reply) {
  process.send!(reply)
}

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
send({ kind: 'ready', smtpUrl: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` })

process.on('message', (request: Request) => {
  round(request).then(
    (value) => send({ kind: 'done', seq: request.seq, value }),
    (error: unknown) => send({ kind: 'failed', seq: request.seq, error: String(error) }),
  )
})
process.on('disconnect', () => server.close(() => process.exit(0)))
