import { DataApiRequestError, NetworkError } from '../../packages/sdk/src/index.ts'
import { UsageError } from './options.ts'

function hoursAndMinutes(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.ceil((seconds % 3600) / 60)
  return h > 0 ? `${h} h ${m} min` : `${m} min`
}

/**
 * What went wrong, for the person at the terminal: the cause named, the service's own `detail`
 * quoted, and what to do. `undefined` for an error nobody foresaw (its stack is shown instead).
 */
export function explain(
  error: unknown,
  context: { baseUrl: string; resumable: boolean },
): { message: string; exitCode: number } | undefined {
  if (error instanceof UsageError) return { message: `${error.message}\n(recruiting-export --help lists the options)`, exitCode: 2 }
  if (error instanceof NetworkError) {
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause)
    return { message: `Cannot reach the service at ${context.baseUrl}: ${cause}. Is it running, and is --url right?`, exitCode: 1 }
  }
  if (!(error instanceof DataApiRequestError)) return undefined
  const quoted = `the service says: "${error.detail}"${error.requestId ? ` (request id ${error.requestId})` : ''}`
  const again = context.resumable ? ' Run the same command again to resume where it stopped.' : ''
  switch (error.code) {
    case 'invalid_api_key':
      return {
        message: `The API key was refused (401 invalid_api_key): ${quoted}.\nCheck RECRUITING_API_KEY: an admin creates keys under Settings → API keys, and a revoked or expired key stops working.`,
        exitCode: 1,
      }
    case 'api_key_in_url':
      return {
        message: `The URL carries an API key (400 api_key_in_url): ${quoted}.\nTake it out of --url or RECRUITING_URL, revoke that key (it may sit in logs now), and pass a new one in RECRUITING_API_KEY.`,
        exitCode: 1,
      }
    case 'invalid_range':
      return { message: `The range of days was refused (422 invalid_range): ${quoted}.\nCheck --from and --to.`, exitCode: 1 }
    case 'invalid_parameter':
      return { message: `An option was refused (422 invalid_parameter): ${quoted}.`, exitCode: 1 }
    case 'rate_limited': {
      const wait = error.retryAfterSeconds !== undefined ? ` in ${hoursAndMinutes(error.retryAfterSeconds)}` : ' later'
      return { message: `The key's quota is spent (429 rate_limited): ${quoted}.\nIt frees up${wait}.${again}`, exitCode: 1 }
    }
    default:
      return { message: `The Data API answered ${error.status} ${error.code}: ${quoted}.${again}`, exitCode: 1 }
  }
}
