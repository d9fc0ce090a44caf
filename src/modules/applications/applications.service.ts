import type { Transaction } from 'kysely'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { createApplicationChanges, type ApplicationChangesDeps } from './application-changes.ts'
import { createApplicationCreation, type ApplicationCreationDeps } from './application-creation.ts'
import { createApplicationImports } from './application-imports.ts'
import { createApplicationLocks, type ApplicationLocksDeps } from './application-locks.ts'
import { createApplicationReads, type ApplicationReadsDeps } from './application-reads.ts'
import { createApplicationSteps } from './application-steps.ts'
import { applicationOf } from './application-view.ts'
import type { Application } from './applications.port.ts'
import * as repo from './applications.repository.ts'

/** What the module is built from: what its use cases take, as each declares it. */
type Deps = ApplicationLocksDeps & ApplicationReadsDeps & ApplicationCreationDeps & Omit<ApplicationChangesDeps, 'locks'>

/**
 * The applications module: what other modules ask of applications, here; the use cases it is
 * made of wired together — reading applications (application-reads.ts), creating one
 * (application-creation.ts), moving it and changing its status (application-changes.ts),
 * imports (application-imports.ts) — plus its steps in a candidate's merge and erasure
 * (application-steps.ts).
 */
export function createApplicationsService({
  db,
  audit,
  now,
  jobs,
  pipelines,
  candidates,
  catalog,
  tenantSettings,
  stageMoves,
  interviewerScope,
}: Deps) {
  const locks = createApplicationLocks({ jobs })
  const { lockForChange } = locks

  return {
    // ---- for other modules

    /**
     * The application that an interview, evaluation or offer is about; removed ones are gone.
     * With `lock`, it stays locked (after its job, in the order every change takes) until the
     * caller's transaction ends.
     */
    async findForRecord(trx: Handle, tenantId: string, id: string): Promise<Application | undefined> {
      const row = await repo.findApplication(trx, tenantId, id)
      return row && applicationOf(row)
    },

    async lockForRecord(trx: Transaction<DB>, actor: Actor, id: string): Promise<Application> {
      return applicationOf(await lockForChange(trx, actor, id))
    },

    /**
     * An accepted offer stamps its application; the offers module audits the acceptance itself.
     * The status stays as it is, so no application event: the offer's own events tell of it.
     */
    async markOfferAccepted(trx: Transaction<DB>, actor: Actor, id: string, at: Date): Promise<void> {
      await lockForChange(trx, actor, id)
      await repo.updateApplication(trx, actor.tenantId, id, { offer_accepted_at: at })
    },

    /** Whether any of the candidates has an application on the job that was not removed. */
    async hasLiveApplication(trx: Transaction<DB>, tenantId: string, candidateIds: string[], jobId: string): Promise<boolean> {
      return candidateIds.length > 0 && (await repo.findLiveApplicationOfAny(trx, tenantId, candidateIds, jobId)) !== undefined
    },

    ...createApplicationSteps(),
    ...createApplicationImports(),

    // ---- applications

    ...createApplicationReads({ db, interviewerScope }),
    ...createApplicationCreation({ db, audit, now, jobs, pipelines, candidates, catalog, stageMoves }),
    ...createApplicationChanges({ db, audit, pipelines, catalog, tenantSettings, stageMoves, locks }),
  }
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>
