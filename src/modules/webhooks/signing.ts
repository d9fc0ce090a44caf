import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/** `whsec_` and base64 of 32 random bytes: the Standard Webhooks secret format receivers' libraries read. */
export function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/**
 * The Standard Webhooks headers of one delivery attempt. Every secret given signs (the current
 * one, and during a rotation the previous one): receivers holding either verify, as the scheme
 * allows several space-separated signatures.
 */
export function signedHeaders(messageId: string, at: Date, body: string, secrets: readonly string[]): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' '),
  }
}
