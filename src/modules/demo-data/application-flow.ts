import type {
  ImportApplicationRecord,
  ImportEvaluationRecord,
  ImportInterviewRecord,
  ImportOfferRecord,
  ImportTransitionRecord,
} from '../imports/import-records.schemas.ts'
import type { StageType } from '../pipelines/pipelines.port.ts'
import { INTERVIEW_ROOMS } from './demo-catalog.ts'
import type { DemoMember } from './demo-team.ts'
import { hireCosts, type JobPlan, type TemplateStage } from './job-plan.ts'
import type { Person } from './people.ts'
import { DAY_MS, HOUR_MS, interviewSlotAfter, iso, officeTimeAfter, Random, vietnamDay } from './random.ts'
import type { RejectionReasons } from './rejection-reasons.ts'

/** What every application's journey writes into besides its own record. */
export interface FlowContext {
  rng: Random
  now: number
  reasons: RejectionReasons
  interviews: ImportInterviewRecord[]
  evaluations: ImportEvaluationRecord[]
  offers: ImportOfferRecord[]
}

export interface ApplicationStart {
  externalId: string
  plan: JobPlan
  person: Person
  createdAt: number
  /** Put forward by the company (headhunter, HR search) rather than applying: no applied_date. */
  sourcedByCompany: boolean
  source: string
  sourceDetail: string | null
  recruiter: DemoMember
  /** The standout: passes every stage and has not answered the offer yet (see the generator). */
  standout?: boolean
}

/** How likely a candidate of average strength gets past a stage of each type. */
const PASS_RATE: Record<StageType, number> = {
  sourced: 0.6,
  applied: 0.4,
  screening: 0.45,
  assessment: 0.6,
  interview: 0.5,
  hm_review: 0.75,
  offer: 1,
  hired: 1,
  custom: 0.65,
}

/** Days a stage usually takes before someone decides. */
const DWELL_DAYS: Record<StageType, readonly [number, number]> = {
  sourced: [1, 6],
  applied: [1, 12],
  screening: [3, 12],
  assessment: [2, 5],
  interview: [1, 5],
  hm_review: [2, 7],
  offer: [0, 1],
  hired: [0, 0],
  custom: [2, 6],
}

const MOVE_NOTES = ['CV phù hợp, mời phỏng vấn', 'Ứng viên tiềm năng', 'Đạt yêu cầu vòng này', 'Kinh nghiệm sát với mô tả công việc']
const REJECTION_NOTES = [
  'Kinh nghiệm chưa phù hợp với yêu cầu',
  'Mức lương mong muốn vượt ngân sách',
  'Kỹ năng giao tiếp chưa tốt',
  'Ứng viên đã nhận việc ở công ty khác',
  'Chưa đáp ứng yêu cầu tiếng Anh',
]
const FEEDBACK = [
  'Trả lời mạch lạc, nắm vững kiến thức nền tảng.',
  'Cần thêm kinh nghiệm thực tế.',
  'Thái độ tích cực, phù hợp văn hóa đội.',
  'Kỹ năng chuyên môn tốt.',
]
const EXTERNAL_ASSESSORS = ['Trần Quang Vinh (cố vấn kỹ thuật)', 'Hoàng Minh Đức (đối tác đánh giá)']
const DECLINE_REASONS = [
  ['compensation', 45],
  ['external_factors', 20],
  ['role_and_job', 15],
  ['no_response', 10],
  ['other', 10],
] as const

type Step =
  | { kind: 'pass'; at: number; by: DemoMember }
  | { kind: 'reject'; at: number; by: DemoMember; reason: string | null; note?: string }
  | { kind: 'wait' }
  | { kind: 'cut' }

/**
 * Walks one application through its job's pipeline as it would have happened: a decision at every
 * stage (most people leave early), interviews with their feedback where the stage is an interview,
 * offers with their versions at the offer stage. Anything that would happen after `now` has not
 * happened yet: the application waits in its stage. Anything after the job closed is closed off.
 */
