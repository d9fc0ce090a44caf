import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { CV_UNREADABLE_REASONS } from './cv-document.ts'
import { PARSE_ORIGINS, PARSE_STATUSES } from './cv-parses.table.ts'

export const EducationEntry = Type.Object(
  {
    institution: Type.String(),
    degree: Nullable(Type.String()),
    start_year: Nullable(Type.Integer()),
    end_year: Nullable(Type.Integer()),
  },
  { $id: 'CvEducationEntry' },
)

export const ExtractedCv = Type.Object(
  {
    full_name: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String({ description: 'E.164, e.g. `+84912345678`' })),
    skills: Type.Array(Type.String(), { description: 'Names from the service’s skills dictionary, in the order the CV first gives them' }),
    education: Type.Array(EducationEntry),
    total_experience_years: Nullable(
      Type.Number({ description: 'Years covered by the dated jobs, overlaps counted once, one decimal; an open job ends today' }),
    ),
    current_job_title: Nullable(Type.String({ description: 'Of the latest job (one still held wins)' })),
    current_company: Nullable(Type.String()),
  },
  { $id: 'ExtractedCv', description: 'What was found; a field not found is null (or an empty list)' },
)

export const CvParse = Type.Object(
  {
    id: Uuid(),
    status: StringEnum(PARSE_STATUSES, {
      description: '`queued` (a stored CV waiting for the background parser), `parsed`, `failed` (the file could not be read: see `error`)',
    }),
    origin: StringEnum(PARSE_ORIGINS, {
      description:
        '`upload`: sent to `POST /cv-parsing`; `public_submission`: a career-page application’s CV; `candidate_cv`: attached with `POST /candidates/{id}/cv`',
    }),
    file_name: Nullable(Type.String({ description: 'As the client named the file (emptied when the candidate is anonymized)' })),
    content_type: Nullable(Type.String({ description: 'Read from the bytes; null when they are of no known type' })),
    byte_size: Type.Integer(),
    has_file: Type.Boolean({ description: 'Whether the file is stored as a candidate’s CV (a file parsed for a look is not kept)' }),
    candidate_id: Nullable(Uuid({ description: 'The candidate the CV belongs to, filled or created' })),
    extracted: Nullable(ExtractedCv),
    raw_text_length: Nullable(Type.Integer({ description: 'Characters of text read from the file' })),
    failure_reason: Nullable(StringEnum(CV_UNREADABLE_REASONS, { description: 'Why the file could not be read' })),
    error: Nullable(Type.String()),
    filled_fields: Type.Array(Type.String(), {
      description: 'The candidate’s fields this parse wrote: only fields that were empty are ever filled',
    }),
    created_at: Timestamp(),
    completed_at: Nullable(Timestamp()),
  },
  { $id: 'CvParse' },
)

export const CvParsePage = Page(CvParse)

export const HistoryQuery = Type.Object({
  ...PageQuery(100).properties,
  candidate_id: Type.Optional(Uuid({ description: 'The parses of this candidate’s CVs' })),
})

/** The text parts of the parse form, as the client sends them (form parts are strings). */
export const ParseFormFields = Type.Object(
  {
    candidate_id: Type.Optional(Uuid({ description: 'Fill this candidate’s empty fields, and keep the file as their CV' })),
    create_candidate: Type.Optional(
      StringEnum(['true', 'false'] as const, { description: '`true`: create a candidate from the CV (`created_via = cv_parse`)' }),
    ),
  },
  { additionalProperties: false },
)
