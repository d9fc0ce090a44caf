import type { ColumnType, Selectable } from 'kysely'

/** One row per tenant: the choices its admin made for the whole company. */
export interface TenantSettingsTable {
  tenant_id: string
  require_rejection_reason: ColumnType<boolean, boolean | undefined, boolean>
  /** The e-mail template sent to everyone who applies on a career page; null sends nothing. */
  application_acknowledgement_template_id: ColumnType<string | null, string | null | undefined, string | null>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type TenantSettingsRow = Selectable<TenantSettingsTable>
