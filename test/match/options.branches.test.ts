import { describe, expect, test } from 'vitest'
import { match } from '../../src/match/match.js'
import type { MatchOptions } from '../../src/match/options.js'
import { MatcherUsageError } from '../../src/usage-error.js'

describe('match options: branches', () => {
  test.each([null, 'strict', 5])('options that are not an object (%s) are a usage error', (options) => {
    expect(() => match([], { abstain: true }, options as unknown as MatchOptions)).toThrow(MatcherUsageError)
    expect(() => match([], { abstain: true }, options as unknown as MatchOptions)).toThrow(
      'Matcher error: options must be an object at options',
    )
  })

  test.each(['nope', 5, '__proto__'])(
    'an unknown match profile (%s) is a usage error listing the known ones',
    (profile) => {
      expect(() => match([], { abstain: true }, { profile } as MatchOptions)).toThrow(
        'Matcher error: profile must be one of "default", "bfcl" at options.profile',
      )
    },
  )
})
