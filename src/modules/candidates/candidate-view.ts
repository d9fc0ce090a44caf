import type { Candidate } from './candidates.port.ts'
import type { CandidateRow } from './candidates.table.ts'

/** The client's view of a candidate; `publicBaseUrl` makes the avatar URL absolute. */
export function presentCandidate(row: CandidateRow, publicBaseUrl: string) {
  const { tenant_id, email_normalized, phone_normalized, search_text, external_id, is_deleted, deleted_at, avatar_file_id, ...visible } =
    row
  return { ...visible, avatar_url: avatar_file_id ? `${publicBaseUrl}/api/v1/candidates/${row.id}/avatar` : null }
}

/** `presentCandidate` with the service's public base URL already given: what every use case shows. */
export type CandidatePresenter = (row: CandidateRow) => ReturnType<typeof presentCandidate>

export function presentCandidateSummary(row: Pick<Candidate, 'id' | 'code' | 'full_name' | 'email'>) {
  return { id: row.id, code: row.code, full_name: row.full_name, email: row.email }
}

/** A candidate as other modules read it (the candidates port): the fields they use, no more. */
export function candidateOf(row: CandidateRow): Candidate {
  const { id, code, full_name, email, source, source_detail, is_anonymized, is_blacklisted } = row
  return { id, code, full_name, email, source, source_detail, is_anonymized, is_blacklisted }
}
