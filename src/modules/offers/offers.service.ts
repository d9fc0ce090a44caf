import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { CodeIssuer } from '../../platform/codes.ts'
import { changedFields } from '../../platform/changes.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { Application } from '../applications/applications.port.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CandidateErasureStep, CandidateMergeStep } from '../candidates/candidate-steps.ts'
import type { JobsService } from '../jobs/jobs.service.ts'
import * as repo from './offers.repository.ts'
import type { OfferCancelReason, OfferDeclineReason, OfferImport } from './offers.port.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'

export function presentOffer(view: repo.OfferView) {
  return {
    id: view.id,
    application_id: view.application_id,
    candidate_id: view.candidate_id,
    job_id: view.job_id,
    offer_number: view.offer_number,
    version: view.version,
    status: view.status,
    job_title: view.job_title,
    department: view.department,
    start_date: view.start_date,
    gross_salary_amount: view.gross_salary_amount,
    gross_salary_currency: view.gross_salary_currency,
    gross_salary_unit: view.gross_salary_unit,
    probation_period: view.probation_period,
    probation_salary_amount: view.probation_salary_amount,
    expiry_date: view.expiry_date,
    sent_at: view.sent_at,
    responded_at: view.responded_at,
    decline_reason_code: view.decline_reason_code,
    cancel_reason_code: view.cancel_reason_code,
    comments: view.comments,
    created_by: view.created_by,
    created_at: view.created_at,
    updated_at: view.updated_at,
  }
}

/** The terms a client sets on an offer; undefined means "not sent" (on a revision: keep the previous value). */
export interface OfferTerms {
  job_title?: string | null
  department?: string | null
  start_date?: string | null
  gross_salary_amount?: number | null
  gross_salary_currency?: string | null
  gross_salary_unit?: string | null
  probation_period?: string | null
  probation_salary_amount?: number | null
  expiry_date?: string | Date | null
  comments?: string | null
}

type StoredTerms = { [K in keyof OfferTerms]-?: K extends 'expiry_date' ? Date | null : Exclude<OfferTerms[K], undefined> }

const TERM_KEYS = [
  'job_title',
  'department',
  'start_date',
  'gross_salary_amount',
  'gross_salary_currency',
  'gross_salary_unit',
  'probation_period',
  'probation_salary_amount',
  'expiry_date',
  'comments',
] as const satisfies readonly (keyof OfferTerms)[]

export interface RespondInput {
  status: 'accepted' | 'declined'
  /** Required with declined, refused with accepted. */
  decline_reason_code?: OfferDeclineReason
}

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

/** The sent terms as stored: text trimmed (blank comments are no comments), the deadline as a Date. */
function normalizeTerms(input: OfferTerms): Partial<StoredTerms> {
  const out: Partial<Record<keyof OfferTerms, unknown>> = {}
  for (const key of TERM_KEYS) {
    const value = input[key]
    if (value === undefined) continue
    if (value === null) out[key] = null
    else if (key === 'expiry_date') out[key] = new Date(value)
    else if (typeof value === 'string') out[key] = value.trim() || null
    else out[key] = value
  }
  return out as Partial<StoredTerms>
}

/** What the audit log keeps of a version's terms: comments are free text about a person, so only whether there are any. */
function auditedTerms(terms: Partial<StoredTerms>): Record<string, unknown> {
  const { comments, ...rest } = terms
  return { ...rest, ...(comments !== undefined ? { has_comments: comments !== null } : {}) }
}

function checkResponse(input: RespondInput): void {
  if (input.status === 'declined' && input.decline_reason_code === undefined) {
    throw ValidationFailed.single(['body', 'decline_reason_code'], 'Required when declining', 'missing')
  }
  if (input.status === 'accepted' && input.decline_reason_code !== undefined) {
    throw ValidationFailed.single(['body', 'decline_reason_code'], 'Only allowed with status declined', 'value_error')
  }
}

