import assert from 'node:assert/strict'
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import net, { type AddressInfo, type LookupFunction } from 'node:net'
import { describe, test, type TestContext } from 'node:test'
import { setTimeout as delay } from 'node:timers/promises'
import { checkUrl, guardedLookup, postJson, RefusedDestination, type ResolvedAddress, type Resolver } from './deliver.ts'

interface Hit {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

interface Receiver {
  port: number
  url: string
  hits: Hit[]
  /** TCP connections accepted, counted before any HTTP parsing: "got nothing" means this stays 0. */
  connections: number
  /** Resolves when the first connection closes. */
  firstClosed: Promise<void>
}

type Respond = (req: IncomingMessage, res: ServerResponse, hit: Hit) => void

const LOCAL = { allowPrivate: true }
const PUBLIC = { allowPrivate: false }

/** A real HTTP server on 127.0.0.1 that records what it receives, then answers with `respond`. */
async function receiver(t: TestContext, respond: Respond): Promise<Receiver> {
  const hits: Hit[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const hit = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
      hits.push(hit)
      respond(req, res, hit)
    })
  })
  return listen(t, server, hits)
}

/** A raw TCP server for receivers that do not even speak HTTP properly. */
async function rawReceiver(t: TestContext, onSocket: (socket: net.Socket) => void): Promise<Receiver> {
  return listen(t, net.createServer(onSocket), [])
}

