import { newRowId } from '../../src/platform/ids.ts'
import { sql, type Insertable } from 'kysely'
import type { Database } from '../../src/db/database.ts'
import type { CandidatesTable } from '../../src/modules/candidates/candidates.table.ts'
import { normalizeEmail, normalizePhone, searchTextOf } from '../../src/modules/candidates/normalize.ts'
import { formatCode } from '../../src/platform/codes.ts'
import { vietnamYear } from '../../src/platform/time.ts'

// Rough shares of Vietnamese family names; the rest is spread over the less common ones.
const FAMILIES: Array<[string, number]> = [
  ['Nguyễn', 38],
  ['Trần', 11],
  ['Lê', 9.5],
  ['Phạm', 7],
  ['Hoàng', 2.6],
  ['Huỳnh', 2.5],
  ['Phan', 4.5],
  ['Vũ', 2],
  ['Võ', 1.9],
  ['Đặng', 2.1],
  ['Bùi', 2],
  ['Đỗ', 1.4],
  ['Hồ', 1.3],
  ['Ngô', 1.3],
  ['Dương', 1],
  ['Lý', 0.5],
  ['Đinh', 1],
  ['Trương', 1],
  ['Đoàn', 0.8],
  ['Lâm', 0.7],
  ['Mai', 0.6],
  ['Trịnh', 0.6],
  ['Cao', 0.5],
  ['Lương', 0.5],
  ['Tô', 0.4],
  ['Hà', 0.5],
]
const MIDDLE = {
  // Văn and Thị are by far the most common, hence listed more than once.
  male: ['Văn', 'Văn', 'Văn', 'Văn', 'Hữu', 'Đức', 'Minh', 'Quốc', 'Thanh', 'Công', 'Xuân', 'Hoàng', 'Gia', 'Tiến', 'Anh'],
  female: ['Thị', 'Thị', 'Thị', 'Thị', 'Thị', 'Ngọc', 'Thanh', 'Thu', 'Minh', 'Kim', 'Phương', 'Thùy', 'Mỹ', 'Bích', 'Hồng'],
}
const SECOND_MIDDLE = { male: ['Minh', 'Quốc', 'Đức', 'Hoàng', 'Thành'], female: ['Thu', 'Ngọc', 'Kim', 'Thanh', 'Bảo'] }
const GIVEN = {
  male: [
    'An',
    'Bình',
    'Dũng',
    'Hải',
    'Hùng',
    'Khánh',
    'Long',
    'Minh',
    'Nam',
    'Phong',
    'Phúc',
    'Quân',
    'Quang',
    'Sơn',
    'Tâm',
    'Thắng',
    'Trung',
    'Tú',
    'Tuấn',
    'Huy',
    'Khoa',
    'Đạt',
    'Hiếu',
    'Thành',
    'Vinh',
    'Duy',
    'Hoàng',
    'Kiên',
    'Lâm',
    'Toàn',
  ],
  female: [
    'An',
    'Châu',
    'Giang',
    'Hà',
    'Hạnh',
    'Hương',
    'Khánh',
    'Lan',
    'Linh',
    'Mai',
    'Ngọc',
    'Tâm',
    'Thảo',
    'Trang',
    'Tú',
    'Vy',
    'Yến',
    'Anh',
    'Hằng',
    'Nhung',
    'Phương',
    'Quỳnh',
    'Thủy',
    'Trâm',
    'Uyên',
    'Vân',
    'Hoa',
    'Nga',
    'Diệp',
    'Hiền',
  ],
}
const DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'fpt.com.vn',
  'viettel.com.vn',
]
const MOBILE_PREFIXES = [
  '090',
  '091',
  '093',
  '094',
  '096',
  '097',
  '098',
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
  '070',
  '076',
  '077',
  '078',
  '079',
  '081',
  '082',
  '083',
  '084',
  '085',
  '086',
  '088',
  '089',
]
const CITIES = ['Hồ Chí Minh', 'Hồ Chí Minh', 'Hà Nội', 'Hà Nội', 'Đà Nẵng', 'Cần Thơ', 'Hải Phòng', 'Biên Hòa', 'Nha Trang', 'Huế']
const TITLES = [
  'Kế toán',
  'Nhân viên kinh doanh',
  'Backend Developer',
  'Chuyên viên tuyển dụng',
  'QA Engineer',
  'Thiết kế đồ họa',
  'Chăm sóc khách hàng',
  'Data Analyst',
]
const SOURCES = ['job_board', 'job_board', 'linkedin', 'facebook', 'referral', 'career_page', 'career_page', 'headhunt', 'manual']
const DAY_MS = 24 * 3600 * 1000

/** Small deterministic generator (mulberry32): every run seeds the same people, on either database. */
function randomFrom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return { next, pick }
}

type Random = ReturnType<typeof randomFrom>

function weighted(random: Random, items: Array<[string, number]>): string {
  const total = items.reduce((sum, [, w]) => sum + w, 0)
  let roll = random.next() * total
  for (const [item, w] of items) if ((roll -= w) < 0) return item
  return items[items.length - 1]![0]
}

/** A name as Vietnamese names go, and the local part of an e-mail address made from it. */
function personName(
  random: Random,
  { family: familyName, secondMiddleShare = 0.15 }: { family?: string; secondMiddleShare?: number } = {},
) {
  // Drawn in this order so that every seed gives the people it gave before this was a function.
  const gender = random.next() < 0.5 ? 'male' : 'female'
  const family = familyName ?? weighted(random, FAMILIES)
  const middle = [random.pick(MIDDLE[gender]), ...(random.next() < secondMiddleShare ? [random.pick(SECOND_MIDDLE[gender])] : [])]
  const given = random.pick(GIVEN[gender])
  const full_name = [family, ...middle, given].join(' ')
  const local = random.next() < 0.5 ? `${ascii(given)}.${ascii(family)}` : `${ascii(family)}${ascii(middle[0]!)[0]}${ascii(given)}`
  return { gender, full_name, local } as const
}

