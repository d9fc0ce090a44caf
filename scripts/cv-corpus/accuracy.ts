import { readFile } from 'node:fs/promises'
import type { ExtractedCv } from '../../src/modules/cv-parsing/cv-document.ts'
import { extractCv } from '../../src/modules/cv-parsing/extraction/extract-cv.ts'
import { CvUnreadable } from '../../src/modules/cv-parsing/reading/cv-unreadable.ts'
import { readCv } from '../../src/modules/cv-parsing/reading/read-cv.ts'
import { FILES_DIRECTORY, LABELS_FILE, type CorpusLabels, type DocumentLabel } from './labels.ts'
import { fold, normaliseEmail, normaliseName, normalisePhone, normaliseSkill, normaliseTitle } from './normalise.ts'

/**
 * Runs the whole corpus through reading and extraction, in process, and scores every field
 * against its label (rules in normalise.ts). `measureAccuracy` is what the CI test and
 * `npm run cv-accuracy` both call; formatting the result is report-text.ts's job.
 */
export const FIELDS = ['full_name', 'email', 'phone', 'current_job_title', 'current_company', 'total_experience_years'] as const
export type Field = (typeof FIELDS)[number]

export interface Share {
  hits: number
  total: number
  /** hits / total; 0 when there is nothing to count. */
  share: number
}

export interface SkillScore {
  truePositives: number
  falsePositives: number
  falseNegatives: number
  precision: number
  recall: number
  f1: number
}

export interface GroupScore {
  group: string
  documents: number
  fields: Record<Field, Share>
  skills: SkillScore
}

export interface Miss {
  file: string
  field: Field | 'skills' | 'education' | 'read'
  expected: string
  got: string
}

export interface NegativeOutcome {
  file: string
  rejected: boolean
  /** The CvUnreadable reason, when rejected. */
  reason: string | null
  expectedReason: string | null
  /** What happened instead: the document was read, or another error was thrown. */
  note: string | null
}

export interface AliasUse {
  extracted: string
  labelled: string
  count: number
}

export interface Target {
  name: string
  value: number
  threshold: number
  /** How value and threshold print: a percentage or a plain ratio. */
  unit: 'percent' | 'ratio'
  met: boolean
}

export interface Report {
  today: string
  positives: number
  overall: GroupScore
  byFormat: GroupScore[]
  byLanguage: GroupScore[]
  /** Not a target: expected education entries found (same institution and end year). */
  education: Share
  negatives: { outcomes: NegativeOutcome[]; rejected: Share }
  misses: Miss[]
  aliasUses: AliasUse[]
  targets: Target[]
  allMet: boolean
  elapsedMs: number
}

/** A reader that never answers must not hang the run (or CI): after this, the file counts as failed. */
const PER_FILE_TIMEOUT_MS = 60_000

interface DocumentScore {
  label: DocumentLabel
  hits: Record<Field, boolean>
  skills: { truePositives: number; falsePositives: number; falseNegatives: number }
}

const share = (hits: number, total: number): Share => ({ hits, total, share: total === 0 ? 0 : hits / total })

