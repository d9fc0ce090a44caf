import { newRowId } from '../../platform/ids.ts'
import type { FastifyBaseLogger } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { findFile } from '../../platform/files/files.repository.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { TaskQueue } from '../../platform/outbox/task-queue.ts'
import { exponentialBackoff, taskType } from '../../platform/outbox/task-type.ts'
import { handle } from '../../platform/outbox/task-worker.ts'
import type { CandidatesService } from '../candidates/candidates.service.ts'
import type { CvParseQueue } from './cv-parsing.port.ts'
import * as repo from './cv-parses.repository.ts'
import { parseCv, type CvReader } from './parsing.ts'
import { foundProfileOf } from './profile.ts'

/**
 * A stored CV to parse. A failure to read the file is an outcome, not an error: only a crash of
 * the parse itself (the database away) is tried again, three times.
 */
export const PARSE_CV = taskType<{ parse_id: string }>('cv.parse', { attempts: 3, delayAfter: exponentialBackoff(5000) })

/** Queues the parse of a CV just stored, in the transaction that stores it: its history row says `queued` until it has run. */
export function createParseQueue({ tasks }: { tasks: TaskQueue }): CvParseQueue {
  return {
    async queue(trx: Transaction<DB>, tenantId, cv) {
      const row = await repo.insertParse(trx, {
        tenant_id: tenantId,
        id: newRowId(),
        origin: cv.origin,
        status: 'queued',
        file_name: cv.file.filename?.slice(0, 255) ?? null,
        content_type: cv.file.contentType,
        byte_size: cv.file.byteSize,
        file_id: cv.file.id,
        candidate_id: cv.candidateId,
        created_by: cv.createdBy,
      })
      await tasks.enqueue(trx, PARSE_CV, tenantId, { parse_id: row.id })
      return row
    },
  }
}

interface Deps {
  db: Database
  storage: FileStorage
  reader: CvReader
  candidates: Pick<CandidatesService, 'fillEmptyFields'>
  log: FastifyBaseLogger
  now: () => number
}

/**
 * Runs a queued parse: reads the stored file, extracts its fields, and fills the candidate's empty
 * fields with them in the transaction that records the outcome.
 */
export function createParseHandler({ db, storage, reader, candidates, log, now }: Deps) {
  return handle(PARSE_CV, async (task) => {
    const { tenantId } = task
    const parse = await repo.findParse(db, tenantId, task.payload.parse_id)
    // Finished by an earlier run of this task, whose worker died after writing.
    if (!parse || parse.status !== 'queued') return
    const file = parse.file_id ? await findFile(db, tenantId, parse.file_id, 'cv') : undefined
    const bytes = file ? await storage.get(file.storage_key) : null
    if (!bytes) {
      await repo.completeParse(db, tenantId, parse.id, {
        status: 'failed',
        error: 'The CV is no longer stored: the candidate was anonymized or the file removed before it was read',
      })
      return
    }
    const outcome = await parseCv(reader, bytes, new Date(now()))
    if (outcome.status === 'failed') {
      await repo.completeParse(db, tenantId, parse.id, { status: 'failed', failure_reason: outcome.reason, error: outcome.detail })
      log.info({ tenantId, parseId: parse.id, reason: outcome.reason }, 'a stored CV could not be read')
      return
    }
    const actor: Actor = { tenantId, userId: null, role: null, actorType: 'system', requestId: null }
    await db.transaction().execute(async (trx) => {
      const filled = parse.candidate_id
        ? await candidates.fillEmptyFields(trx, actor, parse.candidate_id, foundProfileOf(outcome.extracted))
        : []
      await repo.completeParse(trx, tenantId, parse.id, {
        status: 'parsed',
        extracted: JSON.stringify(outcome.extracted),
        raw_text_length: outcome.rawTextLength,
        filled_fields: JSON.stringify(filled),
      })
    })
  })
}
