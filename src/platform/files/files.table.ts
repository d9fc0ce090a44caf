import type { ColumnType, Selectable } from 'kysely'

/**
 * Why a file was uploaded, which decides who may read it: career page assets are public, every
 * other purpose is read only by signed-in members of its tenant.
 */
export type FilePurpose = 'career_page_asset' | 'cv' | 'avatar'

export interface FilesTable {
  tenant_id: string
  id: string
  purpose: FilePurpose
  /** The record the file belongs to (a career page, a candidate …), when there is one. */
  resource_id: string | null
  /** Sniffed from the bytes, never the type the client declared. */
  content_type: string
  byte_size: number
  sha256: string
  /** As the client named it; shown, never used to decide anything. */
  original_name: string | null
  storage_key: string
  created_by: string | null
  created_at: ColumnType<Date, Date | undefined, never>
}

export type FileRow = Selectable<FilesTable>
