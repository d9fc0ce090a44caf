import type { FastifyServerOptions } from 'fastify'
import { loggerOptions } from './app.ts'
import type { Config } from './config.ts'

/**
 * The server's logger: pino's JSON lines by default, for whatever collects them; with
 * `LOG_FORMAT=pretty`, pino-pretty (in pino's transport thread) turns them into coloured,
 * readable lines for a developer's terminal. Redaction is the same in both.
 */
export function serverLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): FastifyServerOptions['logger'] {
  const options = loggerOptions(config.logLevel)
  if (config.logFormat === 'json' || typeof options !== 'object') return options
  return {
    ...options,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
  }
}
