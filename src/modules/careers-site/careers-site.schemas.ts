import { Type } from 'typebox'
import { StringEnum } from '../../platform/schemas.ts'
import { EMPLOYMENT_TYPES, WORK_SETUPS } from '../jobs/jobs.port.ts'

/**
 * The list page's query, as its GET form sends it: an empty field means "any" (the form sends
 * every field). Other parameters (a campaign's `utm_*`) are let through and ignored.
 */
export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  department: Type.Optional(Type.String({ maxLength: 200 })),
  location: Type.Optional(Type.String({ maxLength: 300 })),
  employment_type: Type.Optional(StringEnum(['', ...EMPLOYMENT_TYPES])),
  work_setup: Type.Optional(StringEnum(['', ...WORK_SETUPS])),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
})

export const SiteParams = Type.Object({ subdomain: Type.String({ maxLength: 100 }) })
export const JobParams = Type.Object({ subdomain: Type.String({ maxLength: 100 }), slug: Type.String({ maxLength: 200 }) })
export const AssetParams = Type.Object({ subdomain: Type.String({ maxLength: 100 }), file: Type.String({ maxLength: 100 }) })

/**
 * The application form's body: multipart, read by the upload step before the handler (see
 * platform/files/upload.ts); declared so that the app takes a form on this route.
 */
export const ApplyBody = Type.Unsafe<unknown>({ content: { 'multipart/form-data': { schema: {} } } })
