import fc from 'fast-check'

/**
 * The malformations a fuzz case applies to a valid request: the inputs a careless or hostile
 * client sends. Each is data, so that a failing case prints as the request that failed.
 */

/** Text a client may put anywhere a string goes. Lone surrogates and NUL are the classic 500s. */
export const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '..\u0000',
    '\ud800',
    'x\udfffy',
    '%',
    '%%%%%%%%%%%%%%%%%%%%',
    '_',
    '\\',
    "' OR 1=1 --",
    '../../etc/passwd',
    '1e309',
    'Infinity',
    '-Infinity',
    'NaN',
    '-1',
    '0',
    '-0',
    '1.5',
    '100000000000000000000',
    '9007199254740993',
    'null',
    'true',
    '[]',
    '{}',
    '2025-01-01T00:00:00+07:00',
    '2025-01-01T00:00:00',
    '1735689600',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'Nguyễn Thị Ánh',
    '👩🏽‍💻',
    '\u202eevil',
    '<script>alert(1)</script>',
  ),
  fc.integer({ min: 201, max: 300 }).map((n) => 'a'.repeat(n)),
  fc.constantFrom(5_000, 100_000).map((n) => '%'.repeat(n)),
  fc.constantFrom(10_000, 300_000).map((n) => 'é'.repeat(n)),
  fc.uuid({ version: 4 }),
  fc.string({ maxLength: 30, unit: 'binary' }),
)

/** Numbers at the edges: past the safe range, negative, fractional, -0. */
export const oddNumbers: fc.Arbitrary<number> = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53 + 2,
  1e20,
  1e308,
  -1e308,
  Number.MIN_VALUE,
)

/** A value nested `depth` deep: arrays of arrays, or objects of objects. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value }
  return value
}

/** Any JSON value that is wrong somewhere: the replacement of one field of a valid body. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  oddNumbers,
  fc.constantFrom(null, true, false, [], {}, [null], { '': 1 }, { 'a\u0000': 1 }, { '\ud800': 1 }, ['\u0000']),
  fc.constantFrom(40, 200, 2_000).chain((depth) => fc.constantFrom(nested(depth, 'array'), nested(depth, 'object'))),
  fc.array(hostileStrings, { maxLength: 3 }),
)

/** Whole bodies that are not what any route reads, sent as raw text with a content type. */
export const rawBodies: fc.Arbitrary<{ contentType: string; payload: string | Buffer }> = fc.oneof(
  fc.record({
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
    payload: fc.constantFrom(
      '',
      '{',
      '{"a":}',
      'null',
      '[]',
      '"text"',
      '42',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '['.repeat(5_000) + ']'.repeat(5_000),
      '{"a":'.repeat(3_000) + '1' + '}'.repeat(3_000),
      '"\\ud800"',
      '{"x":"\\u0000"}',
      '\ufeff{}',
    ),
  }),
  fc.record({
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'application/x-ndjson',
      'image/png',
      'multipart/form-data',
      'multipart/form-data; boundary=',
    ),
    payload: fc.constantFrom('{}', 'a=1&b=2', '<a/>', '{"kind":"jobs"}\n{"kind":"options"}', ''),
  }),
)

/** Multipart forms that are broken or carry the wrong parts. */
export const brokenMultipart: fc.Arbitrary<{ contentType: string; payload: Buffer }> = fc
  .constantFrom('truncated', 'no-closing', 'wrong-field', 'field-nul', 'filename-nul', 'two-files', 'big-field', 'no-name')
  .map((kind) => {
    const b = 'fuzzboundary'
    const part = (head: string, body: string) => `--${b}\r\nContent-Disposition: form-data; ${head}\r\n\r\n${body}\r\n`
    const bodies: Record<string, string> = {
      truncated: `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      'no-closing': part('name="full_name"', 'An'),
      'wrong-field': part('name="other"; filename="a.txt"', 'hello') + `--${b}--\r\n`,
      'field-nul': part('name="full_name"', 'A\u0000B') + part('name="email"', 'a@b.example') + `--${b}--\r\n`,
      'filename-nul':
        part('name="file"; filename="a\u0000.png"', 'xx') + part('name="cv"; filename="a\u0000.pdf"', '%PDF-1.4') + `--${b}--\r\n`,
      'two-files': part('name="file"; filename="a.png"', 'x') + part('name="file"; filename="b.png"', 'y') + `--${b}--\r\n`,
      'big-field': part('name="cover_letter"', 'x'.repeat(200_000)) + `--${b}--\r\n`,
      'no-name': part('filename="x"', 'x') + `--${b}--\r\n`,
    }
    return { contentType: `multipart/form-data; boundary=${b}`, payload: Buffer.from(bodies[kind]!, 'utf8') }
  })
