import { sql, type RawBuilder } from 'kysely'

/**
 * The queries that read or write across tenants on purpose, by name. Every other query on a
 * table with a `tenant_id` column must filter on it; the test suite's tenant guard
 * (test/helpers/tenant-guard.ts) fails any query that does not and is not marked with one of
 * these names. Adding a name here is a decision about tenancy: say why beside it.
 */
export const CROSS_TENANT_QUERIES = {
  /** Sign-in finds the accounts of an e-mail address in every tenant, before any tenant is known. */
  'sign-in-by-email': true,
  /** A refresh token arrives without a tenant; its hash is globally unique. */
  'refresh-token-lookup': true,
  /** Google sign-in looks the verified address up everywhere to pick the tenant used last. */
  'google-sign-in': true,
  /** An invitation token arrives without a tenant; its hash is globally unique. */
  'invitation-token-lookup': true,
  /** A Data API key arrives without a tenant; its hash is globally unique. */
  'api-key-lookup': true,
  /** Public pages are found by subdomain, which is unique across tenants. */
  'career-page-by-subdomain': true,
  /** A self-scheduling link arrives without a tenant; its token is globally unique. */
  'self-schedule-token-lookup': true,
  /** An e-mail's tracking image arrives without a tenant; its token's hash is globally unique. */
  'email-open-token-lookup': true,
  /** Background workers take due tasks of every tenant (platform/outbox), and bury abandoned ones. */
  'task-worker-claim': true,
  /** A worker renews the leases of the tasks it runs, of whichever tenants they are, by lease token. */
  'task-worker-lease': true,
  /** The operator's metrics count the queued, running and dead tasks of all tenants together (GET /metrics). */
  'task-queue-figures': true,
} as const

export type CrossTenantQuery = keyof typeof CROSS_TENANT_QUERIES

/**
 * The marker a cross-tenant query ends with (`.modifyEnd(crossTenant('…'))`): a SQL comment,
 * so it changes nothing the database does and shows in logs of slow queries.
 */
export function crossTenant(name: CrossTenantQuery): RawBuilder<unknown> {
  return sql.raw(`/* cross-tenant: ${name} */`)
}
