import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** Listens on a free loopback port and answers the origin to call. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

export interface JsonCall {
  token?: string
  body?: unknown
}

export interface JsonAnswer {
  status: number
  /** The body exactly as sent, for byte-for-byte comparisons. */
  text: string
  json: unknown
}

/** One real HTTP call; setup goes through the same sockets and routes as the load does. */
export async function callJson(method: string, url: string, { token, body }: JsonCall = {}): Promise<JsonAnswer> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const send = () => fetch(url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) })
  let res: Response
  try {
    res = await send()
  } catch (error) {
    // Seeding on embedded PGlite runs in this process and can hold the event loop for longer
    // than the server's keep-alive timeout; when it lets go, the server closes the idle socket
    // just as fetch reuses it, before reading the request. Sent again on a new socket.
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error
    res = await send()
  }
  const text = await res.text()
  return { status: res.status, text, json: text === '' ? undefined : JSON.parse(text) }
}

/** Like `callJson`, but a setup step that does not get the expected status stops the run. */
export async function expectJson(expected: number, method: string, url: string, call: JsonCall = {}): Promise<JsonAnswer> {
  const answer = await callJson(method, url, call)
  if (answer.status !== expected) {
    throw new Error(`${method} ${url} answered ${answer.status}, expected ${expected}: ${answer.text.slice(0, 500)}`)
  }
  return answer
}
