import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { Email, NonBlank, Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { CREATED_VIA, GENDERS, SALARY_PERIODS, SALARY_TYPES } from './candidates.port.ts'

const Money = () => Type.Integer({ minimum: 0, maximum: 2_000_000_000 })
const Currency = () => Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217, such as VND' })
const Json = (description: string) => Type.Union([Type.Array(Type.Unknown()), Type.Record(Type.String(), Type.Unknown())], { description })
/** What `Json` stored: the document says it is a list, an object or null; the code reads it as `unknown`. */
const StoredJson = (description: string) => Type.Unsafe<unknown>(Nullable(Json(description)))

/** Fields a client sets on create and update, all but full_name optional and nullable. */
const fields = {
  email: Nullable(Email()),
  phone: Nullable(Type.String({ minLength: 7, maxLength: 30, pattern: '^[+\\d][\\d\\s().-]{5,}$' })),
  gender: Nullable(StringEnum(GENDERS)),
  date_of_birth: Nullable(
    Type.String({ pattern: '^\\d{4}(-\\d{2}-\\d{2})?$', description: 'YYYY-MM-DD, or YYYY when only the year is known' }),
  ),
  location_display: Nullable(Type.String({ maxLength: 300 })),
  vn_province_code: Nullable(Type.String({ maxLength: 10 })),
  country_code: Nullable(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' })),
  current_job_title: Nullable(Type.String({ maxLength: 200 })),
  current_company: Nullable(Type.String({ maxLength: 200 })),
  total_experience_years: Nullable(Type.Integer({ minimum: 0, maximum: 80 })),
  skills: Nullable(Json('A list or an object')),
  education: Nullable(Json('A list or an object')),
  current_salary: Nullable(Money()),
  current_salary_currency: Nullable(Currency()),
  current_salary_type: Nullable(StringEnum(SALARY_TYPES)),
  current_salary_period: Nullable(StringEnum(SALARY_PERIODS)),
  expected_salary_min: Nullable(Money()),
  expected_salary_max: Nullable(Money()),
  salary_currency: Nullable(Currency()),
  salary_type: Nullable(StringEnum(SALARY_TYPES)),
  salary_period: Nullable(StringEnum(SALARY_PERIODS)),
  source: Type.String({ pattern: '^[a-z0-9_]{1,64}$', description: 'A source kind, or a custom source value' }),
  source_detail: Nullable(Type.String({ maxLength: 200 })),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50, uniqueItems: true }),
  star_rating: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
  is_blacklisted: Type.Boolean(),
}

type Fields = typeof fields
const optional = <K extends keyof Fields>(key: K) => Type.Optional(fields[key])

const allOptional = {
  email: optional('email'),
  phone: optional('phone'),
  gender: optional('gender'),
  date_of_birth: optional('date_of_birth'),
  location_display: optional('location_display'),
  vn_province_code: optional('vn_province_code'),
  country_code: optional('country_code'),
  current_job_title: optional('current_job_title'),
  current_company: optional('current_company'),
  total_experience_years: optional('total_experience_years'),
  skills: optional('skills'),
  education: optional('education'),
  current_salary: optional('current_salary'),
  current_salary_currency: optional('current_salary_currency'),
  current_salary_type: optional('current_salary_type'),
  current_salary_period: optional('current_salary_period'),
  expected_salary_min: optional('expected_salary_min'),
  expected_salary_max: optional('expected_salary_max'),
  salary_currency: optional('salary_currency'),
  salary_type: optional('salary_type'),
  salary_period: optional('salary_period'),
  source: optional('source'),
  source_detail: optional('source_detail'),
  tags: optional('tags'),
  star_rating: optional('star_rating'),
  is_blacklisted: optional('is_blacklisted'),
}

export const CreateCandidateBody = Type.Object({ full_name: NonBlank(200), ...allOptional }, { additionalProperties: false })

export const UpdateCandidateBody = Type.Object(
  { full_name: Type.Optional(NonBlank(200)), ...allOptional },
  { additionalProperties: false, minProperties: 1 },
)

export const Candidate = Type.Object(
  {
    id: Uuid(),
    code: Type.String({ description: 'CAN-YYYY-NNNN' }),
    full_name: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    gender: Nullable(StringEnum(GENDERS)),
    date_of_birth: Nullable(Type.String()),
    location_display: Nullable(Type.String()),
    vn_province_code: Nullable(Type.String()),
    country_code: Nullable(Type.String()),
    current_job_title: Nullable(Type.String()),
    current_company: Nullable(Type.String()),
    total_experience_years: Nullable(Type.Integer()),
    skills: StoredJson('A list or an object'),
    education: StoredJson('A list or an object'),
    current_salary: Nullable(Type.Integer()),
    current_salary_currency: Nullable(Type.String()),
    current_salary_type: Nullable(StringEnum(SALARY_TYPES)),
    current_salary_period: Nullable(StringEnum(SALARY_PERIODS)),
    expected_salary_min: Nullable(Type.Integer()),
    expected_salary_max: Nullable(Type.Integer()),
    salary_currency: Nullable(Type.String()),
    salary_type: Nullable(StringEnum(SALARY_TYPES)),
    salary_period: Nullable(StringEnum(SALARY_PERIODS)),
    source: Type.String(),
    source_detail: Nullable(Type.String()),
    tags: Type.Array(Type.String()),
    star_rating: Nullable(Type.Integer()),
    is_blacklisted: Type.Boolean(),
    is_demo: Type.Boolean(),
    is_anonymized: Type.Boolean(),
    duplicate_of_id: Nullable(Uuid({ description: 'Set when this record looks like a later copy of that one' })),
    needs_manual_review: Type.Boolean(),
    avatar_url: Nullable(Type.String()),
    created_via: StringEnum(CREATED_VIA),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'Candidate' },
)

export const CandidateListQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    search: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          'Name, e-mail, phone or code; case- and accent-insensitive. Under 3 characters: names starting with it. ' +
          'A code (CAN-2026-0123, or its start) finds the codes that start with it.',
      }),
    ),
    created_before: Type.Optional(Timestamp({ description: 'Only candidates created strictly before this instant' })),
    source: Type.Optional(Type.String({ maxLength: 64 })),
    tag: Type.Optional(Type.String({ maxLength: 50 })),
    location: Type.Optional(Type.String({ maxLength: 300 })),
    job_id: Type.Optional(Uuid({ description: 'Candidates with an application to this job' })),
    is_blacklisted: Type.Optional(Type.Boolean()),
    needs_manual_review: Type.Optional(Type.Boolean()),
  }),
])

export const CandidatePage = Page(Candidate)

export const MergeCandidateBody = Type.Object({ into_id: Uuid() }, { additionalProperties: false })