async function listen(t: TestContext, server: net.Server, hits: Hit[]): Promise<Receiver> {
  const sockets = new Set<net.Socket>()
  let markClosed: () => void = () => {}
  const firstClosed = new Promise<void>((resolve) => (markClosed = resolve))
  const state = { port: 0, url: '', hits, connections: 0, firstClosed }
  server.on('connection', (socket: net.Socket) => {
    state.connections++
    sockets.add(socket)
    socket.on('close', () => {
      sockets.delete(socket)
      markClosed()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.port = (server.address() as AddressInfo).port
  state.url = `http://127.0.0.1:${state.port}`
  t.after(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return state
}

async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function resolvingTo(...addresses: string[]): Resolver & { asked: string[] } {
  const asked: string[] = []
  const resolve = async (host: string): Promise<ResolvedAddress[]> => {
    asked.push(host)
    return addresses.map((address) => ({ address, family: net.isIP(address) === 6 ? 6 : 4 }))
  }
  return Object.assign(resolve, { asked })
}

/** Answer with a body that keeps coming until the client hangs up. */
function drip(res: ServerResponse, every: number): void {
  res.writeHead(200, { 'content-type': 'text/plain' })
  const timer = setInterval(() => res.write('.'), every)
  res.on('close', () => clearInterval(timer))
}

describe('postJson to a local receiver (allowPrivate)', () => {
  test('delivers the body with JSON content type, our user agent and the given headers', async (t) => {
    const hook = await receiver(t, (_req, res) => res.writeHead(204).end())
    const body = JSON.stringify({ type: 'candidate.created', data: { name: 'Zoë' } })
    const result = await postJson(
      `${hook.url}/hooks/in?tenant=7`,
      { 'webhook-id': 'msg_1', 'webhook-signature': 'v1,abc', 'Content-Type': 'text/plain' },
      body,
      LOCAL,
    )
    assert.deepEqual(result, { ok: true, status: 204, durationMs: result.durationMs, body: '', error: null })
    const [hit] = hook.hits
    assert.ok(hit)
    assert.equal(hit.method, 'POST')
    assert.equal(hit.url, '/hooks/in?tenant=7')
    assert.equal(hit.body, body)
    assert.equal(hit.headers['content-type'], 'application/json', 'the caller cannot relabel the JSON body')
    assert.equal(hit.headers['content-length'], String(Buffer.byteLength(body)))
    assert.equal(hit.headers['user-agent'], 'recruiting-service-webhooks/1')
    assert.equal(hit.headers['webhook-id'], 'msg_1')
    assert.equal(hit.headers['webhook-signature'], 'v1,abc')
  })

  test('2xx is ok and keeps the response body', async (t) => {
    const hook = await receiver(t, (_req, res) => res.writeHead(200).end('thanks'))
    const result = await postJson(hook.url, {}, '{}', LOCAL)
    assert.equal(result.ok, true)
    assert.equal(result.status, 200)
    assert.equal(result.body, 'thanks')
    assert.equal(result.error, null)
  })

  test('500 is not ok, with the status and the first 1 KB of the body, cut before a split character', async (t) => {
    // '€' is 3 bytes (E2 82 AC) at bytes 1023..1025: a byte cut at 1024 would leave half of it.
    const body = 'a'.repeat(1023) + '€' + 'b'.repeat(5 * 1024)
    const hook = await receiver(t, (_req, res) => res.writeHead(500).end(body))
    const result = await postJson(hook.url, {}, '{}', LOCAL)
    assert.equal(result.ok, false)
    assert.equal(result.status, 500)
    assert.equal(result.error, 'HTTP 500')
    assert.equal(result.body, 'a'.repeat(1023))
    assert.ok(!result.body.includes('\uFFFD'))
  })

  test('a multibyte character that fits entirely in the first 1 KB is kept', async (t) => {
    const body = 'a'.repeat(1021) + '€' + 'b'.repeat(5 * 1024)
    const hook = await receiver(t, (_req, res) => res.writeHead(500).end(body))
    const result = await postJson(hook.url, {}, '{}', LOCAL)
    assert.equal(result.body, 'a'.repeat(1021) + '€')
    assert.equal(Buffer.byteLength(result.body), 1024)
  })

  test('keepBytes sets how much of the body is kept', async (t) => {
    const hook = await receiver(t, (_req, res) => res.writeHead(400).end('0123456789'))
    const result = await postJson(hook.url, {}, '{}', { ...LOCAL, keepBytes: 4 })
    assert.equal(result.body, '0123')
    assert.equal(result.error, 'HTTP 400')
  })

  test('redirects are not followed', async (t) => {
    const target = await receiver(t, (_req, res) => res.writeHead(200).end())
    for (const status of [301, 302, 303, 307, 308]) {
      const hook = await receiver(t, (_req, res) => res.writeHead(status, { location: `${target.url}/elsewhere` }).end())
      const result = await postJson(hook.url, {}, '{}', LOCAL)
      assert.equal(result.ok, false)
      assert.equal(result.status, status)
      assert.equal(result.error, `redirect not followed (${status} to ${target.url}/elsewhere)`)
    }
    assert.equal(target.connections, 0)
  })

  test('a receiver that never answers times out at the deadline', async (t) => {
    const hook = await receiver(t, () => {})
    const started = Date.now()
    const result = await postJson(hook.url, {}, '{}', { ...LOCAL, timeoutMs: 300 })
    assertTimedOut(result, Date.now() - started)
    assert.equal(result.status, null)
    assert.equal(hook.hits.length, 1, 'the request itself was delivered')
    await hook.firstClosed
  })

  test('a receiver dripping the body one byte every 50 ms is cut off at the deadline', async (t) => {
    const hook = await receiver(t, (_req, res) => drip(res, 50))
    const started = Date.now()
    const result = await postJson(hook.url, {}, '{}', { ...LOCAL, timeoutMs: 300 })
    assertTimedOut(result, Date.now() - started)
    assert.equal(result.status, 200, 'the status is reported even though the exchange failed')
    assert.match(result.body, /^\.+$/)
    await hook.firstClosed
  })

  test('a receiver dripping the status line byte by byte is cut off at the deadline', async (t) => {
    const response = 'HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n'
    const hook = await rawReceiver(t, (socket) => {
      let sent = 0
      const timer = setInterval(() => socket.write(response.charAt(sent++ % response.length)), 50)
      socket.on('close', () => clearInterval(timer))
      socket.on('error', () => {})
    })
    const started = Date.now()
    const result = await postJson(hook.url, {}, '{}', { ...LOCAL, timeoutMs: 300 })
    assertTimedOut(result, Date.now() - started)
    await hook.firstClosed
  })

  test('a resolver that never answers is covered by the deadline too', async () => {
    const started = Date.now()
    const result = await postJson('https://hooks.example.test/', {}, '{}', {
      ...PUBLIC,
      timeoutMs: 300,
      resolve: () => new Promise<never>(() => {}),
    })
    assertTimedOut(result, Date.now() - started)
  })

  test('a 10 MB response is read only up to maxReadBytes, then the connection is dropped', async (t) => {
    const total = 10 * 1024 * 1024
    let sent = 0
    let finished = false
    const hook = await receiver(t, (_req, res) => {
      res.on('finish', () => (finished = true))
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': total })
      const chunk = Buffer.alloc(64 * 1024, 'x')
      const pump = (): void => {
        while (sent < total && !res.destroyed) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
        res.end()
      }
      pump()
    })
    const started = Date.now()
    const result = await postJson(hook.url, {}, '{}', LOCAL)
    assert.equal(result.ok, true)
    assert.equal(result.status, 200)
    assert.equal(result.body, 'x'.repeat(1024))
    assert.ok(Date.now() - started < 2000, `took ${Date.now() - started} ms`)
    await hook.firstClosed
    // Kernel socket buffers soak up a few MB whether or not we read them, so the proof that reading stopped is that the
    // receiver could never hand over all 10 MB.
    assert.equal(finished, false, `receiver wrote all ${sent} bytes`)
  })

  test('a closed port is reported as connection refused', async () => {
    const port = await closedPort()
    const result = await postJson(`http://127.0.0.1:${port}/`, {}, '{}', LOCAL)
    assert.deepEqual(result, { ok: false, status: null, durationMs: result.durationMs, body: '', error: 'connection refused' })
  })

  test('a name is connected to at the address the resolver gave, resolved once', async (t) => {
    const hook = await receiver(t, (_req, res) => res.writeHead(200).end())
    let calls = 0
    // A rebinding resolver: the first answer is the receiver, any later one points elsewhere.
    const rebinding: Resolver = async () => [{ address: calls++ === 0 ? '127.0.0.1' : '10.255.255.1', family: 4 }]
    const result = await postJson(`http://hooks.example.test:${hook.port}/`, {}, '{}', { ...LOCAL, resolve: rebinding })
    assert.equal(result.ok, true)
    assert.equal(calls, 1)
    assert.equal(hook.hits[0]?.headers.host, `hooks.example.test:${hook.port}`)
  })

  test('a resolver failure is reported, not thrown', async () => {
    const result = await postJson('http://hooks.example.test/', {}, '{}', {
      ...LOCAL,
      resolve: () => Promise.reject(new Error('getaddrinfo ENOTFOUND hooks.example.test')),
    })
    assert.equal(result.ok, false)
    assert.equal(result.error, 'could not resolve host hooks.example.test: getaddrinfo ENOTFOUND hooks.example.test')
  })

  test('a header value with CR/LF is reported, not thrown, and nothing is sent', async (t) => {
    const hook = await receiver(t, (_req, res) => res.writeHead(200).end())
    const result = await postJson(hook.url, { 'x-evil': 'a\r\nx-injected: 1' }, '{}', LOCAL)
    assert.equal(result.ok, false)
    assert.match(result.error ?? '', /invalid character/i)
    await delay(20)
    assert.equal(hook.connections, 0)
  })
})

describe('postJson to public destinations only (allowPrivate false)', () => {
  test('plain http is refused before any network use', async (t) => {
    const hook = await receiver(t, (_req, res) => res.writeHead(200).end())
    const result = await postJson(hook.url, {}, '{}', PUBLIC)
    assert.deepEqual(result, {
      ok: false,
      status: null,
      durationMs: result.durationMs,
      body: '',
      error: 'plain http is not allowed: use https',
    })
    await delay(20)
    assert.equal(hook.connections, 0)
  })

  test('IP-literal hosts are refused by kind', async () => {
    const cases: [string, string][] = [
      ['https://127.0.0.1/', 'refused destination: loopback address 127.0.0.1'],
      ['https://[::1]/', 'refused destination: loopback address ::1'],
      ['https://[::ffff:127.0.0.1]:8443/', 'refused destination: loopback address ::ffff:7f00:1'],
      ['https://0x7f.1/', 'refused destination: loopback address 127.0.0.1'],
      ['https://10.1.2.3/', 'refused destination: private address 10.1.2.3'],
      ['https://169.254.169.254/latest/meta-data/', 'refused destination: cloud metadata address 169.254.169.254'],
      ['https://[fd00:ec2::254]/', 'refused destination: cloud metadata address fd00:ec2::254'],
    ]
    for (const [url, error] of cases) {
      const result = await postJson(url, {}, '{}', PUBLIC)
      assert.equal(result.ok, false, url)
      assert.equal(result.status, null, url)
      assert.equal(result.error, error, url)
    }
  })

  test('a name resolving to a private address is refused at connect time, and the receiver gets nothing', async (t) => {
    const hook = await receiver(t, (_req, res) => res.writeHead(200).end())
    const resolve = resolvingTo('127.0.0.1')
    const result = await postJson(`https://hooks.example.test:${hook.port}/`, {}, '{}', { ...PUBLIC, resolve })
    assert.equal(checkUrl(`https://hooks.example.test:${hook.port}/`, false), undefined, 'the URL alone looks fine')
    assert.deepEqual(resolve.asked, ['hooks.example.test'])
    assert.equal(result.ok, false)
    assert.equal(result.status, null)
    assert.equal(result.error, 'refused destination: loopback address 127.0.0.1 (resolved from hooks.example.test)')
    await delay(20)
    assert.equal(hook.connections, 0)
  })

  test('one private address among public ones refuses the whole name', async () => {
    const answers = [
      ['8.8.8.8', '127.0.0.1'],
      ['10.0.0.5', '1.1.1.1'],
      ['2606:4700:4700::1111', 'fd00::1'],
      ['1.1.1.1', '169.254.169.254'],
    ]
    for (const addresses of answers) {
      const result = await postJson('https://hooks.example.test/', {}, '{}', { ...PUBLIC, resolve: resolvingTo(...addresses) })
      assert.equal(result.ok, false)
      assert.match(result.error ?? '', /^refused destination: .+ address (127\.0\.0\.1|10\.0\.0\.5|fd00::1|169\.254\.169\.254) \(resolved/)
    }
  })
})

describe('guardedLookup on real sockets (checkUrl bypassed)', () => {
  // Straight through http.request with plain http, so only the lookup stands between the name and the receiver.
  async function request(port: number, lookup: LookupFunction, autoSelectFamily: boolean): Promise<Error | number> {
    return new Promise((resolve) => {
      // autoSelectFamily reaches net.connect, but @types/node 20 only declares it there, not on http's options.
      const options: http.RequestOptions & net.TcpNetConnectOpts = {
        host: 'hooks.example.test',
        port,
        method: 'POST',
        agent: false,
        lookup,
        autoSelectFamily,
      }
      const req = http.request(options)
      req.on('error', resolve)
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.end('{}')
    })
  }

  for (const autoSelectFamily of [true, false]) {
    test(`refuses a private answer before connecting (autoSelectFamily ${autoSelectFamily})`, async (t) => {
      const hook = await receiver(t, (_req, res) => res.writeHead(200).end())
      const outcome = await request(hook.port, guardedLookup(resolvingTo('127.0.0.1'), false), autoSelectFamily)
      assert.ok(outcome instanceof RefusedDestination, String(outcome))
      assert.equal(outcome.message, 'refused destination: loopback address 127.0.0.1 (resolved from hooks.example.test)')
      await delay(20)
      assert.equal(hook.connections, 0)
    })

    test(`connects to the checked address when allowed (autoSelectFamily ${autoSelectFamily})`, async (t) => {
      const hook = await receiver(t, (_req, res) => res.writeHead(202).end())
      const outcome = await request(hook.port, guardedLookup(resolvingTo('127.0.0.1'), true), autoSelectFamily)
      assert.equal(outcome, 202)
      assert.equal(hook.hits.length, 1)
    })
  }

  test('serves both callback shapes and honours a requested family', async () => {
    const lookup = guardedLookup(resolvingTo('2606:4700:4700::1111', '1.1.1.1'), false)
    const all = await new Promise((resolve) => lookup('h.test', { all: true }, (err, address) => resolve({ err, address })))
    assert.deepEqual(all, {
      err: null,
      address: [
        { address: '2606:4700:4700::1111', family: 6 },
        { address: '1.1.1.1', family: 4 },
      ],
    })
    const single = await new Promise((resolve) => lookup('h.test', {}, (err, address, family) => resolve({ err, address, family })))
    assert.deepEqual(single, { err: null, address: '2606:4700:4700::1111', family: 6 })
    const v4 = await new Promise((resolve) => lookup('h.test', { family: 4 }, (err, address, family) => resolve({ err, address, family })))
    assert.deepEqual(v4, { err: null, address: '1.1.1.1', family: 4 })
  })

  test('an empty answer is an error, not a crash', async () => {
    const lookup = guardedLookup(resolvingTo(), false)
    const err = await new Promise((resolve) => lookup('h.test', {}, (e) => resolve(e)))
    assert.ok(err instanceof Error)
    assert.equal(err.message, 'could not resolve host h.test: no usable address')
  })
})

describe('checkUrl', () => {
  const refused: [url: string, allowPrivate: boolean, reason: string][] = [
    ['not a url', false, 'invalid URL'],
    ['ftp://example.com/', false, 'unsupported scheme ftp:'],
    ['file:///etc/passwd', true, 'unsupported scheme file:'],
    ['http://example.com/', false, 'plain http is not allowed: use https'],
    ['https://user:secret@example.com/', false, 'credentials in the URL are not allowed'],
    ['http://user@127.0.0.1/', true, 'credentials in the URL are not allowed'],
    ['https://localhost/', false, 'refused destination: localhost'],
    ['https://LOCALHOST./', false, 'refused destination: localhost'],
    ['https://api.localhost:8443/', false, 'refused destination: localhost'],
    ['https://127.0.0.1./', false, 'refused destination: loopback address 127.0.0.1'],
    ['https://2130706433/', false, 'refused destination: loopback address 127.0.0.1'],
    ['https://[fe80::1]/', false, 'refused destination: link-local address fe80::1'],
    ['https://[64:ff9b::a00:1]/', false, 'refused destination: NAT64 to private address 64:ff9b::a00:1'],
    ['https://100.64.0.1/', false, 'refused destination: carrier-grade NAT address 100.64.0.1'],
  ]
  for (const [url, allowPrivate, reason] of refused) {
    test(`refuses ${url}${allowPrivate ? ' even with allowPrivate' : ''}`, () => {
      assert.equal(checkUrl(url, allowPrivate), reason)
    })
  }

  test('accepts public https URLs, and local http ones with allowPrivate', () => {
    assert.equal(checkUrl('https://hooks.example.com/in?x=1', false), undefined)
    assert.equal(checkUrl('https://8.8.8.8/', false), undefined)
    assert.equal(checkUrl('https://[2606:4700:4700::1111]:8443/', false), undefined)
    assert.equal(checkUrl('https://notlocalhost.example/', false), undefined)
    assert.equal(checkUrl('http://127.0.0.1:3000/hook', true), undefined)
    assert.equal(checkUrl('http://localhost:3000/hook', true), undefined)
  })
})

function assertTimedOut(result: Awaited<ReturnType<typeof postJson>>, wallMs: number): void {
  assert.equal(result.ok, false)
  assert.equal(result.error, 'timed out after 300 ms')
  // The timer may fire a hair early relative to performance.now(); never much later than the deadline.
  assert.ok(result.durationMs >= 290 && result.durationMs < 1000, `durationMs ${result.durationMs}`)
  assert.ok(wallMs < 1000, `wall ${wallMs} ms`)
}
