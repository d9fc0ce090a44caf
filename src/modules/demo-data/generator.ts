import type { ImportApplicationRecord, ImportPayload } from '../imports/import-records.schemas.ts'
import { DEFAULT_REJECTION_REASONS } from '../catalog/catalog.service.ts'
import { runApplication, type ApplicationStart, type FlowContext } from './application-flow.ts'
import { REFERRERS, SOURCE_DETAILS, SOURCED_BY_COMPANY, SOURCES } from './demo-catalog.ts'
import type { DemoMember } from './demo-team.ts'
import { jobRecord, openingCosts, planJobs, type JobPlan, type PipelineTemplate, type Team } from './job-plan.ts'
import { PeopleFactory, type Person } from './people.ts'
import { candidateTimeOn, DAY_MS, officeTimeAfter, Random } from './random.ts'
import { RejectionReasons } from './rejection-reasons.ts'

export interface DemoHistoryInput {
  now: Date
  seed: number
  /** 1 is about 25 jobs, 700 candidates and 1,000 applications; the counts follow it. */
  scale?: number
  /** The people the history names; at least one recruiter. */
  members: readonly DemoMember[]
  /** `standard` (the tenant's default) carries most jobs, `tech` the technical ones. */
  templates: { standard: PipelineTemplate; tech: PipelineTemplate }
  /** The tenant's rejection reason codes; the defaults every tenant starts with when omitted. */
  rejectionReasons?: readonly string[]
}

/**
 * A believable recruiting history of a Vietnamese company over the last 18 months, as an import
 * payload: jobs opened and closed over time, people applying (some to two jobs), most of them
 * turned away early, a few reaching interviews and offers, some hired; the newest weeks still
 * under way. The same seed and `now` give the same history.
 */
export function generateDemoHistory(input: DemoHistoryInput): ImportPayload {
  const rng = new Random(input.seed)
  const now = input.now.getTime()
  const scale = input.scale ?? 1
  const team = teamOf(input.members)
  const jobCount = Math.max(3, Math.round(25 * scale))
  const applicationCount = Math.max(jobCount * 2, Math.round(1000 * scale))
  const candidateTarget = Math.min(applicationCount, Math.max(jobCount * 2, Math.round(700 * scale)))

  const plans = planJobs(rng, now, jobCount, input.templates, team)
  for (const plan of plans) openingCosts(rng, plan, now)
  const arrivals = arrivalsOf(
    rng,
    plans,
    allocate(
      plans.map((p) => p.weight),
      applicationCount,
    ),
    now,
  )

  const ctx: FlowContext = {
    rng,
    now,
    reasons: new RejectionReasons(input.rejectionReasons ?? DEFAULT_REJECTION_REASONS.map((r) => r.code)),
    interviews: [],
    evaluations: [],
    offers: [],
  }
  const people = new PeopleFactory(rng)
  const persons: Person[] = []
  const applications: ImportApplicationRecord[] = []
  arrivals.forEach(({ plan, at }, index) => {
    const reusable =
      persons.length > 0 && !rng.chance((candidateTarget - persons.length) / (arrivals.length - index))
        ? returning(rng, persons, plan, at)
        : undefined
    const [source, sourceDetail] = reusable && rng.chance(0.6) ? returningSource(rng) : sourceOf(rng, plan)
    const sourcedByCompany = SOURCED_BY_COMPANY.has(source)
    const createdAt = sourcedByCompany ? officeTimeAfter(rng, at - DAY_MS, 0) : at
    const enteredAt = Math.min(Math.max(createdAt, plan.publishedAt! + 60_000), now)
    let person = reusable
    if (!person) {
      person = people.create(
        `rs-demo-cand-${String(persons.length + 1).padStart(4, '0')}`,
        plan.position,
        plan.office.province,
        enteredAt,
        source,
        sourceDetail,
      )
      persons.push(person)
    }
    person.jobs.add(plan.externalId)
    const start: ApplicationStart = {
      externalId: `rs-demo-app-${String(index + 1).padStart(4, '0')}`,
      plan,
      person,
      createdAt: enteredAt,
      sourcedByCompany,
      source,
      sourceDetail,
      recruiter: rng.chance(0.8) ? plan.owner : rng.pick(team.recruiters),
    }
    applications.push(runApplication(ctx, start))
  })
  if (!ctx.offers.some((o) => o.status === 'pending')) {
    const standout = standoutApplication(
      ctx,
      plans,
      people,
      input.seed,
      `rs-demo-cand-${String(persons.length + 1).padStart(4, '0')}`,
      `rs-demo-app-${String(applications.length + 1).padStart(4, '0')}`,
    )
    if (standout) {
      persons.push(standout.person)
      applications.push(standout.application)
    }
  }

  const byCreation = <T extends { created_at: string | Date }>(rows: T[]) =>
    rows.sort((a, b) => Date.parse(String(a.created_at)) - Date.parse(String(b.created_at)))
  return {
    jobs: plans.map((plan) => jobRecord(plan, rng)),
    candidates: persons.map((p) => p.record),
    applications,
    interviews: byCreation(ctx.interviews),
    evaluations: byCreation(ctx.evaluations),
    offers: byCreation(ctx.offers),
  }
}

