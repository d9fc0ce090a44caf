import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Static } from 'typebox'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import type { CodeIssuer } from '../../platform/codes.ts'
import { changeLockedRow, type readUnmodifiedSince } from '../../platform/concurrency.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import { findFile } from '../../platform/files/files.repository.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { acceptImage, recordFile, storeThen } from '../../platform/files/stored-upload.ts'
import type { Upload } from '../../platform/files/upload.ts'
import { sanitizeRichText } from '../../platform/html.ts'
import { mapPage, type PageOf, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { PublicJob } from '../jobs/jobs.schemas.ts'
import * as repo from './career-pages.repository.ts'
import { SUBDOMAIN_PATTERN } from './career-pages.schemas.ts'
import type { CareerPageTheme, PublishedCareerPage } from './career-pages.port.ts'
import type { CareerPageRow } from './career-pages.table.ts'

export const ASSET_MAX_BYTES = 5 * 1024 * 1024

/**
 * Names that belong to the service itself or that visitors would take for it: a tenant holding
 * `admin`, `login` or `support` could pass its page off as ours.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'apps',
  'admin',
  'administrator',
  'root',
  'system',
  'internal',
  'platform',
  'auth',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'account',
  'accounts',
  'sso',
  'oauth',
  'id',
  'dashboard',
  'console',
  'portal',
  'billing',
  'pay',
  'payments',
  'security',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'ftp',
  'sftp',
  'vpn',
  'docs',
  'doc',
  'developer',
  'developers',
  'dev',
  'staging',
  'stage',
  'test',
  'testing',
  'demo',
  'sandbox',
  'static',
  'assets',
  'cdn',
  'media',
  'files',
  'images',
  'img',
  'uploads',
  'download',
  'downloads',
  'status',
  'health',
  'metrics',
  'help',
  'support',
  'blog',
  'news',
  'about',
  'legal',
  'privacy',
  'terms',
  'careers',
  'career',
  'jobs',
  'job',
  'hire',
  'hiring',
  'recruit',
  'recruiting',
  'apply',
  'public',
  'webhook',
  'webhooks',
  'data',
  'localhost',
])

const DEFAULT_THEME: CareerPageTheme = { primary_color: '#2563eb' }
const THEME_KEYS = ['primary_color', 'secondary_color', 'accent_color', 'text_color', 'background_color', 'font_family'] as const

/** Fixed key order and lowercase colours, so that equal themes compare equal whatever jsonb did to them. */
function normalizeTheme(theme: CareerPageTheme): CareerPageTheme {
  const out: Record<string, string> = {}
  for (const key of THEME_KEYS) {
    const value = theme[key]
    if (value !== undefined) out[key] = key === 'font_family' ? value.trim() : value.toLowerCase()
  }
  return out as unknown as CareerPageTheme
}

function cleanHtml(html: string | null | undefined): string | null | undefined {
  if (html === undefined || html === null) return html
  return sanitizeRichText(html) || null
}

function assertSubdomainAllowed(subdomain: string): void {
  if (RESERVED_SUBDOMAINS.has(subdomain)) {
    throw ValidationFailed.single(['body', 'subdomain'], `"${subdomain}" is reserved; choose another subdomain`, 'subdomain_reserved')
  }
}

export function presentCareerPage(row: CareerPageRow) {
  return {
    id: row.id,
    code: row.code,
    subdomain: row.subdomain ?? '',
    title: row.title,
    tagline: row.tagline,
    about_html: row.about_html,
    theme: row.theme,
    logo_url: row.logo_url,
    banner_url: row.banner_url,
    is_published: row.is_published,
    published_at: row.published_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** The page as visitors see it: what it says and whose it is, nothing of its editing. */
function presentPublicPage(page: CareerPageRow, tenant: { code: string; name: string }): PublishedCareerPage {
  return {
    code: page.code,
    subdomain: page.subdomain ?? '',
    tenant_code: tenant.code,
    company_name: tenant.name,
    title: page.title,
    tagline: page.tagline,
    about_html: page.about_html,
    theme: page.theme,
    logo_url: page.logo_url,
    banner_url: page.banner_url,
    published_at: page.published_at,
  }
}

export interface CareerPageInput {
  subdomain?: string
  title?: string
  tagline?: string | null
  about_html?: string | null
  theme?: CareerPageTheme
  logo_url?: string | null
  banner_url?: string | null
}

type Precondition = ReturnType<typeof readUnmodifiedSince>

/** What this module needs of others, named by what it does rather than by module. */
interface Deps {
  db: Database
  audit: AuditService
  codes: CodeIssuer
  storage: FileStorage
  publicBaseUrl: string
  now: () => number
  findTenant: (id: string) => Promise<{ id: string; code: string; name: string } | undefined>
  findTenantByCode: (code: string) => Promise<{ id: string; code: string; name: string } | undefined>
  /** A tenant's open public jobs, newest first; the page shows the first 100. */
  listPublicJobs: (tenantId: string, page: PageRequest) => Promise<PageOf<Static<typeof PublicJob>>>
}

export function createCareerPagesService({
  db,
  audit,
  codes,
  storage,
  publicBaseUrl,
  now,
  findTenant,
  findTenantByCode,
  listPublicJobs,
}: Deps) {
  function conflictIfSubdomainTaken(error: unknown, subdomain: string | undefined): never {
    if (isUniqueViolation(error, 'career_pages_subdomain_key')) {
      throw new Conflict(`The subdomain "${subdomain}" is already taken`)
    }
    throw error
  }

  /** Runs a change on a locked, live page after checking If-Unmodified-Since. */
  function withLockedPage<T>(
    actor: Actor,
    id: string,
    precondition: Precondition,
    work: (trx: Transaction<DB>, page: CareerPageRow) => Promise<T>,
  ) {
    return changeLockedRow(db, 'Career page', (trx) => repo.findPageForUpdate(trx, actor.tenantId, id), precondition, work)
  }

  async function findPublished(subdomain: string): Promise<CareerPageRow> {
    // Not a name any page can have: unknown, without asking the database.
    if (!new RegExp(SUBDOMAIN_PATTERN).test(subdomain.toLowerCase())) throw new NotFound('Career page')
    const page = await repo.findPublishedPageBySubdomain(db, subdomain)
    if (!page) throw new NotFound('Career page')
    return page
  }

  return {
    async list(actor: Actor, filter: repo.CareerPageFilter, page: PageRequest) {
      return mapPage(await repo.listPages(db, actor.tenantId, filter, page), presentCareerPage)
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findPage(db, actor.tenantId, id)
      if (!row) throw new NotFound('Career page')
      return presentCareerPage(row)
    },

    async create(actor: Actor, input: CareerPageInput & { subdomain: string; title: string }) {
      assertSubdomainAllowed(input.subdomain)
      try {
        return await db.transaction().execute(async (trx) => {
          await repo.releaseSubdomainOfDeletedPage(trx, actor.tenantId, input.subdomain)
          const row = await repo.insertPage(trx, {
            tenant_id: actor.tenantId,
            id: newRowId(),
            code: await codes.next(trx, actor.tenantId, 'PAGE', new Date(now())),
            subdomain: input.subdomain,
            title: input.title.trim(),
            tagline: input.tagline?.trim() || null,
            about_html: cleanHtml(input.about_html) ?? null,
            theme: JSON.stringify(normalizeTheme(input.theme ?? DEFAULT_THEME)),
            logo_url: input.logo_url ?? null,
            banner_url: input.banner_url ?? null,
            created_by: actor.userId,
          })
          await audit.record(trx, actor, {
            action: 'career_page.created',
            resourceType: 'career_page',
            resourceId: row.id,
            changes: { code: row.code, subdomain: row.subdomain, title: row.title },
          })
          return presentCareerPage(row)
        })
      } catch (error) {
        return conflictIfSubdomainTaken(error, input.subdomain)
      }
    },

    /** Changes only the fields sent; sending what is already there changes nothing. */
    async update(actor: Actor, id: string, input: CareerPageInput, precondition: Precondition) {
      if (input.subdomain !== undefined) assertSubdomainAllowed(input.subdomain)
      try {
        return await withLockedPage(actor, id, precondition, async (trx, current) => {
          const requested: Partial<CareerPageRow> = {
            subdomain: input.subdomain,
            title: input.title?.trim(),
            tagline: input.tagline === undefined ? undefined : input.tagline?.trim() || null,
            about_html: cleanHtml(input.about_html),
            theme: input.theme && normalizeTheme(input.theme),
            logo_url: input.logo_url,
            banner_url: input.banner_url,
          }
          const changed = changedFields({ ...current, theme: normalizeTheme(current.theme) }, requested)
          if (Object.keys(changed).length === 0) return presentCareerPage(current)
          if (changed.subdomain) await repo.releaseSubdomainOfDeletedPage(trx, actor.tenantId, changed.subdomain)
          const { theme, ...rest } = changed
          const updated = await repo.updatePage(trx, actor.tenantId, id, {
            ...rest,
            ...(theme ? { theme: JSON.stringify(theme) } : {}),
          })
          await audit.record(trx, actor, { action: 'career_page.updated', resourceType: 'career_page', resourceId: id, changes: changed })
          return presentCareerPage(updated)
        })
      } catch (error) {
        return conflictIfSubdomainTaken(error, input.subdomain)
      }
    },

    /** Puts the page online; `published_at` keeps the first time it went online. */
    async publish(actor: Actor, id: string, precondition: Precondition) {
      return withLockedPage(actor, id, precondition, async (trx, current) => {
        if (current.is_published) return presentCareerPage(current)
        const updated = await repo.updatePage(trx, actor.tenantId, id, {
          is_published: true,
          published_at: current.published_at ?? new Date(now()),
        })
        await audit.record(trx, actor, {
          action: 'career_page.published',
          resourceType: 'career_page',
          resourceId: id,
          changes: { is_published: true, published_at: updated.published_at },
        })
        return presentCareerPage(updated)
      })
    },

    async unpublish(actor: Actor, id: string, precondition: Precondition) {
      return withLockedPage(actor, id, precondition, async (trx, current) => {
        if (!current.is_published) return presentCareerPage(current)
        const updated = await repo.updatePage(trx, actor.tenantId, id, { is_published: false })
        await audit.record(trx, actor, {
          action: 'career_page.unpublished',
          resourceType: 'career_page',
          resourceId: id,
          changes: { is_published: false },
        })
        return presentCareerPage(updated)
      })
    },

    /** Soft delete: the page is gone from every read, and from the public web. */
    async remove(actor: Actor, id: string, precondition: Precondition): Promise<void> {
      await withLockedPage(actor, id, precondition, async (trx) => {
        await repo.updatePage(trx, actor.tenantId, id, { is_deleted: true, deleted_at: new Date(now()) })
        await audit.record(trx, actor, { action: 'career_page.deleted', resourceType: 'career_page', resourceId: id })
      })
    },

    /**
     * Stores an image for the page and answers its public URL. The type is read from the bytes:
     * only raster images a browser shows without running anything are taken (no SVG).
     */
    async addAsset(actor: Actor, id: string, upload: Upload) {
      const file = acceptImage(upload)
      const tenant = await findTenant(actor.tenantId)
      if (!tenant) throw new NotFound('Tenant')
      await storeThen(storage, actor.tenantId, file, () =>
        db.transaction().execute(async (trx) => {
          if (!(await repo.findPage(trx, actor.tenantId, id))) throw new NotFound('Career page')
          await recordFile(trx, actor.tenantId, file, { purpose: 'career_page_asset', resourceId: id, createdBy: actor.userId })
          await audit.record(trx, actor, {
            action: 'career_page.asset_uploaded',
            resourceType: 'career_page',
            resourceId: id,
            changes: { file_id: file.id, content_type: file.contentType, byte_size: file.bytes.length },
          })
        }),
      )
      // The public asset route lives under the API prefix (see career-pages.public-routes.ts).
      return { url: `${publicBaseUrl}/api/v1/public/assets/${encodeURIComponent(tenant.code)}/${file.id}` }
    },

    /** A career page asset for anyone; any other kind of file (a CV …) is not found here. */
    async readAsset(tenantCode: string, id: string) {
      const tenant = await findTenantByCode(tenantCode)
      if (!tenant) throw new NotFound('Asset')
      const file = await findFile(db, tenant.id, id, 'career_page_asset')
      if (!file) throw new NotFound('Asset')
      const bytes = await storage.get(file.storage_key)
      if (!bytes) throw new NotFound('Asset')
      return { bytes, contentType: file.content_type, etag: `"${file.sha256}"` }
    },

    /**
     * The published page behind a subdomain and the company it belongs to, for the career site.
     * The tenant id is the site's own key for reading the company's jobs; never shown.
     */
    async publishedSite(subdomain: string): Promise<PublishedCareerPage & { tenantId: string }> {
      const page = await findPublished(subdomain)
      const tenant = await findTenant(page.tenant_id)
      if (!tenant) throw new NotFound('Career page')
      return { tenantId: tenant.id, ...presentPublicPage(page, tenant) }
    },

    /** The published page behind a subdomain, with the first 100 open public jobs of its company. */
    async publicPage(subdomain: string) {
      const page = await findPublished(subdomain)
      const [tenant, jobs] = await Promise.all([findTenant(page.tenant_id), listPublicJobs(page.tenant_id, { page: 1, page_size: 100 })])
      if (!tenant) throw new NotFound('Career page')
      return { ...presentPublicPage(page, tenant), jobs: jobs.items, jobs_total: jobs.total }
    },
  }
}

export type CareerPagesService = ReturnType<typeof createCareerPagesService>
