import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import { sanitizeRichText } from '../../platform/html.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { TenantSettingsService } from '../tenant-settings/tenant-settings.service.ts'
import * as repo from './email-templates.repository.ts'
import type { EmailTemplateRow } from './emails.table.ts'
import { assertKnownPlaceholders, placeholdersIn, plainSubject } from './rendering.ts'

export interface TemplateFields {
  name?: string
  subject?: string
  body_html?: string
}

export function presentTemplate(row: EmailTemplateRow) {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body_html: row.body_html,
    placeholders: placeholdersIn(`${row.subject}\n${row.body_html}`),
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/**
 * What a template's fields become when saved: the name trimmed, the subject on one line, the
 * body cleaned like any rich text; then every placeholder must be a known one.
 */
export function cleanTemplateFields<T extends TemplateFields>(fields: T): T {
  const cleaned = { ...fields }
  if (fields.name !== undefined) cleaned.name = fields.name.trim()
  if (fields.subject !== undefined) {
    cleaned.subject = plainSubject(fields.subject)
    if (cleaned.subject === '') throw ValidationFailed.single(['body', 'subject'], 'A subject needs some text', 'value_error')
  }
  if (fields.body_html !== undefined) {
    cleaned.body_html = sanitizeRichText(fields.body_html)
    if (cleaned.body_html === '') {
      throw ValidationFailed.single(
        ['body', 'body_html'],
        'Nothing is left of this HTML once cleaned of what mail may not hold',
        'value_error',
      )
    }
  }
  assertKnownPlaceholders([
    ...(cleaned.subject !== undefined ? [{ loc: ['body', 'subject'], text: cleaned.subject }] : []),
    ...(cleaned.body_html !== undefined ? [{ loc: ['body', 'body_html'], text: cleaned.body_html }] : []),
  ])
  return cleaned
}

const NAME_TAKEN = 'Another e-mail template has this name'

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, 'email_templates_live_name')) throw new Conflict(NAME_TAKEN)
    throw error
  }
}

interface Deps {
  db: Database
  audit: AuditService
  tenantSettings: Pick<TenantSettingsService, 'acknowledgementTemplateId'>
}

export function createEmailTemplatesService({ db, audit, tenantSettings }: Deps) {
  async function lockLive(trx: Transaction<DB>, tenantId: string, id: string) {
    const row = await repo.lockTemplate(trx, tenantId, id)
    if (!row) throw new NotFound('E-mail template')
    return row
  }

  return {
    /** A live template of the tenant, for rendering in the caller's transaction. */
    find: (handle: Handle, tenantId: string, id: string) => repo.findTemplate(handle, tenantId, id),

    async list(actor: Actor, page: PageRequest) {
      return mapPage(await repo.listTemplates(db, actor.tenantId, page), presentTemplate)
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findTemplate(db, actor.tenantId, id)
      if (!row) throw new NotFound('E-mail template')
      return presentTemplate(row)
    },

    async create(actor: Actor, input: Required<TemplateFields>) {
      const fields = cleanTemplateFields(input)
      return db.transaction().execute(async (trx) => {
        const row = await uniqueName(() =>
          repo.insertTemplate(trx, { tenant_id: actor.tenantId, id: newRowId(), ...fields, created_by: actor.userId }),
        )
        await audit.record(trx, actor, {
          action: 'email_template.created',
          resourceType: 'email_template',
          resourceId: row.id,
          changes: { name: row.name, subject: row.subject },
        })
        return presentTemplate(row)
      })
    },

    /** Partial; sending what is there already changes nothing (no write, no audit entry). */
    async update(actor: Actor, id: string, input: TemplateFields, precondition: Precondition) {
      const fields = cleanTemplateFields(input)
      return db.transaction().execute(async (trx) => {
        const current = rowToChange(await repo.lockTemplate(trx, actor.tenantId, id), 'E-mail template', precondition)
        const changes = changedFields<TemplateFields>(current, fields)
        if (Object.keys(changes).length === 0) return presentTemplate(current)
        const row = await uniqueName(() => repo.updateTemplate(trx, actor.tenantId, id, changes))
        await audit.record(trx, actor, {
          action: 'email_template.updated',
          resourceType: 'email_template',
          resourceId: id,
          changes: { ...changes, ...(changes.body_html !== undefined ? { body_html: '(changed)' } : {}) },
        })
        return presentTemplate(row)
      })
    },

    /** Soft delete; refused (409) while the company's settings send it to every applicant. */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await lockLive(trx, actor.tenantId, id)
        if ((await tenantSettings.acknowledgementTemplateId(trx, actor.tenantId)) === id) {
          throw new Conflict(
            'This template is the acknowledgement sent to applicants (settings: application_acknowledgement_template_id); choose another one or none first',
          )
        }
        await repo.deleteTemplate(trx, actor.tenantId, id)
        await audit.record(trx, actor, {
          action: 'email_template.deleted',
          resourceType: 'email_template',
          resourceId: id,
          changes: { name: row.name },
        })
      })
    },
  }
}

export type EmailTemplatesService = ReturnType<typeof createEmailTemplatesService>
