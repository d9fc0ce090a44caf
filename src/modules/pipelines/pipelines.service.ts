import { newRowId } from '../../platform/ids.ts'
import type { Insertable, Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changeLockedRow, type Precondition } from '../../platform/concurrency.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import { type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import * as repo from './pipelines.repository.ts'
import type { PipelineStagesTable, PipelineTemplateRow, TemplateStageRow } from './pipelines.table.ts'
import type { JobStage, PipelineTemplate, StageInput, StageOccupancy, StageType } from './pipelines.port.ts'
import { lockNames } from '../../db/locks.ts'

export type { StageInput } from './pipelines.port.ts'

/** What a new tenant starts with, and what a job gets when its tenant has no default template. */
export const DEFAULT_STAGES: StageInput[] = [
  { name: 'New', stage_type: 'applied' },
  { name: 'Phone screen', stage_type: 'screening' },
  { name: 'Interview', stage_type: 'interview' },
  { name: 'Offer', stage_type: 'offer' },
  { name: 'Hired', stage_type: 'hired', is_terminal: true },
]

/** A stage of a job's pipeline or of a template, as the API shows it. */
export function presentStage(row: Omit<JobStage, 'job_id'>) {
  return {
    id: row.id,
    name: row.name,
    stage_type: row.stage_type,
    sort_order: row.sort_order,
    is_terminal: row.is_terminal,
    is_optional: row.is_optional,
  }
}

