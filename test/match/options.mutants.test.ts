import { describe, expect, test } from 'vitest'
import { normalizeMatchOptions } from '../../src/match/options.js'

describe('normalizeMatchOptions: usage errors name the option', () => {
  test.each<[string, Record<string, unknown>, string]>([
    ['extraArguments', { extraArguments: 'some' }, 'extraArguments must be one of "forbid", "allow"'],
    ['extraCalls', { extraCalls: 'some' }, 'extraCalls must be one of "forbid", "allow"'],
    ['an unknown profile', { profile: 'nope' }, 'profile must be one of "default"'],
    ['a profile named after an inherited key', { profile: 'toString' }, 'profile must be one of "default"'],
    [
      'a profile that is no string but names one as a key',
      { profile: ['default'] },
      'profile must be one of',
    ],
    [
      'tools that defineTools did not make',
      { tools: { refund: {} } },
      'tools must be the result of defineTools(...)',
    ],
  ])('%s', (_, options, message) => {
    expect(() => normalizeMatchOptions(options)).toThrow(message)
  })
})
