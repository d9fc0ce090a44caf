import { Type, type TSchema } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { IMPORT_KINDS, IMPORT_RECORD_SCHEMAS, LIST_OF_KIND } from './import-records.schemas.ts'
import { IMPORT_STATUSES } from './imports.table.ts'

const DefaultSource = Type.String({
  pattern: '^[a-z0-9_]{1,64}$',
  description: 'Source kind of the candidates that name none (a built-in kind or a custom source); old_database when omitted',
})

const lists = (item: (kind: (typeof IMPORT_KINDS)[number]) => TSchema) =>
  Object.fromEntries(IMPORT_KINDS.map((kind) => [LIST_OF_KIND[kind], Type.Optional(Type.Array(item(kind)))]))

/** The body with every record's schema: what OpenAPI documents. */
export const ImportBody = Type.Object(
  { default_source: Type.Optional(DefaultSource), ...lists((kind) => IMPORT_RECORD_SCHEMAS[kind]) },
  { additionalProperties: false },
)

/**
 * The body as the request checks it: known lists of objects that each carry an external_id.
 * The records themselves are checked one by one while the import runs, so that a bad record is
 * reported against itself instead of refusing the whole import.
 */
export const ImportEnvelope = Type.Object(
  {
    default_source: Type.Optional(DefaultSource),
    ...lists(() => Type.Object({ external_id: Type.Unknown() }, { additionalProperties: true })),
  },
  { additionalProperties: false },
)

export const NdjsonBody = Type.String({
  description:
    'One JSON object per line. Each record names its kind in a `kind` member (`job`, `candidate`, `application`, ' +
    '`interview`, `evaluation`, `offer`) beside its fields, which are those of the JSON body’s lists. An optional line ' +
    '`{"kind":"options","default_source":"…"}` sets the default source. Blank lines are skipped; a line that is not a ' +
    'JSON object with a known kind is reported as an error of kind `line` (index = line number) and the other lines are imported.',
})

export const ImportAccepted = Type.Object(
  {
    import_id: Uuid(),
    status: StringEnum(IMPORT_STATUSES),
    status_url: Type.String({ description: 'Where to follow the import: GET it until status is completed or failed' }),
  },
  { $id: 'ImportAccepted' },
)

const KindProgress = Type.Object({
  total: Type.Integer({ description: 'Records of this kind in the import' }),
  processed: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer({ description: 'Records found from an earlier import by external_id (rewritten when they differ)' }),
  failed: Type.Integer(),
})

const Progress = Type.Object(Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, KindProgress])), {
  description: 'Per kind of record; kinds are imported in this order',
})

export const ImportError = Type.Object({
  kind: StringEnum([...IMPORT_KINDS, 'line'], { description: '`line`: an NDJSON line that was not a record' }),
  index: Type.Integer({ description: 'Place of the record in its list (from 0); the line number (from 1) for kind line' }),
  external_id: Nullable(Type.String()),
  loc: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Integer()]), { description: 'The field at fault, inside the record' })),
  message: Type.String(),
})

const summaryFields = {
  id: Uuid(),
  status: StringEnum(IMPORT_STATUSES),
  created_at: Timestamp(),
  started_at: Nullable(Timestamp()),
  finished_at: Nullable(Timestamp()),
  progress: Progress,
  error_count: Type.Integer({ description: 'All errors; the list holds the first 1,000' }),
  failure: Nullable(Type.String({ description: 'Why a failed import stopped; records written before it are kept' })),
}

export const ImportSummary = Type.Object(summaryFields, { $id: 'ImportSummary' })

export const ImportStatus = Type.Object({ ...summaryFields, errors: Type.Array(ImportError) }, { $id: 'ImportStatus' })

export const ImportPage = Page(ImportSummary)

export const ImportListQuery = PageQuery(100)