export function runApplication(ctx: FlowContext, start: ApplicationStart): ImportApplicationRecord {
  const { rng, now } = ctx
  const { plan, person, recruiter } = start
  const stages = plan.template.stages
  const cutoff = plan.closedAt ?? Number.POSITIVE_INFINITY
  const skipOptional = plan.position.level === 'senior' || plan.position.level === 'lead' || rng.chance(0.25)
  let interviewCount = 0
  let evaluationCount = 0

  const record: ImportApplicationRecord = {
    external_id: start.externalId,
    job_external_id: plan.externalId,
    candidate_external_id: person.record.external_id,
    status: 'active',
    applied_date: start.sourcedByCompany ? null : iso(start.createdAt),
    hired_date: null,
    rejected_date: null,
    rejection_reason_code: null,
    rejection_reason: null,
    source: start.source,
    source_detail: start.sourceDetail,
    assigned_recruiter_email: recruiter.email,
    offer_accepted_at: null,
    created_at: iso(start.createdAt),
    transitions: [],
  }
  const transitions = record.transitions!
  let stageIndex = firstStage(stages, start.sourcedByCompany)
  let t = start.createdAt
  transitions.push({
    change_type: 'initial',
    to_stage: stages[stageIndex]!.name,
    changed_at: iso(t),
    ...(start.sourcedByCompany ? { changed_by_email: recruiter.email } : {}),
  })

  const offers: ImportOfferRecord[] = []
  const check = (at: number): 'ok' | 'wait' | 'cut' => (at > cutoff ? 'cut' : at > now ? 'wait' : 'ok')
  // An answered offer is acted on before the job closes: the job closed because of it.
  const beforeClosing = (at: number, after: number) => (at > cutoff ? Math.round(after + (cutoff - after) / 2) : at)
  const standout = start.standout === true
  const passRate = (type: StageType) => (standout ? 1 : Math.min(0.95, Math.max(0.05, PASS_RATE[type] * (0.55 + 0.9 * person.quality))))

  function push(at: number, transition: Omit<ImportTransitionRecord, 'changed_at'>) {
    transitions.push({ ...transition, changed_at: iso(at) })
    t = at
  }

  function reject(at: number, by: DemoMember, reason: string | null, note?: string) {
    push(at, { change_type: 'status_change', to_status: 'rejected', changed_by_email: by.email, notes: note ?? null })
    record.status = 'rejected'
    record.rejected_date = iso(at)
    record.rejection_reason_code = reason
    record.rejection_reason = note ?? (rng.chance(0.25) ? rng.pick(REJECTION_NOTES) : null)
  }

  function hire(at: number) {
    const hiredStage = stages.findIndex((s) => s.is_terminal)
    push(at, { change_type: 'status_change', to_status: 'hired', to_stage: stages[hiredStage]!.name, changed_by_email: recruiter.email })
    stageIndex = hiredStage
    record.status = 'hired'
    record.hired_date = iso(at)
    person.hired = true
    plan.hires += 1
    hireCosts(plan, start.source, start.sourceDetail, at, clampSalary(plan, person.expectedSalary), now)
  }

  function nextStage(index: number): number {
    let next = index + 1
    while (stages[next]!.is_optional && !stages[next]!.is_terminal && skipOptional) next += 1
    return next
  }

  function evaluation(partial: Omit<ImportEvaluationRecord, 'external_id' | 'application_external_id'>) {
    evaluationCount += 1
    ctx.evaluations.push({
      external_id: `${start.externalId}-eval-${evaluationCount}`,
      application_external_id: start.externalId,
      ...partial,
    })
  }

  /** Feedback on a scale of 5, by criteria; still a draft when its author has not got to it yet. */
  function feedback(
    by: DemoMember,
    stage: TemplateStage,
    writtenAt: number,
    startedAt: number,
    passed: boolean,
    type: 'interview_feedback' | 'hm_review',
    interviewId?: string,
  ) {
    const submitted = writtenAt <= now
    const overall = passed
      ? rng.weighted([
          [3, 1],
          [4, 3],
          [5, 1.5],
        ])
      : rng.weighted([
          [1, 1],
          [2, 3],
          [3, 1.5],
        ])
    const criteria = (plan.position.pipeline === 'tech' ? TECH_CRITERIA : GENERAL_CRITERIA).map(([criterion, weight]) => ({
      criterion,
      score: Math.min(5, Math.max(1, overall + rng.int(-1, 1))),
      weight,
    }))
    evaluation({
      ...(interviewId ? { interview_external_id: interviewId } : {}),
      stage: stage.name,
      evaluator_type: 'internal',
      evaluator_email: by.email,
      overall_rating: submitted ? overall : null,
      rating_scale: 5,
      criteria_scores: submitted ? (type === 'hm_review' ? criteria.slice(0, 2) : criteria) : null,
      result: submitted ? (passed ? 'passed' : 'failed') : 'pending',
      evaluation_type: type,
      comments: submitted && rng.chance(0.4) ? rng.pick(FEEDBACK) : null,
      evaluated_at: submitted ? iso(writtenAt) : null,
      created_at: iso(Math.min(startedAt, now)),
    })
  }

  function decide(stage: TemplateStage, at: number, decider: DemoMember): Step {
    const state = check(at)
    if (state !== 'ok') return { kind: state }
    if (!standout && stage.stage_type !== 'applied' && stage.stage_type !== 'sourced' && rng.chance(0.03)) {
      return { kind: 'reject', at, by: recruiter, reason: ctx.reasons.pick('withdrew', rng), note: 'Ứng viên rút hồ sơ' }
    }
    if (rng.chance(passRate(stage.stage_type))) return { kind: 'pass', at, by: decider }
    return { kind: 'reject', at, by: decider, reason: ctx.reasons.pick(stage.stage_type, rng) }
  }

  function plainStage(stage: TemplateStage): Step {
    const [min, max] = DWELL_DAYS[stage.stage_type]
    const at = officeTimeAfter(rng, t, rng.int(min, max))
    if (stage.stage_type !== 'hm_review') return decide(stage, at, recruiter)
    const step = decide(stage, at, plan.manager)
    if (step.kind === 'pass' || (step.kind === 'reject' && step.note === undefined)) {
      feedback(plan.manager, stage, at, at - rng.int(1, 4) * HOUR_MS, step.kind === 'pass', 'hm_review')
    }
    return step.kind === 'pass' ? { ...step, at: at + rng.int(10, 90) * 60_000 } : step
  }

  /** An online test marked by an outside assessor, out of 100; 60 passes. */
  function assessmentStage(stage: TemplateStage): Step {
    const sent = officeTimeAfter(rng, t, rng.int(0, 1))
    const marked = officeTimeAfter(rng, sent, rng.int(2, 4))
    const state = check(marked)
    if (state !== 'ok') return { kind: state }
    const score = Math.min(100, Math.max(20, Math.round(38 + 55 * person.quality + rng.int(-12, 12))))
    const passed = score >= 60
    evaluation({
      stage: stage.name,
      evaluator_type: 'external',
      evaluator_name: rng.pick(EXTERNAL_ASSESSORS),
      overall_rating: score,
      rating_scale: 100,
      criteria_scores: [
        { criterion: 'Thuật toán', score: Math.min(100, Math.max(1, score + rng.int(-10, 10))) },
        { criterion: 'Chất lượng mã nguồn', score: Math.min(100, Math.max(1, score + rng.int(-10, 10))) },
      ],
      result: passed ? 'passed' : 'failed',
      evaluation_type: null,
      evaluated_at: iso(marked),
      created_at: iso(sent),
    })
    const at = officeTimeAfter(rng, marked, rng.int(0, 1))
    const decided = check(at)
    if (decided !== 'ok') return { kind: decided }
    return passed ? { kind: 'pass', at, by: recruiter } : { kind: 'reject', at, by: recruiter, reason: ctx.reasons.pick('assessment', rng) }
  }

  function interviewStage(stage: TemplateStage): Step {
    const rounds = plan.position.level === 'senior' || plan.position.level === 'lead' || rng.chance(0.4) ? 2 : 1
    const roundPass = Math.pow(passRate('interview'), 1 / rounds)
    let from = t
    for (let round = 1; round <= rounds; round++) {
      const interviewers = round === 1 ? plan.panel : [plan.manager]
      let planned = officeTimeAfter(rng, from, 0)
      if (check(planned) !== 'ok') return { kind: check(planned) as 'wait' | 'cut' }
      let slot = interviewSlotAfter(rng, planned, rng.int(1, 5))
      const duration = rng.pick([45, 60, 60, 90])
      const roundName = roundNameOf(plan, round)
      const place = where(rng, plan)
      const base = {
        application_external_id: start.externalId,
        interview_round: roundName,
        round_number: round,
        duration_minutes: duration,
        ...place,
        interviewer_emails: interviewers.map((m) => m.email),
      }
      if (slot <= now && slot <= cutoff && rng.chance(0.06)) {
        interviewCount += 1
        ctx.interviews.push({
          ...base,
          external_id: `${start.externalId}-int-${interviewCount}`,
          scheduled_at: iso(slot),
          status: rng.chance(0.5) ? 'cancelled' : 'rescheduled',
          result: 'pending',
          created_at: iso(planned),
        })
        planned = Math.min(officeTimeAfter(rng, planned, 1), slot)
        slot = interviewSlotAfter(rng, slot, rng.int(2, 5))
      }
      if (slot > cutoff) return { kind: 'cut' }
      interviewCount += 1
      const id = `${start.externalId}-int-${interviewCount}`
      const end = slot + duration * 60_000
      if (end > now) {
        ctx.interviews.push({
          ...base,
          external_id: id,
          scheduled_at: iso(slot),
          status: 'scheduled',
          result: 'pending',
          is_self_schedule: rng.chance(0.2),
          created_at: iso(planned),
        })
        return { kind: 'wait' }
      }
      if (round === 1 && !standout && rng.chance(0.03)) {
        ctx.interviews.push({
          ...base,
          external_id: id,
          scheduled_at: iso(slot),
          status: 'no_show',
          result: 'failed',
          created_at: iso(planned),
        })
        const at = officeTimeAfter(rng, end, 0)
        const state = check(at)
        return state === 'ok'
          ? { kind: 'reject', at, by: recruiter, reason: ctx.reasons.pick('no_show', rng), note: 'Ứng viên không đến phỏng vấn' }
          : { kind: state }
      }
      const passed = rng.chance(roundPass)
      ctx.interviews.push({
        ...base,
        external_id: id,
        scheduled_at: iso(slot),
        status: 'completed',
        result: passed ? 'passed' : 'failed',
        rating: passed ? rng.int(3, 5) : rng.int(1, 3),
        is_self_schedule: rng.chance(0.2),
        created_at: iso(planned),
      })
      for (const interviewer of interviewers)
        feedback(interviewer, stage, officeTimeAfter(rng, end, rng.int(0, 1)), end, passed, 'interview_feedback', id)
      from = end
      if (!passed) {
        const at = officeTimeAfter(rng, end, rng.int(0, 2))
        const state = check(at)
        return state === 'ok' ? { kind: 'reject', at, by: plan.manager, reason: ctx.reasons.pick('interview', rng) } : { kind: state }
      }
    }
    const at = officeTimeAfter(rng, from, rng.int(0, 2))
    const state = check(at)
    return state === 'ok' ? { kind: 'pass', at, by: plan.manager } : { kind: state }
  }

  /**
   * One offer, sometimes revised once (the first version cancelled, a better one sent), answered
   * within days: most accept, some decline for a reason; a recent one may still be waiting.
   */
  function offerStage(): Step {
    let salary = clampSalary(plan, person.expectedSalary)
    const revise = !standout && rng.chance(0.12)
    let sent = officeTimeAfter(rng, t, rng.int(0, 1))
    let floor = t
    for (let version = 1; ; version++) {
      const created = Math.max(sent - rng.int(10, 90) * 60_000, floor + 60_000)
      const state = check(sent)
      if (state !== 'ok') return { kind: state }
      const offer = pendingOffer(rng, start, version, salary, created, sent)
      const expiry = Date.parse(String(offer.expiry_date))
      ctx.offers.push(offer)
      offers.push(offer)
      if (version === 1 && revise) {
        const next = officeTimeAfter(rng, sent, rng.int(2, 4))
        if (check(next) !== 'ok') return { kind: check(next) as 'wait' | 'cut' }
        offer.status = 'cancelled'
        offer.cancel_reason_code = 'other'
        offer.comments = 'Điều chỉnh mức lương sau khi trao đổi với ứng viên'
        salary = Math.round((salary * rng.between(1.05, 1.1)) / 500_000) * 500_000
        floor = sent
        sent = next
        continue
      }
      if (standout) return { kind: 'wait' }
      const accepts = rng.chance(version === 2 ? 0.85 : 0.78)
      const declineReason = accepts ? undefined : rng.weighted(DECLINE_REASONS)
      const answered = declineReason === 'no_response' ? expiry : officeTimeAfter(rng, sent, rng.int(1, 6))
      const answer = check(answered)
      if (answer !== 'ok') return { kind: answer }
      offer.responded_at = iso(answered)
      if (!accepts) {
        offer.status = 'declined'
        offer.decline_reason_code = declineReason!
        const at = beforeClosing(officeTimeAfter(rng, answered, 0), answered)
        if (at > now) return { kind: 'wait' }
        return {
          kind: 'reject',
          at,
          by: recruiter,
          reason: ctx.reasons.pick(declineReason === 'compensation' ? 'offer_compensation' : 'withdrew', rng),
          note: 'Ứng viên từ chối offer',
        }
      }
      offer.status = 'accepted'
      record.offer_accepted_at = iso(answered)
      const at = beforeClosing(officeTimeAfter(rng, answered, rng.int(0, 2)), answered)
      return at > now ? { kind: 'wait' } : { kind: 'pass', at, by: recruiter }
    }
  }

  for (;;) {
    const stage = stages[stageIndex]!
    const step =
      stage.stage_type === 'interview'
        ? interviewStage(stage)
        : stage.stage_type === 'assessment'
          ? assessmentStage(stage)
          : stage.stage_type === 'offer'
            ? offerStage()
            : plainStage(stage)
    if (step.kind === 'wait') break
    if (step.kind === 'cut') {
      for (const offer of offers.filter((o) => o.status === 'pending')) {
        offer.status = 'cancelled'
        offer.cancel_reason_code = 'business_decision'
      }
      reject(Math.max(t + 5 * 60_000, cutoff), plan.owner, ctx.reasons.pick(plan.hires > 0 ? 'filled' : 'closed', rng), 'Vị trí đã đóng')
      break
    }
    if (step.kind === 'reject') {
      reject(step.at, step.by, step.reason, step.note)
      break
    }
    const next = nextStage(stageIndex)
    if (stages[next]!.is_terminal) {
      hire(step.at)
      break
    }
    push(step.at, {
      change_type: 'stage_move',
      to_stage: stages[next]!.name,
      changed_by_email: step.by.email,
      notes: rng.chance(0.15) ? rng.pick(MOVE_NOTES) : null,
    })
    stageIndex = next
  }
  record.stage = stages[stageIndex]!.name
  return record
}

