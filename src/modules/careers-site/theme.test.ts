import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { test } from 'node:test'
import fc from 'fast-check'
import { contrastRatio, MIN_CONTRAST, themeStyle } from './theme.ts'

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`)

function property(css: string, name: string): [number, number, number] {
  const value = new RegExp(`${name}:#([0-9a-f]{6})`).exec(css)?.[1]
  assert.ok(value, `${name} in ${css}`)
  const n = parseInt(value, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

test('whatever colours a company picks, every text/background pair of the site reaches 4.5:1', () => {
  fc.assert(
    fc.property(hex, hex, hex, hex, (primary_color, accent_color, text_color, background_color) => {
      const { css } = themeStyle({ primary_color, accent_color, text_color, background_color })
      const bg = property(css, '--bg')
      for (const name of ['--text', '--link', '--muted', '--error']) {
        assert.ok(contrastRatio(property(css, name), bg) >= MIN_CONTRAST, `${name} on ${css}`)
      }
      assert.ok(contrastRatio(property(css, '--on-brand'), property(css, '--brand')) >= MIN_CONTRAST, css)
    }),
    { numRuns: 500 },
  )
})

test('only #rrggbb colours and plain font names reach the CSS; anything else falls back to the defaults', () => {
  const hostile = themeStyle({
    primary_color: 'red;}body{display:none',
    accent_color: 'url(javascript:alert(1))',
    text_color: 42,
    font_family: 'x;}</style><script>alert(1)</script>',
  })
  assert.doesNotMatch(hostile.css, /display:none|javascript|<|script|42/)
  assert.equal(hostile.css, themeStyle(undefined).css)
  assert.match(
    themeStyle({ primary_color: '#123456', font_family: 'Inter, sans-serif' }).css,
    /--brand:#123456;.*--font:Inter, sans-serif, system-ui/,
  )
})

test('the CSP hash is the hash of the CSS written', () => {
  const { css, cspHash } = themeStyle({ primary_color: '#00ff00' })
  assert.equal(cspHash, `'sha256-${createHash('sha256').update(css).digest('base64')}'`)
})
