import { randomUUID } from 'node:crypto'
import type { Transaction, Updateable } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { assertInterviewerSees, type InterviewerScope } from '../../platform/auth/interviewer-scope.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import type { CodeIssuer } from '../../platform/codes.ts'
import { changeLockedRow, type Precondition } from '../../platform/concurrency.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import { findFile } from '../../platform/files/files.repository.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { acceptImage, recordFile, storeThen } from '../../platform/files/stored-upload.ts'
import type { Upload } from '../../platform/files/upload.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import * as repo from './candidates.repository.ts'
import type {
  Candidate,
  CandidateFields,
  CandidateImport,
  CandidateRecords,
  CREATED_VIA,
  FoundProfile,
  ImportedCandidate,
} from './candidates.port.ts'
import type { CandidateRow, CandidatesTable } from './candidates.table.ts'
import { survivorChanges } from './merge.ts'
import { normalizeEmail, normalizePhone, searchTermOf, searchTextOf } from './normalize.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'

/** How a candidate came in, when not through the API (a public form, a CV), and whether it is demo data. */
export interface CandidateOrigin {
  created_via?: (typeof CREATED_VIA)[number]
  is_demo?: boolean
}

/** JSON with object keys sorted: the database hands back objects with their keys in its own order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

/**
 * The name an anonymized candidate keeps: this marker, a space and four hex characters of the
 * record's id (so that rows in a list can be told apart without naming anyone). The Data API
 * documents the marker.
 */
export const ANONYMIZED_NAME_MARKER = 'Deleted candidate'

export function anonymizedNameOf(id: string): string {
  return `${ANONYMIZED_NAME_MARKER} ${id.replace(/-/g, '').slice(-4).toUpperCase()}`
}

/**
 * What anonymization writes. Erased: everything that describes the person (contact, identity,
 * location, career, pay, HR's free-text labels and source note, the picture). Kept: what
 * describes the record and the hiring process, so counts and funnels stay true: code, source
 * kind, created_via, flags (blacklist, demo, duplicate review), star rating, timestamps, and
 * external_id (an opaque key of the customer's own system that is never shown; keeping it makes
 * a re-import find this record, which refuses edits, instead of recreating the person).
 */
function erasedColumns(row: Pick<CandidateRow, 'id' | 'code'>) {
  const full_name = anonymizedNameOf(row.id)
  return {
    full_name,
    email: null,
    email_normalized: null,
    phone: null,
    phone_normalized: null,
    gender: null,
    date_of_birth: null,
    location_display: null,
    vn_province_code: null,
    country_code: null,
    current_job_title: null,
    current_company: null,
    total_experience_years: null,
    skills: null,
    education: null,
    current_salary: null,
    current_salary_currency: null,
    current_salary_type: null,
    current_salary_period: null,
    expected_salary_min: null,
    expected_salary_max: null,
    salary_currency: null,
    salary_type: null,
    salary_period: null,
    source_detail: null,
    tags: [],
    avatar_file_id: null,
    is_anonymized: true,
    // Rebuilt from the marker alone: the old name, e-mail and phone can no longer be found.
    search_text: searchTextOf({ full_name, email: null, phone: null, code: row.code }),
  } satisfies Omit<Updateable<CandidatesTable>, 'updated_at'>
}

/** The columns anonymization writes, the same for every record. */
export const ERASED_FIELDS = Object.keys(erasedColumns({ id: '', code: '' })) as readonly (keyof ReturnType<typeof erasedColumns>)[]

/** The client's view of a candidate; `publicBaseUrl` makes the avatar URL absolute. */
export function presentCandidate(row: CandidateRow, publicBaseUrl: string) {
  const { tenant_id, email_normalized, phone_normalized, search_text, external_id, is_deleted, deleted_at, avatar_file_id, ...visible } =
    row
  return { ...visible, avatar_url: avatar_file_id ? `${publicBaseUrl}/api/v1/candidates/${row.id}/avatar` : null }
}

