import { Type, type Static } from 'typebox'
import { CalendarDate, Nullable, Timestamp, Uuid } from '../../platform/schemas.ts'
import { ANALYSIS_SCHEMAS } from './analysis/index.ts'
import { AGING_DAYS } from './scope.ts'

export const MetricsQuery = Type.Object(
  {
    from: Type.Optional(
      CalendarDate({
        description:
          'First day of the period, a calendar date in Vietnam time (UTC+7), included. Default: `to` minus 29 days. ' +
          'A day older than the 18-month window is moved forward (`from_clamped`).',
      }),
    ),
    to: Type.Optional(CalendarDate({ description: 'Last day of the period, Vietnam time, included. Default: today in Vietnam.' })),
    job_id: Type.Optional(Uuid({ description: 'Only this job: its applications, offers and cost, and the job itself for total_jobs' })),
    department: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Only the jobs of this department (as the catalog lists it: compared trimmed, without regard to case)',
      }),
    ),
  },
  { additionalProperties: false },
)

export type MetricsQuery = Static<typeof MetricsQuery>

const Indicator = (description: string, unit: string) =>
  Type.Object(
    {
      current: Nullable(
        Type.Number({ description: `This period’s value, ${unit}; null when undefined (nothing to divide) or unreadable` }),
      ),
      previous: Nullable(
        Type.Number({ description: 'The previous period’s value; null when undefined or wholly before the 18-month window' }),
      ),
      delta: Nullable(Type.Number({ description: '`current - previous`, between the rounded values; null when either is null' })),
      delta_pct: Nullable(Type.Number({ description: '`delta / previous × 100`, one decimal; null when previous is 0 or null' })),
      sample_size: Nullable(
        Type.Integer({ description: 'How many rows the current value rests on; null when the period lies before the window' }),
      ),
      previous_sample_size: Nullable(Type.Integer({ description: 'The same for the previous period' })),
    },
    { additionalProperties: false, description },
  )

export const MetricsResponse = Type.Object(
  {
    period_start: CalendarDate({ description: 'First day computed (after the 18-month limit), Vietnam time' }),
    period_end: CalendarDate({ description: 'Last day computed, Vietnam time' }),
    previous_period_start: CalendarDate({ description: 'First day of the comparison period (also held to the window)' }),
    previous_period_end: CalendarDate({ description: 'Last day of the comparison period: the day before period_start' }),
    from_clamped: Type.Boolean({ description: 'true when the asked (or default) `from` was older than the window and was moved forward' }),
    generated_at: Timestamp({
      description:
        'When the figures were read; offers past their deadline read as declined as of then. The same question asked ' +
        'again while nothing has been written is answered with the figures already read, for at most a minute.',
    }),
    filters: Type.Object(
      { job_id: Nullable(Uuid()), department: Nullable(Type.String()) },
      { additionalProperties: false, description: 'The filters applied; null when not given' },
    ),
    total_jobs: Indicator('Non-deleted jobs created in the period. Sample: those jobs.', 'a count'),
    active_candidates: Indicator(
      'Distinct candidates with an application entering the pipeline in the period (entry: applied_date, else created_at). ' +
        'Sample: those applications.',
      'a count',
    ),
    total_hired: Indicator(
      'Distinct candidates with an application whose hired_date is in the period. Sample: those applications.',
      'a count',
    ),
    avg_time_to_hire_days: Indicator(
      'Mean days from entry to hired_date over the applications hired in the period. Sample: those applications.',
      'days, one decimal',
    ),
    median_time_to_hire_days: Indicator('Median of the same days. Sample: the same applications.', 'days, one decimal'),
    offer_acceptance_rate: Indicator(
      'accepted / (accepted + declined) × 100 over current offer versions (highest version per application) answered in the ' +
        'period; a pending offer past its expiry_date counts as declined at that date. Sample: accepted + declined.',
      'a percentage, one decimal',
    ),
    cost_per_hire: Indicator(
      'Sum of the recruitment_cost_items amounts of the jobs with a hire in the period, divided by total_hired; null when none ' +
        'of those jobs has a cost item. delta is null when the two periods’ costs are in different currencies. Sample: total_hired.',
      'money, two decimals, in cost_currency',
    ),
    cost_currency: Nullable(
      Type.String({
        description: 'The cost_currency of the jobs behind cost_per_hire when they all agree; null otherwise or without cost',
      }),
    ),
    aging_candidates_count: Indicator(
      `Applications active at the end of the period (or now, if earlier) whose last stage change was more than ${AGING_DAYS} days ` +
        'before that instant, from the transition history. Sample: the applications active then.',
      'a count',
    ),
    cohort_hire_rate: Indicator(
      'Percentage of the applications entering in the period that are hired now (hired_date set). Sample: that cohort.',
      'a percentage, one decimal',
    ),
    ...ANALYSIS_SCHEMAS,
  },
  { $id: 'DataMetrics', additionalProperties: false },
)