function presentTemplate(row: PipelineTemplateRow, stages: TemplateStageRow[]) {
  return {
    id: row.id,
    name: row.name,
    is_default: row.is_default,
    stages: stages.map(presentStage),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/**
 * A pipeline ends in exactly one terminal stage, of type `hired`: reaching it is what hiring
 * means, so it is last and nothing follows it.
 */
export function checkPipelineShape(stages: Pick<StageInput, 'stage_type' | 'is_terminal'>[], field = 'stages'): void {
  const terminals = stages.filter((s) => s.is_terminal)
  const last = stages[stages.length - 1]
  const problem =
    terminals.length !== 1
      ? 'A pipeline needs exactly one terminal stage'
      : !last?.is_terminal
        ? 'The terminal stage must be the last stage'
        : last.stage_type !== 'hired'
          ? 'The terminal stage must be of type hired'
          : stages.some((s) => s.stage_type === 'hired' && !s.is_terminal)
            ? 'Only the terminal stage may be of type hired'
            : undefined
  if (problem) throw ValidationFailed.single(['body', field], problem, 'pipeline_shape')
}

interface Deps {
  db: Database
  audit: AuditService
  occupancy: StageOccupancy
}

/**
 * Unsets the tenant's current default. Changes of default queue on a per-tenant lock: without it
 * two requests each clear the old default and then both insert a new one.
 */
async function takeDefaultFrom(trx: Transaction<DB>, tenantId: string): Promise<void> {
  await lockNames(trx, `pipeline-default:${tenantId}`)
  await repo.clearDefaultTemplate(trx, tenantId)
}

/** More stages than anyone reviews in one pipeline; also the most a reorder can list. */
export const MAX_STAGES = 30

export function createPipelinesService({ db, audit, occupancy }: Deps) {
  async function writeTemplateStages(trx: Transaction<DB>, tenantId: string, templateId: string, stages: StageInput[]) {
    await repo.insertTemplateStages(
      trx,
      stages.map((stage, index) => ({
        tenant_id: tenantId,
        id: newRowId(),
        template_id: templateId,
        name: stage.name.trim(),
        stage_type: stage.stage_type,
        sort_order: index + 1,
        is_terminal: stage.is_terminal ?? false,
        is_optional: stage.is_optional ?? false,
      })),
    )
  }

  async function loadTemplate(handle: Database | Transaction<DB>, tenantId: string, row: PipelineTemplateRow) {
    return presentTemplate(row, await repo.templateStages(handle, tenantId, [row.id]))
  }

  return {
    /** Tenant setup: the default template every new tenant starts from. */
    async createDefaultTemplate(trx: Transaction<DB>, tenantId: string): Promise<void> {
      const template = await repo.insertTemplate(trx, { tenant_id: tenantId, id: newRowId(), name: 'Standard hiring', is_default: true })
      await writeTemplateStages(trx, tenantId, template.id, DEFAULT_STAGES)
    },

    async listTemplates(actor: Actor, page: PageRequest) {
      const result = await repo.listTemplates(db, actor.tenantId, page)
      const stages = await repo.templateStages(
        db,
        actor.tenantId,
        result.items.map((t) => t.id),
      )
      return {
        ...result,
        items: result.items.map((t) =>
          presentTemplate(
            t,
            stages.filter((s) => s.template_id === t.id),
          ),
        ),
      }
    },

    async getTemplate(actor: Actor, id: string) {
      const row = await repo.findTemplate(db, actor.tenantId, id)
      if (!row) throw new NotFound('Pipeline template')
      return loadTemplate(db, actor.tenantId, row)
    },

    /** `isDemo` marks a template the demo data brings, removed with it when no real job uses it. */
    async createTemplate(
      actor: Actor,
      input: { name: string; is_default?: boolean; stages: StageInput[] },
      options: { isDemo?: boolean } = {},
    ) {
      checkPipelineShape(input.stages)
      return db.transaction().execute(async (trx) => {
        if (input.is_default) await takeDefaultFrom(trx, actor.tenantId)
        const row = await repo.insertTemplate(trx, {
          tenant_id: actor.tenantId,
          id: newRowId(),
          name: input.name.trim(),
          is_default: input.is_default ?? false,
          is_demo: options.isDemo ?? false,
        })
        await writeTemplateStages(trx, actor.tenantId, row.id, input.stages)
        await audit.record(trx, actor, {
          action: 'pipeline_template.created',
          resourceType: 'pipeline_template',
          resourceId: row.id,
          changes: { name: row.name, is_default: row.is_default, stages: input.stages.map((s) => s.name) },
        })
        return loadTemplate(trx, actor.tenantId, row)
      })
    },

    async updateTemplate(
      actor: Actor,
      id: string,
      input: { name?: string; is_default?: boolean; stages?: StageInput[] },
      precondition: Precondition,
    ) {
      if (input.stages) checkPipelineShape(input.stages)
      const lock = (trx: Transaction<DB>) => repo.findTemplateForUpdate(trx, actor.tenantId, id)
      return changeLockedRow(db, 'Pipeline template', lock, precondition, async (trx, current) => {
        if (input.is_default === false && current.is_default) {
          throw new Conflict('Make another template the default instead of unsetting this one')
        }
        if (input.is_default && !current.is_default) await takeDefaultFrom(trx, actor.tenantId)
        // Jobs keep the stages they copied; only jobs created from now on see new stages.
        if (input.stages) {
          await repo.deleteTemplateStages(trx, actor.tenantId, id)
          await writeTemplateStages(trx, actor.tenantId, id, input.stages)
        }
        const row = await repo.updateTemplate(trx, actor.tenantId, id, {
          ...(input.name !== undefined ? { name: input.name.trim() } : {}),
          ...(input.is_default !== undefined ? { is_default: input.is_default } : {}),
        })
        await audit.record(trx, actor, {
          action: 'pipeline_template.updated',
          resourceType: 'pipeline_template',
          resourceId: id,
          changes: { ...input, stages: input.stages?.map((s) => s.name) },
        })
        return loadTemplate(trx, actor.tenantId, row)
      })
    },

    async deleteTemplate(actor: Actor, id: string) {
      await db.transaction().execute(async (trx) => {
        const current = await repo.findTemplateForUpdate(trx, actor.tenantId, id)
        if (!current) throw new NotFound('Pipeline template')
        if (current.is_default) throw new Conflict('The default template cannot be deleted; make another one the default first')
        await repo.updateTemplate(trx, actor.tenantId, id, { is_deleted: true })
        await audit.record(trx, actor, { action: 'pipeline_template.deleted', resourceType: 'pipeline_template', resourceId: id })
      })
    },

    /**
     * Copies a template's stages to a new job (the tenant's default when none is named) and
     * answers the template id the job records.
     */
    async copyStagesToJob(trx: Transaction<DB>, tenantId: string, jobId: string, templateId: string | undefined) {
      const template = templateId ? await repo.findTemplate(trx, tenantId, templateId) : await repo.findDefaultTemplate(trx, tenantId)
      if (templateId && !template) {
        throw ValidationFailed.single(['body', 'pipeline_template_id'], 'No such pipeline template', 'not_found')
      }
      const source: StageInput[] = template ? await repo.templateStages(trx, tenantId, [template.id]) : DEFAULT_STAGES
      await repo.insertJobStages(
        trx,
        source.map((stage, index) => ({
          tenant_id: tenantId,
          id: newRowId(),
          job_id: jobId,
          name: stage.name,
          stage_type: stage.stage_type,
          sort_order: index + 1,
          is_terminal: stage.is_terminal ?? false,
          is_optional: stage.is_optional ?? false,
        })),
      )
      return template?.id ?? null
    },

    stagesOfJob: (trx: Database | Transaction<DB>, tenantId: string, jobId: string) => repo.jobStages(trx, tenantId, jobId),

    /** The stages of several jobs at once, each job's in pipeline order. */
    stagesOfJobs: (handle: Database | Transaction<DB>, tenantId: string, jobIds: readonly string[]) =>
      repo.stagesOfJobs(handle, tenantId, jobIds),

    /** The tenant's templates with their stages, for imports that name a template. */
    async templatesWithStages(handle: Database | Transaction<DB>, tenantId: string): Promise<PipelineTemplate[]> {
      const templates = await repo.liveTemplates(handle, tenantId)
      const stages = await repo.templateStages(
        handle,
        tenantId,
        templates.map((t) => t.id),
      )
      return templates.map((t) => ({
        id: t.id,
        name: t.name,
        is_default: t.is_default,
        stages: stages
          .filter((s) => s.template_id === t.id)
          .map(({ name, stage_type, is_terminal, is_optional }) => ({ name, stage_type, is_terminal, is_optional })),
      }))
    },

    /**
     * Gives an imported job exactly these stages, in this order. Stages are matched by name
     * (ignoring case and surrounding spaces), so that a job imported again keeps the ids its
     * applications point at: a matched stage is rewritten in place, a new name is added, and a
     * name no longer listed is removed unless applications are still in it. Answers whether
     * anything changed.
     */
    async importJobStages(trx: Transaction<DB>, tenantId: string, jobId: string, stages: StageInput[]): Promise<boolean> {
      checkPipelineShape(stages)
      const key = (name: string) => name.trim().toLowerCase()
      // What is left here once every wanted stage took its match is what the job no longer has.
      const unmatched = await repo.jobStages(trx, tenantId, jobId)
      let changed = false
      const added: Insertable<PipelineStagesTable>[] = []
      for (const [index, stage] of stages.entries()) {
        const wanted = {
          name: stage.name.trim(),
          stage_type: stage.stage_type,
          sort_order: index + 1,
          is_terminal: stage.is_terminal ?? false,
          is_optional: stage.is_optional ?? false,
        }
        const at = unmatched.findIndex((s) => key(s.name) === key(stage.name))
        const found = at >= 0 ? unmatched.splice(at, 1)[0] : undefined
        if (!found) {
          added.push({ ...wanted, tenant_id: tenantId, id: newRowId(), job_id: jobId })
        } else if (Object.entries(wanted).some(([k, v]) => found[k as keyof typeof wanted] !== v)) {
          await repo.rewriteJobStage(trx, tenantId, found.id, wanted)
          changed = true
        }
      }
      for (const gone of unmatched) {
        const occupants = await occupancy.count(trx, tenantId, gone.id)
        if (occupants > 0)
          throw new Conflict(`The stage "${gone.name}" still holds ${occupants} application(s); keep it in the job's stages`)
        await repo.deleteJobStage(trx, tenantId, gone.id)
        changed = true
      }
      if (added.length > 0) await repo.insertJobStages(trx, added)
      return changed || added.length > 0
    },

    /** The job row is locked by the caller, so the numbering below cannot interleave with another change. */
    async addStage(
      trx: Transaction<DB>,
      actor: Actor,
      jobId: string,
      input: { name: string; stage_type: StageType; position?: number; is_optional?: boolean },
    ) {
      if (input.stage_type === 'hired') {
        throw ValidationFailed.single(['body', 'stage_type'], 'A pipeline has one hired stage, its last', 'pipeline_shape')
      }
      const stages = await repo.jobStages(trx, actor.tenantId, jobId)
      if (stages.length >= MAX_STAGES) throw new Conflict(`A pipeline has at most ${MAX_STAGES} stages`)
      const terminal = stages.find((s) => s.is_terminal)
      const lastAllowed = terminal ? terminal.sort_order : stages.length + 1
      const position = input.position ?? lastAllowed
      if (position > lastAllowed) {
        throw ValidationFailed.single(
          ['body', 'position'],
          `Position must be between 1 and ${lastAllowed}: nothing follows the hired stage`,
          'less_than_equal',
        )
      }
      await repo.shiftStagesFrom(trx, actor.tenantId, jobId, position)
      const [stage] = await repo.insertJobStages(trx, [
        {
          tenant_id: actor.tenantId,
          id: newRowId(),
          job_id: jobId,
          name: input.name.trim(),
          stage_type: input.stage_type,
          sort_order: position,
          is_terminal: false,
          is_optional: input.is_optional ?? false,
        },
      ])
      await audit.record(trx, actor, {
        action: 'pipeline_stage.created',
        resourceType: 'job',
        resourceId: jobId,
        changes: { stage_id: stage!.id, name: stage!.name, stage_type: stage!.stage_type, position },
      })
      return presentStage(stage!)
    },

    async updateStage(trx: Transaction<DB>, actor: Actor, jobId: string, stageId: string, input: { name?: string; is_optional?: boolean }) {
      const stage = (await repo.jobStages(trx, actor.tenantId, jobId)).find((s) => s.id === stageId)
      if (!stage) throw new NotFound('Stage')
      if (stage.is_terminal && input.is_optional) {
        throw ValidationFailed.single(['body', 'is_optional'], 'The hired stage cannot be skipped', 'pipeline_shape')
      }
      const updated = await repo.updateJobStage(trx, actor.tenantId, stageId, {
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.is_optional !== undefined ? { is_optional: input.is_optional } : {}),
      })
      await audit.record(trx, actor, {
        action: 'pipeline_stage.updated',
        resourceType: 'job',
        resourceId: jobId,
        changes: { stage_id: stageId, ...input },
      })
      return presentStage(updated)
    },

    async reorderStages(trx: Transaction<DB>, actor: Actor, jobId: string, stageIds: string[]) {
      const stages = await repo.jobStages(trx, actor.tenantId, jobId)
      const known = new Set(stages.map((s) => s.id))
      const isPermutation =
        stageIds.length === stages.length && new Set(stageIds).size === stageIds.length && stageIds.every((id) => known.has(id))
      if (!isPermutation) {
        throw ValidationFailed.single(['body', 'stage_ids'], 'stage_ids must list every stage of the job exactly once', 'permutation')
      }
      const byId = new Map(stages.map((s) => [s.id, s]))
      checkPipelineShape(
        stageIds.map((id) => byId.get(id)!),
        'stage_ids',
      )
      await repo.renumberStages(trx, actor.tenantId, jobId, stageIds)
      await audit.record(trx, actor, {
        action: 'pipeline.reordered',
        resourceType: 'job',
        resourceId: jobId,
        changes: { stage_ids: stageIds },
      })
      return (await repo.jobStages(trx, actor.tenantId, jobId)).map(presentStage)
    },

    async deleteStage(trx: Transaction<DB>, actor: Actor, jobId: string, stageId: string, moveToStageId: string | undefined) {
      const stages = await repo.jobStages(trx, actor.tenantId, jobId)
      const stage = stages.find((s) => s.id === stageId)
      if (!stage) throw new NotFound('Stage')
      if (stage.is_terminal) throw new Conflict('The hired stage cannot be deleted')
      if (stages.filter((s) => !s.is_terminal).length === 1) {
        throw new Conflict('A pipeline keeps at least one stage before the hired stage')
      }
      // Hiring is a decision made per application, never a side effect of tidying a pipeline.
      const target = stages.find((s) => s.id === moveToStageId)
      if (moveToStageId !== undefined && (moveToStageId === stageId || !target || target.is_terminal)) {
        throw ValidationFailed.single(
          ['query', 'move_to_stage_id'],
          'Must be another stage of the same job, not the hired stage',
          'value_error',
        )
      }
      const occupants = await occupancy.count(trx, actor.tenantId, stageId)
      if (occupants > 0) {
        if (!moveToStageId) {
          throw new Conflict(`${occupants} application(s) are in this stage; pass move_to_stage_id to move them first`)
        }
        await occupancy.moveAll(trx, actor, stages, stageId, moveToStageId)
      }
      await repo.deleteJobStage(trx, actor.tenantId, stageId)
      await repo.renumberStages(
        trx,
        actor.tenantId,
        jobId,
        stages.filter((s) => s.id !== stageId).map((s) => s.id),
      )
      await audit.record(trx, actor, {
        action: 'pipeline_stage.deleted',
        resourceType: 'job',
        resourceId: jobId,
        changes: { stage_id: stageId, name: stage.name, moved_to: moveToStageId ?? null, applications_moved: occupants },
      })
    },
  }
}

export type PipelinesService = ReturnType<typeof createPipelinesService>
