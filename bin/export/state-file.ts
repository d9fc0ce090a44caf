import { randomBytes } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import type { DataTable } from '../../packages/sdk/src/index.ts'

/** The query every page of a table is read with in one run: the first page's range, pinned. */
export interface TableQuery {
  from: string
  to: string
  include_demo: boolean
  page_size: number
  updated_since?: string
  job_id?: string
}

/** How far a table of an unfinished run got: enough to go on from the next page. */
export interface TableProgress {
  query: TableQuery
  pagesDone: number
  totalPages: number
  rowsDone: number
  totalRows: number
  /** The output's length after the last page written: a resumed run cuts the file back to it. */
  bytes: number
  /** CSV: the columns, as the first row gave them. */
  columns?: string[]
  /** The service's clock when the first page was read: `updated_since` of the next incremental run. */
  watermark: string
  done: boolean
}

export interface RunRecord {
  /** The options that shape the output: a run is resumed only with the same ones. */
  signature: string
  tables: Partial<Record<DataTable, TableProgress>>
}

/**
 * The checkpoint of an unfinished run, and what the last complete run read up to per table
 * (for `--incremental`). Kept as JSON beside the output.
 */
export interface ExportState {
  version: 1
  run?: RunRecord
  lastComplete: Partial<Record<DataTable, string>>
}

export async function loadState(file: string): Promise<ExportState> {
  try {
    const state = JSON.parse(await readFile(file, 'utf8')) as ExportState
    if (state.version !== 1) throw new Error(`${file}: not a state file this version of recruiting-export knows`)
    return state
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, lastComplete: {} }
    throw error
  }
}

/** Written aside and renamed over the old one: a kill at any moment leaves one whole state or the other. */
export async function saveState(file: string, state: ExportState): Promise<void> {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, `${JSON.stringify(state, null, 2)}\n`)
  await rename(partial, file)
}
