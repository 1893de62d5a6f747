import { describe, expect, test } from 'vitest'
import { score } from '../../src/score/score.js'
import type { ScoreOptions } from '../../src/score/types.js'
import { MatcherUsageError } from '../../src/usage-error.js'

describe('score: branches', () => {
  test.each([null, 'default', 5])('options that are not an object (%s) are a usage error', (options) => {
    expect(() => score({ abstain: true }, [], options as unknown as ScoreOptions)).toThrow(MatcherUsageError)
    expect(() => score({ abstain: true }, [], options as unknown as ScoreOptions)).toThrow(
      'Matcher error: options must be an object at options',
    )
  })
})
