import { applicationsTable } from './applications.ts'
import { candidatesTable } from './candidates.ts'
import { evaluationsTable } from './evaluations.ts'
import { interviewsTable } from './interviews.ts'
import { jobsTable } from './jobs.ts'
import { offersTable } from './offers.ts'
import { stageTransitionsTable } from './stage-transitions.ts'
import type { DataTable } from './table.ts'

/** Every table of the Data API, in the order the guide and the OpenAPI document list them. */
export const DATA_TABLES: readonly DataTable[] = [
  candidatesTable,
  applicationsTable,
  stageTransitionsTable,
  jobsTable,
  interviewsTable,
  evaluationsTable,
  offersTable,
]

export function dataTable(name: string): DataTable {
  const table = DATA_TABLES.find((t) => t.name === name)
  if (!table) throw new Error(`no Data API table ${name}`)
  return table
}
