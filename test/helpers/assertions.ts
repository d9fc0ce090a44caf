import assert from 'node:assert/strict'
import type { LightMyRequestResponse } from 'fastify'

/** The `loc` paths of a 422 body, joined with dots: `body.email`, `query.page_size`. */
export function locs(res: LightMyRequestResponse): string[] {
  return res.json().detail.map((d: { loc: (string | number)[] }) => d.loc.join('.'))
}

/** A 422 naming exactly these fields. */
export function assert422(res: LightMyRequestResponse, expected: string[], label = '') {
  assert.equal(res.statusCode, 422, `${label} ${res.body}`)
  assert.deepEqual(locs(res), expected, label)
}
