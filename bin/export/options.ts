import path from 'node:path'
import { parseArgs } from 'node:util'
import { DATA_TABLES, type DataTable } from '../../packages/sdk/src/index.ts'

export type Format = 'ndjson' | 'csv'

/** Where the rows go: one file for everything, a file per table, or standard output. */
export type Destination = { kind: 'file'; file: string } | { kind: 'dir'; dir: string } | { kind: 'stdout' }

export interface ExportOptions {
  baseUrl: string
  /** Query parameters of `--url`, sent on every request (a `key` there is the service's to refuse). */
  urlQuery: URLSearchParams
  apiKey: string
  tables: DataTable[]
  from?: string
  to?: string
  jobId?: string
  includeDemo: boolean
  /** `updated_since` given by hand. */
  since?: string
  /** `updated_since` from the last complete run, per table. */
  incremental: boolean
  format: Format
  destination: Destination
  /** The checkpoint and the record of the last run; none when writing to standard output. */
  stateFile?: string
  pageSize: number
  /** Start over even when an unfinished run is recorded. */
  fresh: boolean
  quiet: boolean
}

/** A mistake in the command line: the message says what to write instead. */
export class UsageError extends Error {}

export const USAGE = `Usage: recruiting-export [options]

Exports Data API tables of one company, for a range of days, as NDJSON or CSV.
The API key is read from RECRUITING_API_KEY (or --api-key; never put it in the URL).

  --table <name>        a table to export, repeatable; "all" (the default) is every table:
                        ${DATA_TABLES.join(', ')}
  --from <YYYY-MM-DD>   first day, Vietnam time (default: the API's limit, 18 months back)
  --to <YYYY-MM-DD>     last day, Vietnam time (default: today)
  --job <id>            only the rows of this job (tables that have one)
  --no-demo             leave out demo rows
  --since <instant>     only rows changed since then (ISO 8601, e.g. 2026-03-01T00:00:00Z)
  --incremental         only rows changed since the last complete run into the same place
  --format ndjson|csv   default: from the file's extension, else ndjson
  --out <file>          write to this file (several tables: NDJSON lines {"table", "row"})
  --out-dir <dir>       write one file per table: <dir>/<table>.<format>
  --state <file>        checkpoint and last-run record (default: beside the output)
  --fresh               start over instead of resuming an unfinished run
  --page-size <n>       rows per request, 1 to 100 (default 100)
  --url <url>           the service (default: RECRUITING_URL, else http://127.0.0.1:3000)
  --quiet               no progress on standard error
  -h, --help            this text

An interrupted run (Ctrl-C, a crash, a spent daily quota) resumes where it stopped when the
same command is run again. Without --out or --out-dir one table is written to standard output.`

const DATE = /^\d{4}-\d{2}-\d{2}$/

function formatOf(explicit: string | undefined, file: string | undefined): Format {
  if (explicit !== undefined) {
    if (explicit !== 'ndjson' && explicit !== 'csv') throw new UsageError(`--format is ndjson or csv, not "${explicit}"`)
    return explicit
  }
  return file?.toLowerCase().endsWith('.csv') ? 'csv' : 'ndjson'
}

function tablesOf(named: string[]): DataTable[] {
  if (named.length === 0 || named.includes('all')) return [...DATA_TABLES]
  const unknown = named.filter((t) => !(DATA_TABLES as readonly string[]).includes(t))
  if (unknown.length > 0) throw new UsageError(`no table named ${unknown.join(', ')}; the tables are ${DATA_TABLES.join(', ')}`)
  return DATA_TABLES.filter((t) => named.includes(t))
}

/** The command line and environment, checked; `undefined` when help was asked for. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): ExportOptions | undefined {
  try {
    return optionsOf(argv, env)
  } catch (error) {
    // parseArgs says what it could not read (an unknown option, a missing value) in a sentence of its own.
    if (String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) throw new UsageError((error as Error).message)
    throw error
  }
}

function optionsOf(argv: string[], env: NodeJS.ProcessEnv): ExportOptions | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      table: { type: 'string', multiple: true, default: [] },
      from: { type: 'string' },
      to: { type: 'string' },
      job: { type: 'string' },
      'no-demo': { type: 'boolean', default: false },
      since: { type: 'string' },
      incremental: { type: 'boolean', default: false },
      format: { type: 'string' },
      out: { type: 'string' },
      'out-dir': { type: 'string' },
      state: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      'page-size': { type: 'string', default: '100' },
      url: { type: 'string' },
      'api-key': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return undefined

  const apiKey = values['api-key'] ?? env.RECRUITING_API_KEY
  if (!apiKey) throw new UsageError('no API key: set RECRUITING_API_KEY (an admin creates one under Settings → API keys)')
  const url = new URL(values.url ?? env.RECRUITING_URL ?? 'http://127.0.0.1:3000')
  const urlQuery = new URLSearchParams(url.search)
  url.search = ''

  const tables = tablesOf(values.table)
  for (const [flag, value] of [
    ['--from', values.from],
    ['--to', values.to],
  ] as const) {
    if (value !== undefined && !DATE.test(value)) throw new UsageError(`${flag} is a day, YYYY-MM-DD, not "${value}"`)
  }
  if (values.since !== undefined && values.incremental) throw new UsageError('--since and --incremental both say since when: give one')
  if (values.out !== undefined && values['out-dir'] !== undefined) throw new UsageError('--out and --out-dir both say where: give one')

  const format = formatOf(values.format, values.out)
  const destination: Destination =
    values['out-dir'] !== undefined
      ? { kind: 'dir', dir: path.resolve(values['out-dir']) }
      : values.out !== undefined
        ? { kind: 'file', file: path.resolve(values.out) }
        : { kind: 'stdout' }
  if (destination.kind !== 'dir' && format === 'csv' && tables.length > 1) {
    throw new UsageError('CSV holds one table: name it with --table, or write a file per table with --out-dir')
  }
  if (destination.kind === 'stdout' && tables.length > 1) throw new UsageError('several tables go to files: give --out or --out-dir')
  if (destination.kind === 'stdout' && (values.incremental || values.state !== undefined)) {
    throw new UsageError('--incremental and --state keep a record beside the output: give --out or --out-dir')
  }

  const pageSize = Number(values['page-size'])
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw new UsageError('--page-size is a whole number from 1 to 100')

  const stateFile =
    values.state !== undefined
      ? path.resolve(values.state)
      : destination.kind === 'file'
        ? `${destination.file}.export-state.json`
        : destination.kind === 'dir'
          ? path.join(destination.dir, '.export-state.json')
          : undefined

  return {
    baseUrl: url.toString(),
    urlQuery,
    apiKey,
    tables,
    ...(values.from !== undefined ? { from: values.from } : {}),
    ...(values.to !== undefined ? { to: values.to } : {}),
    ...(values.job !== undefined ? { jobId: values.job } : {}),
    includeDemo: !values['no-demo'],
    ...(values.since !== undefined ? { since: values.since } : {}),
    incremental: values.incremental,
    format,
    destination,
    ...(stateFile !== undefined ? { stateFile } : {}),
    pageSize,
    fresh: values.fresh,
    quiet: values.quiet,
  }
}
