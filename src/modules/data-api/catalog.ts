import type { Database } from '../../db/database.ts'
import { ROLES } from '../../platform/auth/roles.ts'
import { SOURCE_KINDS } from '../candidates/candidates.port.ts'
import { STAGE_TYPES } from '../pipelines/pipelines.port.ts'
import { field, pickFields, type FieldDef } from './tables/fields.ts'

/**
 * The Data API catalog: the lookup lists the tables refer to by id or code, declared once like
 * the tables (schema, guide and tests read these declarations).
 */
const stageFields = [
  field('id', 'uuid'),
  field('name', 'string'),
  field('stage_type', 'string', { values: STAGE_TYPES }),
  field('sort_order', 'int'),
  field('is_terminal', 'bool'),
  field('is_optional', 'bool'),
]

export const CATALOG_PARTS = {
  pipeline_templates: {
    description: 'Pipeline templates with their stages; jobs.pipeline_template_id refers to id',
    fields: [
      field('id', 'uuid'),
      field('name', 'string'),
      field('is_default', 'bool', { note: 'the template new jobs get unless told otherwise' }),
      field('stages', 'list', { of: stageFields, note: 'in pipeline order' }),
    ],
  },
  custom_sources: {
    description: 'Source kinds the company defined besides the built-in ones; `value` appears in `source` fields',
    fields: [
      field('name', 'string', { note: 'display name' }),
      field('value', 'string', { note: 'the value used in source fields' }),
      field('parent_source', 'string', { values: SOURCE_KINDS, note: 'the built-in kind it belongs under' }),
    ],
  },
  rejection_reasons: {
    description: 'Rejection reasons; applications.rejection_reason_code refers to code (retired reasons included)',
    fields: [field('code', 'string'), field('label', 'string')],
  },
  members: {
    description: 'Members of the company (never their e-mail); ids in recruiter, interviewer, evaluator and changed_by fields refer to id',
    fields: [
      field('id', 'uuid'),
      field('full_name', 'string'),
      field('role', 'string', { values: ROLES }),
      field('is_active', 'bool', { note: 'false: the member left or was deactivated' }),
    ],
  },
  departments: field('departments', 'list', { of: 'string', note: 'departments named on jobs that are not deleted' }),
} satisfies Record<string, { description: string; fields: FieldDef[] } | FieldDef>

export interface Catalog {
  pipeline_templates: Record<string, unknown>[]
  custom_sources: Record<string, unknown>[]
  rejection_reasons: Record<string, unknown>[]
  members: Record<string, unknown>[]
  departments: string[]
}

/** Reads every list of a tenant's catalog; departments come from the jobs module. */
export async function readCatalog(db: Database, tenantId: string, departments: string[]): Promise<Catalog> {
  const [templates, stages, sources, reasons, members] = await Promise.all([
    db
      .selectFrom('pipeline_templates')
      .select(['id', 'name', 'is_default'])
      .where('tenant_id', '=', tenantId)
      .where('is_deleted', '=', false)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('pipeline_template_stages as s')
      .innerJoin('pipeline_templates as p', (join) => join.onRef('p.tenant_id', '=', 's.tenant_id').onRef('p.id', '=', 's.template_id'))
      .select(['s.template_id', 's.id', 's.name', 's.stage_type', 's.sort_order', 's.is_terminal', 's.is_optional'])
      .where('s.tenant_id', '=', tenantId)
      .where('p.is_deleted', '=', false)
      .orderBy('s.template_id')
      .orderBy('s.sort_order')
      .execute(),
    db.selectFrom('custom_sources').select(['name', 'value', 'parent_source']).where('tenant_id', '=', tenantId).orderBy('value').execute(),
    db.selectFrom('rejection_reasons').select(['code', 'label']).where('tenant_id', '=', tenantId).orderBy('code').execute(),
    // Only what the catalog shows: the e-mail is not even read.
    db
      .selectFrom('users')
      .select(['id', 'full_name', 'role', 'is_active'])
      .where('tenant_id', '=', tenantId)
      .orderBy('full_name')
      .orderBy('id')
      .execute(),
  ])
  return {
    pipeline_templates: templates.map((t) =>
      pickFields(CATALOG_PARTS.pipeline_templates.fields, { ...t, stages: stages.filter((s) => s.template_id === t.id) }),
    ),
    custom_sources: sources.map((s) => pickFields(CATALOG_PARTS.custom_sources.fields, s)),
    rejection_reasons: reasons.map((r) => pickFields(CATALOG_PARTS.rejection_reasons.fields, r)),
    members: members.map((m) => pickFields(CATALOG_PARTS.members.fields, m)),
    departments,
  }
}
