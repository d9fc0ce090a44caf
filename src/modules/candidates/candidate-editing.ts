import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import type { CodeIssuer } from '../../platform/codes.ts'
import type { Precondition } from '../../platform/concurrency.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { duplicateFlagsOfNew, markIfDuplicate } from './candidate-duplicates.ts'
import { checkValues, toColumns } from './candidate-fields.ts'
import type { CandidateLocks } from './candidate-locks.ts'
import { candidateOf, type CandidatePresenter } from './candidate-view.ts'
import type { Candidate, CandidateFields, CREATED_VIA } from './candidates.port.ts'
import * as repo from './candidates.repository.ts'
import type { CandidateRow } from './candidates.table.ts'
import { searchTextOf } from './normalize.ts'

/** How a candidate came in, when not through the API (a public form, a CV), and whether it is demo data. */
export interface CandidateOrigin {
  created_via?: (typeof CREATED_VIA)[number]
  is_demo?: boolean
}

interface Deps {
  db: Database
  locks: Pick<CandidateLocks, 'changeCandidate'>
  /** Whether the tenant knows a source kind: built in, or one of its custom sources (catalog). */
  isKnownSource: (handle: Database | Transaction<DB>, tenantId: string, value: string) => Promise<boolean>
  codes: CodeIssuer
  now: () => number
  audit: AuditService
  events: EventPublisher
  present: CandidatePresenter
}

/**
 * A candidate's record as people write it: created by HR or inside another module's transaction
 * (a public submission, a CV), changed and deleted by HR.
 */
export function createCandidateEditing({ db, locks: { changeCandidate }, isKnownSource, codes, now, audit, events, present }: Deps) {
  async function checkSource(trx: Transaction<DB>, tenantId: string, source: string | undefined): Promise<void> {
    if (source !== undefined && !(await isKnownSource(trx, tenantId, source))) {
      throw ValidationFailed.single(['body', 'source'], 'Not a source kind or one of the tenant’s custom sources', 'value_error')
    }
  }

  /**
   * Creates a candidate in the caller's transaction; public submissions and CV parsing come
   * through here too. `lookalikes`: see duplicateFlagsOfNew.
   */
  async function insertIn(
    trx: Transaction<DB>,
    actor: Actor,
    fields: CandidateFields & { full_name: string },
    origin: CandidateOrigin = {},
    lookalikes?: repo.Lookalike[],
  ): Promise<CandidateRow> {
    checkValues(fields, {
      expected_salary_min: fields.expected_salary_min ?? null,
      expected_salary_max: fields.expected_salary_max ?? null,
    })
    await checkSource(trx, actor.tenantId, fields.source)
    const code = await codes.next(trx, actor.tenantId, 'CAN', new Date(now()))
    const columns = toColumns(fields)
    const candidate = await repo.insertCandidate(trx, {
      ...columns,
      ...(await duplicateFlagsOfNew(trx, actor.tenantId, columns, lookalikes)),
      full_name: fields.full_name.trim(),
      tenant_id: actor.tenantId,
      id: newRowId(),
      code,
      created_via: origin.created_via ?? 'api',
      is_demo: origin.is_demo ?? false,
      search_text: searchTextOf({ full_name: fields.full_name, email: fields.email ?? null, phone: fields.phone ?? null, code }),
    })
    await audit.record(trx, actor, {
      action: 'candidate.created',
      resourceType: 'candidate',
      resourceId: candidate.id,
      changes: { code, created_via: candidate.created_via, duplicate_of_id: candidate.duplicate_of_id },
    })
    await events.publish(trx, actor.tenantId, 'candidate.created', () => present(candidate))
    return candidate
  }

  return {
    /** For modules that take a person in inside their own transaction (public submissions, CV parsing). */
    async createIn(
      trx: Transaction<DB>,
      actor: Actor,
      fields: CandidateFields & { full_name: string },
      origin?: CandidateOrigin,
      lookalikes?: repo.Lookalike[],
    ): Promise<Candidate> {
      return candidateOf(await insertIn(trx, actor, fields, origin, lookalikes))
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
  }
}
