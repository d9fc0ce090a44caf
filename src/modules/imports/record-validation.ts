import { ValidationFailed } from '../../platform/errors.ts'
import { bodyValidator } from '../../platform/validation.ts'
import { IMPORT_KINDS, IMPORT_RECORD_SCHEMAS, type ImportKind } from './import-records.schemas.ts'
import { problemsOf } from './import-report.ts'

// Records are checked with the validator that checks request bodies, so that an imported record
// and the same fields sent to the API are held to one rule and worded alike.
const validators = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, bodyValidator(IMPORT_RECORD_SCHEMAS[kind])])) as Record<
  ImportKind,
  (value: unknown) => unknown
>

/** The problems of a record with its kind's schema; none when it fits. */
export function schemaProblems(kind: ImportKind, record: unknown): { loc?: (string | number)[]; message: string }[] {
  try {
    validators[kind](record)
    return []
  } catch (error) {
    if (error instanceof ValidationFailed) return problemsOf(error)!
    throw error
  }
}
