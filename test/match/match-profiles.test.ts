import { afterEach, describe, expect, test } from 'vitest'
import { configure, MatcherUsageError, match } from '../../src/index.js'
import { MATCH_PROFILES, matchProfile } from '../../src/match/match-profiles.js'
import { normalizeMatchOptions } from '../../src/match/options.js'

const composed = { name: 'f', arguments: { city: 'Zürich' } }
const decomposed = { name: 'f', arguments: { city: 'Zu\u0308rich' } }

afterEach(() => configure({}))

describe('match profiles', () => {
  test('default and bfcl are named and versioned', () => {
    expect(Object.keys(MATCH_PROFILES)).toEqual(['default', 'bfcl'])
    expect(matchProfile()).toBe(MATCH_PROFILES.default)
    expect(matchProfile('bfcl')).toMatchObject({ name: 'bfcl', version: expect.any(String) })
  })

  test('bfcl sets its policies: no Unicode normalisation, nothing extra allowed, strict parsing', () => {
    expect(normalizeMatchOptions({ profile: 'bfcl' })).toMatchObject({
      profile: MATCH_PROFILES.bfcl,
      unicode: 'none',
      extraArguments: 'forbid',
      extraCalls: 'forbid',
      parse: 'strict',
    })
    expect(match(decomposed, composed).pass).toBe(true)
    expect(match(decomposed, composed, { profile: 'bfcl' }).pass).toBe(false)
  })

  test('options given alongside override the profile', () => {
    expect(match(decomposed, composed, { profile: 'bfcl', unicode: 'nfc' }).pass).toBe(true)
    expect(normalizeMatchOptions({ profile: 'bfcl', extraCalls: 'allow' }).extraCalls).toBe('allow')
  })

  test('configure: a profile for every later call, and options that override it', () => {
    configure({ profile: 'bfcl' })
    expect(match(decomposed, composed).pass).toBe(false)
    expect(match(decomposed, composed, { unicode: 'nfc' }).pass).toBe(true)
    expect(match(decomposed, composed, { profile: 'default' }).pass).toBe(true)
  })

  test.each([['arabic'], ['BFCL'], [5]])('an unknown profile (%j) is a usage error', (profile) => {
    expect(() => match(composed, composed, { profile: profile as string })).toThrow(MatcherUsageError)
    expect(() => match(composed, composed, { profile: profile as string })).toThrow(
      'Matcher error: profile must be one of "default", "bfcl" at options.profile',
    )
  })
})
