import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { CodeIssuer } from '../../platform/codes.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CandidateErasureStep, CandidateMergeStep } from '../candidates/candidate-steps.ts'
import type { JobsService } from '../jobs/jobs.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { createOfferImports } from './offer-imports.ts'
import { createOfferLocks } from './offer-locks.ts'
import { createOfferStatusChanges } from './offer-status-changes.ts'
import { createOfferVersions } from './offer-versions.ts'
import { presentOffer, viewOffer } from './offer-view.ts'
import * as repo from './offers.repository.ts'

interface Deps {
  db: Database
  /** Announces changes to webhooks, in the transaction of the change. */
  events: EventPublisher
  audit: AuditService
  codes: CodeIssuer
  now: () => number
  applications: Pick<ApplicationsService, 'findForRecord' | 'lockForRecord' | 'markOfferAccepted'>
  jobs: Pick<JobsService, 'findForApplication'>
}

/**
 * The offers module: reading offers here, and the use cases it is made of wired together — sending
 * versions (offer-versions.ts), answering and withdrawing them (offer-status-changes.ts), imports
 * (offer-imports.ts) — plus its steps in a candidate's merge and erasure.
 */
export function createOffersService({ db, audit, events, codes, now, applications, jobs }: Deps) {
  const clock = () => new Date(now())
  const locks = createOfferLocks({ applications })

  /** `offer.updated` for a version changed without its view in hand (merges and erasures change several at once). */
  async function announceUpdated(trx: Transaction<DB>, tenantId: string, id: string) {
    await events.publish(trx, tenantId, 'offer.updated', () => viewOffer(trx, tenantId, id, clock()))
  }

  // A merge changes the moved versions' candidate_id, which their GET shows: each is announced.
  const moveCandidate: CandidateMergeStep = async (trx, tenantId, fromId, intoId) => {
    for (const id of await repo.moveCandidate(trx, tenantId, fromId, intoId)) await announceUpdated(trx, tenantId, id)
  }
  // Erasure step; the candidate's own audit entry records the erasure. Versions whose comments
  // went read differently now, so their subscribers hear of it; those without any did not change.
  const forgetCandidate: CandidateErasureStep = async (trx, actor, candidateId) => {
    for (const id of await repo.eraseCommentsOfCandidate(trx, actor.tenantId, candidateId)) await announceUpdated(trx, actor.tenantId, id)
  }

  return {
    moveCandidate,
    forgetCandidate,
    ...createOfferImports({ codes }),

    async list(actor: Actor, filter: repo.OfferFilter, page: PageRequest) {
      return mapPage(await repo.listOffers(db, actor.tenantId, filter, clock(), page), presentOffer)
    },

    get: (actor: Actor, id: string) => viewOffer(db, actor.tenantId, id, clock()),

    ...createOfferVersions({ db, events, audit, codes, clock, locks, jobs }),
    ...createOfferStatusChanges({ db, events, audit, clock, locks, applications }),
  }
}

export type OffersService = ReturnType<typeof createOffersService>
