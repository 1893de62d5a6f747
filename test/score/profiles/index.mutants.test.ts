import { describe, expect, test } from 'vitest'
import { getProfile } from '../../../src/score/profiles/index.js'
import { expectUsageError } from '../helpers.js'

describe('getProfile: an unknown name', () => {
  test.each<[string, unknown]>([
    ['a name not registered', 'bfcl-v9'],
    ['a list holding a registered name', ['default']],
    ['a number', 1],
  ])('%s is a usage error at options.profile', (_title, name) => {
    const error = expectUsageError(
      () => getProfile(name),
      ['options', 'profile'],
      'profile must be one of "default", "arabic", "action-ir", "bfcl"',
    )
    expect(error.message).toBe(
      'Matcher error: profile must be one of "default", "arabic", "action-ir", "bfcl" at options.profile',
    )
  })
})
