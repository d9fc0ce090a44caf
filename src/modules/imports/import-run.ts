import type { ControlledTransaction, Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { ApplicationImports } from '../applications/applications.port.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CandidateImports } from '../candidates/candidates.port.ts'
import type { CatalogService } from '../catalog/catalog.service.ts'
import type { EvaluationImports } from '../evaluations/evaluations.port.ts'
import type { InterviewImports } from '../interviews/interviews.port.ts'
import type { JobImports } from '../jobs/jobs.port.ts'
import type { OfferImports } from '../offers/offers.port.ts'
import type { PipelinesService } from '../pipelines/pipelines.service.ts'
import type { UsersService } from '../users/users.service.ts'
import { prepareApplications } from './import-application.ts'
import { prepareCandidates } from './import-candidate.ts'
import { RunContext } from './import-context.ts'
import { prepareEvaluations } from './import-evaluation.ts'
import { prepareInterviews } from './import-interview.ts'
import { prepareJobs } from './import-job.ts'
import type { PrepareBatch } from './import-kind.ts'
import { prepareOffers } from './import-offer.ts'
import { IMPORT_KINDS, LIST_OF_KIND, type ImportKind, type ImportPayload } from './import-records.schemas.ts'
import { addError, emptyReport, problemsOf, type ImportRecordError, type ImportReport } from './import-report.ts'
import { schemaProblems } from './record-validation.ts'

/** Records written per transaction: large enough to amortize the commit, small enough to keep locks short. */
export const BATCH_SIZE = 200

export interface RunServices {
  audit: AuditService
  // Each module's part in an import, from its port: the records it writes and finds.
  jobs: JobImports
  pipelines: PipelinesService
  candidates: CandidateImports
  applications: ApplicationImports
  interviews: InterviewImports
  evaluations: EvaluationImports
  offers: OfferImports
  users: Pick<UsersService, 'membersByEmail'>
  catalog: Pick<CatalogService, 'isRejectionReason' | 'isKnownSource'>
}

export interface RunOptions {
  isDemo: boolean
  /** Who the run acts for: named as creator where a record names nobody, and in the audit log. */
  actorId: string | null
  defaultSource: string
  /** The queued import being run, named in the audit entries; null for a synchronous run. */
  importId: string | null
  /** Errors found before the run (NDJSON lines that were not records). */
  earlier?: readonly ImportRecordError[]
  /** Called in each batch's transaction before it commits, with the report so far. */
  checkpoint?: (trx: Transaction<DB>, report: ImportReport) => Promise<void>
  /** Asked after each batch commits; true ends the run there with ImportInterrupted. */
  shouldStop?: () => boolean
}

/** A run ended between two batches on purpose: what was committed stays, the rest was not written. */
export class ImportInterrupted extends Error {
  constructor(readonly reason: 'stopping' | 'taken_over') {
    super(`import run interrupted: ${reason}`)
    this.name = 'ImportInterrupted'
  }
}

function batchPreparers(s: RunServices): Record<ImportKind, PrepareBatch<never>> {
  return {
    job: prepareJobs(s.jobs),
    candidate: prepareCandidates(s.candidates),
    application: prepareApplications(s),
    interview: prepareInterviews(s),
    evaluation: prepareEvaluations(s),
    offer: prepareOffers(s),
  }
}

const externalIdOf = (record: unknown) => {
  const value = (record as { external_id?: unknown } | null)?.external_id
  return typeof value === 'string' ? value : null
}

/**
 * Imports a payload kind after kind, in the order in which kinds name each other, in batches of
 * BATCH_SIZE records per transaction. Each record runs in a savepoint of its own: a record that
 * fails (its schema, a reference, a rule, a constraint) is rolled back alone and reported, the
 * others of its batch commit. Records are keyed by external id, so running a payload again
 * updates what it wrote before. Anything that is not a record's fault rejects the promise.
 */
export async function runImport(
  db: Database,
  services: RunServices,
  tenantId: string,
  payload: ImportPayload,
  options: RunOptions,
): Promise<ImportReport> {
  const report = emptyReport(payload, options.earlier)
  const ctx = new RunContext(
    tenantId,
    { isDemo: options.isDemo, actorId: options.actorId, defaultSource: options.defaultSource },
    await services.users.membersByEmail(db, tenantId),
    await services.pipelines.templatesWithStages(db, tenantId),
    services.catalog,
  )
  const actor: Actor = {
    tenantId,
    userId: options.actorId,
    role: options.actorId ? 'admin' : null,
    actorType: options.actorId ? 'user' : 'system',
    requestId: null,
  }
  const preparers = batchPreparers(services)

  for (const kind of IMPORT_KINDS) {
    const records: unknown[] = payload[LIST_OF_KIND[kind]] ?? []
    const progress = report.progress[kind]
    const firstIndex = new Map<string, number>()
    const fail = (index: number, externalId: string | null, problems: { loc?: (string | number)[]; message: string }[]) => {
      progress.failed += 1
      if (externalId !== null && firstIndex.get(externalId) === index) ctx.failed[kind].set(externalId, true)
      for (const problem of problems) addError(report, { kind, index, external_id: externalId, ...problem })
    }

    for (let start = 0; start < records.length; start += BATCH_SIZE) {
      const valid: { record: unknown; index: number; externalId: string }[] = []
      records.slice(start, start + BATCH_SIZE).forEach((record, offset) => {
        const index = start + offset
        const externalId = externalIdOf(record)
        if (externalId !== null && !firstIndex.has(externalId)) firstIndex.set(externalId, index)
        const first = externalId === null ? index : firstIndex.get(externalId)!
        const problems =
          first !== index
            ? [
                {
                  loc: ['external_id'],
                  message: `The same external_id as the ${kind} at index ${first}: each record appears once per import`,
                },
              ]
            : schemaProblems(kind, record)
        if (problems.length > 0) {
          progress.processed += 1
          fail(index, externalId, problems)
        } else {
          valid.push({ record, index, externalId: externalId! })
        }
      })

      const writeBatch = async (trx: ControlledTransaction<DB>) => {
        const write = await preparers[kind](trx, ctx, valid.map((v) => v.record) as never[])
        for (const { record, index, externalId } of valid) {
          const savepoint = await trx.savepoint('record').execute()
          try {
            const written = await write(savepoint, record as never)
            if (written.outcome !== 'unchanged') {
              await services.audit.record(savepoint, actor, {
                action: `${kind}.imported`,
                resourceType: kind,
                resourceId: written.id,
                changes: { external_id: externalId, outcome: written.outcome, import_id: options.importId },
              })
            }
            await savepoint.releaseSavepoint('record').execute()
            written.remember()
            progress[written.outcome === 'created' ? 'created' : 'updated'] += 1
          } catch (error) {
            const problems = problemsOf(error)
            if (!problems) throw error
            await savepoint.rollbackToSavepoint('record').execute()
            await savepoint.releaseSavepoint('record').execute()
            fail(index, externalId, problems)
          }
          progress.processed += 1
        }
      }

      const trx = await db.startTransaction().execute()
      try {
        await writeBatch(trx)
        await options.checkpoint?.(trx, report)
        await trx.commit().execute()
      } catch (error) {
        await trx.rollback().execute()
        throw error
      }
      if (options.shouldStop?.()) throw new ImportInterrupted('stopping')
    }
  }
  return report
}
