import type { ImportJobRecord } from '../imports/import-records.schemas.ts'
import type { StageType } from '../pipelines/pipelines.port.ts'
import { CLOSE_REASONS, EXPERIENCE, POSITIONS, SKILLS, SOURCE_DETAILS, type Position } from './demo-catalog.ts'
import type { DemoMember } from './demo-team.ts'
import { OFFICES, type Office } from './provinces.ts'
import { DAY_MS, HOUR_MS, officeTimeAfter, Random, vietnamDay, iso } from './random.ts'

export interface TemplateStage {
  name: string
  stage_type: StageType
  is_terminal?: boolean
  is_optional?: boolean
}

export interface PipelineTemplate {
  name: string
  stages: readonly TemplateStage[]
}

export interface Team {
  recruiters: readonly DemoMember[]
  managers: readonly DemoMember[]
  interviewers: readonly DemoMember[]
}

export interface CostItem {
  category: string
  amount: number
  date: string
}

/** A job as the history unfolds: when it opens, until when it takes applications, how it ends. */
export interface JobPlan {
  externalId: string
  position: Position
  office: Office
  template: PipelineTemplate
  createdAt: number
  publishedAt: number | null
  /** Applications arrive in [publishedAt, arrivalEnd]. */
  arrivalEnd: number
  /** When a closed job closed: whatever is still under way then is closed off. */
  closedAt: number | null
  pausedAt: number | null
  status: 'draft' | 'open' | 'paused' | 'closed'
  owner: DemoMember
  manager: DemoMember
  panel: readonly DemoMember[]
  workSetup: 'onsite' | 'hybrid' | 'remote'
  hireType: 'new_hire' | 'replacement'
  costItems: CostItem[]
  hires: number
  /** Its share of the applications, before they are counted out. */
  weight: number
}

/** The history reaches this far back: inside the Data API's 18-month window, with room to spare. */
export const HISTORY_DAYS = 535
/** Jobs opened this recently are the ones still open today. */
const RECENT_DAYS = 110

function millions(m: number): number {
  return Math.round(m * 2) * 500_000
}

/**
 * Lays the jobs out over the history: most of them opened, filled and closed in the past, about a
 * third opened in the last few months and still taking applications (two of those on hold), and
 * the newest one still a draft.
 */
export function planJobs(
  rng: Random,
  now: number,
  count: number,
  templates: { standard: PipelineTemplate; tech: PipelineTemplate },
  team: Team,
): JobPlan[] {
  const positions = pickPositions(rng, count)
  const recent = Math.max(1, Math.round(count * 0.36))
  const old = count - recent
  const openings = [
    ...Array.from(
      { length: old },
      (_, k) => now - HISTORY_DAYS * DAY_MS + ((k + rng.between(0.1, 0.9)) / old) * (HISTORY_DAYS - RECENT_DAYS) * DAY_MS,
    ),
    ...Array.from(
      { length: recent },
      (_, k) => now - RECENT_DAYS * DAY_MS + ((k + rng.between(0.1, 0.9)) / recent) * (RECENT_DAYS - 4) * DAY_MS,
    ),
  ]
  const plans = positions.map((position, i) => planJob(rng, now, i, position, openings[i]!, templates, team))
  const newest = plans[plans.length - 1]!
  if (count >= 10) {
    newest.status = 'draft'
    newest.publishedAt = null
    newest.weight = 0
  }
  const holdable = plans.filter((p) => p.status === 'open' && p.publishedAt! < now - 40 * DAY_MS)
  for (const plan of rng.sample(holdable, Math.min(2, Math.floor(holdable.length / 2)))) {
    plan.status = 'paused'
    plan.pausedAt = officeTimeAfter(rng, now - rng.int(8, 20) * DAY_MS, 0)
    plan.arrivalEnd = plan.pausedAt
  }
  for (const plan of plans)
    plan.weight =
      plan.status === 'draft' ? 0 : plan.position.draw * Math.pow(Math.max(3, (plan.arrivalEnd - plan.publishedAt!) / DAY_MS), 0.8)
  return plans
}

/** Positions in random order; a history longer than the list opens some of them again. */
function pickPositions(rng: Random, count: number): Position[] {
  const out: Position[] = []
  while (out.length < count) out.push(...rng.shuffle(POSITIONS).slice(0, count - out.length))
  return out
}

function planJob(
  rng: Random,
  now: number,
  index: number,
  position: Position,
  openedAt: number,
  templates: { standard: PipelineTemplate; tech: PipelineTemplate },
  team: Team,
): JobPlan {
  const publishedAt = officeTimeAfter(rng, openedAt, 0)
  const createdAt = Math.min(publishedAt - rng.int(2, 72) * HOUR_MS, now)
  // Postings of the last months are meant to run until filled; older ones ran their course.
  const windowDays = openedAt > now - RECENT_DAYS * DAY_MS ? rng.int(80, 120) : rng.int(35, 70)
  const closesAt = officeTimeAfter(rng, publishedAt, windowDays + rng.int(14, 28))
  const closed = closesAt < now
  const tech = position.pipeline === 'tech'
  return {
    externalId: `rs-demo-job-${String(index + 1).padStart(3, '0')}`,
    position,
    office: rng.weighted<Office>([
      [OFFICES[0], 5],
      [OFFICES[1], 4],
      [OFFICES[2], 1.5],
    ]),
    template: tech ? templates.tech : templates.standard,
    createdAt,
    publishedAt,
    arrivalEnd: closed ? publishedAt + windowDays * DAY_MS : now,
    closedAt: closed ? closesAt : null,
    pausedAt: null,
    status: closed ? 'closed' : 'open',
    owner: rng.pick(team.recruiters),
    manager: rng.pick(team.managers),
    panel: rng.sample(team.interviewers, Math.min(2, team.interviewers.length)),
    workSetup: tech
      ? rng.weighted([
          ['hybrid', 5],
          ['remote', 1.5],
          ['onsite', 3.5],
        ])
      : rng.weighted([
          ['onsite', 7.5],
          ['hybrid', 2.5],
        ]),
    hireType: rng.chance(0.3) ? 'replacement' : 'new_hire',
    costItems: [],
    hires: 0,
    weight: 0,
  }
}

