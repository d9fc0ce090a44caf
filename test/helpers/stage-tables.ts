import { STAGE_TYPES } from '../../src/modules/pipelines/pipelines.port.ts'

/*
 * The metrics' history tables (stage_durations, conversion_rates, per_template_funnels) as a
 * client computes them from the Data API's rows, by replaying each application's history: the
 * independent side of the property test, which the service answers from facts kept with the history.
 */

type Row = Record<string, unknown>

const DAY = 24 * 3600 * 1000
const ms = (value: unknown) => Date.parse(value as string)
const oneDecimal = (value: number) => Math.round(value * 10) / 10
const FUNNEL = STAGE_TYPES.filter((type) => type !== 'custom')

/** Each application's history rows, in history order (changed_at, then id). */
function historiesOf(transitions: Row[]): Map<unknown, Row[]> {
  const histories = new Map<unknown, Row[]>()
  for (const row of transitions) histories.set(row.application_id, [...(histories.get(row.application_id) ?? []), row])
  for (const rows of histories.values()) {
    // Ids compare as the database compares uuids: byte by byte, which is code-unit order of their text.
    rows.sort((p, q) => ms(p.changed_at) - ms(q.changed_at) || (String(p.id) < String(q.id) ? -1 : 1))
  }
  return histories
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = (sorted.length - 1) / 2
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2
}

/**
 * Stays that ended in the period: a stay begins at a row entering a stage and ends at the next row
 * that enters a stage, hires or rejects (not an initial one); other rows neither begin nor end one.
 */
export function recomputeStageDurations(transitions: Row[], period: { start: number; end: number }) {
  const stays = new Map<string, number[]>()
  for (const history of historiesOf(transitions).values()) {
    let before: Row | undefined
    for (const row of history) {
      if (row.to_stage_type === null && row.to_status !== 'hired' && row.to_status !== 'rejected') continue
      const ended = ms(row.changed_at)
      if (before && row.change_type !== 'initial' && before.to_stage_type !== null && ended >= period.start && ended < period.end) {
        const type = before.to_stage_type as string
        stays.set(type, [...(stays.get(type) ?? []), (ended - ms(before.changed_at)) / DAY])
      }
      before = row
    }
  }
  return STAGE_TYPES.map((stage_type) => {
    const lengths = stays.get(stage_type) ?? []
    return {
      stage_type,
      mean_days: lengths.length ? oneDecimal(lengths.reduce((s, d) => s + d, 0) / lengths.length) : null,
      median_days: lengths.length ? oneDecimal(median(lengths)) : null,
      sample_size: lengths.length,
    }
  })
}

/** When an application first and last entered a stage of each type it reached. */
function reachOf(history: Row[]) {
  const first = new Map<string, number>()
  const last = new Map<string, number>()
  for (const row of history) {
    if (row.to_stage_type === null) continue
    const type = row.to_stage_type as string
    const at = ms(row.changed_at)
    first.set(type, Math.min(first.get(type) ?? at, at))
    last.set(type, Math.max(last.get(type) ?? at, at))
  }
  return { first, last }
}

/**
 * The cohort (applications entering in the period) along the canonical steps, overall and by the
 * pipeline template of each application's job (null for jobs without one).
 */
export function recomputeFunnels(applications: Row[], transitions: Row[], jobs: Row[], period: { start: number; end: number }) {
  const histories = historiesOf(transitions)
  const templateOf = new Map(jobs.map((j) => [j.id, j.pipeline_template_id as string | null]))
  const cohort = applications
    .filter((a) => {
      const entry = ms(a.applied_date ?? a.created_at)
      return entry >= period.start && entry < period.end
    })
    .map((a) => ({ template: templateOf.get(a.job_id) ?? null, ...reachOf(histories.get(a.id) ?? []) }))

  const conversion_rates = FUNNEL.slice(0, -1).map((from, i) => {
    const to = FUNNEL[i + 1]!
    const reached = cohort.filter((c) => c.first.has(from))
    const converted = reached.filter((c) => c.last.has(to) && c.last.get(to)! >= c.first.get(from)!)
    return {
      from_stage_type: from,
      to_stage_type: to,
      from_count: reached.length,
      to_count: converted.length,
      rate: reached.length ? oneDecimal((converted.length * 100) / reached.length) : null,
      sample_size: reached.length,
    }
  })

  const byTemplate = new Map<string | null, { applications: number; reached: Record<string, number> }>()
  for (const c of cohort) {
    const group = byTemplate.get(c.template) ?? { applications: 0, reached: Object.fromEntries(STAGE_TYPES.map((t) => [t, 0])) }
    group.applications += 1
    for (const type of c.first.keys()) group.reached[type]! += 1
    byTemplate.set(c.template, group)
  }
  return { conversion_rates, byTemplate }
}
