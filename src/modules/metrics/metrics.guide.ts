import { DEFAULT_PERIOD_DAYS } from './periods.ts'
import { AGING_DAYS } from './scope.ts'

/** The `/metrics` section of the agent guide (data-api/agent-guide.ts), under the API's base path. */
export function metricsGuideSection(base: string): string {
  return `## \`GET ${base}/metrics\`

The reports screen's figures for one period, each beside the same figure for the period just
before it, followed by the analysis tables of the period.

- Parameters: \`from\`, \`to\` (Vietnam dates, both included), \`job_id\`, \`department\`; any other
  parameter is a 422 \`invalid_parameter\`. Without \`to\` the period ends today (Vietnam); without
  \`from\` it is the ${DEFAULT_PERIOD_DAYS} days ending on \`to\`. A \`from\` older than the 18-month window is
  moved forward (\`from_clamped: true\`), as in the tables. \`department\` is compared trimmed and
  without regard to case, so a name from the catalog's \`departments\` works.
- \`period_start\`/\`period_end\` are the days actually computed. \`previous_period_start\`/\`_end\` are
  as many days, ending the day before \`period_start\`, held to the window as well; when that
  period lies wholly before the window its figures (\`previous\`, \`previous_sample_size\`) are null.
- Every main indicator is an object:

\`\`\`json
{"current": 12.5, "previous": 10.0, "delta": 2.5, "delta_pct": 25.0, "sample_size": 40, "previous_sample_size": 36}
\`\`\`

  \`delta\` is \`current - previous\` between the rounded values (null when either is null);
  \`delta_pct\` is \`delta / previous × 100\`, null when \`previous\` is 0 or null. Days and percentages
  have one decimal, money two (halves rounded away from zero). \`sample_size\` is how many rows the
  value rests on: quote it with every percentage.

| Indicator | Value | sample_size |
|---|---|---|
| \`total_jobs\` | jobs (not deleted) whose \`created_at\` is in the period | those jobs |
| \`active_candidates\` | distinct \`candidate_id\` of the applications that entered the pipeline in the period | those applications |
| \`total_hired\` | distinct \`candidate_id\` of the applications whose \`hired_date\` is in the period | those applications |
| \`avg_time_to_hire_days\`, \`median_time_to_hire_days\` | mean and median of the days from entry to \`hired_date\` (exact instants, fractional days) over the applications hired in the period; null without hires | those applications |
| \`offer_acceptance_rate\` | accepted ÷ (accepted + declined) × 100 over the **current** offer of each application (its highest \`version\`) answered in the period (\`responded_at\`); an offer that expired unanswered counts as declined at its \`expiry_date\` | accepted + declined |
| \`cost_per_hire\` | the summed \`recruitment_cost_items\` amounts of the jobs with a hire in the period, divided by \`total_hired\`; null when none of those jobs has a cost item. \`cost_currency\` names the currency when those jobs agree on one | \`total_hired\` |
| \`aging_candidates_count\` | applications active at the end of the period (or now, if that is earlier) whose last stage change was more than ${AGING_DAYS} days before it, judged from \`/stage-transitions\` | the applications active then |
| \`cohort_hire_rate\` | percentage of the applications that entered in the period which are hired now | those applications |

- **Entry** is \`applied_date\`, or \`created_at\` when it is null: the time axis of \`/applications\`.
- **Period figures and cohort figures.** \`total_hired\`, the times to hire, the acceptance rate and
  the cost per hire count events by their own date (a hire in the period, whenever the person
  applied). \`active_candidates\` and \`cohort_hire_rate\` follow the applications that *entered* in
  the period; the hire rate of a recent cohort keeps rising as its applications move on, so
  compare cohorts of the same age.
- **The figures equal the tables.** Metrics count the rows the tables serve (the same population
  rule; \`job_id\` and \`department\` select jobs as \`/jobs\` shows them), so a client can recompute
  them: for example \`total_hired\` is the number of distinct \`candidate_id\` among the
  \`/applications\` rows whose \`hired_date\` falls in the period, and \`offer_acceptance_rate\` comes
  from the highest-\`version\` row of each \`application_id\` in \`/offers\`. Read the tables with the
  same \`from\`/\`to\`, or over the whole window for events (hires, answers to offers) whose
  application or offer is older than the period.
- Metrics have their own quota, apart from the tables' (see *Authentication*). Asking the same
  question again while nothing has been written returns the figures already computed, for at
  most a minute: \`generated_at\` says when they were read.

`
}
