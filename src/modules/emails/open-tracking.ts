import { createHash, randomBytes } from 'node:crypto'

/** A transparent 1x1 PNG (RGBA), the same bytes for every open, known token or not. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNgAAIAAAUAAen63NgAAAAASUVORK5CYII=',
  'base64',
)

/** 32 random bytes, base64url: the only thing in the image's URL, so it must not be guessable. */
export function newOpenToken(): string {
  return randomBytes(32).toString('base64url')
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The hash stored and looked up; undefined for anything that cannot be a token, so it costs no query. */
export function openTokenHash(token: string): string | undefined {
  return TOKEN.test(token) ? createHash('sha256').update(token).digest('hex') : undefined
}

export function pixelUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/api/v1/public/email-opens/${token}.png`
}

/** The HTML part as sent: the stored body, then the tracking image. */
export function withPixel(html: string, url: string): string {
  return `${html}\n<img src="${url}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
}
