import type { Transaction } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { NotFound, ValidationFailed } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { TenantSettingsService } from '../tenant-settings/tenant-settings.service.ts'
import type { TenantsService } from '../tenants/tenants.service.ts'
import { cleanTemplateFields, type EmailTemplatesService } from './email-templates.service.ts'
import type { MessageOutbox } from './outbox.ts'
import * as repo from './emails.repository.ts'
import type { EmailMessageRow } from './emails.table.ts'
import { loadRecipient, type RecipientDeps } from './recipients.ts'
import { applicationPlaceholders, placeholdersIn, renderMessage } from './rendering.ts'

export function presentMessage(row: EmailMessageRow) {
  return {
    id: row.id,
    // Invitations are never listed; what is shown is one of these two.
    kind: row.kind as 'message' | 'acknowledgement',
    candidate_id: row.candidate_id!,
    application_id: row.application_id,
    template_id: row.template_id,
    to: row.to_address,
    subject: row.subject,
    body_html: row.body_html ?? '',
    body_text: row.body_text,
    status: row.status,
    error: row.error,
    attempt_count: row.attempt_count,
    sent_at: row.sent_at,
    opened_at: row.opened_at,
    open_count: row.open_count,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export interface SendInput {
  candidate_id: string
  application_id?: string
  template_id?: string
  subject?: string
  body_html?: string
}

interface Content {
  template_id: string | null
  subject: string
  body_html: string
}

/** A template's values for job and application placeholders come from an application: one must be named. */
function assertApplicationGiven(content: Content, applicationId: string | undefined): void {
  if (applicationId) return
  const needing = applicationPlaceholders(content.subject, content.body_html)
  if (needing.length === 0) return
  const names = needing.map((name) => `{{${name}}}`).join(', ')
  throw ValidationFailed.single(
    ['body', 'application_id'],
    `The message uses ${names}, which come from an application: give application_id`,
    'missing',
  )
}

/** The message written for the occasion: both parts, or a template, never both. */
function writtenContent(input: SendInput): Content | undefined {
  if (input.template_id !== undefined) {
    if (input.subject !== undefined || input.body_html !== undefined) {
      throw ValidationFailed.single(['body', 'template_id'], 'Give template_id, or subject and body_html; not both', 'value_error')
    }
    return undefined
  }
  const missing = (['subject', 'body_html'] as const).filter((field) => input[field] === undefined)
  if (missing.length > 0) {
    throw new ValidationFailed(missing.map((field) => ({ loc: ['body', field], msg: 'Required without a template_id', type: 'missing' })))
  }
  const cleaned = cleanTemplateFields({ subject: input.subject!, body_html: input.body_html! })
  return { template_id: null, subject: cleaned.subject, body_html: cleaned.body_html }
}

interface Deps extends RecipientDeps {
  db: Database
  audit: AuditService
  outbox: MessageOutbox
  templates: Pick<EmailTemplatesService, 'find'>
  tenants: Pick<TenantsService, 'findById'>
  tenantSettings: Pick<TenantSettingsService, 'acknowledgementTemplateId'>
}

/**
 * Mail to candidates: rendered from a template (or written for the occasion) with the values of
 * the candidate and application, stored as sent, and queued for the background worker in the
 * transaction of the request, with its audit entry.
 */
export function createEmailsService(deps: Deps) {
  const { db, audit, outbox, templates, tenants, tenantSettings } = deps

  async function templateContent(handle: Handle, tenantId: string, id: string): Promise<Content> {
    const template = await templates.find(handle, tenantId, id)
    if (!template) throw new NotFound('E-mail template')
    return { template_id: template.id, subject: template.subject, body_html: template.body_html }
  }

  /**
   * What the content's placeholders need beyond the candidate, read only when used: most
   * messages name neither the company nor the sender, and each is a query. Read before the
   * transaction, as the tenants module reads outside of one.
   */
  async function extrasFor(content: Content, actor: Actor) {
    const used = new Set(placeholdersIn(`${content.subject}\n${content.body_html}`))
    return {
      companyName: used.has('company.name') ? await companyName(actor.tenantId) : '',
      senderId: used.has('sender.full_name') ? actor.userId : null,
    }
  }

  // Nothing renames a tenant, so its name is read once a minute at most, not once per message.
  const companyNames = new Map<string, { name: string; until: number }>()
  async function companyName(tenantId: string): Promise<string> {
    const known = companyNames.get(tenantId)
    if (known && known.until > Date.now()) return known.name
    const name = (await tenants.findById(tenantId))?.name ?? ''
    companyNames.set(tenantId, { name, until: Date.now() + 60_000 })
    return name
  }

  return {
    async send(actor: Actor, input: SendInput) {
      // A template deleted after this read still renders this once: its row stays (soft delete).
      const content = writtenContent(input) ?? (await templateContent(db, actor.tenantId, input.template_id!))
      assertApplicationGiven(content, input.application_id)
      const extras = await extrasFor(content, actor)
      return db.transaction().execute(async (trx) => {
        const recipient = await loadRecipient(trx, actor.tenantId, deps, {
          candidate_id: input.candidate_id,
          application_id: input.application_id,
          ...extras,
          lock: true,
        })
        if (recipient.refusal !== null) throw ValidationFailed.single(['body', 'candidate_id'], recipient.refusal, 'value_error')
        const rendered = renderMessage(content, recipient.values)
        const row = await outbox.queue(trx, {
          tenantId: actor.tenantId,
          kind: 'message',
          to: recipient.to!,
          ...rendered,
          candidate_id: recipient.candidate_id,
          application_id: recipient.application_id,
          template_id: content.template_id,
          created_by: actor.userId,
        })
        // Ids only: the address and the text are the person's, and an erasure reaches them in the message, not here.
        await audit.record(trx, actor, {
          action: 'email.queued',
          resourceType: 'email',
          resourceId: row.id,
          changes: { candidate_id: row.candidate_id, application_id: row.application_id, template_id: row.template_id },
        })
        return presentMessage(row)
      })
    },

    /** The template rendered for a candidate, as it would be sent; nothing is queued or written. */
    async preview(actor: Actor, templateId: string, input: { candidate_id: string; application_id?: string }) {
      const content = await templateContent(db, actor.tenantId, templateId)
      assertApplicationGiven(content, input.application_id)
      const extras = await extrasFor(content, actor)
      return db.transaction().execute(async (trx) => {
        const recipient = await loadRecipient(trx, actor.tenantId, deps, { ...input, ...extras, lock: false })
        return renderMessage(content, recipient.values)
      })
    },

    /**
     * The acknowledgement of a career-page application, in the submission's transaction, when
     * the company chose a template for it. Mail that cannot go (no address, blacklisted) is
     * simply not queued: the application itself stands.
     */
    async acknowledge(trx: Transaction<DB>, actor: Actor, submitted: { candidateId: string; applicationId: string; companyName: string }) {
      const templateId = await tenantSettings.acknowledgementTemplateId(trx, actor.tenantId)
      if (!templateId) return
      const template = await templates.find(trx, actor.tenantId, templateId)
      if (!template) return
      const recipient = await loadRecipient(trx, actor.tenantId, deps, {
        candidate_id: submitted.candidateId,
        application_id: submitted.applicationId,
        senderId: null,
        companyName: submitted.companyName,
        lock: true,
      })
      if (recipient.refusal !== null) return
      const row = await outbox.queue(trx, {
        tenantId: actor.tenantId,
        kind: 'acknowledgement',
        to: recipient.to!,
        ...renderMessage(template, recipient.values),
        candidate_id: recipient.candidate_id,
        application_id: recipient.application_id,
        template_id: template.id,
      })
      await audit.record(trx, actor, {
        action: 'email.queued',
        resourceType: 'email',
        resourceId: row.id,
        changes: { candidate_id: row.candidate_id, application_id: row.application_id, template_id: row.template_id },
      })
    },

    async list(actor: Actor, filter: repo.MessageFilter, page: PageRequest) {
      return mapPage(await repo.listMessages(db, actor.tenantId, filter, page), presentMessage)
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findListedMessage(db, actor.tenantId, id)
      if (!row) throw new NotFound('E-mail')
      return presentMessage(row)
    },

    /** Merge step: the duplicate's messages are the survivor's. */
    moveCandidate: (trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string) =>
      repo.moveCandidate(trx, tenantId, fromId, intoId),

    /** Erasure step: address and content go; what was still queued is never sent. */
    forgetCandidate: (trx: Transaction<DB>, actor: Actor, candidateId: string) => repo.eraseCandidate(trx, actor.tenantId, candidateId),
  }
}

export type EmailsService = ReturnType<typeof createEmailsService>
