import { Type, type TSchema } from 'typebox'
import { StringEnum } from '../../platform/schemas.ts'

/**
 * The Data API's error codes. Its errors have a body of their own, `{detail: {code, message}}`,
 * so that a script can branch on `code` without reading prose.
 */
export const DATA_API_ERROR_CODES = [
  'api_key_in_url',
  'invalid_api_key',
  'invalid_parameter',
  'invalid_range',
  'rate_limited',
  'not_found',
  'bad_request',
  'internal_error',
] as const

export type DataApiErrorCode = (typeof DATA_API_ERROR_CODES)[number]

/** Thrown anywhere under /api/v1/data; the scope's error handler turns it into the Data API body. */
export class DataApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: DataApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'DataApiError'
  }
}

export const DataApiErrorBody = Type.Object(
  {
    detail: Type.Object({
      code: StringEnum(DATA_API_ERROR_CODES, { description: 'Stable machine-readable code, e.g. `invalid_api_key`' }),
      message: Type.String({ description: 'What went wrong, for a person' }),
    }),
  },
  { $id: 'DataApiError', description: 'A Data API error' },
)

const DESCRIPTIONS: Record<number, string> = {
  400: '`api_key_in_url`: an API key was sent in the URL (`key` query parameter); revoke that key',
  401: '`invalid_api_key`: the API key is missing, malformed, unknown, expired or revoked (a JWT is not accepted)',
  404: '`not_found`: no such record or path',
  422: '`invalid_parameter` (or `invalid_range` when `from` is after `to`): a query parameter is not valid',
  429: '`rate_limited`: the per-minute or daily quota of the key is spent; retry after `Retry-After` seconds',
  500: '`internal_error`',
}

/** The error responses a Data API route declares, so that OpenAPI lists each with its code. */
export function dataApiErrorResponses(...statuses: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {}
  for (const status of statuses) out[status] = Type.Ref('DataApiError#', { description: DESCRIPTIONS[status] ?? 'Error' })
  return out
}
