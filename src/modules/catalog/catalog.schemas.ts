import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { NonBlank, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { SOURCE_KINDS } from '../candidates/candidates.port.ts'

const CODE_PATTERN = '^[a-z0-9_]{1,64}$'

export const RejectionReason = Type.Object(
  {
    id: Uuid(),
    code: Type.String({ description: 'What applications record in rejection_reason_code' }),
    label: Type.String(),
    created_at: Timestamp(),
  },
  { $id: 'RejectionReason' },
)

export const RejectionReasonPage = Page(RejectionReason)

export const CreateRejectionReasonBody = Type.Object(
  {
    code: Type.String({ pattern: CODE_PATTERN, description: 'Lowercase letters, digits and underscores; unique in the tenant' }),
    label: NonBlank(200),
  },
  { additionalProperties: false },
)

export const CustomSource = Type.Object(
  {
    id: Uuid(),
    name: Type.String({ description: 'Shown to people' }),
    value: Type.String({ description: 'What candidates and applications record in `source`' }),
    parent_source: StringEnum(SOURCE_KINDS, { description: 'The built-in kind it refines' }),
    created_at: Timestamp(),
  },
  { $id: 'CustomSource' },
)

export const CustomSourcePage = Page(CustomSource)

export const CreateCustomSourceBody = Type.Object(
  {
    name: NonBlank(200),
    value: Type.String({
      pattern: CODE_PATTERN,
      description: 'Lowercase letters, digits and underscores; neither a built-in source kind (422) nor another custom source (409)',
    }),
    parent_source: StringEnum(SOURCE_KINDS),
  },
  { additionalProperties: false },
)

export const CatalogListQuery = PageQuery(100)

export const DepartmentPage = Page(Type.String(), {
  description: 'All departments on one page (page 1, page_size = total)',
})