export function createOffersService({ db, audit, events, codes, now, applications, jobs }: Deps) {
  const clock = () => new Date(now())

  function assertFutureExpiry(expiry: Date | null | undefined, at: Date, msg: string) {
    if (expiry && expiry.getTime() <= at.getTime()) throw ValidationFailed.single(['body', 'expiry_date'], msg, 'value_error')
  }

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

  /** New terms and acceptances are for candidates still in the running; a decline or a withdrawal is not. */
  function assertActive(application: Application, what: string) {
    if (application.status !== 'active') throw new Conflict(`${what} needs an active application; this one is ${application.status}`)
  }

  function assertPending(offer: repo.OfferView, action: string) {
    if (offer.status === 'pending') return
    // A pending row past its deadline already reads as declined.
    const why = offer.is_expired ? ' (its expiry_date passed without an answer)' : ''
    throw new Conflict(`Only a pending offer can be ${action}; this one is ${offer.status}${why}`)
  }

  async function view(trx: Transaction<DB>, tenantId: string, id: string, at: Date) {
    const row = await repo.findOffer(trx, tenantId, id, at)
    if (!row) throw new NotFound('Offer')
    return presentOffer(row)
  }

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

  /** `offer.updated` for a version changed without its view in hand (merges and erasures change several at once). */
  async function announceUpdated(trx: Transaction<DB>, tenantId: string, id: string) {
    await events.publish(trx, tenantId, 'offer.updated', () => view(trx, tenantId, id, clock()))
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

    /**
     * Writes an imported offer version: a new one gets an offer number of the year it was written
     * in; one imported before keeps its id and number. Nothing is written when nothing differs.
     */
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<OfferImport>> {
      const earlier = await repo.findOffersByExternalIds(batch, tenantId, externalIds)
      return importWriter(earlier, async (trx, input: OfferImport, existing) => {
        const columns = {
          ...input.fields,
          comments: input.fields.comments?.trim() || null,
          application_id: input.application.id,
          candidate_id: input.application.candidate_id,
          job_id: input.application.job_id,
          is_demo: input.is_demo,
        }
        try {
          if (!existing) {
            const { id } = await repo.insertOffer(trx, {
              ...columns,
              tenant_id: tenantId,
              id: randomUUID(),
              offer_number: await codes.next(trx, tenantId, 'OFF', input.created_at),
              external_id: input.external_id,
              created_at: input.created_at,
            })
            return { id, outcome: 'created' as const }
          }
          const changed = changedFields(existing, columns)
          if (Object.keys(changed).length === 0) return { id: existing.id, outcome: 'unchanged' as const }
          await repo.updateOffer(trx, tenantId, existing.id, changed)
          return { id: existing.id, outcome: 'updated' as const }
        } catch (error) {
          if (isUniqueViolation(error, 'offers_version_key')) {
            throw new Conflict(`The application already has a version ${input.fields.version} of its offer under another external_id`)
          }
          throw error
        }
      })
    },

    async list(actor: Actor, filter: repo.OfferFilter, page: PageRequest) {
      return mapPage(await repo.listOffers(db, actor.tenantId, filter, clock(), page), presentOffer)
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findOffer(db, actor.tenantId, id, clock())
      if (!row) throw new NotFound('Offer')
      return presentOffer(row)
    },

    /**
     * Version 1 of an application's offer. An unknown or removed application is a 422 on
     * `application_id`, as POST /applications treats an unknown candidate.
     */
    async create(actor: Actor, input: OfferTerms & { application_id: string }) {
      const terms = normalizeTerms(input)
      return db.transaction().execute(async (trx) => {
        const at = clock()
        assertFutureExpiry(terms.expiry_date, at, 'Must be in the future')
        const app = await lockApplication(trx, actor, input.application_id)
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
          id: randomUUID(),
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
        const shown = await view(trx, actor.tenantId, id, at)
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
        const { offer: previous, application } = await lockForAction(trx, actor, id, at, precondition)
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
          id: randomUUID(),
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
        const shown = await view(trx, actor.tenantId, newId, at)
        await events.publish(trx, actor.tenantId, 'offer.updated', () => shown)
        if (cancelsPrevious) {
          await audit.record(trx, actor, {
            action: 'offer.cancelled',
            resourceType: 'offer',
            resourceId: previous.id,
            changes: { from: 'pending', to: 'cancelled', superseded_by: newId },
          })
          // The superseded version's own GET now reads cancelled: its subscribers hear of that too.
          await events.publish(trx, actor.tenantId, 'offer.updated', () => view(trx, actor.tenantId, previous.id, at))
        }
        return shown
      })
    },

    async respond(actor: Actor, id: string, input: RespondInput, precondition: Precondition) {
      checkResponse(input)
      return db.transaction().execute(async (trx) => {
        const at = clock()
        const { offer, application } = await lockForAction(trx, actor, id, at, precondition)
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
        const shown = await view(trx, actor.tenantId, id, at)
        await events.publish(trx, actor.tenantId, 'offer.updated', () => shown)
        return shown
      })
    },

    async cancel(actor: Actor, id: string, reason: OfferCancelReason, precondition: Precondition) {
      return db.transaction().execute(async (trx) => {
        const at = clock()
        const { offer } = await lockForAction(trx, actor, id, at, precondition)
        assertPending(offer, 'cancelled')
        await repo.updateOffer(trx, actor.tenantId, id, { status: 'cancelled', cancel_reason_code: reason })
        await audit.record(trx, actor, {
          action: 'offer.cancelled',
          resourceType: 'offer',
          resourceId: id,
          changes: { from: 'pending', to: 'cancelled', cancel_reason_code: reason },
        })
        const shown = await view(trx, actor.tenantId, id, at)
        await events.publish(trx, actor.tenantId, 'offer.updated', () => shown)
        return shown
      })
    },
  }
}

export type OffersService = ReturnType<typeof createOffersService>
