/**
 * Column headings of the tables some templates put jobs and schools in ("Thời gian | Công ty |
 * Vị trí"), which reading gives as lines of their own. Such a line is a label, never a company or
 * a title; the order of the columns says which cell of a row is which.
 */

export type ColumnRole = 'dates' | 'company' | 'title' | 'institution' | 'degree' | 'other'

const COLUMN_LABELS: Record<ColumnRole, readonly string[]> = {
  dates: ['thoi gian', 'time', 'period', 'dates', 'date', 'duration', 'nam', 'year', 'years', 'tu', 'den', 'from', 'to'],
  company: ['cong ty', 'ten cong ty', 'company', 'employer', 'don vi', 'don vi cong tac', 'noi lam viec', 'organization', 'organisation'],
  title: ['vi tri', 'chuc vu', 'chuc danh', 'position', 'title', 'job title', 'role', 'vai tro'],
  institution: ['truong', 'ten truong', 'school', 'institution', 'university', 'co so dao tao', 'noi dao tao'],
  degree: ['bang cap', 'degree', 'trinh do', 'hoc vi', 'qualification', 'chuyen nganh', 'major', 'nganh'],
  other: ['mo ta', 'mo ta cong viec', 'description', 'nhiem vu', 'responsibilities', 'ghi chu', 'notes', 'stt', 'no', 'xep loai', 'gpa'],
}

const ROLE_OF_LABEL = new Map<string, ColumnRole>()
for (const [role, labels] of Object.entries(COLUMN_LABELS) as [ColumnRole, readonly string[]][]) {
  for (const label of labels) ROLE_OF_LABEL.set(label, role)
}

/** The column a line names when the whole line is a column heading (folded text); null otherwise. */
export function columnLabelOf(folded: string): ColumnRole | null {
  if (folded.length > 40) return null
  return ROLE_OF_LABEL.get(folded.replace(/[\s:：.]+$/, '').trim()) ?? null
}
