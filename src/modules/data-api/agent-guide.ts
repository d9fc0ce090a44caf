import type { Config } from '../../config.ts'
import { metricsGuideSection } from '../metrics/metrics.guide.ts'
import { CATALOG_PARTS } from './catalog.ts'
import { DATA_PAGE_SIZE_DEFAULT, DATA_PAGE_SIZE_MAX } from './data-tables.schemas.ts'
import { POPULATION_RULE } from './population.ts'
import { WINDOW_MONTHS } from './range.ts'
import { typeNotation, type FieldDef } from './tables/fields.ts'
import type { DataTable } from './tables/table.ts'

const BASE = '/api/v1/data'

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
}

function fieldRows(fields: FieldDef[], prefix = ''): string[] {
  const rows: string[] = []
  for (const def of fields) {
    const notes = [def.note, def.values ? `one of ${def.values.map((v) => `\`${v}\``).join(', ')}` : undefined].filter(Boolean).join('; ')
    rows.push(`| \`${prefix}${def.name}\` | ${cell(typeNotation(def))} | ${cell(notes)} |`)
    if (def.type === 'list' && Array.isArray(def.of)) rows.push(...fieldRows(def.of, `${prefix}${def.name}[].`))
  }
  return rows
}

function fieldTable(fields: FieldDef[]): string {
  return ['| Field | Type | Notes |', '|---|---|---|', ...fieldRows(fields)].join('\n')
}

const POPULATION_TEXT: Record<DataTable['population'], string> = {
  applications: 'Applications excluded by the population rule (see *Which rows are in the tables*) are left out.',
  tied: 'Rows of applications excluded by the population rule (see *Which rows are in the tables*) are left out.',
  own: 'Deleted records are left out; nothing else is.',
}

function tableSection(table: DataTable): string {
  const filters = ['from', 'to', 'updated_since', 'include_demo', ...(table.jobFilter ? ['job_id'] : []), 'page', 'page_size']
  return [
    `### \`GET ${BASE}/${table.name}\``,
    '',
    table.description,
    '',
    `- Time axis (what \`from\`/\`to\` and the order use): ${table.axisLabel.includes('`') ? table.axisLabel : `\`${table.axisLabel}\``}.`,
    `- \`updated_since\` compares with \`${table.updatedLabel}\`.`,
    `- Filters: ${filters.map((f) => `\`${f}\``).join(', ')}${table.jobFilter ? ` (\`job_id\` matches \`${table.jobFilter}\`)` : ' (no `job_id` filter)'}.`,
    `- ${POPULATION_TEXT[table.population]}`,
    ...table.notes.map((note) => `- ${note}`),
    '',
    fieldTable(table.fields),
    '',
  ].join('\n')
}

function catalogSection(): string {
  const lines = [
    `### \`GET ${BASE}/catalog\``,
    '',
    'The lookup lists the tables refer to, in one object (not paginated, no parameters).',
    '',
  ]
  for (const [key, part] of Object.entries(CATALOG_PARTS)) {
    if ('fields' in part) {
      lines.push(`**\`${key}\`**: ${part.description}.`, '', fieldTable(part.fields), '')
    } else {
      lines.push(`**\`${key}\`** (${typeNotation(part)}): ${part.note}.`, '')
    }
  }
  return lines.join('\n')
}

/**
 * The agent guide: how to use the Data API, written for an AI agent or an analyst. Generated from
 * the same table declarations as the routes and their schemas, so it lists exactly what is served.
 */
