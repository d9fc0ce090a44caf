import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { CodeIssuer } from '../../platform/codes.ts'
import type { Precondition } from '../../platform/concurrency.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict, ValidationFailed } from '../../platform/errors.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { JobsService } from '../jobs/jobs.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { assertActive, type OfferLocks } from './offer-locks.ts'
import { assertFutureExpiry, auditedTerms, normalizeTerms, type OfferTerms, type StoredTerms } from './offer-terms.ts'
import { viewOffer } from './offer-view.ts'
import * as repo from './offers.repository.ts'

interface Deps {
  db: Database
  events: EventPublisher
  audit: AuditService
  codes: CodeIssuer
  clock: () => Date
  locks: Pick<OfferLocks, 'lockApplication' | 'lockForAction'>
  jobs: Pick<JobsService, 'findForApplication'>
}

/** Sending terms: the first version of an application's offer, and each revision after it. */
export function createOfferVersions({ db, events, audit, codes, clock, locks, jobs }: Deps) {
  async function insertVersion(trx: Transaction<DB>, row: Parameters<typeof repo.insertOffer>[1]) {
    try {
      return await repo.insertOffer(trx, row)
    } catch (error) {
      // Backstop for two versions racing to the same number; the application lock normally orders them.
      if (isUniqueViolation(error, 'offers_version_key'))
        throw new Conflict('Another version of this offer was sent at the same time; read it again')
      throw error
    }
  }

  return {
    /**
     * Version 1 of an application's offer. An unknown or removed application is a 422 on
     * `application_id`, as POST /applications treats an unknown candidate.
     */
    async create(actor: Actor, input: OfferTerms & { application_id: string }) {
      const terms = normalizeTerms(input)
      return db.transaction().execute(async (trx) => {
        const at = clock()
        assertFutureExpiry(terms.expiry_date, at, 'Must be in the future')
        const app = await locks.lockApplication(trx, actor, input.application_id)
        if (!app) throw ValidationFailed.single(['body', 'application_id'], 'No such application', 'not_found')
        if (app.status !== 'active') throw new Conflict(`An offer needs an active application; this one is ${app.status}`)
        if (await repo.findLatestOfApplication(trx, actor.tenantId, app.id, at)) {
          throw new Conflict('This application already has an offer; revise its latest version instead')
        }
        const job = await jobs.findForApplication(trx, actor.tenantId, app.job_id)
        const stored: StoredTerms = {
          job_title: job?.title ?? null,
          department: job?.department ?? null,
          start_date: null,
          gross_salary_amount: null,
          gross_salary_currency: null,
          gross_salary_unit: null,
          probation_period: null,
          probation_salary_amount: null,
          expiry_date: null,
          comments: null,
          ...terms,
        }
        const offerNumber = await codes.next(trx, actor.tenantId, 'OFF', at)
        const { id } = await insertVersion(trx, {
          tenant_id: actor.tenantId,
          id: newRowId(),
          application_id: app.id,
          candidate_id: app.candidate_id,
          job_id: app.job_id,
          offer_number: offerNumber,
          version: 1,
          status: 'pending',
          ...stored,
          sent_at: at,
          created_by: actor.userId,
          is_demo: app.is_demo,
        })
        await audit.record(trx, actor, {
          action: 'offer.created',
          resourceType: 'offer',
          resourceId: id,
          changes: { application_id: app.id, version: 1, offer_number: offerNumber, status: 'pending', ...auditedTerms(stored) },
        })
        const shown = await viewOffer(trx, actor.tenantId, id, at)
        await events.publish(trx, actor.tenantId, 'offer.created', () => shown)
        return shown
      })
    },

    /**
     * A new version from the latest one: its terms with the sent ones applied, pending, sent now.
     * The version it replaces is cancelled when it was still pending; a declined or cancelled
     * one stays as it was (a counter-offer after a refusal), an accepted one cannot be revised.
     */
    async revise(actor: Actor, id: string, input: OfferTerms, precondition: Precondition) {
      const sent = normalizeTerms(input)
      return db.transaction().execute(async (trx) => {
        const at = clock()
        assertFutureExpiry(sent.expiry_date, at, 'Must be in the future')
        const { offer: previous, application } = await locks.lockForAction(trx, actor, id, at, precondition)
        if (previous.status === 'accepted') throw new Conflict('An accepted offer cannot be revised')
        assertActive(application, 'A new version of an offer')
        const stored: StoredTerms = {
          job_title: previous.job_title,
          department: previous.department,
          start_date: previous.start_date,
          gross_salary_amount: previous.gross_salary_amount,
          gross_salary_currency: previous.gross_salary_currency,
          gross_salary_unit: previous.gross_salary_unit,
          probation_period: previous.probation_period,
          probation_salary_amount: previous.probation_salary_amount,
          expiry_date: previous.expiry_date,
          comments: previous.comments,
          ...sent,
        }
        if (sent.expiry_date === undefined) {
          assertFutureExpiry(stored.expiry_date, at, 'The previous version’s expiry_date has passed; send a future one, or null for none')
        }
        const offerNumber = await codes.next(trx, actor.tenantId, 'OFF', at)
        const version = previous.version + 1
        const { id: newId } = await insertVersion(trx, {
          tenant_id: actor.tenantId,
          id: newRowId(),
          application_id: previous.application_id,
          candidate_id: previous.candidate_id,
          job_id: previous.job_id,
          offer_number: offerNumber,
          version,
          status: 'pending',
          ...stored,
          sent_at: at,
          created_by: actor.userId,
          is_demo: previous.is_demo,
        })
        const cancelsPrevious = previous.status === 'pending'
        // Superseded, not withdrawn: no cancel reason of the list fits, so none is set.
        if (cancelsPrevious) await repo.updateOffer(trx, actor.tenantId, previous.id, { status: 'cancelled' })
        await audit.record(trx, actor, {
          action: 'offer.revised',
          resourceType: 'offer',
          resourceId: newId,
          changes: {
            application_id: previous.application_id,
            previous_offer_id: previous.id,
            version,
            offer_number: offerNumber,
            status: 'pending',
            ...auditedTerms(sent),
            previous_cancelled: cancelsPrevious,
          },
        })
        // A new version is the offer revised, not a new offer: offer.created is for version 1 only.
        const shown = await viewOffer(trx, actor.tenantId, newId, at)
        await events.publish(trx, actor.tenantId, 'offer.updated', () => shown)
        if (cancelsPrevious) {
          await audit.record(trx, actor, {
            action: 'offer.cancelled',
            resourceType: 'offer',
            resourceId: previous.id,
            changes: { from: 'pending', to: 'cancelled', superseded_by: newId },
          })
          // The superseded version's own GET now reads cancelled: its subscribers hear of that too.
          await events.publish(trx, actor.tenantId, 'offer.updated', () => viewOffer(trx, actor.tenantId, previous.id, at))
        }
        return shown
      })
    },
  }
}
