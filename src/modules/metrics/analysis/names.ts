import type { Database } from '../../../db/database.ts'
import { readCatalog } from '../../data-api/catalog.ts'
import type { StageType } from '../../pipelines/pipelines.port.ts'

export interface TemplateOutline {
  name: string
  /** The template's stage types in its order, each once. */
  stageTypes: StageType[]
}

export interface CatalogNames {
  member(id: string): string | null
  rejectionLabel(code: string): string | null
  template(id: string): TemplateOutline | undefined
}

/**
 * The names and labels shown beside ids and codes, taken from the Data API catalog: they are then
 * the ones a client finds when it joins the tables with /catalog (members who left and retired
 * rejection reasons included, deleted templates not).
 */
export async function catalogNames(db: Database, tenantId: string): Promise<CatalogNames> {
  // The analysis shows no departments list, so none is passed in.
  const catalog = await readCatalog(db, tenantId, [])
  const members = new Map(catalog.members.map((m) => [m.id as string, m.full_name as string]))
  const labels = new Map(catalog.rejection_reasons.map((r) => [r.code as string, r.label as string]))
  const templates = new Map(
    catalog.pipeline_templates.map((t) => {
      const stages = t.stages as { stage_type: StageType }[]
      return [t.id as string, { name: t.name as string, stageTypes: [...new Set(stages.map((s) => s.stage_type))] }]
    }),
  )
  return {
    member: (id) => members.get(id) ?? null,
    rejectionLabel: (code) => labels.get(code) ?? null,
    template: (id) => templates.get(id),
  }
}
