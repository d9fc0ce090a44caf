import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../src/db/database.ts'
import { DEFAULT_REJECTION_REASONS } from '../../src/modules/catalog/catalog.service.ts'
import { call } from './app.ts'
import { dataCall } from './data-api.ts'
import { setColumns, type CoreClient } from './data-tables.ts'
import type { TestTenant } from './factories.ts'

const API = '/api/v1'

/** The instant of a Vietnam wall-clock time (UTC+7): `vn('2026-03-01', '09:00')` is 2026-03-01T02:00Z. */
export const vn = (date: string, time = '09:00') => new Date(`${date}T${time}:00.000+07:00`)

/** One change in an application's life, at the instant it is to have happened. */
export type Step = { at: Date } & ({ move: true } | { status: 'hired' | 'rejected' | 'active' } | { remove: true })

export interface Story {
  /** When the application was created (its initial transition too). */
  created: Date
  /** Its applied_date; null (the default) leaves entry to created_at. */
  applied?: Date | null
  /** What happens while it is still active, before the steps (its offers, mostly). */
  prepare?: (applicationId: string) => Promise<void>
  steps?: Step[]
}

export interface JobRef {
  id: string
  stages: { id: string; is_terminal: boolean }[]
}

export type Indicator = {
  current: number | null
  previous: number | null
  delta: number | null
  delta_pct: number | null
  sample_size: number | null
  previous_sample_size: number | null
}

export const INDICATOR_NAMES = [
  'total_jobs',
  'active_candidates',
  'total_hired',
  'avg_time_to_hire_days',
  'median_time_to_hire_days',
  'offer_acceptance_rate',
  'cost_per_hire',
  'aging_candidates_count',
  'cohort_hire_rate',
] as const

export type Metrics = Record<(typeof INDICATOR_NAMES)[number], Indicator> & {
  period_start: string
  period_end: string
  previous_period_start: string
  previous_period_end: string
  from_clamped: boolean
  generated_at: string
  filters: { job_id: string | null; department: string | null }
  cost_currency: string | null
}

/** GET /data/metrics, expected to answer 200. */
export async function readMetrics(app: FastifyInstance, key: string, query: Record<string, string> = {}): Promise<Metrics> {
  const res = await dataCall(app, key, '/metrics', query)
  assert.equal(res.statusCode, 200, res.body)
  return res.json()
}

/** `{current, previous, sample_size, previous_sample_size}` of an indicator, the parts a test usually states. */
export const figures = (indicator: Indicator) => [
  indicator.current,
  indicator.previous,
  indicator.sample_size,
  indicator.previous_sample_size,
]

/**
 * Writes a recruiting history through the core API, then gives every row the times the story
 * says (the API stamps everything "now"; a history needs days and months): the application's
 * created_at, applied_date, hired/rejected dates and stage_updated_at, each transition's
 * changed_at, an offer's response and deadline.
 */
export function historyWriter(app: FastifyInstance, db: Database, tenant: TestTenant, h: CoreClient) {
  const token = tenant.admin.token
  const rejection = DEFAULT_REJECTION_REASONS[0]!.code

  async function post(path: string, body: unknown, expected = 200) {
    const res = await call(app, 'POST', `${API}${path}`, { token, body })
    assert.equal(res.statusCode, expected, `${path}: ${res.body}`)
    return res.json()
  }

  return {
    /** A job created at `created`; `body` as POST /jobs takes it (department, cost items, ...). */
    async job(created: Date, body: Record<string, unknown> = {}) {
      const job = await h.job(body)
      await setColumns(db, 'jobs', tenant.id, job.id, { created_at: created })
      return job
    },

    /** An application of `candidateId` on `job` living the story; moves go to the job's next stages (never the hired one). */
    async application(job: JobRef, candidateId: string, story: Story) {
      const application = await h.application(job.id, candidateId)
      await story.prepare?.(application.id)
      const steps = story.steps ?? []
      let stage = 0
      let stageChangedAt = story.created
      let outcome: { hired_date: Date | null; rejected_date: Date | null } = { hired_date: null, rejected_date: null }
      for (const step of steps) {
        if ('move' in step) {
          stage += 1
          assert.ok(stage < job.stages.length && !job.stages[stage]!.is_terminal, 'a story moves through the stages before hired')
          await post(`/applications/${application.id}/move`, { to_stage_id: job.stages[stage]!.id })
          stageChangedAt = step.at
        } else if ('status' in step) {
          await post(`/applications/${application.id}/status`, {
            status: step.status,
            ...(step.status === 'rejected' ? { rejection_reason_code: rejection } : {}),
          })
          outcome = { hired_date: step.status === 'hired' ? step.at : null, rejected_date: step.status === 'rejected' ? step.at : null }
          // Hiring puts the application in the hired stage: a stage change too.
          if (step.status === 'hired' && !job.stages[stage]!.is_terminal) {
            stage = job.stages.findIndex((s) => s.is_terminal)
            stageChangedAt = step.at
          }
        } else {
          const res = await call(app, 'DELETE', `${API}/applications/${application.id}`, { token })
          assert.equal(res.statusCode, 204, res.body)
        }
      }
      // Read from the table: a removed application's history is no longer served. The API wrote
      // the rows in order, each after the previous one.
      const history = await db
        .selectFrom('stage_transitions')
        .select('id')
        .where('tenant_id', '=', tenant.id)
        .where('application_id', '=', application.id)
        .orderBy('changed_at')
        .execute()
      assert.equal(history.length, steps.length + 1, 'one transition per step after the initial one')
      for (const [i, transition] of history.entries()) {
        await setColumns(db, 'stage_transitions', tenant.id, transition.id, { changed_at: i === 0 ? story.created : steps[i - 1]!.at })
      }
      await setColumns(db, 'applications', tenant.id, application.id, {
        created_at: story.created,
        applied_date: story.applied ?? null,
        stage_updated_at: stageChangedAt,
        ...outcome,
      })
      return application
    },

    /** Version 1 of an application's offer, sent at `sent`, with no reply deadline. */
    async offer(applicationId: string, sent: Date) {
      const offer = await h.offer(applicationId)
      await setColumns(db, 'offers', tenant.id, offer.id, { created_at: sent, sent_at: sent })
      return offer
    },

    /**
     * Gives an offer its reply deadline, past or future (the API takes future ones only). A past
     * one makes the offer read declined: give it last.
     */
    async deadline(offerId: string, expiry: Date) {
      await setColumns(db, 'offers', tenant.id, offerId, { expiry_date: expiry })
    },

    /** The next version of an offer, sent at `sent`. */
    async revise(offerId: string, sent: Date) {
      const offer = await post(`/offers/${offerId}/revise`, {}, 201)
      await setColumns(db, 'offers', tenant.id, offer.id, { created_at: sent, sent_at: sent })
      return offer as { id: string; version: number }
    },

    /** The candidate's answer, given at `at`. */
    async answer(offerId: string, status: 'accepted' | 'declined', at: Date) {
      await post(`/offers/${offerId}/respond`, { status, ...(status === 'declined' ? { decline_reason_code: 'compensation' } : {}) })
      await setColumns(db, 'offers', tenant.id, offerId, { responded_at: at })
    },
  }
}

export type HistoryWriter = ReturnType<typeof historyWriter>
