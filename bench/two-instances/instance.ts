// The second app instance of the two-instances bench, in a process of its own (forked by
// second-instance.ts): its own event loop, heap and connection pool, as on another machine.
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { connectPostgres, type DatabaseHandle } from '../../src/db/database.ts'
import { listen } from '../lib/http.ts'
import { CLOSE, type InstanceReply, type StartInstance } from './protocol.ts'

let closing: (() => Promise<void>) | undefined

function reply(message: InstanceReply) {
  process.send!(message)
}

async function start({ databaseUrl, env }: StartInstance) {
  // The first instance's pool size (bench/lib/database.ts), so that each has as many connections.
  const database: DatabaseHandle = connectPostgres({ url: databaseUrl, poolSize: 16, statementTimeoutMs: 0 })
  const app = await buildApp(loadConfig(env), { db: database.db, codes: database.codes, logger: false })
  closing = async () => {
    try {
      await app.close()
    } finally {
      await database.close()
    }
  }
  reply({ kind: 'listening', origin: await listen(app) })
}

async function stop() {
  await closing?.()
  process.exit(0)
}

// An interrupted or crashed bench must not leave this process holding database connections.
process.once('disconnect', () => void stop())

process.on('message', (message: StartInstance | typeof CLOSE) => {
  if (message === CLOSE) {
    void stop()
    return
  }
  start(message).catch((error: unknown) => {
    reply({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  })
})