function withTimeout<T>(promise: Promise<T>, file: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PER_FILE_TIMEOUT_MS} ms for ${file}`)), PER_FILE_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** An error as one line: its name and message, whatever was thrown. */
const describeError = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : JSON.stringify(error))

const show = (value: unknown): string =>
  value === null || value === undefined ? '(null)' : typeof value === 'string' ? value : JSON.stringify(value)

function compareField(field: Field, expected: ExtractedCv, got: ExtractedCv | null): boolean {
  const want = expected[field]
  const have = got === null ? null : got[field]
  if (want === null || have === null) return want === have
  switch (field) {
    case 'full_name':
      return normaliseName(String(have)) === normaliseName(String(want))
    case 'email':
      return normaliseEmail(String(have)) === normaliseEmail(String(want))
    case 'phone':
      return normalisePhone(String(have)) === normalisePhone(String(want))
    case 'current_job_title':
    case 'current_company':
      return normaliseTitle(String(have)) === normaliseTitle(String(want))
    case 'total_experience_years':
      return Math.abs(Number(have) - Number(want)) <= 1
  }
}

function scoreDocument(
  label: DocumentLabel,
  expected: ExtractedCv,
  got: ExtractedCv | null,
  misses: Miss[],
  aliasUses: Map<string, AliasUse>,
): DocumentScore {
  const hits = {} as Record<Field, boolean>
  for (const field of FIELDS) {
    hits[field] = compareField(field, expected, got)
    if (!hits[field] && got !== null) misses.push({ file: label.file, field, expected: show(expected[field]), got: show(got[field]) })
  }

  const wanted = new Map(expected.skills.map((skill) => [fold(skill), skill]))
  const found = new Map<string, string>()
  for (const skill of got?.skills ?? []) {
    const { key, aliasOf } = normaliseSkill(skill)
    if (aliasOf !== null && wanted.has(key)) {
      const use = aliasUses.get(`${skill}→${aliasOf}`) ?? { extracted: skill, labelled: aliasOf, count: 0 }
      use.count++
      aliasUses.set(`${skill}→${aliasOf}`, use)
    }
    found.set(key, skill)
  }
  const missed = [...wanted].filter(([key]) => !found.has(key)).map(([, name]) => name)
  const extra = [...found].filter(([key]) => !wanted.has(key)).map(([, name]) => name)
  if (got !== null && (missed.length > 0 || extra.length > 0))
    misses.push({
      file: label.file,
      field: 'skills',
      expected: `missed: ${missed.join(', ') || '-'}`,
      got: `extra: ${extra.join(', ') || '-'}`,
    })
  return {
    label,
    hits,
    skills: { truePositives: wanted.size - missed.length, falsePositives: extra.length, falseNegatives: missed.length },
  }
}

function group(name: string, scores: readonly DocumentScore[]): GroupScore {
  const fields = {} as Record<Field, Share>
  for (const field of FIELDS) fields[field] = share(scores.filter((s) => s.hits[field]).length, scores.length)
  const sum = (key: keyof DocumentScore['skills']): number => scores.reduce((total, s) => total + s.skills[key], 0)
  const [tp, fp, fn] = [sum('truePositives'), sum('falsePositives'), sum('falseNegatives')]
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp)
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return {
    group: name,
    documents: scores.length,
    fields,
    skills: { truePositives: tp, falsePositives: fp, falseNegatives: fn, precision, recall, f1 },
  }
}

function groupsBy(scores: readonly DocumentScore[], key: (label: DocumentLabel) => string): GroupScore[] {
  const keys = [...new Set(scores.map((s) => key(s.label)))].sort()
  return keys.map((k) =>
    group(
      k,
      scores.filter((s) => key(s.label) === k),
    ),
  )
}

function educationFound(expected: ExtractedCv, got: ExtractedCv | null): number {
  return expected.education.filter((entry) =>
    (got?.education ?? []).some(
      (e) => normaliseTitle(e.institution) === normaliseTitle(entry.institution) && e.end_year === entry.end_year,
    ),
  ).length
}

export async function measureAccuracy(options: { labelsFile?: URL; filesDirectory?: URL } = {}): Promise<Report> {
  const started = performance.now()
  const labels = JSON.parse(await readFile(options.labelsFile ?? LABELS_FILE, 'utf8')) as CorpusLabels
  const today = new Date(labels.today)
  const directory = options.filesDirectory ?? FILES_DIRECTORY
  const scores: DocumentScore[] = []
  const misses: Miss[] = []
  const aliasUses = new Map<string, AliasUse>()
  const outcomes: NegativeOutcome[] = []
  let educationHits = 0
  let educationTotal = 0

  for (const label of labels.documents) {
    const bytes = new Uint8Array(await readFile(new URL(label.file, directory)))
    let got: ExtractedCv | null = null
    let failure: unknown = null
    try {
      got = extractCv(await withTimeout(readCv(bytes), label.file), today)
    } catch (error) {
      failure = error
    }

    if (label.negative === true) {
      const rejection = failure instanceof CvUnreadable ? failure : null
      outcomes.push({
        file: label.file,
        rejected: rejection !== null,
        reason: rejection?.reason ?? null,
        expectedReason: label.expected_reason ?? null,
        note:
          rejection !== null ? null : failure === null ? `read as a CV (name: ${show(got?.full_name)})` : `threw ${describeError(failure)}`,
      })
      continue
    }
    if (label.expected === null) throw new Error(`${label.file}: a positive document without expected values`)
    if (failure !== null) {
      const why = failure instanceof CvUnreadable ? `CvUnreadable(${failure.reason}): ${failure.message}` : describeError(failure)
      misses.push({ file: label.file, field: 'read', expected: 'a document', got: why })
    }
    scores.push(scoreDocument(label, label.expected, got, misses, aliasUses))
    educationHits += educationFound(label.expected, got)
    educationTotal += label.expected.education.length
    if (got !== null && educationFound(label.expected, got) < label.expected.education.length)
      misses.push({ file: label.file, field: 'education', expected: show(label.expected.education), got: show(got.education) })
  }

  const overall = group('all', scores)
  const rejected = share(outcomes.filter((o) => o.rejected).length, outcomes.length)
  const percent = (name: string, value: number, threshold: number): Target => ({
    name,
    value,
    threshold,
    unit: 'percent',
    met: value >= threshold,
  })
  const targets: Target[] = [
    percent('full_name exact', overall.fields.full_name.share, 0.95),
    percent('email exact', overall.fields.email.share, 0.95),
    percent('phone exact (E.164)', overall.fields.phone.share, 0.95),
    percent('current_job_title exact', overall.fields.current_job_title.share, 0.85),
    percent('current_company exact', overall.fields.current_company.share, 0.85),
    percent('experience within 1 year', overall.fields.total_experience_years.share, 0.85),
    { name: 'skills F1 (micro)', value: overall.skills.f1, threshold: 0.8, unit: 'ratio', met: overall.skills.f1 >= 0.8 },
    percent('negatives rejected', rejected.share, 1),
  ]
  return {
    today: labels.today,
    positives: scores.length,
    overall,
    byFormat: groupsBy(scores, (label) => label.format),
    byLanguage: groupsBy(scores, (label) => label.language ?? 'none'),
    education: share(educationHits, educationTotal),
    negatives: { outcomes, rejected },
    misses,
    aliasUses: [...aliasUses.values()],
    targets,
    allMet: targets.every((t) => t.met),
    elapsedMs: performance.now() - started,
  }
}
