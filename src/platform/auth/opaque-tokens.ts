import { createHash, randomBytes } from 'node:crypto'

/** A random bearer secret (256 bits) with a prefix that says what it is when it turns up in a log. */
export function newOpaqueToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`
}

/** Secrets are kept only as this hash; a database leak yields nothing that can be presented. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
