import type { Migration } from 'kysely/migration'
import * as foundation from './0001-foundation.ts'

/** Forward-only, applied in key order. A new migration is one more line here. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
}
