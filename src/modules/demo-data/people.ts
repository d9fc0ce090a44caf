import type { ImportCandidateRecord } from '../imports/import-records.schemas.ts'
import { COMPANIES, CURRENT_TITLES, EXPERIENCE, MAJORS, SCHOOLS, SKILLS, type Department, type Position } from './demo-catalog.ts'
import { MOBILE_PREFIXES, PROVINCES, provinceByCode, type Province } from './provinces.ts'
import { iso, Random, withoutDiacritics } from './random.ts'
import { FAMILY_NAMES, GIVEN_NAMES, MIDDLE_NAMES, type NameGender } from './vietnamese-names.ts'

/** A candidate together with what the history needs to know about them beyond the record. */
export interface Person {
  record: ImportCandidateRecord
  department: Department
  /** How strong a candidate they are, 0…1: good ones pass more stages. */
  quality: number
  /** What they would accept, in VND a month. */
  expectedSalary: number
  hired: boolean
  /** External ids of the jobs they applied to. */
  jobs: Set<string>
}

/** Whether a department's applicants lean one way; most departments are mixed. */
const FEMALE_SHARE: Partial<Record<Department, number>> = {
  Engineering: 0.25,
  Data: 0.4,
  HR: 0.7,
  Marketing: 0.65,
  Finance: 0.65,
  'Customer Support': 0.65,
}

const EMAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['example.com', 6],
  ['example.net', 2],
  ['example.org', 1],
]

/**
 * Makes up people that look like real applicants and never are: names drawn from common
 * Vietnamese names, addresses under the reserved example domains, numbers with real mobile
 * prefixes. E-mails and phones are unique within one history.
 */
export class PeopleFactory {
  private readonly emails = new Set<string>()
  private readonly phones = new Set<string>()

  constructor(private readonly rng: Random) {}

  create(
    externalId: string,
    position: Position,
    officeProvince: string,
    createdAt: number,
    source: string,
    sourceDetail: string | null,
  ): Person {
    const rng = this.rng
    const department = position.department
    const gender: NameGender = rng.chance(FEMALE_SHARE[department] ?? 0.5) ? 'female' : 'male'
    const family = rng.weighted(FAMILY_NAMES)
    const middle = rng.pick(MIDDLE_NAMES[gender])
    const given = rng.pick(GIVEN_NAMES[gender])
    const [minYears, maxYears] = EXPERIENCE[position.level]
    const years = Math.max(0, rng.int(minYears, maxYears) + (rng.chance(0.2) ? rng.int(-1, 2) : 0))
    const birthYear = new Date(createdAt).getUTCFullYear() - (22 + years + rng.int(0, 3))
    const province = this.home(officeProvince)
    const [bandMin, bandMax] = position.salary
    const current = years === 0 ? null : Math.round(rng.between(bandMin * 0.75, bandMax * 0.9)) * 1_000_000
    const expectedMin =
      current === null
        ? Math.round(rng.between(bandMin, (bandMin + bandMax) / 2)) * 1_000_000
        : Math.round((current * rng.between(1.1, 1.3)) / 1_000_000) * 1_000_000
    const expectedMax = expectedMin + rng.int(2, 6) * 1_000_000
    const record: ImportCandidateRecord = {
      external_id: externalId,
      full_name: `${family} ${middle} ${given}`,
      email: this.email(family, middle, given, birthYear),
      phone: this.phone(),
      gender,
      date_of_birth: rng.chance(0.06)
        ? null
        : rng.chance(0.1)
          ? String(birthYear)
          : `${birthYear}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
      location_display: province.districts && rng.chance(0.75) ? `${rng.pick(province.districts)}, ${province.name}` : province.name,
      vn_province_code: province.code,
      country_code: 'VN',
      current_job_title: years === 0 ? (rng.chance(0.6) ? 'Sinh viên năm cuối' : null) : rng.pick(CURRENT_TITLES[department]),
      current_company: years === 0 ? null : rng.pick(COMPANIES),
      total_experience_years: years,
      skills: rng.sample(SKILLS[department], rng.int(3, 6)),
      education: [
        {
          school: rng.pick(SCHOOLS[province.region]),
          major: rng.pick(MAJORS[department]),
          degree: rng.weighted([
            [department === 'Engineering' ? 'Kỹ sư' : 'Cử nhân', 8],
            ['Thạc sĩ', years >= 5 ? 2 : 0.3],
            ['Cao đẳng', 1],
          ]),
          graduation_year: birthYear + 22,
        },
      ],
      current_salary: current,
      current_salary_currency: current === null ? null : 'VND',
      current_salary_type: current === null ? null : rng.chance(0.8) ? 'gross' : 'net',
      current_salary_period: current === null ? null : 'monthly',
      expected_salary_min: expectedMin,
      expected_salary_max: expectedMax,
      salary_currency: 'VND',
      salary_type: 'gross',
      salary_period: 'monthly',
      source,
      source_detail: sourceDetail,
      tags: rng.chance(0.12) ? [rng.pick(['tiềm năng', 'tiếng Anh tốt', 'có thể đi làm ngay', 'ứng viên quay lại'])] : [],
      star_rating: rng.chance(0.25) ? rng.int(2, 5) : null,
      created_at: iso(createdAt),
    }
    const bonus = source === 'referral' ? 0.12 : source === 'headhunt' ? 0.18 : 0
    return {
      record,
      department,
      quality: Math.min(1, (rng.next() + rng.next()) / 2 + bonus),
      expectedSalary: Math.round((expectedMin + expectedMax) / 2),
      hired: false,
      jobs: new Set(),
    }
  }

  /** Most people live where the office is, some nearby, a few far away. */
  private home(officeProvince: string): Province {
    const office = provinceByCode(officeProvince)
    const roll = this.rng.next()
    if (roll < 0.72) return office
    if (roll < 0.93) return this.rng.pick(PROVINCES.filter((p) => p.region === office.region && p.code !== office.code))
    return this.rng.pick(PROVINCES)
  }

  private email(family: string, middle: string, given: string, birthYear: number): string {
    const [f, m, g] = [family, middle, given].map((part) => withoutDiacritics(part).toLowerCase())
    const patterns = [`${g}.${f}`, `${f}${m}${g}`, `${g}${f![0]}${m![0]}`, `${g}.${f}${String(birthYear).slice(2)}`, `${f}.${m}.${g}`]
    const domain = this.rng.weighted(EMAIL_DOMAINS)
    const base = this.rng.pick(patterns)
    let local = base
    for (let n = 2; this.emails.has(`${local}@${domain}`); n++) local = `${base}${n}`
    this.emails.add(`${local}@${domain}`)
    return `${local}@${domain}`
  }

  private phone(): string {
    for (;;) {
      const phone = `+84${this.rng.pick(MOBILE_PREFIXES)}${String(this.rng.int(0, 9_999_999)).padStart(7, '0')}`
      if (!this.phones.has(phone)) {
        this.phones.add(phone)
        return phone
      }
    }
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}
