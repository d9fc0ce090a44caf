import type { Transaction } from 'kysely'
import type { CandidateKeyedTable } from '../../db/candidate-rows.ts'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { forgetResponsesMentioning } from '../../platform/idempotency.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CandidateErasureStep, CandidateMergeStep } from '../candidates/candidate-steps.ts'
import type { CandidateFile, CandidateRecords, CandidateState } from '../candidates/candidates.port.ts'
import { ERASED_FIELDS } from '../candidates/erasure.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'

/**
 * Every module that keeps something about a candidate. A merge hands each one's part over to the
 * surviving record and an erasure makes each one forget the person: both are records keyed by
 * this type, so a module added here without its two steps does not compile.
 */
export type CandidateDataModule =
  | 'candidates' // the record itself, and the duplicate flags of other records pointing at it
  | 'files' // stored files about the person (pictures, CVs), tied to the record by `resource_id`
  | 'applications' // applications and their stage history (notes)
  | 'talent-pool' // the pool entry and HR's note
  | 'interviews' // interviews (comments) and self-scheduling links
  | 'evaluations' // evaluations (comments)
  | 'offers' // offers (comments)
  | 'emails' // messages sent to the person (address, subject, text)
  | 'cv-parsing' // what was read from the person's CVs
  | 'audit' // values the person left in the audit log, under the record's id
  | 'idempotency' // kept replies that mention the record

/**
 * The module answering for each table holding rows about a candidate: a `candidate_id` column,
 * or the candidates themselves. The files, audit and idempotency tables name the record in other
 * ways (`resource_id`, response text) and have no entry here. A test compares this with the
 * database's catalog, so that a new table with a `candidate_id` cannot be left out.
 */
export const CANDIDATE_TABLES = {
  candidates: 'candidates',
  applications: 'applications',
  stage_transitions: 'applications',
  talent_pool: 'talent-pool',
  interviews: 'interviews',
  interview_schedule_links: 'interviews',
  evaluations: 'evaluations',
  offers: 'offers',
  email_messages: 'emails',
  cv_parses: 'cv-parsing',
} as const satisfies Record<'candidates' | 'talent_pool' | 'email_messages' | 'cv_parses' | CandidateKeyedTable, CandidateDataModule>

/** The members of tuple `T` found again later in it. */
type Repeated<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest]
  ? (Head extends Rest[number] ? Head : never) | Repeated<Rest>
  : never

/**
 * `order` as given when it names every module exactly once; otherwise a compile error whose
 * message names the module `missing` or `repeated`.
 */
export function everyModuleOnce<const T extends readonly CandidateDataModule[]>(
  order: T &
    ([Exclude<CandidateDataModule, T[number]>] extends [never] ? unknown : { missing: Exclude<CandidateDataModule, T[number]> }) &
    ([Repeated<T>] extends [never] ? unknown : { repeated: Repeated<T> }),
): T {
  return order
}

/**
 * Merge steps run in this order, in one transaction. Applications go first: a merge they refuse
 * (both candidates on one job) stops before anything moved. The record itself goes after the
 * modules that hold rows about it, and the files before it, so that its picture, cleared on the
 * duplicate, has already moved to the survivor.
 */
export const MERGE_ORDER = everyModuleOnce([
  'applications',
  'talent-pool',
  'interviews',
  'evaluations',
  'offers',
  'emails',
  'cv-parsing',
  'files',
  'candidates',
  'audit',
  'idempotency',
])

/**
 * Erasure steps run in this order, in one transaction. The record goes first (its picture's
 * pointer with it, before the file rows); the audit log is redacted after every step that writes
 * an entry of its own (the talent pool does), and kept replies are dropped once nothing else
 * changes what they could mention.
 */
export const ERASURE_ORDER = everyModuleOnce([
  'candidates',
  'files',
  'talent-pool',
  'applications',
  'interviews',
  'evaluations',
  'offers',
  'emails',
  'cv-parsing',
  'audit',
  'idempotency',
])

