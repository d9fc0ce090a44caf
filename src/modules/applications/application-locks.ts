import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { NotFound } from '../../platform/errors.ts'
import type { Job } from '../jobs/jobs.port.ts'
import * as repo from './applications.repository.ts'

export interface ApplicationLocksDeps {
  jobs: { findForApplication: (trx: Transaction<DB>, tenantId: string, jobId: string) => Promise<Job | undefined> }
}

/** What every change to an application takes first: its job and then itself, locked. */
export function createApplicationLocks({ jobs }: ApplicationLocksDeps) {
  /**
   * Locks what a change to an application needs, always in the same order: the job first (shared;
   * pipeline edits lock it exclusively and then the applications they move), then the application.
   */
  async function lockForChange(trx: Transaction<DB>, actor: Actor, id: string, precondition?: Precondition) {
    const seen = await repo.findApplication(trx, actor.tenantId, id)
    if (!seen) throw new NotFound('Application')
    await jobs.findForApplication(trx, actor.tenantId, seen.job_id)
    return rowToChange(await repo.findApplicationForUpdate(trx, actor.tenantId, id), 'Application', precondition)
  }

  return { lockForChange }
}

export type ApplicationLocks = ReturnType<typeof createApplicationLocks>