/**
 * A demo is looked at today, and should show an offer waiting for an answer even when chance left
 * none: a strong candidate on the newest open job, who passed every stage and was sent an offer in
 * the last few days. Found by trying ever earlier application days until the offer falls in those
 * days; each try has randomness of its own, so the rest of the history stays as it was.
 */
function standoutApplication(
  ctx: FlowContext,
  plans: readonly JobPlan[],
  people: PeopleFactory,
  seed: number,
  candidateId: string,
  applicationId: string,
) {
  const now = ctx.now
  const plan = [...plans]
    .reverse()
    .find(
      (p) =>
        (p.status === 'open' || p.status === 'paused') &&
        p.publishedAt! < now - 20 * DAY_MS &&
        p.template.stages.some((s) => s.stage_type === 'offer'),
    )
  if (!plan) return undefined
  const person = people.create(candidateId, plan.position, plan.office.province, now, 'referral', `Giới thiệu bởi ${REFERRERS[0]}`)
  person.quality = 1
  for (let daysAgo = 12; daysAgo <= 90 && now - daysAgo * DAY_MS > plan.publishedAt!; daysAgo += 1) {
    const trial: FlowContext = { ...ctx, rng: new Random(seed * 7919 + daysAgo), interviews: [], evaluations: [], offers: [] }
    const createdAt = candidateTimeOn(trial.rng, now - daysAgo * DAY_MS)
    if (createdAt > now) continue
    const application = runApplication(trial, {
      externalId: applicationId,
      plan,
      person,
      createdAt,
      sourcedByCompany: false,
      source: 'referral',
      sourceDetail: person.record.source_detail ?? null,
      recruiter: plan.owner,
      standout: true,
    })
    const offer = trial.offers[0]
    if (!offer || Date.parse(String(offer.sent_at)) < now - 5 * DAY_MS) continue
    person.record.created_at = application.created_at
    person.jobs.add(plan.externalId)
    ctx.interviews.push(...trial.interviews)
    ctx.evaluations.push(...trial.evaluations)
    ctx.offers.push(...trial.offers)
    return { person, application }
  }
  return undefined
}

function teamOf(members: readonly DemoMember[]): Team {
  const withRole = (role: DemoMember['role']) => members.filter((m) => m.role === role)
  const recruiters = withRole('recruiter').length > 0 ? withRole('recruiter') : members.filter((m) => m.role === 'admin')
  if (recruiters.length === 0) throw new RangeError('a demo history needs a recruiter (or an admin) to name')
  const managers = withRole('hiring_manager').length > 0 ? withRole('hiring_manager') : recruiters
  const interviewers = withRole('interviewer').length > 0 ? withRole('interviewer') : managers
  return { recruiters, managers, interviewers }
}

/** Splits `total` in proportion to the weights, whole numbers that add up (largest remainders). */
function allocate(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (sum > 0 ? (w / sum) * total : 0))
  const counts = exact.map(Math.floor)
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (let k = 0, left = total - counts.reduce((a, b) => a + b, 0); k < left; k++) counts[order[k % order.length]![1]]! += 1
  return counts
}

/**
 * When each application arrives: a closed job drew most of its applicants in its first weeks; an
 * open one is still drawing them today. In time order, so candidates apply again only later.
 */
function arrivalsOf(rng: Random, plans: readonly JobPlan[], counts: readonly number[], now: number): { plan: JobPlan; at: number }[] {
  const arrivals: { plan: JobPlan; at: number }[] = []
  plans.forEach((plan, i) => {
    if (plan.publishedAt === null) return
    const span = plan.arrivalEnd - plan.publishedAt
    const skew = plan.status === 'closed' ? 1.4 : 0.9
    for (let k = 0; k < counts[i]!; k++) {
      const day = plan.publishedAt + span * Math.pow(rng.next(), skew)
      const at = Math.min(
        Math.max(candidateTimeOn(rng, day), plan.publishedAt + rng.int(30, 600) * 60_000),
        plan.arrivalEnd,
        now - rng.int(5, 120) * 60_000,
      )
      arrivals.push({ plan, at })
    }
  })
  return arrivals.sort((a, b) => a.at - b.at)
}

/** Someone already known applies again: not to a job they are on, not once hired, not within a week. */
function returning(rng: Random, persons: readonly Person[], plan: JobPlan, at: number): Person | undefined {
  const eligible = persons.filter(
    (p) => !p.hired && !p.jobs.has(plan.externalId) && Date.parse(String(p.record.created_at)) < at - 7 * DAY_MS,
  )
  const sameField = eligible.filter((p) => p.department === plan.position.department)
  const pool = sameField.length > 0 && rng.chance(0.85) ? sameField : eligible
  return pool.length > 0 ? rng.pick(pool) : undefined
}

function sourceOf(rng: Random, plan: JobPlan): [string, string | null] {
  const source = rng.weighted(SOURCES)
  if (source === 'referral') return [source, `Giới thiệu bởi ${rng.pick(REFERRERS)}`]
  const details = source === 'job_board' && plan.position.pipeline === 'tech' ? SOURCE_DETAILS.tech_job_board : SOURCE_DETAILS[source]
  return [source, details ? rng.pick(details) : null]
}

function returningSource(rng: Random): [string, string | null] {
  return rng.weighted<[string, string | null]>([
    [['career_page', 'Trang tuyển dụng công ty'], 3],
    [['job_board', 'TopCV'], 1],
    [['old_database', 'Dữ liệu ứng viên cũ'], 1],
  ])
}