/**
 * A merge under way: both records locked, in the merge's transaction. `R` is a candidate's record
 * as the candidates module holds it (see CandidateRecords): this module reads only its state.
 */
interface MergeRun<R> {
  trx: Transaction<DB>
  actor: Actor
  duplicate: R
  survivor: R
}

/** An erasure under way: the record locked and as it was, with the files stored about the person. */
interface ErasureRun<R> {
  trx: Transaction<DB>
  actor: Actor
  candidate: R
  files: readonly CandidateFile[]
}

type MergeStep<R> = (run: MergeRun<R>) => Promise<void>
type ErasureStep<R> = (run: ErasureRun<R>) => Promise<void>

/** What each module holding rows about a candidate provides. */
interface CandidateData {
  moveCandidate: CandidateMergeStep
  forgetCandidate: CandidateErasureStep
}

interface Deps<R extends CandidateState> {
  db: Database
  /** Announces changes to webhooks, in the transaction of the change. */
  events: EventPublisher
  audit: Pick<AuditService, 'record' | 'redact'>
  storage: FileStorage
  candidates: CandidateRecords<R>
  applications: CandidateData
  talentPool: CandidateData
  interviews: CandidateData
  evaluations: CandidateData
  offers: CandidateData
  emails: CandidateData
  cvParsing: CandidateData
}

/**
 * Merge and erasure of a candidate across every module that keeps something about them. The
 * modules below know only their own part; this module knows that every part is done, in order.
 */
