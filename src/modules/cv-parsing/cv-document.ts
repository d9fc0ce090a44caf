/**
 * The two shapes every part of CV parsing agrees on: what reading a file gives (lines of text in
 * reading order, with what the layout said about them), and what extraction finds in it.
 * Reading (`reading/`) knows files and nothing of CVs; extraction (`extraction/`) knows CVs and
 * nothing of files; the service joins them.
 */

export type CvFormat = 'pdf' | 'docx' | 'text'

export interface CvLine {
  /** NFC, whitespace collapsed, never empty. */
  text: string
  /** Font size in points where the file says it (PDF); null for DOCX and text. */
  fontSize: number | null
  /** Bold or a heading style where the file says it; false when unknown. */
  emphasis: boolean
  /** 1-based; 1 for formats without pages. */
  page: number
}

export interface CvDocument {
  format: CvFormat
  pages: number
  /** Reading order: a two-column page gives its left column whole, then its right one. */
  lines: CvLine[]
}

/** Why a file could not be read; each has its own sentence for the 422's detail. */
export const CV_UNREADABLE_REASONS = [
  'encrypted', // password-protected PDF or DOCX
  'image_only', // pages without a text layer (a scan)
  'corrupt', // not a well-formed file of its type
  'mislabeled', // the bytes are not a PDF, DOCX or text whatever the name says
  'empty', // readable, but no text at all
  'too_complex', // over the time or memory budget (bombs, thousands of pages)
] as const
export type CvUnreadableReason = (typeof CV_UNREADABLE_REASONS)[number]

export interface EducationEntry {
  institution: string
  degree: string | null
  start_year: number | null
  end_year: number | null
}

export interface ExtractedCv {
  full_name: string | null
  email: string | null
  /** E.164, e.g. +84912345678. */
  phone: string | null
  /** Canonical skill names from the dictionary, in order of first appearance, no duplicates. */
  skills: string[]
  education: EducationEntry[]
  /** Years covered by the dated jobs, overlaps merged, one decimal; null when no job is dated. */
  total_experience_years: number | null
  current_job_title: string | null
  current_company: string | null
}
