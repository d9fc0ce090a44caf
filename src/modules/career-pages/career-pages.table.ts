import type { ColumnType, JSONColumnType, Selectable } from 'kysely'
import type { CareerPageTheme } from './career-pages.port.ts'

export interface CareerPagesTable {
  tenant_id: string
  id: string
  code: string
  /** Null only on a deleted page whose subdomain its tenant has since reused. */
  subdomain: string | null
  title: string
  tagline: string | null
  about_html: string | null
  theme: JSONColumnType<CareerPageTheme>
  logo_url: string | null
  banner_url: string | null
  is_published: ColumnType<boolean, boolean | undefined, boolean>
  published_at: Date | null
  created_by: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>
  deleted_at: Date | null
}

export type CareerPageRow = Selectable<CareerPagesTable>
