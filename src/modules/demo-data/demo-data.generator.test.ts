import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { Value } from 'typebox/value'
import { ValidationFailed } from '../../platform/errors.ts'
import { bodyValidator } from '../../platform/validation.ts'
import { DEFAULT_REJECTION_REASONS } from '../catalog/catalog.service.ts'
import {
  IMPORT_KINDS,
  IMPORT_RECORD_SCHEMAS,
  LIST_OF_KIND,
  type ImportApplicationRecord,
  type ImportPayload,
} from '../imports/import-records.schemas.ts'
import { DEFAULT_STAGES } from '../pipelines/pipelines.service.ts'
import { DEMO_MEMBERS, DEMO_TEMPLATE } from './demo-team.ts'
import { generateDemoHistory, type DemoHistoryInput } from './generator.ts'
import { GIVEN_NAMES } from './vietnamese-names.ts'

const NOW = new Date('2025-11-20T04:30:00.000Z')
const DAY = 24 * 3600 * 1000
const VIETNAM = 7 * 3600 * 1000
const STANDARD = { name: 'Standard hiring', stages: DEFAULT_STAGES }
const INPUT: DemoHistoryInput = { now: NOW, seed: 7, members: DEMO_MEMBERS, templates: { standard: STANDARD, tech: DEMO_TEMPLATE } }
const REASON_CODES = DEFAULT_REJECTION_REASONS.map((r) => r.code)

const ms = (value: string | Date | null | undefined) => Date.parse(String(value))
const full = generateDemoHistory(INPUT)
const apps = full.applications!

function countBy<T>(items: readonly T[], key: (item: T) => string | null | undefined): Record<string, number> {
  const out: Record<string, number> = {}
  for (const item of items) {
    const k = String(key(item))
    out[k] = (out[k] ?? 0) + 1
  }
  return out
}

