import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { NonBlank, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { STAGE_TYPES } from './pipelines.port.ts'

export const StageTypeSchema = StringEnum(STAGE_TYPES, { description: 'Compare stages across jobs by type, not by name' })
const StageName = NonBlank(100)

export const Stage = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    stage_type: StageTypeSchema,
    sort_order: Type.Integer({ description: 'Position in the pipeline, 1 to n' }),
    is_terminal: Type.Boolean({ description: 'The final (hired) stage' }),
    is_optional: Type.Boolean({ description: 'May be skipped' }),
  },
  { $id: 'Stage' },
)

export const StagePage = Page(Stage)

const TemplateStageInput = Type.Object(
  {
    name: StageName,
    stage_type: StageTypeSchema,
    is_terminal: Type.Optional(Type.Boolean({ default: false })),
    is_optional: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
)

export const PipelineTemplate = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    is_default: Type.Boolean(),
    stages: Type.Array(Stage),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'PipelineTemplate' },
)

export const TemplatePage = Page(PipelineTemplate)
export const TemplateListQuery = PageQuery(100)

const Stages = Type.Array(TemplateStageInput, {
  minItems: 2,
  maxItems: 30,
  description: 'In order; the last is the one terminal stage, of type hired',
})

export const CreateTemplateBody = Type.Object(
  { name: NonBlank(200), is_default: Type.Optional(Type.Boolean()), stages: Stages },
  { additionalProperties: false },
)

export const UpdateTemplateBody = Type.Object(
  {
    name: Type.Optional(NonBlank(200)),
    is_default: Type.Optional(Type.Boolean()),
    stages: Type.Optional(Stages),
  },
  { additionalProperties: false, minProperties: 1 },
)

export const AddStageBody = Type.Object(
  {
    name: StageName,
    stage_type: StageTypeSchema,
    position: Type.Optional(Type.Integer({ minimum: 1, description: '1-based; default: just before the hired stage' })),
    is_optional: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)

export const UpdateStageBody = Type.Object(
  { name: Type.Optional(StageName), is_optional: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
)

export const ReorderBody = Type.Object(
  { stage_ids: Type.Array(Uuid(), { minItems: 1, maxItems: 30, description: 'Every stage of the job, in the new order' }) },
  { additionalProperties: false },
)

export const JobStageParams = Type.Object({ id: Uuid(), stage_id: Uuid() })
export const DeleteStageQuery = Type.Object({
  move_to_stage_id: Type.Optional(Uuid({ description: 'Where applications in the deleted stage go' })),
})
