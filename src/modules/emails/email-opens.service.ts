import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import * as repo from './emails.repository.ts'
import { openTokenHash } from './open-tracking.ts'

/**
 * Counts the opens of a message by its tracking image. Whatever the token, the caller answers
 * with the image: a mail client shows a broken picture for anything else, and an unknown token
 * must not be told apart from a known one.
 */
export function createEmailOpensService({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  return {
    async record(token: string): Promise<void> {
      const hash = openTokenHash(token)
      if (hash === undefined) return
      try {
        const message = await repo.findByOpenToken(db, hash)
        if (message) await repo.recordOpen(db, message.tenant_id, message.id)
      } catch (error) {
        log.warn({ err: error }, 'an e-mail open could not be recorded')
      }
    },
  }
}

export type EmailOpensService = ReturnType<typeof createEmailOpensService>
