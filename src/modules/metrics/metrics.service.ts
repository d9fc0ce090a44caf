import type { Database } from '../../db/database.ts'
import type { DataApiCaller } from '../data-api/context.ts'
import { computeAnalysis } from './analysis/index.ts'
import { AnswerCache } from './answer-cache.ts'
import { analysisQuery } from './analysis/session.ts'
import { keptTallies, type KeptTallies } from './analysis/tallied.ts'
import { DECIMALS, indicator, percent, type Figure, type Indicator } from './figures.ts'
import * as repo from './metrics.repository.ts'
import type { MetricsQuery, MetricsResponse } from './metrics.schemas.ts'
import type { Static } from 'typebox'
import { resolvePeriods } from './periods.ts'
import { AGING_DAYS, type MetricsScope, type Period } from './scope.ts'

interface Deps {
  db: Database
  now: () => number
}

const INDICATORS = {
  total_jobs: DECIMALS.count,
  active_candidates: DECIMALS.count,
  total_hired: DECIMALS.count,
  avg_time_to_hire_days: DECIMALS.days,
  median_time_to_hire_days: DECIMALS.days,
  offer_acceptance_rate: DECIMALS.percent,
  cost_per_hire: DECIMALS.money,
  aging_candidates_count: DECIMALS.count,
  cohort_hire_rate: DECIMALS.percent,
} as const

type IndicatorName = keyof typeof INDICATORS

interface PeriodFigures {
  figures: Record<IndicatorName, Figure>
  costCurrency: string | null
}

const DAY_MS = 24 * 3600 * 1000

/**
 * Every main indicator of one period, unrounded, its queries run together; the cohort's (and
 * aging now) from the tallies when they serve the period.
 */
async function periodFigures(db: Database, scope: MetricsScope, kept: KeptTallies | null): Promise<PeriodFigures> {
  // Aging is judged at the end of the period, or now when the period reaches into the future.
  const agingAt = new Date(Math.min(scope.period.end.getTime(), scope.at.getTime()))
  // Each query in a session of its own with the settings of a large aggregate (no JIT, whose
  // compiling costs more than a long period's scan; room to hash in memory).
  const read = <T>(query: (trx: Database) => Promise<T>) => analysisQuery(db, query)
  const agingRead = () => read((trx) => repo.aging(trx, scope, agingAt, AGING_DAYS))
  const pipeline = agingAt.getTime() === scope.at.getTime() ? kept?.pipeline : null
  const [jobs, entries, cohortHired, hires, cost, offers, aging] = await Promise.all([
    read((trx) => repo.jobsCreated(trx, scope)),
    kept ? kept.period.then((t) => t.entries) : read((trx) => repo.entries(trx, scope)),
    kept ? kept.period.then((t) => t.cohortHired) : read((trx) => repo.cohortHired(trx, scope)),
    read((trx) => repo.hires(trx, scope)),
    read((trx) => repo.hiringCost(trx, scope)),
    read((trx) => repo.offerAnswers(trx, scope)),
    pipeline ? pipeline.then((p) => p.aging ?? agingRead()) : agingRead(),
  ])
  const answered = offers.accepted + offers.declined
  return {
    figures: {
      total_jobs: { value: jobs, sample: jobs },
      active_candidates: { value: entries.candidates, sample: entries.applications },
      total_hired: { value: hires.people, sample: hires.applications },
      avg_time_to_hire_days: { value: hires.meanDays, sample: hires.applications },
      median_time_to_hire_days: { value: hires.medianDays, sample: hires.applications },
      offer_acceptance_rate: { value: percent(offers.accepted, answered), sample: answered },
      cost_per_hire: { value: cost.total === null || hires.people === 0 ? null : cost.total / hires.people, sample: hires.people },
      aging_candidates_count: { value: aging.aging, sample: aging.active },
      cohort_hire_rate: { value: percent(cohortHired, entries.applications), sample: entries.applications },
    },
    costCurrency: cost.currency,
  }
}

/**
 * GET /data/metrics: the main indicators of a period beside those of the period before it, and
 * the analysis tables of the period. Reads only; the tenant is the API key's.
 */
export function createMetricsService({ db, now }: Deps) {
  const answers = new AnswerCache<MetricsAnswer>()

  async function compute(caller: DataApiCaller, query: MetricsQuery, at: Date, periods: Periods) {
    const scopeOf = (period: Period): MetricsScope => ({
      tenantId: caller.tenantId,
      period,
      jobId: query.job_id,
      department: query.department,
      at,
    })
    const currentScope = scopeOf(periods.current)
    const previousScope = scopeOf(periods.previous)
    const currentKept = keptTallies(db, currentScope, new Date(at.getTime() - AGING_DAYS * DAY_MS))
    const [current, previous, analysis] = await Promise.all([
      periods.currentReadable ? periodFigures(db, currentScope, currentKept) : null,
      periods.previousReadable ? periodFigures(db, previousScope, keptTallies(db, previousScope, null)) : null,
      computeAnalysis(db, currentScope, currentKept),
    ])

    const indicators = {} as Record<IndicatorName, Indicator>
    for (const [name, decimals] of Object.entries(INDICATORS) as [IndicatorName, number][]) {
      indicators[name] = indicator(current?.figures[name] ?? null, previous?.figures[name] ?? null, decimals)
    }
    // Amounts in two different currencies do not subtract.
    if (current && previous && current.costCurrency !== previous.costCurrency) {
      indicators.cost_per_hire = { ...indicators.cost_per_hire, delta: null, delta_pct: null }
    }

    return {
      period_start: periods.current.from,
      period_end: periods.current.to,
      previous_period_start: periods.previous.from,
      previous_period_end: periods.previous.to,
      from_clamped: periods.from_clamped,
      generated_at: at,
      filters: { job_id: query.job_id ?? null, department: query.department ?? null },
      total_jobs: indicators.total_jobs,
      active_candidates: indicators.active_candidates,
      total_hired: indicators.total_hired,
      avg_time_to_hire_days: indicators.avg_time_to_hire_days,
      median_time_to_hire_days: indicators.median_time_to_hire_days,
      offer_acceptance_rate: indicators.offer_acceptance_rate,
      cost_per_hire: indicators.cost_per_hire,
      cost_currency: current?.costCurrency ?? null,
      aging_candidates_count: indicators.aging_candidates_count,
      cohort_hire_rate: indicators.cohort_hire_rate,
      ...analysis,
    }
  }

  return {
    async read(caller: DataApiCaller, query: MetricsQuery): Promise<MetricsAnswer> {
      const at = new Date(now())
      const periods = resolvePeriods(query, at)
      // The effective dates, not the query: a default period is a different question tomorrow.
      const key = JSON.stringify([
        caller.tenantId,
        periods.current.from,
        periods.current.to,
        query.job_id ?? null,
        query.department ?? null,
      ])
      const before = await repo.currentSnapshot(db)
      const known = answers.get(key, before, at.getTime())
      if (known) return known
      const answer = await compute(caller, query, at, periods)
      // Kept only when nothing was written while it was computed: then it is the answer of one snapshot.
      if ((await repo.currentSnapshot(db)) === before) answers.set(key, before, at.getTime(), answer)
      return answer
    },

    /** How answers were found so far (kept or computed): for tests and diagnostics. */
    cacheStats: () => ({ ...answers.stats }),
  }
}

type Periods = ReturnType<typeof resolvePeriods>
type MetricsAnswer = Static<typeof MetricsResponse>

export type MetricsService = ReturnType<typeof createMetricsService>