/** What the job spent besides salaries: postings and ads when it opened, fees and bonuses per hire. */
export function openingCosts(rng: Random, plan: JobPlan, now: number): void {
  if (!plan.publishedAt) return
  const tech = plan.position.pipeline === 'tech'
  const board = rng.pick(tech ? SOURCE_DETAILS.tech_job_board! : SOURCE_DETAILS.job_board!)
  const posted = vietnamDay(plan.publishedAt)
  plan.costItems.push({
    category: `Đăng tin tuyển dụng (${board})`,
    amount: millions(tech ? rng.between(6, 15) : rng.between(2.5, 6)),
    date: posted,
  })
  if (plan.position.draw >= 1.2 && rng.chance(0.7)) {
    plan.costItems.push({ category: 'Quảng cáo Facebook', amount: millions(rng.between(3, 8)), date: posted })
  }
  if ((plan.position.level === 'senior' || plan.position.level === 'lead') && rng.chance(0.6)) {
    plan.costItems.push({ category: 'LinkedIn Job Slot', amount: 9_500_000, date: posted })
  }
  const fairDay = plan.publishedAt + rng.int(7, 20) * DAY_MS
  if (plan.position.level === 'junior' && fairDay < Math.min(now, plan.arrivalEnd) && rng.chance(0.4)) {
    plan.costItems.push({ category: 'Ngày hội việc làm', amount: millions(rng.between(8, 20)), date: vietnamDay(fairDay) })
  }
}

/** A hire made through an agency costs its fee; one through a colleague, a referral bonus after probation. */
export function hireCosts(
  plan: JobPlan,
  source: string,
  sourceDetail: string | null,
  hiredAt: number,
  monthlySalary: number,
  now: number,
): void {
  if (source === 'headhunt') {
    plan.costItems.push({
      category: `Phí headhunt (${sourceDetail ?? 'đối tác'})`,
      amount: Math.round(monthlySalary * 12 * 0.15),
      date: vietnamDay(hiredAt),
    })
  }
  const afterProbation = hiredAt + 60 * DAY_MS
  if (source === 'referral' && afterProbation <= now) {
    plan.costItems.push({ category: 'Thưởng giới thiệu ứng viên', amount: 5_000_000, date: vietnamDay(afterProbation) })
  }
}

function describe(plan: JobPlan): string {
  const [minYears, maxYears] = EXPERIENCE[plan.position.level]
  const experience =
    maxYears === 0 ? 'Sinh viên năm cuối hoặc mới tốt nghiệp' : `Tối thiểu ${Math.max(1, minYears)} năm kinh nghiệm ở vị trí tương đương`
  const skills = SKILLS[plan.position.department].slice(0, 4).join(', ')
  return (
    `<h3>Mô tả công việc</h3><p>${plan.position.title} làm việc tại văn phòng ${plan.office.display}, thuộc khối ${plan.position.department}.</p>` +
    `<h3>Yêu cầu</h3><ul><li>${experience}</li><li>Kỹ năng: ${skills}</li></ul>` +
    '<h3>Quyền lợi</h3><ul><li>Lương tháng 13 và thưởng theo hiệu quả công việc</li><li>Bảo hiểm sức khỏe cho bản thân và gia đình</li><li>12 ngày phép năm</li></ul>'
  )
}

export function jobRecord(plan: JobPlan, rng: Random): ImportJobRecord {
  const [min, max] = plan.position.salary
  const headcount = plan.status === 'closed' ? Math.max(1, plan.hires) : plan.hires + rng.int(1, 2)
  return {
    external_id: plan.externalId,
    title: plan.position.title,
    department: plan.position.department,
    location_display: plan.office.display,
    employment_type: plan.position.employment ?? 'full_time',
    work_setup: plan.workSetup,
    hire_type: plan.hireType,
    headcount,
    salary_min: min * 1_000_000,
    salary_max: max * 1_000_000,
    currency: 'VND',
    expected_hire_date: vietnamDay((plan.publishedAt ?? plan.createdAt) + rng.int(45, 75) * DAY_MS),
    recruitment_cost_items: plan.costItems,
    cost_currency: 'VND',
    description_html: describe(plan),
    status: plan.status,
    close_reason: plan.status === 'closed' ? (plan.hires > 0 ? CLOSE_REASONS.filled : CLOSE_REASONS.cancelled) : null,
    pipeline_template: plan.template.name,
    created_by_email: plan.owner.email,
    created_at: iso(plan.createdAt),
    published_at: plan.publishedAt === null ? null : iso(plan.publishedAt),
    paused_at: plan.pausedAt === null ? null : iso(plan.pausedAt),
    closed_at: plan.closedAt === null ? null : iso(plan.closedAt),
  }
}
