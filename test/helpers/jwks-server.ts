import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

export const GOOGLE_CLIENT_ID = 'test-client.apps.example'
export const GOOGLE_ISSUER = 'https://accounts.google.com'

export interface IdTokenClaims {
  sub?: string
  email?: string
  email_verified?: boolean | string
  name?: string
  [claim: string]: unknown
}

export interface SignOptions {
  audience?: string
  issuer?: string
  /** Seconds since the epoch; defaults to the real clock. */
  issuedAt?: number
  expiresInSeconds?: number
  /** Sign with a key the JWKS does not publish, under the published key id, as a forger would. */
  untrusted?: boolean
}

export interface JwksServer {
  /** The URL to pass as GOOGLE_JWKS_URL. */
  certsUrl: string
  /** How many times the JWKS was fetched. */
  readonly fetches: number
  sign(claims?: IdTokenClaims, options?: SignOptions): Promise<string>
  close(): Promise<void>
}

/**
 * A stand-in for Google's certificate endpoint on 127.0.0.1: one RS256 key published as a JWKS,
 * and a signer for ID tokens shaped like Google's.
 */
export async function startJwksServer(): Promise<JwksServer> {
  const kid = `test-${randomBytes(4).toString('hex')}`
  const trusted = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(trusted.publicKey)), kid, alg: 'RS256', use: 'sig' }
  const body = JSON.stringify({ keys: [jwk] })
  let fetches = 0

  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/certs') {
      fetches++
      res.writeHead(200, { 'content-type': 'application/json' }).end(body)
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    certsUrl: `http://127.0.0.1:${port}/certs`,
    get fetches() {
      return fetches
    },
    async sign(claims = {}, options = {}) {
      const iat = options.issuedAt ?? Math.floor(Date.now() / 1000)
      const sub = claims.sub ?? randomBytes(10).toString('hex')
      const { sub: _sub, ...rest } = claims
      return new SignJWT({
        email: `user-${sub}@example.com`,
        email_verified: true,
        name: 'Test User',
        ...rest,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(options.issuer ?? GOOGLE_ISSUER)
        .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
        .setIssuedAt(iat)
        .setExpirationTime(iat + (options.expiresInSeconds ?? 3600))
        .sign(options.untrusted ? foreign.privateKey : trusted.privateKey)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
