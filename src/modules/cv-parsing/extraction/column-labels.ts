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
  other: [
    'mo ta',
    'mo ta cong viec',
    'description',
    'job description',
    'nhiem vu',
    'nhiem vu chinh',
    'cong viec',
    'cong viec chinh',
    'trach nhiem',
    'responsibilities',
    'key responsibilities',
    'main responsibilities',
    'duties',
    'main duties',
    'key duties',
    'tasks',
    'main tasks',
    'thanh tich',
    'achievements',
    'ghi chu',
    'notes',
    'stt',
    'no',
    'xep loai',
    'gpa',
  ],
}

const ROLE_OF_LABEL = new Map<string, ColumnRole>()
for (const [role, labels] of Object.entries(COLUMN_LABELS) as [ColumnRole, readonly string[]][]) {
  for (const label of labels) ROLE_OF_LABEL.set(label, role)
}

function roleOfLabel(label: string): ColumnRole | null {
  return ROLE_OF_LABEL.get(label.replace(/[\s:：.]+$/, '').trim()) ?? null
}

/**
 * The column a line names when the whole line is a column heading (folded text); null otherwise.
 * A bilingual heading ("Thời gian / Period", "Vị trí (Position)") names its column when both labels name the same one.
 */
export function columnLabelOf(folded: string): ColumnRole | null {
  if (folded.length > 60) return null
  const role = roleOfLabel(folded)
  if (role) return role
  const bilingual = /^([^/|()]{1,30})(?:\s?[/|]\s?([^/|()]{1,30})|\s?\(([^()]{1,30})\))$/.exec(folded.trim())
  if (!bilingual) return null
  const first = roleOfLabel(bilingual[1] ?? '')
  const second = roleOfLabel(bilingual[2] ?? bilingual[3] ?? '')
  return first !== null && first === second ? first : null
}

/**
 * The columns a table's heading row names when reading kept the row on one line ("Thời gian |
 * Công ty | Vị trí | Công việc chính"): cells apart by `|`, tabs or wide spaces, each a label.
 * Null unless every cell (at least two) is one.
 */
export function columnRowOf(folded: string): ColumnRole[] | null {
  if (folded.length > 160) return null
  const cells = folded
    .split(/\s*\|\s*|\t+|\s{3,}/)
    .map((cell) => cell.trim())
    .filter(Boolean)
  if (cells.length < 2) return null
  const roles = cells.map((cell) => roleOfLabel(cell))
  return roles.every((role): role is ColumnRole => role !== null) ? roles : null
}
