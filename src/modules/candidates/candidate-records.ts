import type { AuditService } from '../audit/audit.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import type { CandidatePresenter } from './candidate-view.ts'
import type { CandidateRecords } from './candidates.port.ts'
import * as repo from './candidates.repository.ts'
import type { CandidateRow } from './candidates.table.ts'
import { erasedColumns } from './erasure.ts'
import { survivorChanges } from './merge.ts'

interface Deps {
  events: EventPublisher
  audit: AuditService
  now: () => number
  present: CandidatePresenter
}

/**
 * The module's part in merging and erasing a candidate (see the candidate-lifecycle module),
 * over its own rows: the lifecycle reads their state and hands them back here whole.
 */
export function createCandidateRecords({ events, audit, now, present }: Deps): CandidateRecords<CandidateRow> {
  return {
    lockRecord: (trx, tenantId, id) => repo.findCandidateForUpdate(trx, tenantId, id),

    findRecord: (trx, tenantId, id) => repo.findCandidate(trx, tenantId, id),

    present,

    /**
     * Records flagged as copies of the duplicate now point at the survivor, the survivor fills
     * its empty fields from the duplicate, and the duplicate is soft-deleted pointing at the
     * survivor.
     */
    async mergeRecord(trx, actor, duplicate, survivor) {
      const id = duplicate.id
      const intoId = survivor.id
      const repointed = await repo.repointDuplicateFlags(trx, actor.tenantId, id, intoId)
      const changes = survivorChanges(survivor, duplicate)
      // Deleted, the duplicate no longer matches new records; its picture now belongs to the survivor.
      await repo.updateCandidate(trx, actor.tenantId, id, {
        is_deleted: true,
        deleted_at: new Date(now()),
        duplicate_of_id: intoId,
        needs_manual_review: false,
        avatar_file_id: null,
      })
      await repo.updateCandidate(trx, actor.tenantId, intoId, changes)
      await audit.record(trx, actor, {
        action: 'candidate.merged_away',
        resourceType: 'candidate',
        resourceId: id,
        changes: { into_id: intoId },
      })
      await audit.record(trx, actor, {
        action: 'candidate.merged',
        resourceType: 'candidate',
        resourceId: intoId,
        changes: { merged_id: id, filled_fields: Object.keys(changes).filter((k) => !k.endsWith('_normalized') && k !== 'search_text') },
      })
      // The records now flagged as copies of the survivor changed too; the survivor's own event
      // is the lifecycle's to send, once every module has handed its part over.
      for (const row of repointed) await events.publish(trx, actor.tenantId, 'candidate.updated', () => present(row))
    },

    /**
     * The person is erased from the record for good (see `erasedColumns`). The record stays, so
     * lists, counts and the applications behind it still add up.
     */
    async eraseRecord(trx, tenantId, record) {
      await repo.updateCandidate(trx, tenantId, record.id, erasedColumns(record))
    },

    listFiles: (trx, tenantId, record) => repo.listCandidateFiles(trx, tenantId, record.id, record.avatar_file_id),

    moveFiles: (trx, tenantId, fromId, intoId) => repo.moveCandidateFiles(trx, tenantId, fromId, intoId),

    deleteFileRows: (trx, tenantId, ids) => repo.deleteFiles(trx, tenantId, ids),
  }
}
