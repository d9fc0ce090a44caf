import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { Conflict, NotFound } from '../../platform/errors.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { Application } from '../applications/applications.port.ts'
import * as repo from './offers.repository.ts'

interface Deps {
  applications: Pick<ApplicationsService, 'lockForRecord'>
}

/** What every change to an offer takes first: its application, locked, and the offer as the client last read it. */
export function createOfferLocks({ applications }: Deps) {
  /** The application behind a new offer, locked; removed or unknown ones are absent. */
  async function lockApplication(trx: Transaction<DB>, actor: Actor, id: string): Promise<Application | undefined> {
    try {
      return await applications.lockForRecord(trx, actor, id)
    } catch (error) {
      if (error instanceof NotFound) return undefined
      throw error
    }
  }

  /**
   * Every change to an offer locks its application first, in the order the applications module
   * takes (job, then application): changes to one application's offers run one after the other,
   * so "is this the latest version" and "is it pending" hold until the change commits.
   */
  async function lockForAction(trx: Transaction<DB>, actor: Actor, id: string, at: Date, precondition: Precondition) {
    const seen = await repo.findOffer(trx, actor.tenantId, id, at)
    if (!seen) throw new NotFound('Offer')
    const application = await lockApplication(trx, actor, seen.application_id)
    if (!application) throw new Conflict('The application of this offer was removed; its offers can no longer change')
    const offer = rowToChange(await repo.findOffer(trx, actor.tenantId, id, at), 'Offer', precondition)
    const latest = await repo.findLatestOfApplication(trx, actor.tenantId, offer.application_id, at)
    if (latest && latest.id !== offer.id) {
      throw new Conflict(`Only the latest version of an offer can change; this is version ${offer.version} of ${latest.version}`)
    }
    return { offer, application }
  }

  return { lockApplication, lockForAction }
}

export type OfferLocks = ReturnType<typeof createOfferLocks>

/** New terms and acceptances are for candidates still in the running; a decline or a withdrawal is not. */
export function assertActive(application: Application, what: string) {
  if (application.status !== 'active') throw new Conflict(`${what} needs an active application; this one is ${application.status}`)
}
