import { newRowId } from '../../platform/ids.ts'
import type { Insertable, Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { assertInterviewerSees, type InterviewerScope } from '../../platform/auth/interviewer-scope.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import { findLatestFile } from '../../platform/files/files.repository.ts'
import { SNIFFED_TYPES, sniffContentType } from '../../platform/files/sniff.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { acceptUpload, recordFile, storeThen, type AcceptedUpload } from '../../platform/files/stored-upload.ts'
import type { Upload } from '../../platform/files/upload.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CandidatesService } from '../candidates/candidates.service.ts'
import type { ExtractedCv } from './cv-document.ts'
import type { CvParseQueue } from './cv-parsing.port.ts'
import * as repo from './cv-parses.repository.ts'
import type { CvParseRow, CvParsesTable } from './cv-parses.table.ts'
import { parseCv, type CvReader } from './parsing.ts'
import { foundProfileOf } from './profile.ts'

export const CV_MAX_BYTES = 10 * 1024 * 1024
const CV_TYPES: readonly string[] = [SNIFFED_TYPES.pdf, SNIFFED_TYPES.docx, SNIFFED_TYPES.text]

/** Where a parse's result goes besides the history: nowhere, an existing candidate, or a new one. */
export interface ParseTarget {
  candidate_id?: string
  create_candidate?: boolean
}

export function presentParse(row: CvParseRow) {
  const { tenant_id, file_id, created_by, ...visible } = row
  return { ...visible, has_file: file_id !== null }
}

interface Deps {
  db: Database
  audit: Pick<AuditService, 'record'>
  storage: FileStorage
  reader: CvReader
  queue: CvParseQueue
  candidates: Pick<CandidatesService, 'lockActive' | 'findActive' | 'createIn' | 'fillEmptyFields'>
  interviewerScope: InterviewerScope
  now: () => number
}

/**
 * CV parsing on request (the file read while the client waits), the history of every parse,
 * and the CVs stored about a candidate, which are parsed in the background.
 */
export function createCvParsingService({ db, audit, storage, reader, queue, candidates, interviewerScope, now }: Deps) {
  async function recordParse(trx: Transaction<DB>, actor: Actor, row: Insertable<CvParsesTable>): Promise<CvParseRow> {
    const parse = await repo.insertParse(trx, row)
    await audit.record(trx, actor, {
      action: 'cv_parse.created',
      resourceType: 'cv_parse',
      resourceId: parse.id,
      changes: { status: parse.status, candidate_id: parse.candidate_id, failure_reason: parse.failure_reason },
    })
    return parse
  }

  /** Creates the candidate the CV describes, or fills the empty fields of the one named; answers it and the fields written. */
  async function applyToCandidate(trx: Transaction<DB>, actor: Actor, target: ParseTarget, extracted: ExtractedCv) {
    const profile = foundProfileOf(extracted)
    if (target.candidate_id) {
      const candidate = await candidates.lockActive(trx, actor.tenantId, target.candidate_id)
      if (!candidate) throw new NotFound('Candidate')
      if (candidate.is_anonymized) throw new Conflict('This candidate was anonymized; a CV can no longer fill the record')
      return { candidateId: candidate.id, filled: await candidates.fillEmptyFields(trx, actor, candidate.id, profile) }
    }
    const given = Object.fromEntries(
      Object.entries(profile).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
    )
    const candidate = await candidates.createIn(trx, actor, { ...given, full_name: extracted.full_name! }, { created_via: 'cv_parse' })
    return { candidateId: candidate.id, filled: ['full_name', ...Object.keys(given)] }
  }

  return {
    /** Merge: the duplicate's parses go over to the surviving record. */
    moveCandidate: (trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string) =>
      repo.moveParses(trx, tenantId, fromId, intoId),

    /** Erasure: the parses stay in the history, saying nothing more of the person. */
    forgetCandidate: (trx: Transaction<DB>, actor: Actor, candidateId: string) => repo.forgetParses(trx, actor.tenantId, candidateId),

    /**
     * Reads the file now (off the main thread) and records the parse. An unreadable file is a
     * failed parse in the history and a 422 naming why; a readable one may fill or create a
     * candidate, which then keeps the file as their CV.
     */
    async parse(actor: Actor, upload: Upload, target: ParseTarget) {
      if (target.candidate_id && target.create_candidate) {
        throw ValidationFailed.single(
          ['body', 'create_candidate'],
          'Give candidate_id to fill a candidate or create_candidate=true, not both',
        )
      }
      if (target.candidate_id && !(await candidates.findActive(db, actor.tenantId, target.candidate_id))) throw new NotFound('Candidate')
      const outcome = await parseCv(reader, upload.bytes, new Date(now()))
      const row = {
        tenant_id: actor.tenantId,
        id: newRowId(),
        origin: 'upload' as const,
        file_name: upload.filename?.slice(0, 255) ?? null,
        content_type: sniffContentType(upload.bytes),
        byte_size: upload.bytes.length,
        created_by: actor.userId,
        completed_at: new Date(now()),
      }
      if (outcome.status === 'failed') {
        const failed = await db
          .transaction()
          .execute((trx) => recordParse(trx, actor, { ...row, status: 'failed', failure_reason: outcome.reason, error: outcome.detail }))
        throw ValidationFailed.single(
          ['body', 'file'],
          `${outcome.detail} (recorded in the parse history as ${failed.id})`,
          `cv_${outcome.reason}`,
        )
      }
      const parsed = {
        ...row,
        status: 'parsed' as const,
        extracted: JSON.stringify(outcome.extracted),
        raw_text_length: outcome.rawTextLength,
      }
      if (!target.candidate_id && !target.create_candidate) {
        return presentParse(await db.transaction().execute((trx) => recordParse(trx, actor, parsed)))
      }
      if (target.create_candidate && !outcome.extracted.full_name) {
        const kept = await db.transaction().execute((trx) => recordParse(trx, actor, parsed))
        throw ValidationFailed.single(
          ['body', 'create_candidate'],
          `No name was found in the CV, so no candidate was created; the parse is in the history as ${kept.id}`,
          'cv_no_name',
        )
      }
      // The candidate keeps the file as their CV; the bytes were sniffed as one of CV_TYPES by the read.
      const file: AcceptedUpload = { id: newRowId(), contentType: row.content_type!, bytes: upload.bytes, filename: upload.filename }
      const recorded = await storeThen(storage, actor.tenantId, file, () =>
        db.transaction().execute(async (trx) => {
          const { candidateId, filled } = await applyToCandidate(trx, actor, target, outcome.extracted)
          await recordFile(trx, actor.tenantId, file, { purpose: 'cv', resourceId: candidateId, createdBy: actor.userId })
          return recordParse(trx, actor, { ...parsed, file_id: file.id, candidate_id: candidateId, filled_fields: JSON.stringify(filled) })
        }),
      )
      return presentParse(recorded)
    },

    async list(actor: Actor, filter: { candidate_id?: string }, page: PageRequest) {
      return mapPage(await repo.listParses(db, actor.tenantId, filter, page), presentParse)
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findParse(db, actor.tenantId, id)
      if (!row) throw new NotFound('CV parse')
      return presentParse(row)
    },

    /** The history is a record of what was read: it is never deleted (404 for another tenant's id, 409 for one's own). */
    async remove(actor: Actor, id: string): Promise<never> {
      if (!(await repo.findParse(db, actor.tenantId, id))) throw new NotFound('CV parse')
      throw new Conflict('CV parse history cannot be deleted')
    },

    /** Stores a CV as the candidate's and queues its parse, which fills the record's empty fields. */
    async attach(actor: Actor, candidateId: string, upload: Upload) {
      const file = acceptUpload(upload, CV_TYPES, () => 'A CV must be a PDF, a Word (.docx) document or a text file')
      const parse = await storeThen(storage, actor.tenantId, file, () =>
        db.transaction().execute(async (trx) => {
          const candidate = await candidates.lockActive(trx, actor.tenantId, candidateId)
          if (!candidate) throw new NotFound('Candidate')
          if (candidate.is_anonymized) throw new Conflict('This candidate was anonymized; no CV can be attached')
          await recordFile(trx, actor.tenantId, file, { purpose: 'cv', resourceId: candidateId, createdBy: actor.userId })
          const queued = await queue.queue(trx, actor.tenantId, {
            origin: 'candidate_cv',
            candidateId,
            file: { id: file.id, filename: file.filename, contentType: file.contentType, byteSize: file.bytes.length },
            createdBy: actor.userId,
          })
          await audit.record(trx, actor, {
            action: 'candidate.cv_attached',
            resourceType: 'candidate',
            resourceId: candidateId,
            changes: { file_id: file.id, content_type: file.contentType, byte_size: file.bytes.length, parse_id: queued.id },
          })
          return queued
        }),
      )
      return this.get(actor, parse.id)
    },

    /** The candidate's latest CV, as stored. */
    async readLatest(actor: Actor, candidateId: string) {
      await assertInterviewerSees(interviewerScope, db, actor, { candidateId }, 'Candidate')
      if (!(await candidates.findActive(db, actor.tenantId, candidateId))) throw new NotFound('Candidate')
      const file = await findLatestFile(db, actor.tenantId, 'cv', candidateId)
      const bytes = file ? await storage.get(file.storage_key) : null
      if (!file || !bytes) throw new NotFound('CV')
      return { bytes, contentType: file.content_type, filename: file.original_name }
    },
  }
}

export type CvParsingService = ReturnType<typeof createCvParsingService>
