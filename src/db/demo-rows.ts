import { sql, type Transaction } from 'kysely'
import { CANDIDATE_FILE_PURPOSES } from '../modules/candidates/candidates.port.ts'
import type { DB } from './types.ts'
import type { Handle } from './database.ts'

/**
 * The demo data of a tenant spans every recruiting table, so finding and removing it belongs to
 * no single module. Demo rows are the ones marked `is_demo`; everything hanging off a demo
 * application (its history, interviews, evaluations, offers) goes with it whatever its own flag,
 * because it cannot outlive the application and describes a demo person anyway.
 */

const demoApplications = (db: Handle, tenantId: string) =>
  db.selectFrom('applications').select('id').where('tenant_id', '=', tenantId).where('is_demo', '=', true)
const demoCandidates = (db: Handle, tenantId: string) =>
  db.selectFrom('candidates').select('id').where('tenant_id', '=', tenantId).where('is_demo', '=', true)
const demoJobs = (db: Handle, tenantId: string) =>
  db.selectFrom('jobs').select('id').where('tenant_id', '=', tenantId).where('is_demo', '=', true)
const demoMembers = (db: Handle, tenantId: string) =>
  db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('is_demo', '=', true)

/** Whether the tenant holds demo data: its members, jobs, candidates or applications. */
export async function hasDemoRows(db: Handle, tenantId: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    SELECT EXISTS (SELECT 1 FROM users WHERE tenant_id = ${tenantId} AND is_demo)
        OR EXISTS (SELECT 1 FROM jobs WHERE tenant_id = ${tenantId} AND is_demo)
        OR EXISTS (SELECT 1 FROM candidates WHERE tenant_id = ${tenantId} AND is_demo)
        OR EXISTS (SELECT 1 FROM applications WHERE tenant_id = ${tenantId} AND is_demo) AS found`.execute(db)
  return rows[0]!.found
}

/** Real rows that would point at nothing once the demo rows are gone, by what a person is told about them. */
const TIES = {
  on_demo_jobs: 'real application(s) are on demo jobs',
  of_demo_candidates: 'real application(s) belong to demo candidates',
  duplicates_of_demo:
    'real candidate(s) are merged into, or flagged as duplicates of, demo candidates (clear the flag or merge them elsewhere first)',
  assigned_to_demo: 'real application(s) are assigned to demo members',
  jobs_by_demo: 'real job(s) were created by demo members',
  interviews_with_demo: 'real interview(s) have demo members among their interviewers',
  evaluations_by_demo: 'real evaluation(s) were written by demo members',
  offers_by_demo: 'real offer(s) were made by demo members',
  changes_by_demo: 'real stage change(s) were made by demo members',
} as const

/**
 * Real records that a demo record holds on to, each as a sentence for the one who asked to
 * remove the demo. Empty when the demo can go.
 */
export async function realRowsTiedToDemo(trx: Transaction<DB>, tenantId: string): Promise<string[]> {
  const t = tenantId
  // Rows hanging off demo applications go with them, so they tie nothing.
  const real = (table: string) => sql`FROM ${sql.table(table)} WHERE tenant_id = ${t} AND application_id NOT IN (SELECT id FROM demo_apps)`
  const { rows } = await sql<Record<keyof typeof TIES, string | number>>`
    WITH demo_apps AS (SELECT id FROM applications WHERE tenant_id = ${t} AND is_demo),
         demo_jobs AS (SELECT id FROM jobs WHERE tenant_id = ${t} AND is_demo),
         demo_candidates AS (SELECT id FROM candidates WHERE tenant_id = ${t} AND is_demo),
         demo_members AS (SELECT id FROM users WHERE tenant_id = ${t} AND is_demo)
    SELECT
      (SELECT count(*) FROM applications WHERE tenant_id = ${t} AND NOT is_demo AND job_id IN (SELECT id FROM demo_jobs)) AS on_demo_jobs,
      (SELECT count(*) FROM applications WHERE tenant_id = ${t} AND NOT is_demo AND candidate_id IN (SELECT id FROM demo_candidates)) AS of_demo_candidates,
      (SELECT count(*) FROM candidates WHERE tenant_id = ${t} AND NOT is_demo AND duplicate_of_id IN (SELECT id FROM demo_candidates)) AS duplicates_of_demo,
      (SELECT count(*) FROM applications WHERE tenant_id = ${t} AND NOT is_demo AND assigned_recruiter_id IN (SELECT id FROM demo_members)) AS assigned_to_demo,
      (SELECT count(*) FROM jobs WHERE tenant_id = ${t} AND NOT is_demo AND created_by IN (SELECT id FROM demo_members)) AS jobs_by_demo,
      (SELECT count(*) ${real('interviews')} AND interviewer_ids && ARRAY(SELECT id FROM demo_members)) AS interviews_with_demo,
      (SELECT count(*) ${real('evaluations')} AND evaluator_id IN (SELECT id FROM demo_members)) AS evaluations_by_demo,
      (SELECT count(*) ${real('offers')} AND created_by IN (SELECT id FROM demo_members)) AS offers_by_demo,
      (SELECT count(*) ${real('stage_transitions')} AND changed_by_user_id IN (SELECT id FROM demo_members)) AS changes_by_demo`.execute(
    trx,
  )
  const found = rows[0]!
  return (Object.keys(TIES) as (keyof typeof TIES)[]).filter((key) => Number(found[key]) > 0).map((key) => `${found[key]} ${TIES[key]}`)
}

export interface DeletedDemoRows {
  counts: Record<string, number>
  /** Storage keys of the deleted candidate files: their bytes go once the transaction commits. */
  fileKeys: string[]
}

/**
 * Hard-deletes the tenant's demo rows, children before parents, in the caller's transaction. The
 * demo pipeline template goes too unless a real job was made from it or it became the default.
 * Code counters are left alone: codes handed out once are never handed out again.
 */
export async function deleteDemoRows(trx: Transaction<DB>, tenantId: string): Promise<DeletedDemoRows> {
  const counts: Record<string, number> = {}
  const note = (table: string, result: { numDeletedRows: bigint }[]) => {
    counts[table] = result.reduce((sum, r) => sum + Number(r.numDeletedRows), 0)
  }
  const apps = () => demoApplications(trx, tenantId)
  for (const table of ['evaluations', 'interview_schedule_links', 'interviews', 'offers', 'stage_transitions'] as const) {
    note(table, await trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('application_id', 'in', apps()).execute())
  }
  note('applications', await trx.deleteFrom('applications').where('tenant_id', '=', tenantId).where('is_demo', '=', true).execute())

  note(
    'talent_pool',
    await trx
      .deleteFrom('talent_pool')
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', 'in', demoCandidates(trx, tenantId))
      .execute(),
  )
  const files = await trx
    .deleteFrom('files')
    .where('tenant_id', '=', tenantId)
    .where('purpose', 'in', CANDIDATE_FILE_PURPOSES)
    .where((eb) =>
      eb.or([
        eb('resource_id', 'in', demoCandidates(trx, tenantId)),
        eb('id', 'in', demoCandidates(trx, tenantId).clearSelect().select('avatar_file_id').where('avatar_file_id', 'is not', null)),
      ]),
    )
    .returning('storage_key')
    .execute()
  counts.files = files.length
  note('candidates', await trx.deleteFrom('candidates').where('tenant_id', '=', tenantId).where('is_demo', '=', true).execute())

  note(
    'pipeline_stages',
    await trx.deleteFrom('pipeline_stages').where('tenant_id', '=', tenantId).where('job_id', 'in', demoJobs(trx, tenantId)).execute(),
  )
  note('jobs', await trx.deleteFrom('jobs').where('tenant_id', '=', tenantId).where('is_demo', '=', true).execute())

  const templates = trx
    .selectFrom('pipeline_templates as t')
    .select('t.id')
    .where('t.tenant_id', '=', tenantId)
    .where('t.is_demo', '=', true)
    .where('t.is_default', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('jobs as j').select('j.id').where('j.tenant_id', '=', tenantId).whereRef('j.pipeline_template_id', '=', 't.id')),
      ),
    )
  const templateIds = (await templates.execute()).map((t) => t.id)
  if (templateIds.length > 0) {
    await trx.deleteFrom('pipeline_template_stages').where('tenant_id', '=', tenantId).where('template_id', 'in', templateIds).execute()
    await trx.deleteFrom('pipeline_templates').where('tenant_id', '=', tenantId).where('id', 'in', templateIds).execute()
  }
  counts.pipeline_templates = templateIds.length

  // A demo member has no password and so no sessions; the delete is there so that one that
  // somehow got a session cannot block the removal.
  await trx.deleteFrom('refresh_tokens').where('tenant_id', '=', tenantId).where('user_id', 'in', demoMembers(trx, tenantId)).execute()
  note('users', await trx.deleteFrom('users').where('tenant_id', '=', tenantId).where('is_demo', '=', true).execute())
  return { counts, fileKeys: files.map((f) => f.storage_key) }
}
