import type { ColumnType, Selectable } from 'kysely'
import type { CvUnreadableReason, ExtractedCv } from './cv-document.ts'

export const PARSE_STATUSES = ['queued', 'parsed', 'failed'] as const
export type ParseStatus = (typeof PARSE_STATUSES)[number]

/** How the CV reached the parser: see the migration (0016). */
export const PARSE_ORIGINS = ['upload', 'public_submission', 'candidate_cv'] as const
export type ParseOrigin = (typeof PARSE_ORIGINS)[number]

export interface CvParsesTable {
  tenant_id: string
  id: string
  origin: ParseOrigin
  status: ParseStatus
  file_name: string | null
  content_type: string | null
  byte_size: number
  file_id: string | null
  candidate_id: string | null
  extracted: ColumnType<ExtractedCv | null, string | null | undefined, string | null>
  raw_text_length: number | null
  failure_reason: CvUnreadableReason | null
  error: string | null
  filled_fields: ColumnType<string[], string | undefined, string>
  created_by: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  completed_at: Date | null
}

export type CvParseRow = Selectable<CvParsesTable>
