import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { choiceFromEnv, UsageError } from './settings.ts'

describe('bench settings from the environment', () => {
  const NAME = 'BENCH_TEST_CHOICE'
  afterEach(() => delete process.env[NAME])

  it('a choice is the first one when unset or blank, and the one given otherwise', () => {
    assert.equal(choiceFromEnv(NAME, ['uuid', 'people']), 'uuid')
    process.env[NAME] = '  '
    assert.equal(choiceFromEnv(NAME, ['uuid', 'people']), 'uuid')
    process.env[NAME] = 'people'
    assert.equal(choiceFromEnv(NAME, ['uuid', 'people']), 'people')
  })

  it('a choice not on the list is a usage error that names the list', () => {
    process.env[NAME] = 'robots'
    assert.throws(
      () => choiceFromEnv(NAME, ['uuid', 'people']),
      (error: unknown) => {
        assert.ok(error instanceof UsageError)
        assert.match(error.message, /BENCH_TEST_CHOICE must be one of uuid, people, got "robots"/)
        return true
      },
    )
  })
})
