import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { CalendarDate, NonBlank, Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { EMPLOYMENT_TYPES, HIRE_TYPES, JOB_STATUSES, WORK_SETUPS } from './jobs.port.ts'
import { SLUG_PATTERN } from './slug.ts'

const Money = (description: string) => Type.Integer({ minimum: 0, maximum: 2_000_000_000, description })
const Currency = (description = 'ISO 4217 currency code, such as VND or USD') => Type.String({ pattern: '^[A-Z]{3}$', description })
const ShortText = (maxLength = 200) => NonBlank(maxLength)

export const CostItemSchema = Type.Object(
  {
    category: ShortText(100),
    amount: Type.Number({ minimum: 0, maximum: 1e13 }),
    date: Type.Optional(CalendarDate()),
  },
  { $id: 'CostItem', additionalProperties: false },
)

/** Fields a client may set on create and on update. */
const editable = {
  title: ShortText(),
  department: Nullable(Type.String({ maxLength: 200 })),
  employment_type: StringEnum(EMPLOYMENT_TYPES),
  work_setup: Nullable(StringEnum(WORK_SETUPS)),
  location_display: Nullable(Type.String({ maxLength: 300 })),
  salary_min: Nullable(Money('Lower end of the salary range')),
  salary_max: Nullable(Money('Upper end of the salary range; not below salary_min')),
  currency: Nullable(Currency()),
  description_html: Nullable(
    Type.String({ maxLength: 100_000, description: 'HTML; scripts, event handlers and javascript: URLs are removed' }),
  ),
  is_public: Type.Boolean({ description: 'Listed on the public career endpoints while open' }),
  hire_type: Nullable(StringEnum(HIRE_TYPES)),
  headcount: Type.Integer({ minimum: 1, maximum: 10_000 }),
  expected_hire_date: Nullable(CalendarDate()),
  recruitment_cost_items: Type.Array(CostItemSchema, { maxItems: 200 }),
  cost_currency: Nullable(Currency()),
}

export const CreateJobBody = Type.Object(
  {
    title: editable.title,
    slug: Type.Optional(Type.String({ pattern: SLUG_PATTERN, maxLength: 100, description: 'Derived from the title when omitted' })),
    employment_type: Type.Optional(StringEnum(EMPLOYMENT_TYPES, { default: 'full_time' })),
    pipeline_template_id: Type.Optional(Uuid({ description: "Template whose stages the job copies; the tenant's default when omitted" })),
    department: Type.Optional(editable.department),
    work_setup: Type.Optional(editable.work_setup),
    location_display: Type.Optional(editable.location_display),
    salary_min: Type.Optional(editable.salary_min),
    salary_max: Type.Optional(editable.salary_max),
    currency: Type.Optional(editable.currency),
    description_html: Type.Optional(editable.description_html),
    is_public: Type.Optional(editable.is_public),
    hire_type: Type.Optional(editable.hire_type),
    headcount: Type.Optional(editable.headcount),
    expected_hire_date: Type.Optional(editable.expected_hire_date),
    recruitment_cost_items: Type.Optional(editable.recruitment_cost_items),
    cost_currency: Type.Optional(editable.cost_currency),
  },
  { additionalProperties: false },
)

export const UpdateJobBody = Type.Object(
  {
    title: Type.Optional(editable.title),
    slug: Type.Optional(Type.String({ pattern: SLUG_PATTERN, maxLength: 100 })),
    employment_type: Type.Optional(editable.employment_type),
    department: Type.Optional(editable.department),
    work_setup: Type.Optional(editable.work_setup),
    location_display: Type.Optional(editable.location_display),
    salary_min: Type.Optional(editable.salary_min),
    salary_max: Type.Optional(editable.salary_max),
    currency: Type.Optional(editable.currency),
    description_html: Type.Optional(editable.description_html),
    is_public: Type.Optional(editable.is_public),
    hire_type: Type.Optional(editable.hire_type),
    headcount: Type.Optional(editable.headcount),
    expected_hire_date: Type.Optional(editable.expected_hire_date),
    recruitment_cost_items: Type.Optional(editable.recruitment_cost_items),
    cost_currency: Type.Optional(editable.cost_currency),
  },
  { additionalProperties: false, minProperties: 1 },
)

export const Job = Type.Object(
  {
    id: Uuid(),
    code: Type.String({ description: 'JOB-YYYY-NNNN' }),
    title: Type.String(),
    slug: Type.String(),
    department: Nullable(Type.String()),
    employment_type: StringEnum(EMPLOYMENT_TYPES),
    work_setup: Nullable(StringEnum(WORK_SETUPS)),
    location_display: Nullable(Type.String()),
    salary_min: Nullable(Type.Integer()),
    salary_max: Nullable(Type.Integer()),
    currency: Nullable(Type.String()),
    status: StringEnum(JOB_STATUSES),
    description_html: Nullable(Type.String()),
    pipeline_template_id: Nullable(Uuid()),
    is_public: Type.Boolean(),
    hire_type: Nullable(StringEnum(HIRE_TYPES)),
    headcount: Type.Integer(),
    expected_hire_date: Nullable(CalendarDate()),
    recruitment_cost_items: Type.Array(CostItemSchema),
    cost_currency: Nullable(Type.String()),
    close_reason: Nullable(Type.String()),
    published_at: Nullable(Timestamp()),
    paused_at: Nullable(Timestamp()),
    closed_at: Nullable(Timestamp()),
    is_demo: Type.Boolean(),
    created_by: Nullable(Uuid()),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'Job' },
)

export const JobListQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    status_filter: Type.Optional(StringEnum(JOB_STATUSES, { description: 'One status; repeating the parameter is refused' })),
  }),
])

export const JobPage = Page(Job)

export const JobStatusBody = Type.Object(
  {
    status: StringEnum(['open', 'paused', 'closed'] as const),
    close_reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
)

export const BulkStatusBody = Type.Object(
  {
    job_ids: Type.Array(Uuid(), { minItems: 1, maxItems: 100, uniqueItems: true }),
    status: StringEnum(['open', 'paused', 'closed'] as const),
    close_reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
)

export const BulkResults = Type.Object(
  {
    results: Type.Array(
      Type.Object({
        id: Uuid(),
        ok: Type.Boolean(),
        status_code: Type.Integer({ description: 'What the single-job call would have answered' }),
        detail: Type.Optional(Type.String()),
      }),
    ),
  },
  { $id: 'BulkResults' },
)

/** A job as the public career endpoints show it: no costs, pipeline, creator or other internals. */
export const PublicJob = Type.Object(
  {
    id: Uuid(),
    code: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    department: Nullable(Type.String()),
    employment_type: StringEnum(EMPLOYMENT_TYPES),
    work_setup: Nullable(StringEnum(WORK_SETUPS)),
    location_display: Nullable(Type.String()),
    salary_min: Nullable(Type.Integer()),
    salary_max: Nullable(Type.Integer()),
    currency: Nullable(Type.String()),
    description_html: Nullable(Type.String()),
    published_at: Nullable(Timestamp()),
  },
  { $id: 'PublicJob' },
)

export const PublicJobPage = Page(PublicJob)

export const PublicJobQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Title, department or location' })),
    department: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    location: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    employment_type: Type.Optional(StringEnum(EMPLOYMENT_TYPES)),
    work_setup: Type.Optional(StringEnum(WORK_SETUPS)),
  }),
])
