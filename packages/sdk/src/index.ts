/**
 * The Recruiting service's TypeScript SDK: typed calls of the core API and the Data API, with
 * the retries, idempotency keys, token refresh and paging a client of this service needs.
 */
export {
  createRecruitingClient,
  unwrap,
  type ItemOf,
  type ListInit,
  type ListPath,
  type RecruitingClient,
  type RecruitingClientOptions,
} from './client.ts'
export {
  createDataApiClient,
  DATA_TABLES,
  type DataApiClient,
  type DataApiClientOptions,
  type DataPage,
  type DataQuery,
  type DataRow,
  type DataTable,
} from './data-api.ts'
export { ApiError, DataApiRequestError, NetworkError, type DataApiErrorCode, type ValidationIssue } from './errors.ts'
export type { PageOf } from './pages.ts'
export type { RetryOptions } from './retry-policy.ts'
export type { Tokens } from './session.ts'
export type { Fetch, RetryNotice, TransportOptions } from './transport.ts'
export type * from './schema.d.ts'
