import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { openLoop } from './open-loop.ts'

describe('open loop', () => {
  const received: string[] = []
  let server: http.Server
  let url: string
  before(async () => {
    server = http.createServer((request, response) => {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => (body += chunk))
      request.on('end', () => {
        received.push(body)
        response.writeHead(201).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/things`
  })
  after(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends a list of bodies in turn, one a request, starting over when it runs out', async () => {
    received.length = 0
    const result = await openLoop({ name: 'bodies', url, method: 'POST', bodies: ['a', 'b', 'c'] }, 100, 0.05)
    assert.equal(result.responses, 5)
    assert.deepEqual(received.sort(), ['a', 'a', 'b', 'b', 'c'])
  })

  it('gives each request its own id where the body asks for one', async () => {
    received.length = 0
    await openLoop({ name: 'ids', url, method: 'POST', body: 'x-[<id>]', idReplacement: true }, 100, 0.03)
    assert.equal(received.length, 3)
    assert.equal(new Set(received).size, 3)
    for (const body of received) assert.match(body, /^x-[0-9a-f-]{36}$/)
  })
})