export function presentCandidateSummary(row: Pick<Candidate, 'id' | 'code' | 'full_name' | 'email'>) {
  return { id: row.id, code: row.code, full_name: row.full_name, email: row.email }
}

/** A candidate as other modules read it (the candidates port): the fields they use, no more. */
function candidateOf(row: CandidateRow): Candidate {
  const { id, code, full_name, email, source, source_detail, is_anonymized, is_blacklisted } = row
  return { id, code, full_name, email, source, source_detail, is_anonymized, is_blacklisted }
}

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })

/** Checks the shape alone cannot: a real calendar date, a real country, a sane salary range. */
function checkValues(fields: CandidateFields, merged: { expected_salary_min: number | null; expected_salary_max: number | null }) {
  const dob = fields.date_of_birth
  if (dob && dob.length === 10) {
    const parsed = new Date(`${dob}T00:00:00Z`)
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== dob) {
      throw ValidationFailed.single(['body', 'date_of_birth'], 'Input should be a real calendar date', 'date_parsing')
    }
  }
  if (fields.country_code && REGIONS.of(fields.country_code) === undefined) {
    throw ValidationFailed.single(['body', 'country_code'], 'Input should be an ISO 3166-1 alpha-2 country code', 'country_code')
  }
  if (merged.expected_salary_min != null && merged.expected_salary_max != null && merged.expected_salary_min > merged.expected_salary_max) {
    throw ValidationFailed.single(
      ['body', 'expected_salary_min'],
      'expected_salary_min must not exceed expected_salary_max',
      'salary_range',
    )
  }
}

/** The stored form of written fields: trimmed name, JSON columns as text, match keys kept in step. */
function toColumns(fields: CandidateFields) {
  const { skills, education, full_name, ...rest } = fields
  return {
    ...rest,
    ...(full_name !== undefined ? { full_name: full_name.trim() } : {}),
    ...(skills !== undefined ? { skills: skills === null ? null : JSON.stringify(skills) } : {}),
    ...(education !== undefined ? { education: education === null ? null : JSON.stringify(education) } : {}),
    ...(fields.email !== undefined ? { email_normalized: normalizeEmail(fields.email) } : {}),
    ...(fields.phone !== undefined ? { phone_normalized: normalizePhone(fields.phone) } : {}),
  }
}

interface Deps {
  db: Database
  /** Announces changes to webhooks, in the transaction of the change. */
  events: EventPublisher
  audit: AuditService
  codes: CodeIssuer
  storage: FileStorage
  publicBaseUrl: string
  now: () => number
  /** Whether the tenant knows a source kind: built in, or one of its custom sources (catalog). */
  isKnownSource: (handle: Database | Transaction<DB>, tenantId: string, value: string) => Promise<boolean>
  /** Which candidates an interviewer may read (the interviews module's table knows). */
  interviewerScope: InterviewerScope
}

