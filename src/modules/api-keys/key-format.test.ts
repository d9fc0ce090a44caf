import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { apiKeyPrefixOf, crc32, generateApiKey, hashApiKey, isWellFormedApiKey } from './key-format.ts'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

describe('API key format', () => {
  test('crc32 is the IEEE CRC-32 (the standard check value of "123456789")', () => {
    assert.equal(crc32('123456789'), 0xcbf43926)
    assert.equal(crc32(''), 0)
  })

  test('a key is rk_live_ + 32 base62 characters + a 6-character base62 checksum, and passes its own check', () => {
    for (let i = 0; i < 200; i++) {
      const key = generateApiKey()
      assert.match(key, /^rk_live_[0-9A-Za-z]{38}$/)
      assert.ok(isWellFormedApiKey(key), key)
    }
  })

  test('keys are distinct and the random part uses the whole alphabet', () => {
    const keys = Array.from({ length: 500 }, generateApiKey)
    assert.equal(new Set(keys).size, keys.length)
    const seen = new Set(keys.flatMap((k) => [...k.slice(8, 40)]))
    assert.equal(seen.size, 62)
  })

  test('any single mistyped character, in the body or the checksum, fails the check', () => {
    const key = generateApiKey()
    for (let i = 8; i < key.length; i++) {
      const other = BASE62[(BASE62.indexOf(key[i]!) + 1 + (i % 61)) % 62]!
      const typo = key.slice(0, i) + other + key.slice(i + 1)
      assert.equal(isWellFormedApiKey(typo), false, `position ${i}`)
    }
    // Two neighbours swapped.
    const swapped = key.slice(0, 10) + key[11] + key[10] + key.slice(12)
    if (swapped !== key) assert.equal(isWellFormedApiKey(swapped), false)
  })

  test('other shapes are refused: wrong prefix, length, characters, a JWT', () => {
    const key = generateApiKey()
    for (const bad of [
      '',
      key.replace('rk_live_', 'rk_test_'),
      key.slice(0, -1),
      `${key}0`,
      `${key.slice(0, 20)}-${key.slice(21)}`,
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      ` ${key}`,
    ]) {
      assert.equal(isWellFormedApiKey(bad), false, bad)
    }
  })

  test('the prefix shown in lists is the first 12 characters; the stored hash is SHA-256 hex', () => {
    const key = generateApiKey()
    assert.equal(apiKeyPrefixOf(key), key.slice(0, 12))
    assert.match(apiKeyPrefixOf(key), /^rk_live_[0-9A-Za-z]{4}$/)
    assert.match(hashApiKey(key), /^[0-9a-f]{64}$/)
    assert.notEqual(hashApiKey(key), hashApiKey(generateApiKey()))
  })
})
