import type { Database } from '../../db/database.ts'
import { assertInterviewerSees, type InterviewerScope } from '../../platform/auth/interviewer-scope.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { Precondition } from '../../platform/concurrency.ts'
import { Conflict, NotFound } from '../../platform/errors.ts'
import { findFile } from '../../platform/files/files.repository.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { acceptImage, recordFile, storeThen } from '../../platform/files/stored-upload.ts'
import type { Upload } from '../../platform/files/upload.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import type { CandidateLocks } from './candidate-locks.ts'
import type { CandidatePresenter } from './candidate-view.ts'
import * as repo from './candidates.repository.ts'

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

interface Deps {
  db: Database
  events: EventPublisher
  audit: AuditService
  storage: FileStorage
  /** Which candidates an interviewer may read (the interviews module's table knows). */
  interviewerScope: InterviewerScope
  locks: Pick<CandidateLocks, 'changeCandidate'>
  present: CandidatePresenter
}

/** The candidate's picture: its bytes in the file storage, its row in `files`, the record pointing at it. */
export function createCandidateAvatar({ db, events, audit, storage, interviewerScope, locks: { changeCandidate }, present }: Deps) {
  return {
    /**
     * Stores a picture of the candidate, replacing the previous one. The type is read from the
     * bytes: only raster images a browser shows without running anything (no SVG).
     */
    async setAvatar(actor: Actor, id: string, upload: Upload, precondition: Precondition) {
      const file = acceptImage(upload)
      const result = await storeThen(storage, actor.tenantId, file, () =>
        changeCandidate(actor, id, precondition, async (trx, current) => {
          if (current.is_anonymized) throw new Conflict('This candidate was anonymized; the record can no longer be edited')
          await recordFile(trx, actor.tenantId, file, { purpose: 'avatar', resourceId: id, createdBy: actor.userId })
          const old = current.avatar_file_id ? await findFile(trx, actor.tenantId, current.avatar_file_id, 'avatar') : undefined
          if (old) await repo.deleteFiles(trx, actor.tenantId, [old.id])
          const row = await repo.updateCandidate(trx, actor.tenantId, id, { avatar_file_id: file.id })
          await audit.record(trx, actor, {
            action: 'candidate.avatar_updated',
            resourceType: 'candidate',
            resourceId: id,
            changes: { avatar_file_id: file.id, content_type: file.contentType, byte_size: file.bytes.length },
          })
          await events.publish(trx, actor.tenantId, 'candidate.updated', () => present(row))
          return { row, replaced: old?.storage_key ?? null }
        }),
      )
      // The old picture's row is gone with the commit; its bytes follow. Should that fail, the
      // bytes are unreachable through the API (no row leads to them).
      if (result.replaced) await storage.delete(result.replaced).catch(() => {})
      return present(result.row)
    },

    /** The candidate's picture, for members who may read the candidate. */
    async readAvatar(actor: Actor, id: string) {
      await assertInterviewerSees(interviewerScope, db, actor, { candidateId: id }, 'Candidate')
      const candidate = await repo.findCandidate(db, actor.tenantId, id)
      if (!candidate) throw new NotFound('Candidate')
      const file = candidate.avatar_file_id ? await findFile(db, actor.tenantId, candidate.avatar_file_id, 'avatar') : undefined
      const bytes = file ? await storage.get(file.storage_key) : null
      if (!file || !bytes) throw new NotFound('Avatar')
      return { bytes, contentType: file.content_type, etag: `"${file.sha256}"` }
    },
  }
}