/** Days a candidate has to answer an offer. */
const OFFER_DAYS = 7

function pendingOffer(
  rng: Random,
  start: ApplicationStart,
  version: number,
  salary: number,
  created: number,
  sent: number,
): ImportOfferRecord {
  return {
    external_id: `${start.externalId}-offer-v${version}`,
    application_external_id: start.externalId,
    version,
    status: 'pending',
    job_title: start.plan.position.title,
    department: start.plan.position.department,
    start_date: vietnamDay(sent + rng.int(21, 35) * DAY_MS),
    gross_salary_amount: salary,
    gross_salary_currency: 'VND',
    gross_salary_unit: 'month',
    probation_period: '2 tháng',
    probation_salary_amount: Math.round((salary * 0.85) / 100_000) * 100_000,
    expiry_date: iso(officeTimeAfter(rng, sent, OFFER_DAYS)),
    sent_at: iso(sent),
    responded_at: null,
    decline_reason_code: null,
    cancel_reason_code: null,
    created_by_email: start.recruiter.email,
    created_at: iso(created),
  }
}

const TECH_CRITERIA = [
  ['Kiến thức chuyên môn', 2],
  ['Giải quyết vấn đề', 1.5],
  ['Giao tiếp', 1],
  ['Phù hợp văn hóa', 1],
] as const
const GENERAL_CRITERIA = [
  ['Kinh nghiệm liên quan', 2],
  ['Giao tiếp', 1.5],
  ['Thái độ', 1],
  ['Phù hợp văn hóa', 1],
] as const

