import createClient, { type Client } from 'openapi-fetch'
import { apiErrorOf } from './errors.ts'
import { walkItems, walkPages, type PageOf } from './pages.ts'
import type { paths } from './schema.d.ts'
import { refreshUrlOf, TokenSession, withAccessToken, type Tokens } from './session.ts'
import { transport, type TransportOptions } from './transport.ts'

export interface RecruitingClientOptions extends TransportOptions {
  /** Where the service is, without `/api/v1`: `https://recruiting.example.com`. */
  baseUrl: string
  /** The pair from a sign-in made elsewhere; or call `login` on the client. */
  tokens?: Tokens
  /** Called with every new pair (sign-in, refresh): keep the refresh token, it works once. */
  onTokens?: (tokens: Tokens) => void | Promise<void>
}

/** The core API's GET paths that answer a page: `items`, `total`, `page`, `page_size`. */
export type ListPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: { 200: { content: { 'application/json': PageOf<unknown> } } } } }
    ? P extends `/api/v1/data/${string}`
      ? never
      : P
    : never
}[keyof paths]

type ListOperation<P extends ListPath> = paths[P]['get']
export type ItemOf<P extends ListPath> = ListOperation<P>['responses'][200]['content']['application/json']['items'][number]
type ParametersOf<P extends ListPath> = ListOperation<P>['parameters']

/** What a list call takes besides the page number: its filters, path parameters and page size. */
export interface ListInit<P extends ListPath> {
  params?: {
    query?: Omit<NonNullable<ParametersOf<P>['query']>, 'page'>
    path?: ParametersOf<P>['path']
  }
  /** The page to start from (default 1). */
  fromPage?: number
}

type Answer<T> = { data?: T; error?: unknown; response: Response }

/**
 * The data of a call, or its typed error: `ApiError` with the service's `detail` (and, for a
 * 422, each problem with its `type`).
 */
export async function unwrap<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call
  if (!response.ok) throw apiErrorOf(response, error)
  return data as T
}

export interface RecruitingClient extends Client<paths> {
  /** The tokens in use; refreshed on their own when the access token expires. */
  readonly session: TokenSession
  /** Signs in with e-mail and password; the client uses the pair from then on. */
  login(email: string, password: string): Promise<Tokens>
  /** Every page of a list, for `for await`. */
  pages<P extends ListPath>(path: P, init?: ListInit<P>): AsyncGenerator<PageOf<ItemOf<P>>>
  /** Every item of a list across its pages, for `for await`. */
  each<P extends ListPath>(path: P, init?: ListInit<P>): AsyncGenerator<ItemOf<P>>
}

/**
 * A typed client of the core API (openapi-fetch over the generated `paths`): retries 429 and
 * 503 after `Retry-After`, puts an `Idempotency-Key` on every POST so that a retry runs once,
 * refreshes an expired access token once, pages lists for `for await`. Calls answer
 * `{data, error, response}` as openapi-fetch does; `unwrap` turns them into data or a typed error.
 */
export function createRecruitingClient(options: RecruitingClientOptions): RecruitingClient {
  const session = new TokenSession(options.tokens, refreshUrlOf(options.baseUrl), options.onTokens)
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: transport(options, (retrying) => withAccessToken(retrying, session)),
  })

  function pages<P extends ListPath>(path: P, init: ListInit<P> = {}): AsyncGenerator<PageOf<ItemOf<P>>> {
    const fetchPage = (page: number) =>
      unwrap(
        // The path is one of the list paths; openapi-fetch cannot follow a path chosen by a type parameter.
        client.GET(
          path as '/api/v1/jobs',
          {
            params: { ...init.params, query: { ...init.params?.query, page } },
          } as never,
        ) as Promise<Answer<PageOf<ItemOf<P>>>>,
      )
    return walkPages(fetchPage, init.fromPage)
  }

  return Object.assign(client, {
    session,
    async login(email: string, password: string) {
      const pair = await unwrap(client.POST('/api/v1/auth/login', { body: { email, password } }))
      return session.adopt(pair)
    },
    pages,
    each: <P extends ListPath>(path: P, init?: ListInit<P>) => walkItems(pages(path, init)),
  })
}
