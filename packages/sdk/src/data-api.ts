import createClient, { type Client } from 'openapi-fetch'
import { dataApiErrorOf } from './errors.ts'
import type { paths } from './schema.d.ts'
import { transport, type Fetch, type TransportOptions } from './transport.ts'

const DATA = '/api/v1/data/'

/** The Data API's tables: the paths under /api/v1/data that answer pages of rows. */
export type DataTable = {
  [P in keyof paths]: P extends `${typeof DATA}${infer Table}`
    ? paths[P] extends { get: { responses: { 200: { content: { 'application/json': { total_pages: number } } } } } }
      ? Table
      : never
    : never
}[keyof paths]

/** Every table, in the order an export reads them. */
export const DATA_TABLES = [
  'candidates',
  'jobs',
  'applications',
  'stage-transitions',
  'interviews',
  'evaluations',
  'offers',
] as const satisfies readonly DataTable[]
// Compiles only while the list names every table of the document (nothing left over is `never`).
void (true satisfies [Exclude<DataTable, (typeof DATA_TABLES)[number]>] extends [never] ? true : never)

type TablePath<T extends DataTable> = `${typeof DATA}${T}`
export type DataPage<T extends DataTable> = paths[TablePath<T>]['get']['responses'][200]['content']['application/json']
export type DataRow<T extends DataTable> = DataPage<T>['items'][number]
/** The filters of a table: `from`, `to`, `updated_since`, `include_demo`, `job_id` where it has one. */
export type DataQuery<T extends DataTable> = Omit<NonNullable<paths[TablePath<T>]['get']['parameters']['query']>, 'page'>

export interface DataApiClientOptions extends TransportOptions {
  /** Where the service is, without `/api/v1`. */
  baseUrl: string
  /** A Data API key (`rk_live_…`), sent in the Authorization header and never in a URL. */
  apiKey: string
}

/** The Data API's own answers: a 429 outlasting the retry policy is an error here (with `retryAfterSeconds`). */
async function unwrapData<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call
  if (!response.ok) throw dataApiErrorOf(response, error)
  return data as T
}

export interface DataApiClient {
  /** The openapi-fetch client underneath, for calls this one has no method for. */
  readonly raw: Client<paths>
  /** One page of a table. */
  page<T extends DataTable>(table: T, query: DataQuery<T> & { page: number }): Promise<DataPage<T>>
  /** Every page of a table from `fromPage` (default 1) on, for `for await`; resuming is starting later. */
  pages<T extends DataTable>(table: T, query?: DataQuery<T>, fromPage?: number): AsyncGenerator<DataPage<T>>
  /** Every row of a table, for `for await`. */
  rows<T extends DataTable>(table: T, query?: DataQuery<T>): AsyncGenerator<DataRow<T>>
  catalog(): Promise<paths['/api/v1/data/catalog']['get']['responses'][200]['content']['application/json']>
  metrics(
    query?: paths['/api/v1/data/metrics']['get']['parameters']['query'],
  ): Promise<paths['/api/v1/data/metrics']['get']['responses'][200]['content']['application/json']>
}

/**
 * A client of the Data API: pages every table for `for await` (at 100 rows a page unless told
 * otherwise), and waits out the per-key quotas: a 429 is retried after its `Retry-After` within
 * the retry policy (a spent minute quota), and past it (a spent daily quota) is thrown as a
 * `DataApiRequestError` with code `rate_limited` and `retryAfterSeconds`.
 */
export function createDataApiClient(options: DataApiClientOptions): DataApiClient {
  const withKey = (next: Fetch): Fetch => {
    return (request) => {
      const headers = new Headers(request.headers)
      headers.set('authorization', `Bearer ${options.apiKey}`)
      return next(new Request(request, { headers }))
    }
  }
  const raw = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: transport(options, withKey) })

  function page<T extends DataTable>(table: T, query: DataQuery<T> & { page: number }): Promise<DataPage<T>> {
    // One call for every table: openapi-fetch cannot follow a path chosen by a type parameter.
    const path = `${DATA}${table}` as '/api/v1/data/candidates'
    return unwrapData(raw.GET(path, { params: { query: { page_size: 100, ...query } } }))
  }

  async function* pages<T extends DataTable>(table: T, query = {} as DataQuery<T>, fromPage = 1): AsyncGenerator<DataPage<T>> {
    for (let number = fromPage; ; number++) {
      const answer = await page(table, { ...query, page: number })
      yield answer
      if (number >= answer.total_pages) return
    }
  }

  return {
    raw,
    page,
    pages,
    async *rows(table, query) {
      for await (const answer of pages(table, query)) yield* answer.items
    },
    catalog: () => unwrapData(raw.GET('/api/v1/data/catalog')),
    metrics: (query) => unwrapData(raw.GET('/api/v1/data/metrics', { params: { query } })),
  }
}
