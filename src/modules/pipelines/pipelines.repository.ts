import { sql, type Insertable, type Kysely, type Transaction } from 'kysely'
import { findLiveRow, lockLiveRow } from '../../db/live-rows.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { PipelineStagesTable, PipelineTemplateStagesTable, PipelineTemplatesTable } from './pipelines.table.ts'
import type { Handle } from '../../db/database.ts'
import type { JobStage } from './pipelines.port.ts'

// ---- templates

export function insertTemplate(trx: Transaction<DB>, template: Insertable<PipelineTemplatesTable>) {
  return trx.insertInto('pipeline_templates').values(template).returningAll().executeTakeFirstOrThrow()
}

export function insertTemplateStages(trx: Transaction<DB>, stages: Insertable<PipelineTemplateStagesTable>[]) {
  return trx.insertInto('pipeline_template_stages').values(stages).execute()
}

export function deleteTemplateStages(trx: Transaction<DB>, tenantId: string, templateId: string) {
  return trx.deleteFrom('pipeline_template_stages').where('tenant_id', '=', tenantId).where('template_id', '=', templateId).execute()
}

export function findTemplate(db: Handle, tenantId: string, id: string) {
  return findLiveRow(db, 'pipeline_templates', tenantId, id)
}

export function findTemplateForUpdate(trx: Transaction<DB>, tenantId: string, id: string) {
  return lockLiveRow(trx, 'pipeline_templates', tenantId, id)
}

/** The tenant's live templates: reads that leave deleted templates out start here. */
function templatesOf(db: Handle, tenantId: string) {
  return db.selectFrom('pipeline_templates').where('tenant_id', '=', tenantId).where('is_deleted', '=', false)
}

export function findDefaultTemplate(db: Handle, tenantId: string) {
  return templatesOf(db, tenantId).selectAll().where('is_default', '=', true).executeTakeFirst()
}

export function templateStages(db: Handle, tenantId: string, templateIds: string[]) {
  if (templateIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('pipeline_template_stages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('template_id', 'in', templateIds)
    .orderBy('template_id')
    .orderBy('sort_order')
    .execute()
}

export function listTemplates(db: Kysely<DB>, tenantId: string, page: PageRequest) {
  const query = templatesOf(db, tenantId)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

export function updateTemplate(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  changes: { name?: string; is_default?: boolean; is_deleted?: boolean },
) {
  return trx
    .updateTable('pipeline_templates')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function clearDefaultTemplate(trx: Transaction<DB>, tenantId: string) {
  return trx
    .updateTable('pipeline_templates')
    .set({ is_default: false, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('is_default', '=', true)
    .execute()
}

// ---- a job's stages

export function insertJobStages(trx: Transaction<DB>, stages: Insertable<PipelineStagesTable>[]) {
  return trx.insertInto('pipeline_stages').values(stages).returningAll().execute()
}

/** What a job's stage is to the rest of the service (the pipelines port); its timestamps stay here. */
const JOB_STAGE_COLUMNS = [
  'id',
  'job_id',
  'name',
  'stage_type',
  'sort_order',
  'is_terminal',
  'is_optional',
] as const satisfies readonly (keyof JobStage)[]

export function jobStages(db: Handle, tenantId: string, jobId: string): Promise<JobStage[]> {
  return db
    .selectFrom('pipeline_stages')
    .select(JOB_STAGE_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .execute()
}

export function updateJobStage(trx: Transaction<DB>, tenantId: string, id: string, changes: { name?: string; is_optional?: boolean }) {
  return trx
    .updateTable('pipeline_stages')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Makes room at `position` by moving it and every later stage one place down. */
export function shiftStagesFrom(trx: Transaction<DB>, tenantId: string, jobId: string, position: number) {
  return trx
    .updateTable('pipeline_stages')
    .set({ sort_order: sql`sort_order + 1`, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .where('sort_order', '>=', position)
    .execute()
}

/** Writes `sort_order` 1…n in the given order, in one statement. */
export function renumberStages(trx: Transaction<DB>, tenantId: string, jobId: string, orderedIds: string[]) {
  if (orderedIds.length === 0) return Promise.resolve()
  return sql`
    UPDATE pipeline_stages AS s
    SET sort_order = o.position, updated_at = greatest(now(), s.updated_at + interval '1 millisecond')
    FROM unnest(${sql.val(orderedIds)}::uuid[]) WITH ORDINALITY AS o(id, position)
    WHERE s.tenant_id = ${tenantId} AND s.job_id = ${jobId} AND s.id = o.id AND s.sort_order <> o.position
  `.execute(trx)
}

/** Every column an import may set on a stage it matched by name. */
export function rewriteJobStage(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  changes: Pick<PipelineStagesTable, 'name' | 'stage_type' | 'sort_order' | 'is_terminal' | 'is_optional'>,
) {
  return trx
    .updateTable('pipeline_stages')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute()
}

export function stagesOfJobs(db: Handle, tenantId: string, jobIds: readonly string[]): Promise<JobStage[]> {
  if (jobIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('pipeline_stages')
    .select(JOB_STAGE_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('job_id', 'in', jobIds)
    .orderBy('job_id')
    .orderBy('sort_order')
    .execute()
}

export function liveTemplates(db: Handle, tenantId: string) {
  return templatesOf(db, tenantId).selectAll().execute()
}

export function deleteJobStage(trx: Transaction<DB>, tenantId: string, id: string) {
  return trx.deleteFrom('pipeline_stages').where('tenant_id', '=', tenantId).where('id', '=', id).execute()
}
