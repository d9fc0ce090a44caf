import type { Database } from '../../db/database.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { Precondition } from '../../platform/concurrency.ts'
import { Conflict, ValidationFailed } from '../../platform/errors.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { assertActive, type OfferLocks } from './offer-locks.ts'
import { viewOffer } from './offer-view.ts'
import type { OfferCancelReason, OfferDeclineReason } from './offers.port.ts'
import * as repo from './offers.repository.ts'

export interface RespondInput {
  status: 'accepted' | 'declined'
  /** Required with declined, refused with accepted. */
  decline_reason_code?: OfferDeclineReason
}

function checkResponse(input: RespondInput): void {
  if (input.status === 'declined' && input.decline_reason_code === undefined) {
    throw ValidationFailed.single(['body', 'decline_reason_code'], 'Required when declining', 'missing')
  }
  if (input.status === 'accepted' && input.decline_reason_code !== undefined) {
    throw ValidationFailed.single(['body', 'decline_reason_code'], 'Only allowed with status declined', 'value_error')
  }
}

function assertPending(offer: repo.OfferView, action: string) {
  if (offer.status === 'pending') return
  // A pending row past its deadline already reads as declined.
  const why = offer.is_expired ? ' (its expiry_date passed without an answer)' : ''
  throw new Conflict(`Only a pending offer can be ${action}; this one is ${offer.status}${why}`)
}

interface Deps {
  db: Database
  events: EventPublisher
  audit: AuditService
  clock: () => Date
  locks: Pick<OfferLocks, 'lockForAction'>
  applications: Pick<ApplicationsService, 'markOfferAccepted'>
}

/** How a pending version ends: the candidate's answer, or the company withdrawing it. */
export function createOfferStatusChanges({ db, events, audit, clock, locks, applications }: Deps) {
  return {
    async respond(actor: Actor, id: string, input: RespondInput, precondition: Precondition) {
      checkResponse(input)
      return db.transaction().execute(async (trx) => {
        const at = clock()
        const { offer, application } = await locks.lockForAction(trx, actor, id, at, precondition)
        assertPending(offer, input.status)
        if (input.status === 'accepted') assertActive(application, 'Accepting an offer')
        await repo.updateOffer(trx, actor.tenantId, id, {
          status: input.status,
          responded_at: at,
          decline_reason_code: input.status === 'declined' ? input.decline_reason_code! : null,
        })
        if (input.status === 'accepted') await applications.markOfferAccepted(trx, actor, offer.application_id, at)
        await audit.record(trx, actor, {
          action: `offer.${input.status}`,
          resourceType: 'offer',
          resourceId: id,
          changes: {
            from: 'pending',
            to: input.status,
            responded_at: at.toISOString(),
            ...(input.status === 'declined'
              ? { decline_reason_code: input.decline_reason_code }
              : { application_id: offer.application_id }),
          },
        })
        const shown = await viewOffer(trx, actor.tenantId, id, at)
        await events.publish(trx, actor.tenantId, 'offer.updated', () => shown)
        return shown
      })
    },

    async cancel(actor: Actor, id: string, reason: OfferCancelReason, precondition: Precondition) {
      return db.transaction().execute(async (trx) => {
        const at = clock()
        const { offer } = await locks.lockForAction(trx, actor, id, at, precondition)
        assertPending(offer, 'cancelled')
        await repo.updateOffer(trx, actor.tenantId, id, { status: 'cancelled', cancel_reason_code: reason })
        await audit.record(trx, actor, {
          action: 'offer.cancelled',
          resourceType: 'offer',
          resourceId: id,
          changes: { from: 'pending', to: 'cancelled', cancel_reason_code: reason },
        })
        const shown = await viewOffer(trx, actor.tenantId, id, at)
        await events.publish(trx, actor.tenantId, 'offer.updated', () => shown)
        return shown
      })
    },
  }
}