export function createCandidatesService({ db, events, audit, codes, storage, publicBaseUrl, now, isKnownSource, interviewerScope }: Deps) {
  const present = (row: CandidateRow) => presentCandidate(row, publicBaseUrl)

  async function checkSource(trx: Transaction<DB>, tenantId: string, source: string | undefined): Promise<void> {
    if (source !== undefined && !(await isKnownSource(trx, tenantId, source))) {
      throw ValidationFailed.single(['body', 'source'], 'Not a source kind or one of the tenant’s custom sources', 'value_error')
    }
  }

  /** Runs a change on a locked, live candidate after checking If-Unmodified-Since. */
  function changeCandidate<T>(
    actor: Actor,
    id: string,
    precondition: Precondition,
    work: (trx: Transaction<DB>, row: CandidateRow) => Promise<T>,
  ) {
    return changeLockedRow(db, 'Candidate', (trx) => repo.findCandidateForUpdate(trx, actor.tenantId, id), precondition, work)
  }

  /** Flags `candidate` as a copy of the earliest live record sharing its e-mail or phone, if any. */
  async function markIfDuplicate(trx: Transaction<DB>, candidate: CandidateRow): Promise<CandidateRow> {
    const match = await repo.findEarlierMatch(trx, candidate.tenant_id, {
      email: candidate.email_normalized,
      phone: candidate.phone_normalized,
      excludeId: candidate.id,
    })
    if (!match || match.id === candidate.duplicate_of_id) return candidate
    return repo.updateCandidate(trx, candidate.tenant_id, candidate.id, {
      duplicate_of_id: match.duplicate_of_id ?? match.id,
      needs_manual_review: true,
    })
  }

  /** Creates a candidate in the caller's transaction; public submissions and CV parsing come through here too. */
  async function insertIn(
    trx: Transaction<DB>,
    actor: Actor,
    fields: CandidateFields & { full_name: string },
    origin: CandidateOrigin = {},
  ): Promise<CandidateRow> {
    checkValues(fields, {
      expected_salary_min: fields.expected_salary_min ?? null,
      expected_salary_max: fields.expected_salary_max ?? null,
    })
    await checkSource(trx, actor.tenantId, fields.source)
    const code = await codes.next(trx, actor.tenantId, 'CAN', new Date(now()))
    const inserted = await repo.insertCandidate(trx, {
      ...toColumns(fields),
      full_name: fields.full_name.trim(),
      tenant_id: actor.tenantId,
      id: randomUUID(),
      code,
      created_via: origin.created_via ?? 'api',
      is_demo: origin.is_demo ?? false,
      search_text: searchTextOf({ full_name: fields.full_name, email: fields.email ?? null, phone: fields.phone ?? null, code }),
    })
    const candidate = await markIfDuplicate(trx, inserted)
    await audit.record(trx, actor, {
      action: 'candidate.created',
      resourceType: 'candidate',
      resourceId: candidate.id,
      changes: { code, created_via: candidate.created_via, duplicate_of_id: candidate.duplicate_of_id },
    })
    await events.publish(trx, actor.tenantId, 'candidate.created', () => present(candidate))
    return candidate
  }

  /**
   * Writes an imported candidate: a new one gets a code of the year it was created in and is
   * flagged when it matches an earlier record; one imported before keeps its id and code and
   * takes the record's values, unless it was deleted or anonymized here (the person's erasure
   * must not be undone by importing them again). Nothing is written when nothing differs.
   */
  async function importCandidate(trx: Transaction<DB>, tenantId: string, input: CandidateImport, existing: CandidateRow | undefined) {
    const { fields } = input
    checkValues(fields, fields)
    const columns = { ...toColumns(fields), is_demo: input.is_demo }
    if (!existing) {
      const code = await codes.next(trx, tenantId, 'CAN', input.created_at)
      const inserted = await repo.insertCandidate(trx, {
        ...columns,
        full_name: fields.full_name.trim(),
        tenant_id: tenantId,
        id: randomUUID(),
        code,
        created_via: 'import',
        external_id: input.external_id,
        created_at: input.created_at,
        search_text: searchTextOf({ full_name: fields.full_name, email: fields.email, phone: fields.phone, code }),
      })
      await markIfDuplicate(trx, inserted)
      return { id: inserted.id, outcome: 'created' as const }
    }
    if (existing.is_deleted) throw new Conflict('This candidate was deleted; an import no longer changes it')
    if (existing.is_anonymized) throw new Conflict('This candidate was anonymized; an import no longer changes it')
    const { skills, education, ...plain } = columns
    const changed: Record<string, unknown> = changedFields(existing as Record<string, unknown>, plain as Record<string, unknown>)
    if (canonicalJson(existing.skills) !== canonicalJson(fields.skills)) changed.skills = skills
    if (canonicalJson(existing.education) !== canonicalJson(fields.education)) changed.education = education
    if (Object.keys(changed).length === 0) return { id: existing.id, outcome: 'unchanged' as const }
    const row = await repo.updateCandidate(trx, tenantId, existing.id, {
      ...(changed as Omit<Updateable<CandidatesTable>, 'updated_at'>),
      search_text: searchTextOf({ full_name: fields.full_name, email: fields.email, phone: fields.phone, code: existing.code }),
    })
    if ('email_normalized' in changed || 'phone_normalized' in changed) await markIfDuplicate(trx, row)
    return { id: row.id, outcome: 'updated' as const }
  }

  /**
   * Fills the record's empty fields with values found in a CV, in the caller's transaction; a
   * field that holds anything (HR typed it, or an earlier CV filled it) is left as it is. An
   * anonymized record takes nothing. Answers the names of the fields filled.
   */
  async function fillEmptyFields(trx: Transaction<DB>, actor: Actor, id: string, found: FoundProfile): Promise<string[]> {
    const current = await repo.findCandidateForUpdate(trx, actor.tenantId, id)
    if (!current || current.is_anonymized) return []
    const isEmpty = (value: unknown) =>
      value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
    const fill: CandidateFields = Object.fromEntries(
      Object.entries(found).filter(([key, value]) => !isEmpty(value) && isEmpty((current as Record<string, unknown>)[key])),
    )
    const filled = Object.keys(fill)
    if (filled.length === 0) return []
    let updated = await repo.updateCandidate(trx, actor.tenantId, id, {
      ...toColumns(fill),
      search_text: searchTextOf({
        full_name: current.full_name,
        email: fill.email ?? current.email,
        phone: fill.phone ?? current.phone,
        code: current.code,
      }),
    })
    if (fill.email !== undefined || fill.phone !== undefined) updated = await markIfDuplicate(trx, updated)
    await audit.record(trx, actor, { action: 'candidate.updated', resourceType: 'candidate', resourceId: id, changes: { ...fill } })
    await events.publish(trx, actor.tenantId, 'candidate.updated', () => present(updated))
    return filled
  }

  /**
   * The module's part in merging and erasing a candidate (see the candidate-lifecycle module),
   * over its own rows: the lifecycle reads their state and hands them back here whole.
   */
  const records: CandidateRecords<CandidateRow> = {
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

  return {
    /** For modules that take a person in inside their own transaction (public submissions, CV parsing). */
    async createIn(
      trx: Transaction<DB>,
      actor: Actor,
      fields: CandidateFields & { full_name: string },
      origin?: CandidateOrigin,
    ): Promise<Candidate> {
      return candidateOf(await insertIn(trx, actor, fields, origin))
    },
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<CandidateImport>> {
      const earlier = await repo.findCandidatesByExternalIds(batch, tenantId, externalIds)
      return importWriter(earlier, (trx, input: CandidateImport, existing) => importCandidate(trx, tenantId, input, existing))
    },
    fillEmptyFields,

    /** Candidates earlier imports wrote, for the records of a later one that name them. */
    async findImported(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedCandidate[]> {
      return (await repo.findCandidatesByExternalIds(handle, tenantId, externalIds)).map(({ id, external_id }) => ({ id, external_id }))
    },

    idsWithEmail: (trx: Database | Transaction<DB>, tenantId: string, emailNormalized: string) =>
      repo.idsWithEmail(trx, tenantId, emailNormalized),

    /** A live (not deleted) candidate, for modules that attach records to one. */
    async findActive(trx: Database | Transaction<DB>, tenantId: string, id: string): Promise<Candidate | undefined> {
      const row = await repo.findCandidate(trx, tenantId, id)
      return row && candidateOf(row)
    },

    /** The same, locked until the caller's transaction ends: no anonymization or deletion slips in between. */
    async lockActive(trx: Transaction<DB>, tenantId: string, id: string): Promise<Candidate | undefined> {
      const row = await repo.findCandidateForUpdate(trx, tenantId, id)
      return row && candidateOf(row)
    },

    async list(actor: Actor, filter: Omit<repo.CandidateFilter, 'search'> & { search?: string }, page: PageRequest) {
      const search = filter.search ? searchTermOf(filter.search) : undefined
      return mapPage(await repo.listCandidates(db, actor.tenantId, { ...filter, search: search || undefined }, page), present)
    },

    async get(actor: Actor, id: string) {
      await assertInterviewerSees(interviewerScope, db, actor, { candidateId: id }, 'Candidate')
      const row = await repo.findCandidate(db, actor.tenantId, id)
      if (!row) throw new NotFound('Candidate')
      return present(row)
    },

    async create(actor: Actor, fields: CandidateFields & { full_name: string }) {
      return present(await db.transaction().execute((trx) => insertIn(trx, actor, fields)))
    },

    async update(actor: Actor, id: string, fields: CandidateFields, precondition: Precondition) {
      return changeCandidate(actor, id, precondition, async (trx, current) => {
        if (current.is_anonymized) throw new Conflict('This candidate was anonymized; the record can no longer be edited')
        checkValues(fields, {
          expected_salary_min: fields.expected_salary_min !== undefined ? fields.expected_salary_min : current.expected_salary_min,
          expected_salary_max: fields.expected_salary_max !== undefined ? fields.expected_salary_max : current.expected_salary_max,
        })
        if (fields.source !== current.source) await checkSource(trx, actor.tenantId, fields.source)
        const comparable = { ...current, skills: JSON.stringify(current.skills), education: JSON.stringify(current.education) }
        const changed = changedFields(comparable as Record<string, unknown>, toColumns(fields) as Record<string, unknown>)
        if (Object.keys(changed).length === 0) return present(current)
        const merged = { ...current, ...fields }
        let updated = await repo.updateCandidate(trx, actor.tenantId, id, {
          ...changed,
          search_text: searchTextOf({
            full_name: merged.full_name,
            email: merged.email ?? null,
            phone: merged.phone ?? null,
            code: current.code,
          }),
        })
        if ('email_normalized' in changed || 'phone_normalized' in changed) updated = await markIfDuplicate(trx, updated)
        await audit.record(trx, actor, {
          action: 'candidate.updated',
          resourceType: 'candidate',
          resourceId: id,
          changes: Object.fromEntries(
            Object.keys(changed)
              .filter((k) => !k.endsWith('_normalized'))
              .map((k) => [k, (fields as Record<string, unknown>)[k]]),
          ),
        })
        await events.publish(trx, actor.tenantId, 'candidate.updated', () => present(updated))
        return present(updated)
      })
    },

    async remove(actor: Actor, id: string) {
      await db.transaction().execute(async (trx) => {
        const current = await repo.findCandidateForUpdate(trx, actor.tenantId, id)
        if (!current) throw new NotFound('Candidate')
        if (current.created_via === 'public_form') {
          throw new Conflict('This candidate applied through a public form and cannot be deleted; anonymize the record instead')
        }
        await repo.updateCandidate(trx, actor.tenantId, id, { is_deleted: true, deleted_at: new Date(now()) })
        await audit.record(trx, actor, {
          action: 'candidate.deleted',
          resourceType: 'candidate',
          resourceId: id,
          changes: { code: current.code },
        })
      })
    },

    /**
     * A reviewer's verdict that a flagged record is a different person. Allowed on anonymized
     * records too: the flags are not personal data, and the record must be able to leave the
     * review queue. Clearing flags that are already clear changes nothing and logs nothing.
     */
    async markNotDuplicate(actor: Actor, id: string, precondition: Precondition) {
      return changeCandidate(actor, id, precondition, async (trx, current) => {
        if (current.duplicate_of_id === null && !current.needs_manual_review) return present(current)
        const updated = await repo.updateCandidate(trx, actor.tenantId, id, { duplicate_of_id: null, needs_manual_review: false })
        await audit.record(trx, actor, {
          action: 'candidate.marked_not_duplicate',
          resourceType: 'candidate',
          resourceId: id,
          changes: { duplicate_of_id: null, needs_manual_review: false, was_duplicate_of_id: current.duplicate_of_id },
        })
        await events.publish(trx, actor.tenantId, 'candidate.updated', () => present(updated))
        return present(updated)
      })
    },

    /** The client's view of a candidate, and the module's part in merge and erasure. */
    ...records,

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

export type CandidatesService = ReturnType<typeof createCandidatesService>