/** People sourced by the company start at a sourcing stage when the pipeline has one; applicants past it. */
function firstStage(stages: readonly TemplateStage[], sourced: boolean): number {
  const sourcing = stages.findIndex((s) => s.stage_type === 'sourced')
  if (sourced && sourcing >= 0) return sourcing
  const firstApplied = stages.findIndex((s) => s.stage_type !== 'sourced' && !s.is_terminal)
  return firstApplied >= 0 ? firstApplied : 0
}

function roundNameOf(plan: JobPlan, round: number): string {
  if (plan.position.pipeline === 'tech') return round === 1 ? 'Phỏng vấn kỹ thuật' : 'Phỏng vấn với quản lý'
  return round === 1 ? 'Phỏng vấn vòng 1' : 'Phỏng vấn vòng cuối'
}

function where(rng: Random, plan: JobPlan): { location: string; meeting_link: string | null } {
  if (rng.chance(0.35)) {
    const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + rng.int(0, 25))).join('')
    return { location: 'Google Meet', meeting_link: `https://meet.google.com/${letters(3)}-${letters(4)}-${letters(3)}` }
  }
  return { location: rng.pick(INTERVIEW_ROOMS[plan.office.province] ?? ['Văn phòng công ty']), meeting_link: null }
}

/** What the company offers: what the candidate asks, within the job's band, in steps of 500,000. */
function clampSalary(plan: JobPlan, expected: number): number {
  const [min, max] = plan.position.salary
  return Math.round(Math.min(max * 1_000_000, Math.max(min * 1_000_000, expected)) / 500_000) * 500_000
}
