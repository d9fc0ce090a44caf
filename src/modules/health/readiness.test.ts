import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer, Socket } from 'node:net'
import { describe, test, type TestContext } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildTestApp, call } from '../../../test/helpers/app.ts'
import { createTestDatabase } from '../../../test/helpers/database.ts'
import { eventually } from '../../../test/helpers/eventually.ts'

async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

async function accepting(port: number): Promise<boolean> {
  const socket = new Socket()
  try {
    socket.connect(port, '127.0.0.1')
    await once(socket, 'connect')
    return true
  } catch {
    return false
  } finally {
    socket.destroy()
  }
}

/**
 * A Redis of this test's own, on a free port, that it may stop: the machine's shared Redis
 * (6379) is never touched. Nothing is saved to disk.
 */
async function startRedis(t: TestContext, port?: number): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  port ??= await freePort()
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  const exited = once(child, 'exit')
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await exited
  }
  t.after(stop)
  for (let waited = 0; !(await accepting(port)); waited += 20) {
    assert.ok(waited < 5000 && child.exitCode === null, `redis-server did not start on port ${port}`)
    await sleep(20)
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop }
}

describe('GET /readyz checks every dependency the app is configured with', () => {
  test('the database alone when there is no Redis: ready', async (t) => {
    const { app } = await buildTestApp(t)
    const res = await call(app, 'GET', '/readyz')
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(res.json(), { status: 'ready' })
  })

  test('with REDIS_URL: ready while Redis answers, 503 naming Redis once it stops, ready again when it is back', async (t) => {
    const redis = await startRedis(t)
    const { app } = await buildTestApp(t, { env: { REDIS_URL: redis.url } })
    const ready = await call(app, 'GET', '/readyz')
    assert.equal(ready.statusCode, 200, ready.body)
    // The app's Redis really is this one: a limited request counts there.
    assert.equal((await call(app, 'GET', '/healthz')).statusCode, 200)

    await redis.stop()
    const started = Date.now()
    const down = await call(app, 'GET', '/readyz')
    assert.equal(down.statusCode, 503, down.body)
    assert.deepEqual(down.json(), { status: 'redis unavailable', failed: ['redis'] })
    assert.ok(Date.now() - started < 5000, `answered in ${Date.now() - started} ms`)

    await startRedis(t, redis.port)
    // The client reconnects on its own, after a back-off of up to two seconds.
    await eventually(
      () => call(app, 'GET', '/readyz'),
      (res) => res.statusCode === 200,
      'ready again once Redis is back',
    )
  })

  test('a database that does not answer is named', async (t) => {
    const database = await createTestDatabase()
    const { app } = await buildTestApp(t, { database })
    assert.equal((await call(app, 'GET', '/readyz')).statusCode, 200)
    await database.close()
    const down = await call(app, 'GET', '/readyz')
    assert.equal(down.statusCode, 503, down.body)
    assert.deepEqual(down.json(), { status: 'database unavailable', failed: ['database'] })
  })
})
