import type { components } from './schema.d.ts'
import type { Fetch } from './transport.ts'

export interface Tokens {
  accessToken: string
  /** Without one, an expired access token is the caller's to replace. */
  refreshToken?: string
}

export type TokenPair = components['schemas']['TokenPair']

const REFRESH_PATH = '/api/v1/auth/refresh'
/** Calls that hand out tokens: their 401 means wrong credentials, not an expired access token. */
const ISSUING = /\/api\/v1\/auth\/(login|refresh|google|accept-invitation)$/

/**
 * The tokens a client signs in with. A refresh token works once (the service rotates it), so
 * concurrent calls that all meet an expired access token share one refresh.
 */
export class TokenSession {
  private refreshing: Promise<boolean> | undefined

  constructor(
    private tokens: Tokens | undefined,
    private readonly refreshUrl: string,
    private readonly onTokens: (tokens: Tokens) => void | Promise<void> = () => {},
  ) {}

  get current(): Tokens | undefined {
    return this.tokens
  }

  /** Keeps a pair the service handed out (a sign-in, a refresh) and tells the owner of the client. */
  async adopt(pair: TokenPair): Promise<Tokens> {
    this.tokens = { accessToken: pair.access_token, refreshToken: pair.refresh_token }
    await this.onTokens(this.tokens)
    return this.tokens
  }

  /** True when a new pair was obtained; false when there was nothing to refresh with or it was refused. */
  refresh(send: Fetch): Promise<boolean> {
    this.refreshing ??= this.exchange(send).finally(() => {
      this.refreshing = undefined
    })
    return this.refreshing
  }

  private async exchange(send: Fetch): Promise<boolean> {
    const refreshToken = this.tokens?.refreshToken
    if (!refreshToken) return false
    const response = await send(
      new Request(this.refreshUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      }),
    )
    if (!response.ok) {
      await response.body?.cancel()
      return false
    }
    await this.adopt((await response.json()) as TokenPair)
    return true
  }
}

export function refreshUrlOf(baseUrl: string): string {
  return new URL(REFRESH_PATH, baseUrl).toString()
}

function authorized(request: Request, accessToken: string | undefined): Request {
  if (!accessToken || request.headers.has('authorization')) return request
  const headers = new Headers(request.headers)
  headers.set('authorization', `Bearer ${accessToken}`)
  return new Request(request, { headers })
}

/**
 * Sends with the session's access token; on a 401 refreshes the pair once and sends again with
 * the new token, as the service asks of its clients. The second answer is final, whatever it is.
 */
export function withAccessToken(next: Fetch, session: TokenSession): Fetch {
  return async (request) => {
    const used = session.current?.accessToken
    const retry = request.clone()
    const response = await next(authorized(request, used))
    if (response.status !== 401 || ISSUING.test(new URL(request.url).pathname) || request.headers.has('authorization')) return response
    // Another call may have refreshed already while this one was under way.
    const renewed = session.current?.accessToken !== used || (await session.refresh(next))
    if (!renewed) return response
    await response.body?.cancel()
    return next(authorized(retry, session.current?.accessToken))
  }
}
