import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { newcomers } from './candidates.ts'

describe('bench newcomers', () => {
  const people = newcomers(2_000)

  it('are the same people on every run', () => {
    assert.deepEqual(newcomers(50), people.slice(0, 50))
  })

  it('are all of the family Ứng, in three words, each with an address of their own', () => {
    for (const { full_name } of people) {
      const words = full_name.split(' ')
      assert.equal(words.length, 3, full_name)
      assert.equal(words[0], 'Ứng')
    }
    assert.equal(new Set(people.map((p) => p.email)).size, people.length)
  })

  it('repeat their names, as people do', () => {
    assert.ok(new Set(people.map((p) => p.full_name)).size < people.length / 2)
  })
})
