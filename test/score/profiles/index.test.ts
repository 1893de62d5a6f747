import { describe, expect, test } from 'vitest'
import { getProfile, PROFILE_NAMES, PROFILES } from '../../../src/score/profiles/index.js'
import { MatcherUsageError } from '../../../src/usage-error.js'

describe('profile registry', () => {
  test('every registered profile is found under its own name', () => {
    expect(PROFILE_NAMES).toEqual(['default', 'arabic', 'action-ir', 'bfcl'])
    for (const name of PROFILE_NAMES) expect(getProfile(name).name).toBe(name)
    expect(getProfile()).toBe(PROFILES.default)
  })

  test.each(['bfcl-v9', 'Default', '', 'toString', '__proto__'])(
    'unknown profile %j is a MatcherUsageError',
    (name) => {
      expect(() => getProfile(name)).toThrow(MatcherUsageError)
      expect(() => getProfile(name)).toThrow(
        'Matcher error: profile must be one of "default", "arabic", "action-ir"',
      )
    },
  )
})