/**
 * `count` people to create through the API, named the way seeded candidates are but of a family
 * name no seeded candidate has, `Ứng`, and of three words: a seeded name (three words or more,
 * starting with a family name) is then never part of theirs, so a search for a seeded
 * candidate's name does not find them, yet their names and addresses repeat the index's common
 * trigrams as real people's do. (With a second middle name, "Ứng Hoàng Hoàng Quang" would be
 * found by a search for "Hoàng Hoàng Quang".)
 */
export function newcomers(count: number, seed = 20261207): { full_name: string; email: string }[] {
  const random = randomFrom(seed)
  return Array.from({ length: count }, (_, i) => {
    const { full_name, local } = personName(random, { family: 'Ứng', secondMiddleShare: 0 })
    return { full_name, email: `${local}${i}@${random.pick(DOMAINS)}` }
  })
}

const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()

/** The ways people type one number: `0912345678`, `0912 345 678`, `+84 912 345 678`, ... */
function typedPhone(random: Random, national: string): string {
  const n = national.slice(1)
  const roll = random.next()
  if (roll < 0.4) return national
  if (roll < 0.6) return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
  if (roll < 0.7) return `${national.slice(0, 4)}.${national.slice(4, 7)}.${national.slice(7)}`
  if (roll < 0.8) return `+84 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`
  if (roll < 0.9) return `+84${n}`
  if (roll < 0.95) return `84${n}`
  return `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
}

export interface SeededCandidate {
  full_name: string
  /** 0XXXXXXXXX, or null for the few without a phone. */
  nationalPhone: string | null
  search_text: string
}

export interface SeededCandidates {
  candidates: SeededCandidate[]
  insertSeconds: number
  vacuumSeconds: number
}

/**
 * `count` candidates in one tenant, written with direct SQL in batches of 1,000: the API would
 * take hours. The derived columns (normalized e-mail and phone, search text) come from the
 * service's own functions, codes are CAN-YYYY-NNNN in creation order per year over the last
 * three years, and the tenant's code counters are left where the service would have left them.
 */
export async function seedCandidates(db: Database, tenantId: string, count: number, now = Date.now()): Promise<SeededCandidates> {
  const random = randomFrom(20261121)
  const started = performance.now()
  // Oldest first, so that codes rise with created_at as they do when the service hands them out.
  const times = Array.from({ length: count }, () => now - Math.floor(random.next() * 3 * 365 * DAY_MS)).sort((a, b) => a - b)
  const usedPhones = new Set<string>()
  const lastOfYear = new Map<number, number>()
  const candidates: SeededCandidate[] = []
  let batch: Insertable<CandidatesTable>[] = []
  for (let i = 0; i < count; i++) {
    const { gender, full_name, local } = personName(random)
    // The running number keeps addresses unique; a few are typed with capitals, as people do.
    const typedEmail = `${local}${i}@${random.pick(DOMAINS)}`
    const email = random.next() < 0.05 ? null : random.next() < 0.1 ? typedEmail.replace(/^./, (c) => c.toUpperCase()) : typedEmail

    let nationalPhone: string | null = null
    if (random.next() >= 0.04) {
      do nationalPhone = random.pick(MOBILE_PREFIXES) + String(Math.floor(random.next() * 1e7)).padStart(7, '0')
      while (usedPhones.has(nationalPhone))
      usedPhones.add(nationalPhone)
    }
    const phone = nationalPhone ? typedPhone(random, nationalPhone) : null

    const created_at = new Date(times[i]!)
    const year = vietnamYear(created_at)
    const sequence = (lastOfYear.get(year) ?? 0) + 1
    lastOfYear.set(year, sequence)
    const code = formatCode('CAN', year, sequence)
    const search_text = searchTextOf({ full_name, email, phone, code })
    candidates.push({ full_name, nationalPhone, search_text })
    batch.push({
      tenant_id: tenantId,
      id: newRowId(),
      code,
      full_name,
      email,
      email_normalized: normalizeEmail(email),
      phone,
      phone_normalized: normalizePhone(phone),
      gender,
      location_display: random.pick(CITIES),
      country_code: 'VN',
      current_job_title: random.pick(TITLES),
      total_experience_years: Math.floor(random.next() * 15),
      source: random.pick(SOURCES),
      created_via: random.next() < 0.3 ? 'public_form' : 'api',
      search_text,
      created_at,
      updated_at: created_at,
    })
    if (batch.length === 1000 || i === count - 1) {
      await db.insertInto('candidates').values(batch).execute()
      batch = []
    }
  }
  for (const [year, last_value] of lastOfYear) {
    await db
      .insertInto('code_counters')
      .values({ tenant_id: tenantId, prefix: 'CAN', year, last_value })
      .onConflict((oc) => oc.columns(['tenant_id', 'prefix', 'year']).doUpdateSet({ last_value }))
      .execute()
  }
  const inserted = performance.now()
  // What autovacuum does to a table that grew over years: fresh statistics, a visibility map, and
  // the trigram index's pending list merged into the index. Left as the INSERTs leave it, that
  // list (a few hundred pages) is read in full by every search and changes the plans.
  await sql`VACUUM ANALYZE candidates`.execute(db)
  return { candidates, insertSeconds: (inserted - started) / 1000, vacuumSeconds: (performance.now() - inserted) / 1000 }
}