/** Every instant a history states, with where it is, except those that may lie ahead: interview starts and offer deadlines. */
function pastInstants(payload: ImportPayload): [string, number][] {
  const out: [string, number][] = []
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) out.push([where, Date.parse(value)])
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`))
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (k !== 'scheduled_at' && k !== 'expiry_date') walk(v, `${where}.${k}`)
  }
  walk(payload, 'payload')
  return out
}

describe('generateDemoHistory', () => {
  test('the same seed and time give the same history; another seed another one', () => {
    assert.deepEqual(generateDemoHistory(INPUT), full)
    const other = generateDemoHistory({ ...INPUT, seed: INPUT.seed + 1 })
    assert.notDeepEqual(
      other.candidates!.map((c) => c.full_name),
      full.candidates!.map((c) => c.full_name),
    )
  })

  test('every record fits its import schema (TypeBox and the import validator alike)', () => {
    for (const kind of IMPORT_KINDS) {
      const records = full[LIST_OF_KIND[kind]] as unknown[]
      assert.ok(records.length > 0, `${kind}: some records`)
      const validate = bodyValidator(IMPORT_RECORD_SCHEMAS[kind])
      records.forEach((record, i) => {
        assert.ok(
          Value.Check(IMPORT_RECORD_SCHEMAS[kind], record),
          `${kind}[${i}]: ${JSON.stringify([...Value.Errors(IMPORT_RECORD_SCHEMAS[kind], record)].slice(0, 2))}`,
        )
        assert.doesNotThrow(
          () => validate(record),
          (e: unknown) => `${kind}[${i}]: ${e instanceof ValidationFailed ? e.message : String(e)}`,
        )
      })
    }
  })

  test('about 25 jobs, 700 candidates and 1,000 applications at scale 1; a tenth at scale 0.1', () => {
    assert.equal(full.jobs!.length, 25)
    // One more when chance left no offer waiting for an answer (the standout candidate).
    assert.ok(apps.length === 1000 || apps.length === 1001, `${apps.length} applications`)
    assert.ok(Math.abs(full.candidates!.length - 700) <= 20, `${full.candidates!.length} candidates`)
    const small = generateDemoHistory({ ...INPUT, scale: 0.1 })
    assert.ok(small.applications!.length === 100 || small.applications!.length === 101, `${small.applications!.length} applications`)
    assert.ok(small.jobs!.length >= 3 && small.jobs!.length <= 3, `${small.jobs!.length} jobs`)
    assert.ok(small.candidates!.length >= 60 && small.candidates!.length <= 75, `${small.candidates!.length} candidates`)
  })

  test('names are Vietnamese, with their diacritics, and say the gender the record says', () => {
    const candidates = full.candidates!
    const marked = candidates.filter((c) => /[^\p{ASCII}]/u.test(c.full_name))
    assert.ok(marked.length / candidates.length > 0.9, `${marked.length} of ${candidates.length} names carry diacritics`)
    assert.ok(candidates.some((c) => c.full_name.startsWith('Nguyễn ')))
    for (const c of candidates) {
      const parts = c.full_name.split(' ')
      assert.equal(parts.length, 3, c.full_name)
      const given = parts[2]!
      const gender = c.gender as 'male' | 'female'
      assert.ok((GIVEN_NAMES[gender] as readonly string[]).includes(given), `${c.full_name} is ${gender}`)
    }
    const genders = countBy(candidates, (c) => c.gender)
    assert.ok(genders.male! > 100 && genders.female! > 100, JSON.stringify(genders))
  })

  test('e-mails are the name without diacritics at reserved example domains, and unique', () => {
    const emails = new Set<string>()
    for (const c of full.candidates!) {
      const email = c.email!
      assert.match(email, /^[a-z0-9.]+@example\.(com|net|org)$/)
      const given = c.full_name
        .split(' ')[2]!
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd')
        .replace(/Đ/g, 'D')
        .toLowerCase()
      assert.ok(email.split('@')[0]!.includes(given), `${email} from ${c.full_name}`)
      assert.ok(!emails.has(email), `${email} twice`)
      emails.add(email)
    }
  })

  test('phones are Vietnamese mobiles: +84, a 3x/5x/7x/8x/9x prefix, nine digits in all; unique', () => {
    const phones = full.candidates!.map((c) => c.phone!)
    for (const phone of phones) assert.match(phone, /^\+84(3[2-9]|5[2689]|7[06-9]|8[1-689]|9[0-46-9])\d{7}$/)
    assert.equal(new Set(phones).size, phones.length)
  })

  test('provinces carry their official codes and the place shown names the province', () => {
    const official: Record<string, string> = {
      '01': 'Hà Nội',
      '79': 'TP. Hồ Chí Minh',
      '48': 'Đà Nẵng',
      '31': 'Hải Phòng',
      '92': 'Cần Thơ',
      '27': 'Bắc Ninh',
      '74': 'Bình Dương',
    }
    const codes = countBy(full.candidates!, (c) => c.vn_province_code)
    assert.ok(codes['01']! > 50 && codes['79']! > 50, JSON.stringify(codes))
    for (const c of full.candidates!) {
      assert.match(c.vn_province_code!, /^\d{2}$/)
      assert.ok(Number(c.vn_province_code) >= 1 && Number(c.vn_province_code) <= 96)
      const name = official[c.vn_province_code!]
      if (name) assert.ok(c.location_display!.endsWith(name), `${c.location_display} for ${c.vn_province_code}`)
      assert.equal(c.country_code, 'VN')
    }
    assert.deepEqual(
      [...new Set(full.jobs!.map((j) => j.location_display))].sort(),
      ['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng'].filter((city) => full.jobs!.some((j) => j.location_display === city)).sort(),
    )
  })

  test('the history spans 18 months up to now: nothing after now but planned interviews, the last month lively', () => {
    const instants = pastInstants(full)
    const late = instants.filter(([, at]) => at > NOW.getTime())
    assert.deepEqual(late, [], 'nothing has happened after now')
    const oldest = Math.min(...instants.map(([, at]) => at))
    const monthsBack = (months: number) => Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - months, NOW.getUTCDate())
    assert.ok(oldest >= monthsBack(18), `oldest ${new Date(oldest).toISOString()} is inside the 18-month window`)
    assert.ok(oldest <= monthsBack(16), `oldest ${new Date(oldest).toISOString()} reaches back about 18 months`)
    for (const interview of full.interviews!) {
      if (ms(interview.scheduled_at) > NOW.getTime()) assert.equal(interview.status, 'scheduled', interview.external_id)
    }
    assert.ok(
      full.interviews!.some((i) => ms(i.scheduled_at) > NOW.getTime()),
      'some interviews are planned',
    )
    const lastMonth = apps.filter((a) => ms(a.created_at) >= NOW.getTime() - 30 * DAY)
    assert.ok(lastMonth.length >= 80, `${lastMonth.length} applications in the last 30 days`)
    assert.ok(
      apps.some((a) => a.hired_date && ms(a.hired_date) >= NOW.getTime() - 30 * DAY),
      'a hire in the last 30 days',
    )
    const months = new Set(apps.map((a) => String(a.created_at).slice(0, 7)))
    assert.ok(months.size >= 17, `applications in ${months.size} months`)
  })

  test('every kind of record and state is there', () => {
    assert.deepEqual(Object.keys(countBy(full.jobs!, (j) => j.status)).sort(), ['closed', 'draft', 'open', 'paused'])
    assert.deepEqual(Object.keys(countBy(apps, (a) => a.status)).sort(), ['active', 'hired', 'rejected'])
    const interviews = countBy(full.interviews!, (i) => i.status)
    for (const status of ['completed', 'scheduled', 'no_show'])
      assert.ok(interviews[status], `an interview ${status}: ${JSON.stringify(interviews)}`)
    assert.ok(interviews.cancelled || interviews.rescheduled, 'a cancelled or rescheduled interview')
    const offers = countBy(full.offers!, (o) => o.status)
    for (const status of ['accepted', 'declined', 'cancelled', 'pending'])
      assert.ok(offers[status], `an offer ${status}: ${JSON.stringify(offers)}`)
    assert.ok(offers.pending! <= 8, 'a pending offer or a few')
    assert.ok(
      full.offers!.some((o) => o.version === 2 && o.status === 'accepted'),
      'a revised offer accepted in its second version',
    )
    assert.ok(full.offers!.filter((o) => o.status === 'declined').every((o) => o.decline_reason_code && o.responded_at))
    const evaluations = countBy(full.evaluations!, (e) => `${e.evaluator_type}/${e.evaluation_type}`)
    for (const kind of ['internal/interview_feedback', 'internal/hm_review', 'external/null'])
      assert.ok(evaluations[kind], `${kind}: ${JSON.stringify(evaluations)}`)
    assert.ok(full.evaluations!.every((e) => e.evaluator_type === 'external' || e.criteria_scores || e.evaluated_at === null))
    const sources = countBy(apps, (a) => a.source)
    for (const source of ['job_board', 'linkedin', 'facebook', 'referral', 'career_page', 'headhunt', 'hr'])
      assert.ok(sources[source]! > 5, `${source}: ${JSON.stringify(sources)}`)
    assert.ok(sources.job_board! > sources.headhunt!, 'job boards bring more people than headhunters')
    const sourced = apps.filter((a) => a.applied_date === null)
    assert.ok(sourced.length > 10 && sourced.length < 120, `${sourced.length} applications sourced by the company`)
    assert.ok(sourced.every((a) => a.source === 'hr' || a.source === 'headhunt'))
    const perCandidate = countBy(apps, (a) => a.candidate_external_id)
    assert.ok(Object.values(perCandidate).filter((n) => n >= 2).length > 20, 'some candidates apply to two jobs')
    assert.ok(new Set(full.jobs!.map((j) => j.department)).size >= 7, 'jobs in several departments')
    assert.deepEqual([...new Set(full.jobs!.map((j) => j.pipeline_template))].sort(), ['Standard hiring', 'Tech hiring'])
    assert.ok(full.jobs!.every((j) => j.currency === 'VND' && j.salary_min! < j.salary_max! && j.salary_min! >= 1_000_000))
    const costs = full.jobs!.flatMap((j) => j.recruitment_cost_items!)
    assert.ok(costs.length > 20 && costs.every((c) => c.amount > 0 && /^\d{4}-\d{2}-\d{2}$/.test(c.date!)))
    assert.ok(new Set(costs.map((c) => c.category.replace(/ \(.*\)$/, ''))).size >= 3, 'several kinds of cost')
  })

  test('hire and rejection ratios are those of a real funnel: most turned away early, a few hired', () => {
    const statuses = countBy(apps, (a) => a.status)
    const hireRate = statuses.hired! / apps.length
    assert.ok(hireRate >= 0.02 && hireRate <= 0.1, `hire rate ${hireRate}`)
    assert.ok(statuses.rejected! / apps.length >= 0.7, `${statuses.rejected} rejected`)
    assert.ok(statuses.active! >= 30, `${statuses.active} still active`)
    const rejected = apps.filter((a) => a.status === 'rejected')
    const early = rejected.filter((a) => ['New', 'Phone screen', 'Applied', 'CV screening'].includes(a.stage!))
    assert.ok(early.length / rejected.length > 0.6, `${early.length} of ${rejected.length} rejected in the first two stages`)
    const reasons = countBy(rejected, (a) => a.rejection_reason_code)
    assert.ok(reasons.not_qualified! > reasons.no_show!, JSON.stringify(reasons))
    const answered = full.offers!.filter((o) => o.status === 'accepted' || o.status === 'declined')
    const acceptance = answered.filter((o) => o.status === 'accepted').length / answered.length
    assert.ok(acceptance >= 0.6 && acceptance <= 0.95, `offer acceptance ${acceptance}`)
    const active = countBy(
      apps.filter((a) => a.status === 'active'),
      (a) => a.stage,
    )
    assert.ok(Object.keys(active).length >= 4, `active applications in several stages: ${JSON.stringify(active)}`)
  })

  test('references hold: jobs, candidates, stages, members, interviews, offer versions', () => {
    const jobs = new Map(full.jobs!.map((j) => [j.external_id, j]))
    const candidates = new Map(full.candidates!.map((c) => [c.external_id, c]))
    const byId = new Map(apps.map((a) => [a.external_id, a]))
    const members = new Set(DEMO_MEMBERS.map((m) => m.email))
    const templates = new Map([STANDARD, DEMO_TEMPLATE].map((t) => [t.name, t.stages]))
    for (const job of jobs.values()) assert.ok(members.has(job.created_by_email!), job.external_id)
    const onJob = new Set<string>()
    for (const app of apps) {
      const job = jobs.get(app.job_external_id)!
      const candidate = candidates.get(app.candidate_external_id)!
      assert.ok(job && candidate, app.external_id)
      assert.ok(
        !onJob.has(`${app.candidate_external_id}/${app.job_external_id}`),
        `${app.external_id}: one application per candidate and job`,
      )
      onJob.add(`${app.candidate_external_id}/${app.job_external_id}`)
      assert.ok(ms(candidate.created_at) <= ms(app.created_at), `${app.external_id}: the candidate exists before applying`)
      assert.ok(ms(app.created_at) >= ms(job.published_at), `${app.external_id}: after the job was published`)
      assert.ok(job.status !== 'draft')
      assert.ok(members.has(app.assigned_recruiter_email!))
      checkHistory(app, templates.get(job.pipeline_template!)!, members)
    }
    for (const interview of full.interviews!) {
      assert.ok(byId.has(interview.application_external_id))
      assert.ok(interview.interviewer_emails!.length > 0 && interview.interviewer_emails!.every((e) => members.has(e)))
      assert.ok(ms(interview.created_at) <= ms(interview.scheduled_at))
    }
    const interviews = new Map(full.interviews!.map((i) => [i.external_id, i]))
    for (const evaluation of full.evaluations!) {
      assert.ok(byId.has(evaluation.application_external_id))
      if (evaluation.interview_external_id) {
        const interview = interviews.get(evaluation.interview_external_id)!
        assert.equal(interview.application_external_id, evaluation.application_external_id)
        assert.ok(interview.interviewer_emails!.includes(evaluation.evaluator_email!), 'the interviewer gives the feedback')
      }
      if (evaluation.evaluator_type === 'internal') assert.ok(members.has(evaluation.evaluator_email!))
      else assert.ok(evaluation.evaluator_name && !evaluation.evaluator_email)
    }
    const versions = new Map<string, number[]>()
    for (const offer of full.offers!) {
      assert.ok(byId.has(offer.application_external_id))
      versions.set(offer.application_external_id, [...(versions.get(offer.application_external_id) ?? []), offer.version])
      if (offer.status === 'accepted') assert.equal(byId.get(offer.application_external_id)!.offer_accepted_at, offer.responded_at)
    }
    for (const [app, list] of versions)
      assert.deepEqual(
        list.sort(),
        list.map((_, i) => i + 1),
        `${app}: versions 1…n`,
      )
    for (const app of apps.filter((a) => a.status === 'hired'))
      assert.ok(versions.has(app.external_id), `${app.external_id}: hired after an offer`)
  })

  test('members act in office hours, Vietnam time, on weekdays mostly', () => {
    const actions = apps.flatMap((a) => a.transitions!.filter((t) => t.changed_by_email).map((t) => ms(t.changed_at)))
    const local = actions.map((at) => new Date(at + VIETNAM))
    const officeHours = local.filter((d) => d.getUTCHours() >= 8 && d.getUTCHours() < 18)
    const weekdays = local.filter((d) => d.getUTCDay() >= 1 && d.getUTCDay() <= 5)
    assert.ok(officeHours.length / actions.length > 0.9, `${officeHours.length} of ${actions.length} in office hours`)
    assert.ok(weekdays.length / actions.length > 0.9, `${weekdays.length} of ${actions.length} on weekdays`)
    for (const interview of full.interviews!) {
      const d = new Date(ms(interview.scheduled_at) + VIETNAM)
      assert.ok(
        d.getUTCDay() >= 1 && d.getUTCDay() <= 5 && d.getUTCHours() >= 9 && d.getUTCHours() <= 16,
        `${interview.external_id} at ${d.toISOString()}`,
      )
    }
  })

  test('rejection reasons are the tenant’s own; a tenant with other stages and reasons still gets a consistent history', () => {
    const used = new Set(apps.map((a) => a.rejection_reason_code).filter((c) => c != null))
    assert.ok(
      [...used].every((c) => REASON_CODES.includes(c)),
      [...used].join(', '),
    )
    const custom = {
      name: 'Lean hiring',
      stages: [
        { name: 'Inbox', stage_type: 'applied' as const },
        { name: 'Culture call', stage_type: 'custom' as const },
        { name: 'Panel', stage_type: 'interview' as const },
        { name: 'Welcome', stage_type: 'hired' as const, is_terminal: true },
      ],
    }
    const other = generateDemoHistory({
      ...INPUT,
      scale: 0.3,
      templates: { standard: custom, tech: DEMO_TEMPLATE },
      rejectionReasons: ['other', 'not_qualified'],
    })
    const stages = new Map([custom, DEMO_TEMPLATE].map((t) => [t.name, t.stages]))
    const jobs = new Map(other.jobs!.map((j) => [j.external_id, j]))
    for (const app of other.applications!) {
      checkHistory(app, stages.get(jobs.get(app.job_external_id)!.pipeline_template!)!, new Set(DEMO_MEMBERS.map((m) => m.email)))
      if (app.rejection_reason_code) assert.ok(['other', 'not_qualified'].includes(app.rejection_reason_code))
    }
    assert.ok(other.applications!.some((a) => a.status === 'hired' && a.stage === 'Welcome'))
    assert.throws(() => generateDemoHistory({ ...INPUT, members: [] }), /recruiter/)
  })
})

/**
 * An application's history tells its record: it opens with `initial`, moves forward in time through
 * stages of its job, and ends where the record says (hired at hired_date, rejected at rejected_date).
 */
function checkHistory(
  app: ImportApplicationRecord,
  stages: readonly { name: string; is_terminal?: boolean }[],
  members: ReadonlySet<string>,
): void {
  const history = app.transitions!
  assert.equal(history[0]!.change_type, 'initial', app.external_id)
  assert.equal(history[0]!.changed_at, app.created_at)
  let stage = history[0]!.to_stage
  for (let i = 1; i < history.length; i++) {
    assert.ok(ms(history[i]!.changed_at) > ms(history[i - 1]!.changed_at), `${app.external_id}: time moves forward`)
    assert.ok(history[i]!.change_type !== 'initial')
    if (history[i]!.changed_by_email) assert.ok(members.has(history[i]!.changed_by_email!))
    if (history[i]!.to_stage) {
      const from = stages.findIndex((s) => s.name === stage)
      const to = stages.findIndex((s) => s.name === history[i]!.to_stage)
      assert.ok(to > from, `${app.external_id}: ${stage} → ${history[i]!.to_stage} moves forward`)
      stage = history[i]!.to_stage
    }
  }
  assert.ok(stages.some((s) => s.name === stage))
  assert.equal(app.stage, stage, `${app.external_id}: the record's stage is where its history ends`)
  const last = history[history.length - 1]!
  if (app.status === 'hired') {
    assert.equal(last.to_status, 'hired')
    assert.equal(last.changed_at, app.hired_date)
    assert.ok(stages.find((s) => s.name === app.stage)!.is_terminal)
  } else if (app.status === 'rejected') {
    assert.equal(last.to_status, 'rejected')
    assert.equal(last.changed_at, app.rejected_date)
    assert.ok(app.rejection_reason_code)
  } else {
    assert.ok(!history.some((t) => t.to_status))
  }
}
