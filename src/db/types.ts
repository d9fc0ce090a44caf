import type { ApiKeysTable } from '../modules/api-keys/api-keys.table.ts'
import type { ApplicationsTable, StageTransitionsTable } from '../modules/applications/applications.table.ts'
import type { AuditLogsTable } from '../modules/audit/audit.table.ts'
import type { CandidatesTable } from '../modules/candidates/candidates.table.ts'
import type { EvaluationsTable } from '../modules/evaluations/evaluations.table.ts'
import type { InterviewScheduleLinksTable, InterviewsTable } from '../modules/interviews/interviews.table.ts'
import type { OffersTable } from '../modules/offers/offers.table.ts'
import type { CustomSourcesTable, RejectionReasonsTable } from '../modules/catalog/catalog.table.ts'
import type { TalentPoolTable } from '../modules/talent-pool/talent-pool.table.ts'
import type { CareerPagesTable } from '../modules/career-pages/career-pages.table.ts'
import type { RefreshTokensTable } from '../modules/auth/auth.table.ts'
import type { JobsTable } from '../modules/jobs/jobs.table.ts'
import type { PipelineStagesTable, PipelineTemplateStagesTable, PipelineTemplatesTable } from '../modules/pipelines/pipelines.table.ts'
import type { TenantsTable } from '../modules/tenants/tenants.table.ts'
import type { TenantSettingsTable } from '../modules/tenant-settings/tenant-settings.table.ts'
import type { InvitationsTable, UsersTable } from '../modules/users/users.table.ts'
import type { ImportsTable } from '../modules/imports/imports.table.ts'
import type { FilesTable } from '../platform/files/files.table.ts'
import type { CodeCountersTable, IdempotencyKeysTable } from '../platform/platform.table.ts'
import type { LiveCountsTable } from './live-counts.ts'
import type { MetricTalliesTable } from './metric-tallies.ts'
import type { BackgroundTasksTable } from '../platform/outbox/tasks.table.ts'
import type { EmailMessagesTable, EmailTemplatesTable } from '../modules/emails/emails.table.ts'
import type { CvParsesTable } from '../modules/cv-parsing/cv-parses.table.ts'
import type { WebhookDeliveriesTable, WebhookDeliveryAttemptsTable, WebhooksTable } from '../modules/webhooks/webhooks.table.ts'

/** The whole schema as Kysely sees it; each module owns the row types of its own tables. */
export interface DB {
  tenants: TenantsTable
  tenant_settings: TenantSettingsTable
  users: UsersTable
  invitations: InvitationsTable
  refresh_tokens: RefreshTokensTable
  audit_logs: AuditLogsTable
  code_counters: CodeCountersTable
  live_counts: LiveCountsTable
  metric_tallies: MetricTalliesTable
  idempotency_keys: IdempotencyKeysTable
  pipeline_templates: PipelineTemplatesTable
  pipeline_template_stages: PipelineTemplateStagesTable
  jobs: JobsTable
  pipeline_stages: PipelineStagesTable
  files: FilesTable
  career_pages: CareerPagesTable
  candidates: CandidatesTable
  applications: ApplicationsTable
  stage_transitions: StageTransitionsTable
  rejection_reasons: RejectionReasonsTable
  custom_sources: CustomSourcesTable
  talent_pool: TalentPoolTable
  interviews: InterviewsTable
  interview_schedule_links: InterviewScheduleLinksTable
  evaluations: EvaluationsTable
  offers: OffersTable
  api_keys: ApiKeysTable
  imports: ImportsTable
  background_tasks: BackgroundTasksTable
  webhooks: WebhooksTable
  webhook_deliveries: WebhookDeliveriesTable
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable
  email_templates: EmailTemplatesTable
  email_messages: EmailMessagesTable
  cv_parses: CvParsesTable
}