export function renderAgentGuide(tables: readonly DataTable[], limits: Config['dataApiLimits']): string {
  const names = tables.map((t) => `\`${t.name}\``).join(', ')
  const example = tables.find((t) => t.name === 'applications') ?? tables[0]!
  return `# Recruiting Data API: guide for agents and analysts

Read-only exports of a company's recruiting data (${names}), a catalog of lookup lists and
computed metrics, for reports, dashboards and assistants. Everything is \`GET\` under \`${BASE}\`.

## Authentication

- Send the company's API key on every request: \`Authorization: Bearer <API_KEY>\`. Keys start
  with \`rk_live_\`; an admin creates them under the product's settings (\`/api/v1/settings/api-keys\`).
  A key reads the whole company's data and nothing else; it is not tied to a person's login.
- Never put the key in the URL: any \`key\` query parameter is refused with 400 \`api_key_in_url\`,
  and that key should be revoked, since URLs end up in logs.
- A missing, wrong, expired or revoked key (or a user's login token) answers 401 \`invalid_api_key\`.
- The Data API sends no CORS headers: call it from a server or a script, never from a browser.
- Limits per key: ${limits.tablesPerMinute} requests a minute and ${limits.tablesPerDay} a day for the tables and
  \`/catalog\` together; ${limits.metricsPerMinute} a minute and ${limits.metricsPerDay} a day for \`/metrics\`. The day is a
  Vietnamese calendar day. Every response carries \`X-RateLimit-Limit\` and \`X-RateLimit-Remaining\`;
  a 429 \`rate_limited\` carries \`Retry-After\` (seconds): wait that long, then retry.

## Errors

The body is \`{"detail": {"code": "...", "message": "..."}}\`; branch on \`code\`:

| Status | code | When |
|---|---|---|
| 400 | \`api_key_in_url\` | a key was sent in the URL |
| 401 | \`invalid_api_key\` | key missing, wrong, expired or revoked |
| 404 | \`not_found\` | no such path |
| 422 | \`invalid_range\` | \`from\` is later than \`to\` (\`to\` defaults to today) |
| 422 | \`invalid_parameter\` | any other bad parameter: a malformed date or UUID, \`page_size\` over ${DATA_PAGE_SIZE_MAX}, an unknown parameter |
| 429 | \`rate_limited\` | quota spent; honour \`Retry-After\` |

## Time

- Every time value is UTC, ISO 8601 with milliseconds: \`2026-03-01T17:30:00.000Z\`. Calendar dates
  are \`YYYY-MM-DD\`.
- \`from\` and \`to\` are calendar dates in **Vietnam time (UTC+7)**, both included, applied to the
  time axis of the table read. \`from=2026-03-02&to=2026-03-02\` covers
  \`2026-03-01T17:00:00.000Z\` up to (not including) \`2026-03-02T17:00:00.000Z\`: a row at
  \`2026-03-01T17:30:00.000Z\` belongs to 2 March.
- Group by day, week or month in Vietnam time too: add 7 hours to a UTC value before taking its
  date. Weeks start on Monday.
- Only the most recent ${WINDOW_MONTHS} months are served: the first day served is today (Vietnam) minus
  ${WINDOW_MONTHS} calendar months. \`from\` defaults to that day, and an older \`from\` is moved forward to
  it with \`meta.from_clamped: true\`. \`to\` defaults to today (Vietnam); a later \`to\` is allowed
  (upcoming interviews).

## Paging and order

- \`page\` starts at 1; \`page_size\` defaults to ${DATA_PAGE_SIZE_DEFAULT}, at most ${DATA_PAGE_SIZE_MAX}.
- Rows come in a fixed order: the table's time axis ascending, then \`id\` ascending.
- Every table answers the same envelope:

\`\`\`json
{"items": [ ... ], "total": 1234, "page": 1, "page_size": ${DATA_PAGE_SIZE_DEFAULT}, "total_pages": 25,
 "meta": {"from": "2025-01-15", "to": "2026-07-15", "from_clamped": false, "generated_at": "2026-07-15T03:04:05.678Z"}}
\`\`\`

  \`total_pages\` is 0 when \`total\` is 0. Stop when \`page >= total_pages\` (or a page comes back with
  fewer than \`page_size\` items).
- Walk pages in order (1, 2, 3, ...) with the same parameters. The service then reads each page
  from where the previous one ended instead of counting rows from the start, so deep pages are as
  fast as the first, and the walk holds while data changes: every row that existed when you read
  page 1, and whose time-axis value does not change meanwhile, is returned exactly once. Rows
  written during the walk may or may not appear (pick them up with the next \`updated_since\` sync);
  \`total\` is recounted on every page and can grow. A row whose time-axis value changes during the
  walk (an evaluation submitted, an interview rescheduled) can appear twice or not at all: key your
  copy by \`id\` and upsert. Jumping straight to a page you have not walked to is allowed but gives
  this guarantee only from that page on.

## Which rows are in the tables

- **Population rule** (${tables
    .filter((t) => t.population !== 'own')
    .map((t) => `\`${t.name}\``)
    .join(', ')}): ${POPULATION_RULE}. The
  count of \`/applications\` for a range equals the count of the reports screen and its spreadsheet
  export for the same range, and the metrics are computed over the same population.
- **Duplicates**: \`/candidates\` keeps records flagged as suspected duplicates
  (\`duplicate_of_id\` set). To count people, drop those rows.
- **Anonymized candidates** stay in \`/candidates\` and in every count: their name is a deleted
  marker with a short suffix, and e-mail, phone, birth date, skills and similar fields are null.
- **Demo rows**: sample data has \`is_demo = true\` and is included unless \`include_demo=false\`.

## Tables

${tables.map(tableSection).join('\n')}
${catalogSection()}
## Offers: versions and the naming trap

- \`/offers\` has one row per version. Revising an offer adds a row with the next \`version\`; the
  current offer of an application is the row with the **highest \`version\`** for its
  \`application_id\`. Count offers per application from the current versions only.
- Why candidates **declined offers** is \`/offers\` \`decline_reason_code\` (\`compensation\`,
  \`role_and_job\`, \`external_factors\`, \`no_response\`, \`other\`).
- The \`/metrics\` field \`offer_decline_reasons\` is a misleading name kept for compatibility: it holds
  the **rejection reasons of applications rejected in the period** (codes of catalog
  \`rejection_reasons\`), not reasons for declining offers.

${metricsGuideSection(BASE)}## Metrics and sound figures

- \`GET ${BASE}/metrics\` (\`from\`, \`to\`, \`job_id\`, \`department\`) returns the figures of the reports
  screen over the same population as the tables.
- A hire rate is a **cohort** figure: take the applications that entered the pipeline in a period
  (time axis of \`/applications\`) and count how many of them are hired by now. Dividing the hires of
  a period by the applications of the same period mixes two different groups of people.
- Report every percentage with its sample size ("12.5% of 40 applications"), and say when the
  sample is too small to compare.
- Give the median time to hire next to the mean: a few slow hires pull the mean up.
- Ratings use different scales: compare \`overall_rating / rating_scale\`.
- Compare stages across jobs by \`stage_type\`, not by name.

## Worked example: a full incremental sync

Keep a local copy of \`/${example.name}\` (the same steps work for every table):

1. Note the time before you start, e.g. \`2026-07-15T03:00:00.000Z\` (or take \`meta.generated_at\` of
   your first page).
2. First load: read every page, upserting each row by \`id\`:

\`\`\`
GET ${BASE}/${example.name}?page=1&page_size=${DATA_PAGE_SIZE_MAX}
GET ${BASE}/${example.name}?page=2&page_size=${DATA_PAGE_SIZE_MAX}
... until page = total_pages
\`\`\`

3. Later runs read only what changed since the start of the previous run, with the same paging:

\`\`\`
GET ${BASE}/${example.name}?updated_since=2026-07-15T03:00:00.000Z&page=1&page_size=${DATA_PAGE_SIZE_MAX}
GET ${BASE}/${example.name}?updated_since=2026-07-15T03:00:00.000Z&page=2&page_size=${DATA_PAGE_SIZE_MAX}
...
\`\`\`

   Upsert each row by \`id\`, then remember this run's start time for the next one. Using the start
   of the run (not its end) with \`>=\` means a change made while you were paging is read again
   next time rather than lost; take a minute off it to be safe, since a change is stamped when the
   write that made it began. For \`/stage-transitions\`, \`updated_since\` compares with
   \`changed_at\`: new transitions come through, but the rare edit of an old one (its
   \`candidate_id\` after a merge of candidates, its \`notes\` erased with an anonymized candidate)
   does not; step 4 catches those.
4. Rows can also leave the export (an application removed, a job or candidate deleted, a candidate
   flagged as a duplicate, a row older than ${WINDOW_MONTHS} months). An \`updated_since\` sync does not
   report them: reconcile now and then with a full walk, replacing local rows by what it returns
   and deleting those it no longer returns.
5. On 429, sleep \`Retry-After\` seconds and repeat the same request; nothing is skipped.
`
}