export function createCandidateLifecycleService<R extends CandidateState>({
  db,
  events,
  audit,
  storage,
  candidates,
  applications,
  talentPool,
  interviews,
  evaluations,
  offers,
  emails,
  cvParsing,
}: Deps<R>) {
  const handOver =
    (module: CandidateData): MergeStep<R> =>
    ({ trx, actor, duplicate, survivor }) =>
      module.moveCandidate(trx, actor.tenantId, duplicate.id, survivor.id)

  const forget =
    (module: CandidateData): ErasureStep<R> =>
    ({ trx, actor, candidate }) =>
      module.forgetCandidate(trx, actor, candidate.id)

  const mergeSteps: { [M in CandidateDataModule]: MergeStep<R> } = {
    candidates: ({ trx, actor, duplicate, survivor }) => candidates.mergeRecord(trx, actor, duplicate, survivor),
    files: ({ trx, actor, duplicate, survivor }) => candidates.moveFiles(trx, actor.tenantId, duplicate.id, survivor.id),
    applications: handOver(applications),
    'talent-pool': handOver(talentPool),
    interviews: handOver(interviews),
    evaluations: handOver(evaluations),
    offers: handOver(offers),
    emails: handOver(emails),
    'cv-parsing': handOver(cvParsing),
    // Entries stay under the record they were written about; the merge's own two entries link them.
    audit: async () => {},
    // Kept replies are answers already given; a merge erases nothing they hold.
    idempotency: async () => {},
  }

  const erasureSteps: { [M in CandidateDataModule]: ErasureStep<R> } = {
    candidates: ({ trx, actor, candidate }) => candidates.eraseRecord(trx, actor.tenantId, candidate),
    // The rows go here; their bytes go last, before the commit (see `anonymize`).
    files: ({ trx, actor, files }) =>
      candidates.deleteFileRows(
        trx,
        actor.tenantId,
        files.map((f) => f.id),
      ),
    applications: forget(applications),
    'talent-pool': forget(talentPool),
    interviews: forget(interviews),
    evaluations: forget(evaluations),
    offers: forget(offers),
    emails: forget(emails),
    'cv-parsing': forget(cvParsing),
    // What was erased from the record is erased from its history too (and HR's notes).
    audit: async ({ trx, actor, candidate }) => {
      await audit.redact(trx, actor.tenantId, candidate.id, [...ERASED_FIELDS.filter((k) => k !== 'is_anonymized'), 'note'])
    },
    // A replay must not hand back what was erased.
    idempotency: ({ trx, actor, candidate }) => forgetResponsesMentioning(trx, actor.tenantId, candidate.id),
  }

  /** The record as it now reads, in the caller's transaction. */
  async function presentAfter(trx: Transaction<DB>, tenantId: string, id: string) {
    const row = await candidates.findRecord(trx, tenantId, id)
    if (!row) throw new NotFound('Candidate')
    return candidates.present(row)
  }

  return {
    /** For the completeness test: the modules each record has a step for. */
    handledModules: {
      merge: Object.keys(mergeSteps) as CandidateDataModule[],
      erasure: Object.keys(erasureSteps) as CandidateDataModule[],
    },

    /**
     * Folds a duplicate record into the one it copies: everything every module keeps about the
     * duplicate moves over (MERGE_ORDER), the survivor fills its empty fields from it, and the
     * duplicate is soft-deleted pointing at the survivor. One transaction: when any step refuses
     * (both records on one job), nothing has moved.
     */
    async merge(actor: Actor, id: string, intoId: string, precondition: Precondition) {
      if (id === intoId) throw ValidationFailed.single(['body', 'into_id'], 'A candidate cannot be merged into itself', 'value_error')
      return db.transaction().execute(async (trx) => {
        // Both rows are locked in id order, so two merges of the same pair in opposite
        // directions queue instead of deadlocking.
        const locked = new Map<string, R | undefined>()
        for (const candidateId of [id, intoId].sort())
          locked.set(candidateId, await candidates.lockRecord(trx, actor.tenantId, candidateId))
        const duplicate = rowToChange(locked.get(id), 'Candidate', precondition)
        const survivor = locked.get(intoId)
        if (!survivor) throw ValidationFailed.single(['body', 'into_id'], 'No such candidate', 'value_error')
        if (duplicate.is_anonymized || survivor.is_anonymized) throw new Conflict('An anonymized candidate cannot be merged')

        const run: MergeRun<R> = { trx, actor, duplicate, survivor }
        for (const module of MERGE_ORDER) await mergeSteps[module](run)
        // Read after every step, so the event carries what the survivor took from each module.
        const merged = await presentAfter(trx, actor.tenantId, intoId)
        await events.publish(trx, actor.tenantId, 'candidate.updated', () => merged)
        return merged
      })
    },

    /**
     * Erases the person for good: from the record, every file stored about them, and what every
     * module keeps (ERASURE_ORDER). The record stays, so lists, counts and the applications behind
     * it still add up. Asking again answers the record unchanged: a retried request must not fail
     * after the first one did the work.
     */
    async anonymize(actor: Actor, id: string, precondition: Precondition) {
      return db.transaction().execute(async (trx) => {
        const current = rowToChange(await candidates.lockRecord(trx, actor.tenantId, id), 'Candidate', precondition)
        if (current.is_anonymized) return candidates.present(current)
        // Listed before the record loses its picture's id.
        const files = await candidates.listFiles(trx, actor.tenantId, current)
        const run: ErasureRun<R> = { trx, actor, candidate: current, files }
        for (const module of ERASURE_ORDER) await erasureSteps[module](run)
        // Field names only: the audit entry must not keep what was just erased.
        await audit.record(trx, actor, {
          action: 'candidate.anonymized',
          resourceType: 'candidate',
          resourceId: id,
          changes: {
            is_anonymized: true,
            erased_fields: ERASED_FIELDS.filter((k) => k !== 'is_anonymized' && k !== 'search_text'),
            files_deleted: files.length,
          },
        })
        const erased = await presentAfter(trx, actor.tenantId, id)
        await events.publish(trx, actor.tenantId, 'candidate.updated', () => erased)
        // The bytes go last, before the commit. Should the commit still fail, the record keeps
        // rows pointing at files that are gone (its pictures answer 404) and the request can be
        // retried; deleting after the commit would instead leave, on a crash, personal files on
        // disk that no row leads to and nothing would ever erase.
        for (const file of files) await storage.delete(file.storage_key)
        return erased
      })
    },
  }
}

export type CandidateLifecycleService = ReturnType<typeof createCandidateLifecycleService>
