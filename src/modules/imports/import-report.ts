import { HttpError, ValidationFailed } from '../../platform/errors.ts'
import { IMPORT_KINDS, LIST_OF_KIND, type ImportKind, type ImportPayload } from './import-records.schemas.ts'

export interface KindProgress {
  total: number
  processed: number
  created: number
  updated: number
  failed: number
}

export type ImportProgress = Record<ImportKind, KindProgress>

/**
 * One problem with one record. `kind` is `line` for an NDJSON line that could not be read as a
 * record at all; `index` is then its line number (from 1), else the record's place in its list.
 */
export interface ImportRecordError {
  kind: ImportKind | 'line'
  index: number
  external_id: string | null
  /** The field at fault, as a path inside the record. */
  loc?: (string | number)[]
  message: string
}

export interface ImportReport {
  progress: ImportProgress
  error_count: number
  /** The first MAX_REPORTED_ERRORS errors; `error_count` counts them all. */
  errors: ImportRecordError[]
}

export const MAX_REPORTED_ERRORS = 1000

export function emptyReport(payload: ImportPayload, earlier: readonly ImportRecordError[] = []): ImportReport {
  const progress = Object.fromEntries(
    IMPORT_KINDS.map((kind) => [
      kind,
      { total: payload[LIST_OF_KIND[kind]]?.length ?? 0, processed: 0, created: 0, updated: 0, failed: 0 },
    ]),
  ) as ImportProgress
  const report: ImportReport = { progress, error_count: 0, errors: [] }
  for (const error of earlier) addError(report, error)
  return report
}

export function addError(report: ImportReport, error: ImportRecordError): void {
  report.error_count += 1
  if (report.errors.length < MAX_REPORTED_ERRORS) report.errors.push(error)
}

/** PostgreSQL's classes of errors that a row's values cause: data exceptions (22) and broken constraints (23). */
function isRowError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)
}

/**
 * What a record's failure says, one entry per problem; undefined when the error is not the
 * record's fault (the database went away, a bug): that stops the run instead.
 */
export function problemsOf(error: unknown): { loc?: (string | number)[]; message: string }[] | undefined {
  if (error instanceof ValidationFailed) {
    return error.issues.map((issue) => {
      // Checks shared with the API name fields under `body`; inside an import they are the record's.
      const loc = issue.loc[0] === 'body' ? issue.loc.slice(1) : issue.loc
      return loc.length > 0 ? { loc, message: issue.msg } : { message: issue.msg }
    })
  }
  if (error instanceof HttpError) return [{ message: error.detail }]
  if (isRowError(error)) return [{ message: `Rejected by the database: ${(error as Error).message}` }]
  return undefined
}
