import type { FastifyRequest } from 'fastify'
import { bearerToken } from '../../platform/auth/guard.ts'
import type { ApiKeyHolder } from '../api-keys/api-keys.service.ts'
import { API_KEY_PREFIX } from '../api-keys/key-format.ts'
import { DataApiError } from './errors.ts'

/** Query parameter names under which clients put keys; all of them mean the key has leaked. */
const KEY_PARAMETERS = new Set(['key', 'api_key', 'apikey', 'api-key'])

/**
 * A key in a URL ends up in proxy logs, browser history and Referer headers, so the request is
 * refused even when a good key is also in the header: the point is to make the client stop.
 * Any `key` parameter counts, whatever its value; so does a value that is one of our keys.
 */
export function assertNoKeyInUrl(request: FastifyRequest): void {
  const query = (request.query ?? {}) as Record<string, unknown>
  const leaked = Object.entries(query).some(
    ([name, value]) =>
      KEY_PARAMETERS.has(name.toLowerCase()) || [value].flat().some((v) => typeof v === 'string' && v.includes(API_KEY_PREFIX)),
  )
  if (leaked) {
    throw new DataApiError(
      400,
      'api_key_in_url',
      'An API key must not be sent in the URL. Send it in the header `Authorization: Bearer <API_KEY>`, and revoke the key that was sent: it may have been logged.',
    )
  }
}

export function invalidApiKey(message: string): DataApiError {
  return new DataApiError(401, 'invalid_api_key', message, { 'www-authenticate': 'Bearer realm="data-api"' })
}

/**
 * Reads `Authorization: Bearer rk_live_…` and returns whom it lets in. An access token (JWT) is
 * not a key and is refused like any other wrong key.
 */
export async function authenticateDataApi(
  request: FastifyRequest,
  authenticate: (presented: string) => Promise<ApiKeyHolder | undefined>,
): Promise<ApiKeyHolder> {
  const presented = bearerToken(request)
  if (!presented) throw invalidApiKey('An API key is required: send `Authorization: Bearer <API_KEY>`.')
  const holder = await authenticate(presented)
  if (!holder) throw invalidApiKey('The API key is not valid: it is malformed, unknown, expired or revoked.')
  return holder
}
