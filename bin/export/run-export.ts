import type { Writable } from 'node:stream'
import { createDataApiClient, type DataApiClient, type DataPage, type DataTable, type Fetch } from '../../packages/sdk/src/index.ts'
import { UsageError, type ExportOptions } from './options.ts'
import { openOutput, type Output, type TableSink } from './sinks.ts'
import { loadState, saveState, type ExportState, type TableProgress, type TableQuery } from './state-file.ts'
import type { Progress } from './progress.ts'

export interface ExportIo {
  stdout: Writable
  progress: Progress
}

export interface ExportSummary {
  rows: Partial<Record<DataTable, number>>
}

/** The longest wait for a quota the export sits out; a longer one (a spent daily quota) ends the run, resumable. */
const LONGEST_WAIT_MS = 15 * 60_000

/** The options that decide what the files hold: a checkpoint is resumed only under the same ones. */
function signatureOf(options: ExportOptions): string {
  const { tables, from, to, jobId, includeDemo, since, incremental, format, destination, pageSize } = options
  return JSON.stringify({ tables, from, to, jobId, includeDemo, since, incremental, format, destination, pageSize })
}

/** Query parameters given in `--url` go with every request (a `key` among them is the service's to refuse). */
function withUrlQuery(query: URLSearchParams): Fetch | undefined {
  if ([...query.keys()].length === 0) return undefined
  return (request) => {
    const url = new URL(request.url)
    for (const [name, value] of query) url.searchParams.append(name, value)
    return fetch(new Request(url, request))
  }
}

function firstQuery(options: ExportOptions, state: ExportState, table: DataTable): Omit<TableQuery, 'from' | 'to'> & Partial<TableQuery> {
  const since = options.since ?? (options.incremental ? state.lastComplete[table] : undefined)
  return {
    include_demo: options.includeDemo,
    page_size: options.pageSize,
    ...(options.from !== undefined ? { from: options.from } : {}),
    ...(options.to !== undefined ? { to: options.to } : {}),
    ...(since !== undefined ? { updated_since: since } : {}),
    ...(options.jobId !== undefined && table !== 'candidates' ? { job_id: options.jobId } : {}),
  }
}

/** Where a table stands after its first page: the range the service resolved is pinned for the pages to come. */
function startOf(query: Partial<TableQuery>, page: DataPage<DataTable>, startBytes: number): TableProgress {
  const first = page.items[0] as Record<string, unknown> | undefined
  return {
    query: { ...query, from: page.meta.from, to: page.meta.to } as TableQuery,
    pagesDone: 0,
    totalPages: page.total_pages,
    rowsDone: 0,
    totalRows: page.total,
    bytes: startBytes,
    // CSV columns come from the first row; a table without rows has none, and its file stays empty.
    ...(first ? { columns: Object.keys(first) } : {}),
    watermark: page.meta.generated_at,
    done: false,
  }
}

/**
 * One table, page after page from where its checkpoint stands. After each page is written the
 * checkpoint moves on; a kill between the two only repeats that page on the next run, whose
 * output is first cut back to the checkpoint.
 */
async function exportTable(
  table: DataTable,
  client: DataApiClient,
  output: Output,
  from: { begun: TableProgress | undefined; query: Partial<TableQuery>; startBytes: number },
  record: (progress: TableProgress) => Promise<void>,
  progress: Progress,
): Promise<TableProgress> {
  let state = from.begun
  let sink: TableSink | undefined
  progress.tableStarted(table, output.nameOf(table), state?.rowsDone ?? 0, state?.pagesDone ?? 0)
  try {
    for (let number = (state?.pagesDone ?? 0) + 1; ; number++) {
      const page = await client.page(table, { ...(state?.query ?? from.query), page: number })
      state ??= startOf(from.query, page, from.startBytes)
      sink ??= await output.table(table, state.bytes, state.columns)
      const rows = page.items as Record<string, unknown>[]
      const bytes = await sink.write(rows)
      state = {
        ...state,
        pagesDone: number,
        rowsDone: state.rowsDone + rows.length,
        totalPages: page.total_pages,
        totalRows: page.total,
        bytes,
        done: number >= page.total_pages,
      }
      await record(state)
      progress.page(table, state.rowsDone, state.totalRows, number, Math.max(number, state.totalPages))
      if (state.done) {
        progress.tableDone(table, state.rowsDone, number)
        return state
      }
    }
  } finally {
    await sink?.close()
  }
}

/**
 * Exports the tables of the options. With a state file the run is resumable (a checkpoint after
 * every page) and, once complete, recorded for the next `--incremental` run.
 */
export async function runExport(options: ExportOptions, io: ExportIo): Promise<ExportSummary> {
  const { progress } = io
  const urlFetch = withUrlQuery(options.urlQuery)
  const client = createDataApiClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    ...(urlFetch ? { fetch: urlFetch } : {}),
    retry: { maxDelayMs: LONGEST_WAIT_MS },
    onRetry: (notice) => {
      const table = new URL(notice.url).pathname.split('/').pop() ?? ''
      const why =
        notice.status === 429 ? 'the key’s rate limit (Retry-After)' : notice.status ? `the service answered ${notice.status}` : 'no answer'
      progress.waiting(table, notice.delayMs / 1000, why)
    },
  })

  const stateFile = options.stateFile
  const state: ExportState = stateFile ? await loadState(stateFile) : { version: 1, lastComplete: {} }
  const signature = signatureOf(options)
  if (state.run && state.run.signature !== signature && !options.fresh) {
    throw new UsageError(
      `${stateFile} holds an unfinished export made with other options: run that command again to finish it, or pass --fresh to start over`,
    )
  }
  if (!state.run || options.fresh) state.run = { signature, tables: {} }
  const run = state.run

  const output = openOutput(options.destination, options.format, options.tables.length, io.stdout)
  const summary: ExportSummary = { rows: {} }
  let bytesSoFar = 0
  try {
    for (const table of options.tables) {
      const begun = run.tables[table]
      if (begun?.done) {
        progress.skipped(table, `already exported (${begun.rowsDone} rows)`)
        summary.rows[table] = begun.rowsDone
        bytesSoFar = begun.bytes
        continue
      }
      const startBytes = options.destination.kind === 'file' ? bytesSoFar : 0
      const done = await exportTable(
        table,
        client,
        output,
        { begun, query: firstQuery(options, state, table), startBytes },
        async (progressNow) => {
          run.tables[table] = progressNow
          if (stateFile) await saveState(stateFile, state)
        },
        progress,
      )
      summary.rows[table] = done.rowsDone
      bytesSoFar = done.bytes
    }
  } finally {
    await output.close()
  }

  // Complete: the next incremental run asks for what changed since each table was first read.
  for (const table of options.tables) {
    const done = run.tables[table]
    if (done) state.lastComplete[table] = done.watermark
  }
  delete state.run
  if (stateFile) await saveState(stateFile, state)
  return summary
}
