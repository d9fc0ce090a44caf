import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { NotConfigured, Unauthorized } from '../../platform/errors.ts'

export interface GoogleIdentity {
  subject: string
  email: string
  name: string
}

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity>
}

export interface GoogleSettings {
  clientId: string | undefined
  issuers: string[]
  jwksUrl: string
}

/**
 * Checks a Google ID token: signed by a key of the configured JWKS, issued by Google, meant for
 * our client id, unexpired, and for an e-mail Google has verified.
 */
export function createGoogleVerifier(settings: GoogleSettings, now: () => number = Date.now): GoogleVerifier {
  let keys: JWTVerifyGetKey | undefined
  return {
    async verify(idToken) {
      if (!settings.clientId) throw new NotConfigured('Google sign-in is not configured on this server')
      keys ??= createRemoteJWKSet(new URL(settings.jwksUrl))
      let payload
      try {
        ;({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256', 'ES256'],
          issuer: settings.issuers,
          audience: settings.clientId,
          clockTolerance: 5,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: new Date(now()),
        }))
      } catch (error) {
        const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
        throw new Unauthorized(expired ? 'Google ID token expired' : 'Google ID token is not valid')
      }
      const verified = payload.email_verified === true || payload.email_verified === 'true'
      if (typeof payload.email !== 'string' || !verified) throw new Unauthorized('Google account e-mail is not verified')
      return {
        subject: String(payload.sub),
        email: payload.email.toLowerCase(),
        name: typeof payload.name === 'string' ? payload.name : payload.email.split('@')[0]!,
      }
    },
  }
}
