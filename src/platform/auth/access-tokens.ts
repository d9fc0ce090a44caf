import { createSecretKey, randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { Unauthorized } from '../errors.ts'
import { ROLES, type Role } from './roles.ts'

export const ISSUER = 'recruiting-service'
export const AUDIENCE = 'recruiting-api'
const ALGORITHM = 'HS256'
const CLOCK_TOLERANCE_SECONDS = 5

export interface AccessClaims {
  userId: string
  tenantId: string
  role: Role
}

export interface AccessTokenIssuer {
  sign(claims: AccessClaims): Promise<string>
  verify(token: string): Promise<AccessClaims>
  readonly ttlSeconds: number
}

export function createAccessTokens(secret: string, ttlSeconds: number, now: () => number = Date.now): AccessTokenIssuer {
  // Imported once: handing jose raw bytes would import the key again on every request.
  const key = createSecretKey(Buffer.from(secret, 'utf8'))
  return {
    ttlSeconds,
    async sign({ userId, tenantId, role }) {
      const iat = Math.floor(now() / 1000)
      return (
        new SignJWT({ tid: tenantId, role })
          .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
          // A unique id per token: two sign-ins in one second are still two credentials.
          .setJti(randomUUID())
          .setSubject(userId)
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(iat)
          .setExpirationTime(iat + ttlSeconds)
          .sign(key)
      )
    },
    async verify(token) {
      try {
        // The algorithm is pinned: `alg: none`, RS256-with-our-secret and every other header
        // value fail here before the signature is even looked at.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: new Date(now()),
        })
        const { sub, tid, role } = payload
        if (typeof sub !== 'string' || typeof tid !== 'string' || !ROLES.includes(role as Role)) {
          throw new Unauthorized()
        }
        return { userId: sub, tenantId: tid, role: role as Role }
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new Unauthorized('Token expired; refresh it and retry')
        throw new Unauthorized()
      }
    },
  }
}
