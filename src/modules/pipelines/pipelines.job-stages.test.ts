import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type SignedIn, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { JOB_READERS, RECRUITING } from '../../platform/auth/roles.ts'
import { RACE } from '../../../test/helpers/database.ts'

const API = '/api/v1'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const STAGE_FIELDS = ['id', 'is_optional', 'is_terminal', 'name', 'sort_order', 'stage_type']
const DEFAULT_NAMES = ['New', 'Phone screen', 'Interview', 'Offer', 'Hired']

interface StageItem {
  id: string
  name: string
  stage_type: string
  sort_order: number
  is_terminal: boolean
  is_optional: boolean
}

/** sort_order runs 1..n with no gap, and only the last stage is the terminal hired one. */
function assertWellFormed(stages: StageItem[]) {
  assert.deepEqual(
    stages.map((s) => s.sort_order),
    stages.map((_, i) => i + 1),
    'sort_order is 1..n',
  )
  assert.deepEqual(
    stages.map((s) => s.is_terminal),
    stages.map((_, i) => i === stages.length - 1),
    'only the last is terminal',
  )
  assert.equal(stages.at(-1)!.stage_type, 'hired')
}

describe('job pipelines', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  async function createJob(tenant: TestTenant = team, body: Record<string, unknown> = {}): Promise<string> {
    const res = await call(ctx.app, 'POST', `${API}/jobs`, { token: tenant.admin.token, body: { title: 'Data engineer', ...body } })
    assert.equal(res.statusCode, 201, res.body)
    return res.json().id
  }

  async function stagesOf(jobId: string, tenant: TestTenant = team): Promise<StageItem[]> {
    const res = await call(ctx.app, 'GET', `${API}/jobs/${jobId}/pipeline`, { token: tenant.admin.token })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().items
  }

  const names = async (jobId: string) => (await stagesOf(jobId)).map((s) => s.name)

  function addStage(jobId: string, body: Record<string, unknown>, member: SignedIn = team.admin) {
    return call(ctx.app, 'POST', `${API}/jobs/${jobId}/pipeline/stages`, { token: member.token, body })
  }

  function deleteStage(jobId: string, stageId: string, query?: Record<string, string>) {
    return call(ctx.app, 'DELETE', `${API}/jobs/${jobId}/pipeline/stages/${stageId}`, { token: team.admin.token, query })
  }

  describe('GET /jobs/{id}/pipeline', () => {
    test('answers every stage in order on one page', async () => {
      const jobId = await createJob()
      const res = await call(ctx.app, 'GET', `${API}/jobs/${jobId}/pipeline`, { token: team.admin.token })
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.deepEqual(Object.keys(body).sort(), ['items', 'page', 'page_size', 'total'])
      assert.equal(body.total, 5)
      assert.equal(body.page, 1)
      assert.equal(body.page_size, 5)
      for (const stage of body.items) assert.deepEqual(Object.keys(stage).sort(), STAGE_FIELDS)
      assert.deepEqual(
        body.items.map((s: StageItem) => [s.name, s.stage_type, s.sort_order, s.is_terminal, s.is_optional]),
        [
          ['New', 'applied', 1, false, false],
          ['Phone screen', 'screening', 2, false, false],
          ['Interview', 'interview', 3, false, false],
          ['Offer', 'offer', 4, false, false],
          ['Hired', 'hired', 5, true, false],
        ],
      )
    })

    test('page_size follows the number of stages', async () => {
      const jobId = await createJob()
      assert.equal((await addStage(jobId, { name: 'Extra', stage_type: 'custom' })).statusCode, 201)
      const body = (await call(ctx.app, 'GET', `${API}/jobs/${jobId}/pipeline`, { token: team.admin.token })).json()
      assert.deepEqual([body.total, body.page, body.page_size, body.items.length], [6, 1, 6, 6])
    })

    test('a hiring manager may read it', async () => {
      const jobId = await createJob()
      const res = await call(ctx.app, 'GET', `${API}/jobs/${jobId}/pipeline`, { token: team.members.hiring_manager.token })
      assert.equal(res.statusCode, 200)
      assert.deepEqual(
        res.json().items.map((s: StageItem) => s.name),
        DEFAULT_NAMES,
      )
    })

    test('answers 404 for an unknown job and a deleted job, 422 for an id that is not a UUID', async () => {
      const deleted = await createJob()
      assert.equal((await call(ctx.app, 'DELETE', `${API}/jobs/${deleted}`, { token: team.admin.token })).statusCode, 204)
      for (const id of [UNKNOWN_ID, deleted]) {
        assert.equal((await call(ctx.app, 'GET', `${API}/jobs/${id}/pipeline`, { token: team.admin.token })).statusCode, 404, id)
      }
      assert422(await call(ctx.app, 'GET', `${API}/jobs/nope/pipeline`, { token: team.admin.token }), ['path.id'])
    })
  })

  describe('POST /jobs/{id}/pipeline/stages', () => {
    test('answers 201 with the stage, placed just before Hired by default', async () => {
      const jobId = await createJob()
      const res = await addStage(jobId, { name: '  Reference check ', stage_type: 'custom', is_optional: true })
      assert.equal(res.statusCode, 201, res.body)
      const stage: StageItem = res.json()
      assert.deepEqual(Object.keys(stage).sort(), STAGE_FIELDS)
      const { id, ...rest } = stage
      assert.deepEqual(rest, { name: 'Reference check', stage_type: 'custom', sort_order: 5, is_terminal: false, is_optional: true })
      const stages = await stagesOf(jobId)
      assert.deepEqual(
        stages.map((s) => s.name),
        ['New', 'Phone screen', 'Interview', 'Offer', 'Reference check', 'Hired'],
      )
      assert.deepEqual(stages[4], stage)
      assertWellFormed(stages)
    })

    test('position 1 puts it first and shifts every other stage down', async () => {
      const jobId = await createJob()
      const before = await stagesOf(jobId)
      const res = await addStage(jobId, { name: 'Sourced', stage_type: 'sourced', position: 1 })
      assert.equal(res.statusCode, 201, res.body)
      assert.equal(res.json().sort_order, 1)
      assert.equal(res.json().is_optional, false)
      const after = await stagesOf(jobId)
      assert.deepEqual(
        after.map((s) => s.name),
        ['Sourced', ...DEFAULT_NAMES],
      )
      assert.deepEqual(
        after.slice(1).map((s) => s.id),
        before.map((s) => s.id),
        'the others keep their ids',
      )
      assertWellFormed(after)
    })

    test('a position in the middle inserts there', async () => {
      const jobId = await createJob()
      assert.equal((await addStage(jobId, { name: 'Test task', stage_type: 'assessment', position: 3 })).statusCode, 201)
      assert.deepEqual(await names(jobId), ['New', 'Phone screen', 'Test task', 'Interview', 'Offer', 'Hired'])
      assertWellFormed(await stagesOf(jobId))
    })

    test('answers 422 for a position after the hired stage or below 1, changing nothing', async () => {
      const jobId = await createJob()
      for (const position of [6, 7, 0]) {
        assert422(await addStage(jobId, { name: 'Late', stage_type: 'custom', position }), ['body.position'], String(position))
      }
      assert.deepEqual(await names(jobId), DEFAULT_NAMES)
    })

    test('answers 422 for a second hired stage, an unknown stage_type, bad names and unknown fields', async () => {
      const jobId = await createJob()
      const cases: [string, Record<string, unknown>, string[]][] = [
        ['hired', { name: 'Hired again', stage_type: 'hired' }, ['body.stage_type']],
        ['unknown type', { name: 'Vibes', stage_type: 'vibe_check' }, ['body.stage_type']],
        ['missing name', { stage_type: 'custom' }, ['body.name']],
        ['empty name', { name: '', stage_type: 'custom' }, ['body.name']],
        ['name too long', { name: 'x'.repeat(101), stage_type: 'custom' }, ['body.name']],
        ['fractional position', { name: 'Half', stage_type: 'custom', position: 1.5 }, ['body.position']],
        ['unknown field', { name: 'Extra', stage_type: 'custom', is_terminal: true }, ['body.is_terminal']],
      ]
      for (const [label, body, expected] of cases) assert422(await addStage(jobId, body), expected, label)
      assert.deepEqual(await names(jobId), DEFAULT_NAMES)
    })

    test('answers 422 for a name that is only spaces, when adding or renaming', async () => {
      const jobId = await createJob()
      assert422(await addStage(jobId, { name: '   ', stage_type: 'custom' }), ['body.name'])
      const stage = (await stagesOf(jobId))[0]!
      const url = `${API}/jobs/${jobId}/pipeline/stages/${stage.id}`
      const res = await call(ctx.app, 'PUT', url, { token: team.admin.token, body: { name: ' ' } })
      assert422(res, ['body.name'])
    })

    test('stages added at once all land, numbered 1..n without gaps or repeats', RACE, async () => {
      const jobId = await createJob()
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => addStage(jobId, { name: `Parallel ${n}`, stage_type: 'custom', position: 2 })),
      )
      for (const res of results) assert.equal(res.statusCode, 201, res.body)
      const stages = await stagesOf(jobId)
      assert.equal(stages.length, 10)
      assertWellFormed(stages)
    })
  })

  describe('PUT /jobs/{id}/pipeline/stages/{stage_id}', () => {
    test('renames a stage and leaves the rest as it was', async () => {
      const jobId = await createJob()
      const before = await stagesOf(jobId)
      const res = await call(ctx.app, 'PUT', `${API}/jobs/${jobId}/pipeline/stages/${before[1]!.id}`, {
        token: team.admin.token,
        body: { name: 'Recruiter call' },
      })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(res.json(), { ...before[1], name: 'Recruiter call' })
      assert.deepEqual(
        await stagesOf(jobId),
        before.map((s, i) => (i === 1 ? { ...s, name: 'Recruiter call' } : s)),
      )
    })

    test('marks a stage optional and back', async () => {
      const jobId = await createJob()
      const stage = (await stagesOf(jobId))[2]!
      const url = `${API}/jobs/${jobId}/pipeline/stages/${stage.id}`
      const on = await call(ctx.app, 'PUT', url, { token: team.admin.token, body: { is_optional: true } })
      assert.equal(on.statusCode, 200, on.body)
      assert.deepEqual(on.json(), { ...stage, is_optional: true })
      assert.equal((await stagesOf(jobId))[2]!.is_optional, true)
      const off = await call(ctx.app, 'PUT', url, { token: team.admin.token, body: { is_optional: false } })
      assert.equal(off.json().is_optional, false)
      assert.equal((await stagesOf(jobId))[2]!.is_optional, false)
    })

    test('answers 422 for making the hired stage optional', async () => {
      const jobId = await createJob()
      const hired = (await stagesOf(jobId)).at(-1)!
      const res = await call(ctx.app, 'PUT', `${API}/jobs/${jobId}/pipeline/stages/${hired.id}`, {
        token: team.admin.token,
        body: { is_optional: true },
      })
      assert422(res, ['body.is_optional'])
      assert.equal((await stagesOf(jobId)).at(-1)!.is_optional, false)
    })

    test('answers 404 for an unknown stage and for a stage of another job, which stays as it was', async () => {
      const jobId = await createJob()
      const otherJob = await createJob()
      const foreign = (await stagesOf(otherJob))[0]!
      for (const stageId of [UNKNOWN_ID, foreign.id]) {
        const res = await call(ctx.app, 'PUT', `${API}/jobs/${jobId}/pipeline/stages/${stageId}`, {
          token: team.admin.token,
          body: { name: 'Stolen' },
        })
        assert.equal(res.statusCode, 404, stageId)
      }
      assert.equal((await stagesOf(otherJob))[0]!.name, 'New')
    })

    test('answers 422 for an empty body, unknown fields and malformed ids', async () => {
      const jobId = await createJob()
      const stage = (await stagesOf(jobId))[0]!
      const url = `${API}/jobs/${jobId}/pipeline/stages/${stage.id}`
      assert.equal((await call(ctx.app, 'PUT', url, { token: team.admin.token, body: {} })).statusCode, 422)
      assert422(await call(ctx.app, 'PUT', url, { token: team.admin.token, body: { name: 'X', stage_type: 'offer' } }), ['body.stage_type'])
      assert422(await call(ctx.app, 'PUT', url, { token: team.admin.token, body: { name: '' } }), ['body.name'])
      const badIds = await call(ctx.app, 'PUT', `${API}/jobs/abc/pipeline/stages/def`, { token: team.admin.token, body: { name: 'X' } })
      assert422(badIds, ['path.id', 'path.stage_id'])
      assert.deepEqual(await names(jobId), DEFAULT_NAMES)
    })
  })

  describe('PUT /jobs/{id}/pipeline/order', () => {
    function reorder(jobId: string, stage_ids: unknown) {
      return call(ctx.app, 'PUT', `${API}/jobs/${jobId}/pipeline/order`, { token: team.admin.token, body: { stage_ids } })
    }

    test('answers 200 with the stages in the new order, numbered 1..n', async () => {
      const jobId = await createJob()
      const stages = await stagesOf(jobId)
      const hired = stages.at(-1)!
      const wanted = [...stages.slice(0, -1).reverse(), hired]
      const res = await reorder(
        jobId,
        wanted.map((s) => s.id),
      )
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.deepEqual([body.total, body.page, body.page_size], [5, 1, 5])
      assert.deepEqual(
        body.items.map((s: StageItem) => s.id),
        wanted.map((s) => s.id),
      )
      assertWellFormed(body.items)
      assert.deepEqual(
        body.items,
        wanted.map((s, i) => ({ ...s, sort_order: i + 1 })),
        'only sort_order changes',
      )
      assert.deepEqual(await stagesOf(jobId), body.items)
    })

    test('answers 422 at body.stage_ids unless the ids are a permutation of the job’s stages with Hired last', async () => {
      const jobId = await createJob()
      const ids = (await stagesOf(jobId)).map((s) => s.id)
      const foreign = (await stagesOf(await createJob()))[0]!.id
      const [a, b, c, d, hired] = ids as [string, string, string, string, string]
      const cases: [string, string[]][] = [
        ['missing id', [b, c, d, hired]],
        ['duplicate id', [a, a, c, d, hired]],
        ['extra id', [a, b, c, d, foreign, hired]],
        ['foreign id in place of one', [foreign, b, c, d, hired]],
        ['unknown id', [UNKNOWN_ID, b, c, d, hired]],
        ['hired not last', [hired, a, b, c, d]],
      ]
      for (const [label, stageIds] of cases) assert422(await reorder(jobId, stageIds), ['body.stage_ids'], label)
      assert.deepEqual(
        (await stagesOf(jobId)).map((s) => s.id),
        ids,
        'the order is unchanged',
      )
    })

    test('answers 422 for an empty list, a malformed id and unknown fields', async () => {
      const jobId = await createJob()
      const ids = (await stagesOf(jobId)).map((s) => s.id)
      assert422(await reorder(jobId, []), ['body.stage_ids'])
      assert422(await reorder(jobId, ['not-a-uuid', ...ids.slice(1)]), ['body.stage_ids.0'])
      const extra = await call(ctx.app, 'PUT', `${API}/jobs/${jobId}/pipeline/order`, {
        token: team.admin.token,
        body: { stage_ids: ids, dry_run: true },
      })
      assert422(extra, ['body.dry_run'])
    })

    test('answers 404 for an unknown job', async () => {
      const ids = (await stagesOf(await createJob())).map((s) => s.id)
      assert.equal((await reorder(UNKNOWN_ID, ids)).statusCode, 404)
    })
  })

  describe('DELETE /jobs/{id}/pipeline/stages/{stage_id}', () => {
    test('answers 204 and renumbers the remaining stages 1..n', async () => {
      const jobId = await createJob()
      const before = await stagesOf(jobId)
      const res = await deleteStage(jobId, before[1]!.id)
      assert.equal(res.statusCode, 204, res.body)
      assert.equal(res.body, '')
      const after = await stagesOf(jobId)
      assert.deepEqual(
        after.map((s) => s.id),
        before.filter((_, i) => i !== 1).map((s) => s.id),
      )
      assertWellFormed(after)
      assert.equal((await deleteStage(jobId, before[1]!.id)).statusCode, 404, 'a deleted stage is gone')
    })

    test('with an empty stage, move_to_stage_id naming another stage of the job is accepted', async () => {
      const jobId = await createJob()
      const [first, second] = await stagesOf(jobId)
      assert.equal((await deleteStage(jobId, second!.id, { move_to_stage_id: first!.id })).statusCode, 204)
      assert.deepEqual(await names(jobId), ['New', 'Interview', 'Offer', 'Hired'])
    })

    test('answers 409 for the hired stage, which stays', async () => {
      const jobId = await createJob()
      const hired = (await stagesOf(jobId)).at(-1)!
      const res = await deleteStage(jobId, hired.id)
      assert.equal(res.statusCode, 409, res.body)
      assert.equal(typeof res.json().detail, 'string')
      assert.deepEqual(await names(jobId), DEFAULT_NAMES)
    })

    test('answers 409 for the last stage left before Hired', async () => {
      const jobId = await createJob()
      const stages = await stagesOf(jobId)
      for (const stage of stages.slice(1, 4)) assert.equal((await deleteStage(jobId, stage.id)).statusCode, 204)
      const res = await deleteStage(jobId, stages[0]!.id)
      assert.equal(res.statusCode, 409, res.body)
      assert.deepEqual(await names(jobId), ['New', 'Hired'])
      assertWellFormed(await stagesOf(jobId))
    })

    test('answers 409 for the only stage before Hired in a job made from a two-stage template', async () => {
      const template = await call(ctx.app, 'POST', `${API}/pipeline-templates`, {
        token: team.admin.token,
        body: {
          name: 'Minimal',
          stages: [
            { name: 'Applied', stage_type: 'applied' },
            { name: 'Hired', stage_type: 'hired', is_terminal: true },
          ],
        },
      })
      assert.equal(template.statusCode, 201, template.body)
      const jobId = await createJob(team, { pipeline_template_id: template.json().id })
      const [applied] = await stagesOf(jobId)
      assert.equal((await deleteStage(jobId, applied!.id)).statusCode, 409)
      assert.deepEqual(await names(jobId), ['Applied', 'Hired'])
    })

    test('answers 422 at query.move_to_stage_id for a target that is not another stage of the job, or is the hired stage', async () => {
      const jobId = await createJob()
      const stages = await stagesOf(jobId)
      const foreign = (await stagesOf(await createJob()))[0]!.id
      const hired = stages[stages.length - 1]!.id
      for (const target of [foreign, UNKNOWN_ID, stages[1]!.id, hired, 'not-a-uuid']) {
        assert422(await deleteStage(jobId, stages[1]!.id, { move_to_stage_id: target }), ['query.move_to_stage_id'], target)
      }
      assert.deepEqual(await names(jobId), DEFAULT_NAMES)
    })

    test('answers 404 for an unknown stage and for a stage of another job, which stays', async () => {
      const jobId = await createJob()
      const otherJob = await createJob()
      const foreign = (await stagesOf(otherJob))[1]!
      for (const stageId of [UNKNOWN_ID, foreign.id]) assert.equal((await deleteStage(jobId, stageId)).statusCode, 404, stageId)
      assert.deepEqual(await names(otherJob), DEFAULT_NAMES)
      assert422(await deleteStage(jobId, 'nope'), ['path.stage_id'])
    })

    test('pipeline edits honour If-Unmodified-Since against the job and move its updated_at', async () => {
      const jobId = await createJob()
      const job = (await call(ctx.app, 'GET', `${API}/jobs/${jobId}`, { token: team.admin.token })).json()
      const headers = { 'if-unmodified-since': job.updated_at }
      const added = await call(ctx.app, 'POST', `${API}/jobs/${jobId}/pipeline/stages`, {
        token: team.admin.token,
        headers,
        body: { name: 'Take-home', stage_type: 'assessment' },
      })
      assert.equal(added.statusCode, 201, added.body)
      const after = (await call(ctx.app, 'GET', `${API}/jobs/${jobId}`, { token: team.admin.token })).json()
      assert.ok(after.updated_at > job.updated_at, 'the edit moved the job’s updated_at')
      const stale = await call(ctx.app, 'PUT', `${API}/jobs/${jobId}/pipeline/order`, {
        token: team.admin.token,
        headers,
        body: { stage_ids: (await stagesOf(jobId)).map((st) => st.id).reverse() },
      })
      assert.equal(stale.statusCode, 412)
      assert.deepEqual((await names(jobId)).slice(-1), ['Hired'], 'the stale reorder changed nothing')
    })

    test('a pipeline holds at most 30 stages', async () => {
      const jobId = await createJob()
      for (let n = (await stagesOf(jobId)).length; n < 30; n++) {
        assert.equal((await addStage(jobId, { name: `Step ${n}`, stage_type: 'custom' })).statusCode, 201)
      }
      const refused = await addStage(jobId, { name: 'One too many', stage_type: 'custom' })
      assert.equal(refused.statusCode, 409)
      assert.equal((await stagesOf(jobId)).length, 30)
    })

    /** An application of a new candidate on the job, placed in `stageId`. */
    async function applicationIn(jobId: string, stageId: string): Promise<string> {
      const candidate = await call(ctx.app, 'POST', `${API}/candidates`, { token: team.admin.token, body: { full_name: 'Stage Sitter' } })
      assert.equal(candidate.statusCode, 201, candidate.body)
      const res = await call(ctx.app, 'POST', `${API}/applications`, {
        token: team.admin.token,
        body: { candidate_id: candidate.json().id, job_id: jobId, stage_id: stageId },
      })
      assert.equal(res.statusCode, 201, res.body)
      return res.json().id
    }

    test('answers 409 when applications sit in the stage and no move_to_stage_id is given, a rejected one included', async () => {
      const jobId = await createJob()
      const stages = await stagesOf(jobId)
      const appId = await applicationIn(jobId, stages[1]!.id)
      const rejected = await call(ctx.app, 'POST', `${API}/applications/${appId}/status`, {
        token: team.admin.token,
        body: { status: 'rejected', rejection_reason_code: 'other' },
      })
      assert.equal(rejected.statusCode, 200, rejected.body)
      const res = await deleteStage(jobId, stages[1]!.id)
      assert.equal(res.statusCode, 409, res.body)
      assert.match(res.json().detail, /1 application/)
      assert.deepEqual(await names(jobId), DEFAULT_NAMES)
      const app = (await call(ctx.app, 'GET', `${API}/applications/${appId}`, { token: team.admin.token })).json()
      assert.equal(app.current_stage_id, stages[1]!.id)
    })

    test('a removed application does not hold the stage', async () => {
      const jobId = await createJob()
      const stages = await stagesOf(jobId)
      const appId = await applicationIn(jobId, stages[1]!.id)
      assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${appId}`, { token: team.admin.token })).statusCode, 204)
      assert.equal((await deleteStage(jobId, stages[1]!.id)).statusCode, 204)
    })

    test('moves the applications of the deleted stage to move_to_stage_id, each with a stage_move history row', async () => {
      const jobId = await createJob()
      const stages = await stagesOf(jobId)
      const [first, doomed, target] = stages as [StageItem, StageItem, StageItem]
      const moving = [await applicationIn(jobId, doomed.id), await applicationIn(jobId, doomed.id)]
      const staying = await applicationIn(jobId, first.id)
      const res = await deleteStage(jobId, doomed.id, { move_to_stage_id: target.id })
      assert.equal(res.statusCode, 204, res.body)
      assert.deepEqual(await names(jobId), ['New', 'Interview', 'Offer', 'Hired'])
      for (const id of moving) {
        const app = (await call(ctx.app, 'GET', `${API}/applications/${id}`, { token: team.admin.token })).json()
        assert.deepEqual([app.current_stage_id, app.stage_name, app.status], [target.id, 'Interview', 'active'])
        const history = (await call(ctx.app, 'GET', `${API}/applications/${id}/history`, { token: team.admin.token })).json().items
        const last = history.at(-1)
        assert.deepEqual(
          [last.change_type, last.from_stage_id, last.from_stage_name, last.to_stage_id, last.to_stage_name, last.changed_by_user_id],
          ['stage_move', doomed.id, 'Phone screen', target.id, 'Interview', team.admin.id],
        )
        assert.match(last.notes, /Phone screen/)
      }
      const untouched = (await call(ctx.app, 'GET', `${API}/applications/${staying}`, { token: team.admin.token })).json()
      assert.equal(untouched.current_stage_id, first.id)
      const audit = await call(ctx.app, 'GET', `${API}/audit-logs`, {
        token: team.admin.token,
        query: { resource_type: 'job', resource_id: jobId },
      })
      const deletion = audit.json().items.find((e: { action: string }) => e.action === 'pipeline_stage.deleted')
      assert.equal(deletion.changes.applications_moved, 2)
    })
  })

  describe('tenancy', () => {
    test('another tenant’s job answers 404 on every pipeline route and is left unchanged', async () => {
      const theirJob = await createJob(other)
      const theirStages = await stagesOf(theirJob, other)
      const stageUrl = `${API}/jobs/${theirJob}/pipeline/stages/${theirStages[1]!.id}`
      const attempts = [
        call(ctx.app, 'GET', `${API}/jobs/${theirJob}/pipeline`, { token: team.admin.token }),
        call(ctx.app, 'POST', `${API}/jobs/${theirJob}/pipeline/stages`, {
          token: team.admin.token,
          body: { name: 'X', stage_type: 'custom' },
        }),
        call(ctx.app, 'PUT', stageUrl, { token: team.admin.token, body: { name: 'Hijacked' } }),
        call(ctx.app, 'PUT', `${API}/jobs/${theirJob}/pipeline/order`, {
          token: team.admin.token,
          body: { stage_ids: [theirStages[1]!.id, theirStages[0]!.id, ...theirStages.slice(2).map((s) => s.id)] },
        }),
        call(ctx.app, 'DELETE', stageUrl, { token: team.admin.token }),
      ]
      for (const res of await Promise.all(attempts)) assert.equal(res.statusCode, 404, res.body)
      assert.deepEqual(await stagesOf(theirJob, other), theirStages)
    })

    test('another tenant’s stage on one of our jobs answers 404', async () => {
      const jobId = await createJob()
      const theirStage = (await stagesOf(await createJob(other), other))[0]!.id
      const url = `${API}/jobs/${jobId}/pipeline/stages/${theirStage}`
      assert.equal((await call(ctx.app, 'PUT', url, { token: team.admin.token, body: { name: 'X' } })).statusCode, 404)
      assert.equal((await call(ctx.app, 'DELETE', url, { token: team.admin.token })).statusCode, 404)
    })
  })

  describe('access', () => {
    test('hiring managers read the pipeline; only admins and recruiters edit it', async () => {
      const jobId = await createJob()
      const stages = await stagesOf(jobId)
      const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
      const stageUrl = `${API}/jobs/${jobId}/pipeline/stages/${stages[1]!.id}`
      const routes = [
        { method: 'GET' as const, url: `${API}/jobs/${jobId}/pipeline`, roles: JOB_READERS },
        {
          method: 'POST' as const,
          url: `${API}/jobs/${jobId}/pipeline/stages`,
          body: { name: 'Sneaky', stage_type: 'custom' },
          roles: RECRUITING,
        },
        { method: 'PUT' as const, url: stageUrl, body: { name: 'Sneaky' }, roles: RECRUITING },
        {
          method: 'PUT' as const,
          url: `${API}/jobs/${jobId}/pipeline/order`,
          body: { stage_ids: [stages[1]!.id, stages[0]!.id, ...stages.slice(2).map((s) => s.id)] },
          roles: RECRUITING,
        },
        { method: 'DELETE' as const, url: stageUrl, roles: RECRUITING },
      ]
      for (const route of routes) await assertGuarded(ctx.app, route, team.members, expired)
      assert.deepEqual(await stagesOf(jobId), stages, 'no refused call changed the pipeline')
    })

    test('a recruiter may edit the pipeline', async () => {
      const jobId = await createJob()
      const res = await addStage(jobId, { name: 'By recruiter', stage_type: 'custom' }, team.members.recruiter)
      assert.equal(res.statusCode, 201, res.body)
    })
  })

  describe('audit', () => {
    test('each stage edit writes an audit entry on the job, by the member who made it', async () => {
      const jobId = await createJob()
      const recruiter = team.members.recruiter
      const stages = await stagesOf(jobId)

      const added = await addStage(jobId, { name: 'Audited', stage_type: 'custom' }, recruiter)
      assert.equal(added.statusCode, 201)
      const renamed = await call(ctx.app, 'PUT', `${API}/jobs/${jobId}/pipeline/stages/${stages[0]!.id}`, {
        token: recruiter.token,
        body: { name: 'Inbox' },
      })
      assert.equal(renamed.statusCode, 200)
      const current = (await stagesOf(jobId)).map((s) => s.id)
      const reordered = await call(ctx.app, 'PUT', `${API}/jobs/${jobId}/pipeline/order`, {
        token: recruiter.token,
        body: { stage_ids: [current[1], current[0], ...current.slice(2)] },
      })
      assert.equal(reordered.statusCode, 200)
      const removed = await call(ctx.app, 'DELETE', `${API}/jobs/${jobId}/pipeline/stages/${added.json().id}`, { token: recruiter.token })
      assert.equal(removed.statusCode, 204)
      // A refused edit leaves no trace.
      assert.equal((await addStage(jobId, { name: 'Refused', stage_type: 'hired' }, recruiter)).statusCode, 422)

      const res = await call(ctx.app, 'GET', `${API}/audit-logs`, {
        token: team.admin.token,
        query: { resource_type: 'job', resource_id: jobId, actor_id: recruiter.id, page_size: 100 },
      })
      assert.equal(res.statusCode, 200, res.body)
      const entries: { action: string; resource_type: string; resource_id: string; actor_id: string; changes: Record<string, unknown> }[] =
        res.json().items
      assert.deepEqual(entries.map((e) => e.action).sort(), [
        'pipeline.reordered',
        'pipeline_stage.created',
        'pipeline_stage.deleted',
        'pipeline_stage.updated',
      ])
      for (const entry of entries) {
        assert.equal(entry.resource_type, 'job')
        assert.equal(entry.resource_id, jobId)
        assert.equal(entry.actor_id, recruiter.id)
      }
      const update = entries.find((e) => e.action === 'pipeline_stage.updated')!
      assert.equal(update.changes.stage_id, stages[0]!.id)
      assert.equal(update.changes.name, 'Inbox')
    })
  })
})
