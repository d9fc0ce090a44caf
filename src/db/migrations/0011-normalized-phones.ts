import { sql, type Kysely } from 'kysely'
import { normalizePhone, searchTextOf } from '../../modules/candidates/normalize.ts'

/**
 * Phones are compared by the numbering plans of libphonenumber instead of hand-written rules
 * (`+84 (0) 912 345 678` was stored as `+840912345678`, `912345678` as an Indian `+912345678`),
 * so every stored `phone_normalized`, and the `search_text` built from it, is computed again
 * from the phone as it was typed, by the very functions new writes use. Otherwise a new record
 * would not be matched with an old one holding the same number, and searching an old record's
 * phone in the new forms would miss it.
 *
 * `updated_at` stays: neither column is part of what a client reads or syncs, and a moved
 * timestamp would fail every If-Unmodified-Since a client holds. Duplicate flags are left as
 * they are; pairs this now recognises are flagged the next time either record's phone is
 * written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recomputeNormalizedPhones(db)
}

const BATCH = 1000

interface StoredCandidate {
  tenant_id: string
  id: string
  code: string
  full_name: string
  email: string | null
  phone: string | null
  phone_normalized: string | null
  search_text: string
}

/**
 * Rewrites `phone_normalized` and `search_text` of every candidate (deleted and anonymized ones
 * too) whose stored values differ from what the current rules give; answers how many changed.
 * Reads in key order, a batch at a time, so memory stays flat on a large table.
 */
export async function recomputeNormalizedPhones(db: Kysely<unknown>, batchSize = BATCH): Promise<number> {
  let after: { tenant_id: string; id: string } | null = null
  let changed = 0
  for (;;) {
    const from: { tenant_id: string; id: string } | null = after
    const result = await sql<StoredCandidate>`
      SELECT tenant_id, id, code, full_name, email, phone, phone_normalized, search_text
      FROM candidates
      ${from ? sql`WHERE (tenant_id, id) > (${from.tenant_id}::uuid, ${from.id}::uuid)` : sql``}
      ORDER BY tenant_id, id
      LIMIT ${batchSize}`.execute(db)
    const rows: StoredCandidate[] = result.rows
    if (rows.length === 0) return changed
    const updates = rows.flatMap((row) => {
      const phone_normalized = normalizePhone(row.phone)
      const search_text = searchTextOf(row)
      return phone_normalized === row.phone_normalized && search_text === row.search_text ? [] : [{ ...row, phone_normalized, search_text }]
    })
    if (updates.length > 0) {
      const values = updates.map((u) => sql`(${u.tenant_id}::uuid, ${u.id}::uuid, ${u.phone_normalized}::text, ${u.search_text}::text)`)
      await sql`
        UPDATE candidates AS c SET phone_normalized = v.phone_normalized, search_text = v.search_text
        FROM (VALUES ${sql.join(values)}) AS v (tenant_id, id, phone_normalized, search_text)
        WHERE c.tenant_id = v.tenant_id AND c.id = v.id`.execute(db)
      changed += updates.length
    }
    const last: StoredCandidate = rows[rows.length - 1]!
    after = { tenant_id: last.tenant_id, id: last.id }
    if (rows.length < batchSize) return changed
  }
}
