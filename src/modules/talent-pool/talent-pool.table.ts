import type { ColumnType, Selectable } from 'kysely'

export interface TalentPoolTable {
  tenant_id: string
  candidate_id: string
  note: string | null
  tags: ColumnType<string[], string[] | undefined, string[]>
  added_by: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type TalentPoolRow = Selectable<TalentPoolTable>
