import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { Nullable, Timestamp, Uuid } from '../../platform/schemas.ts'
import { PublicJob } from '../jobs/jobs.schemas.ts'

/** 3 to 63 characters: a DNS label in lowercase, no hyphen at either end. */
export const SUBDOMAIN_PATTERN = '^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$'

const Color = (description: string) => Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: `${description}, as #rrggbb` })

// Theme values end up in the page's CSS: colours are strict hex, font names plain words, so
// nothing can close a declaration and start another.
export const Theme = Type.Object(
  {
    primary_color: Color('Main brand colour'),
    secondary_color: Type.Optional(Color('Second brand colour')),
    accent_color: Type.Optional(Color('Buttons and links')),
    text_color: Type.Optional(Color('Body text')),
    background_color: Type.Optional(Color('Page background')),
    font_family: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        pattern: `^[A-Za-z0-9 ,'"-]+$`,
        description: 'A CSS font stack such as "Inter, sans-serif"',
      }),
    ),
  },
  { $id: 'CareerPageTheme', additionalProperties: false },
)

const Url = (description: string) => Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2048, description })

const Subdomain = Type.String({
  pattern: SUBDOMAIN_PATTERN,
  description: 'Unique across all companies: lowercase letters, digits and hyphens, 3 to 63 characters, no hyphen at either end',
})
const Title = Type.String({ minLength: 1, maxLength: 200 })
const Tagline = Nullable(Type.String({ maxLength: 300 }))
const AboutHtml = Nullable(
  Type.String({ maxLength: 100_000, description: 'Rich text; scripts, event handlers, frames and javascript: links are removed' }),
)

export const CareerPage = Type.Object(
  {
    id: Uuid(),
    code: Type.String({ description: 'PAGE-YYYY-NNNN' }),
    subdomain: Type.String(),
    title: Type.String(),
    tagline: Nullable(Type.String()),
    about_html: Nullable(Type.String()),
    theme: Theme,
    logo_url: Nullable(Type.String()),
    banner_url: Nullable(Type.String()),
    is_published: Type.Boolean(),
    published_at: Nullable(Timestamp()),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'CareerPage' },
)

export const CareerPageListQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Matches title, subdomain or code' })),
    is_published: Type.Optional(Type.Boolean()),
  }),
])

export const CareerPagePage = Page(CareerPage)

export const CreateCareerPageBody = Type.Object(
  {
    subdomain: Subdomain,
    title: Title,
    tagline: Type.Optional(Tagline),
    about_html: Type.Optional(AboutHtml),
    theme: Type.Optional(Theme),
    logo_url: Type.Optional(Nullable(Url('Logo image, such as a URL returned by POST /career-pages/{id}/assets'))),
    banner_url: Type.Optional(Nullable(Url('Banner image, such as a URL returned by POST /career-pages/{id}/assets'))),
  },
  { additionalProperties: false },
)

export const UpdateCareerPageBody = Type.Object(
  {
    subdomain: Type.Optional(Subdomain),
    title: Type.Optional(Title),
    tagline: Type.Optional(Tagline),
    about_html: Type.Optional(AboutHtml),
    theme: Type.Optional(Theme),
    logo_url: Type.Optional(Nullable(Url('Logo image'))),
    banner_url: Type.Optional(Nullable(Url('Banner image'))),
  },
  { additionalProperties: false, minProperties: 1, description: 'Only the fields sent change; theme is replaced as a whole' },
)

export const AssetUploaded = Type.Object(
  {
    url: Type.String({ description: 'Public, absolute URL of the stored image' }),
  },
  { $id: 'CareerPageAsset' },
)

export const SubdomainParams = Type.Object({
  subdomain: Type.String({ minLength: 1, maxLength: 63 }),
})

export const AssetParams = Type.Object({
  tenant_code: Type.String({ minLength: 1, maxLength: 100 }),
  id: Uuid(),
})

/**
 * The page as visitors see it. A schema of its own, so that serialization drops everything
 * else a row or a later change might carry (tenant id, deletion flags, creator …).
 */
export const PublicCareerPage = Type.Object(
  {
    code: Type.String(),
    subdomain: Type.String(),
    tenant_code: Type.String({ description: 'For POST /public/applications/submit/{tenant_code} and GET /public/jobs/{tenant_code}' }),
    company_name: Type.String(),
    title: Type.String(),
    tagline: Nullable(Type.String()),
    about_html: Nullable(Type.String()),
    theme: Theme,
    logo_url: Nullable(Type.String()),
    banner_url: Nullable(Type.String()),
    published_at: Nullable(Timestamp()),
    jobs: Type.Array(PublicJob, { description: 'Open public jobs, newest first, at most 100' }),
    jobs_total: Type.Integer({ description: 'All open public jobs; page through GET /public/jobs/{tenant_code} for more than 100' }),
  },
  { $id: 'PublicCareerPage' },
)
