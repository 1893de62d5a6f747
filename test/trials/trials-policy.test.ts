import { describe, expect, test } from 'vitest'
import { normalizeTrialsPolicy } from '../../src/trials/trials-policy.js'
import { MatcherUsageError } from '../../src/usage-error.js'

describe('normalizeTrialsPolicy', () => {
  test.each([
    [undefined, { kind: 'all', errors: 'fail' }],
    [{}, { kind: 'all', errors: 'fail' }],
    [{ all: true }, { kind: 'all', errors: 'fail' }],
    [{ errors: 'exclude' }, { kind: 'all', errors: 'exclude' }],
    [{ atLeast: 3 }, { kind: 'at_least', count: 3, errors: 'fail' }],
    [{ passRate: 0.8 }, { kind: 'pass_rate', min: 0.8, errors: 'fail' }],
    [{ passRate: 0 }, { kind: 'pass_rate', min: 0, errors: 'fail' }],
    [{ passHatK: { k: 5, min: 0.5 } }, { kind: 'pass_hat_k', k: 5, min: 0.5, errors: 'fail' }],
    [
      { passAtK: { k: 1, min: 1 }, errors: 'exclude' },
      { kind: 'pass_at_k', k: 1, min: 1, errors: 'exclude' },
    ],
  ])('%j → %j (5 trials run)', (given, expected) => {
    expect(normalizeTrialsPolicy(given, 5)).toEqual(expected)
  })

  test.each([
    ['not an object', 0.8, 'the trials policy must be an object, e.g. { passRate: 0.8 } at trials'],
    [
      'an unknown key',
      { passrate: 0.8 },
      'unknown key "passrate" (did you mean "passRate"?) at trials.passrate',
    ],
    ['two criteria', { all: true, atLeast: 2 }, 'give one criterion, not all and atLeast at trials'],
    ['all: false', { all: false }, 'all must be true (it is the default) at trials.all'],
    ['errors misspelt', { errors: 'skip' }, "errors must be 'fail' or 'exclude' at trials.errors"],
    ['atLeast 0', { atLeast: 0 }, 'must be an integer ≥ 1, received 0 at trials.atLeast'],
    [
      'atLeast above the trials',
      { atLeast: 6 },
      'must be at most the number of trials run (5), received 6 at trials.atLeast',
    ],
    ['passRate above 1', { passRate: 1.2 }, 'must be a number from 0 to 1, received 1.2 at trials.passRate'],
    [
      'passRate NaN',
      { passRate: Number.NaN },
      'must be a number from 0 to 1, received NaN at trials.passRate',
    ],
    ['passHatK a number', { passHatK: 2 }, 'passHatK must be { k, min } at trials.passHatK'],
    ['k 0', { passHatK: { k: 0, min: 0.5 } }, 'must be an integer ≥ 1, received 0 at trials.passHatK.k'],
    [
      'k fractional',
      { passAtK: { k: 1.5, min: 0.5 } },
      'must be an integer ≥ 1, received 1.5 at trials.passAtK.k',
    ],
    [
      'k above the trials',
      { passHatK: { k: 6, min: 0.5 } },
      'must be at most the number of trials run (5), received 6 at trials.passHatK.k',
    ],
    [
      'min missing',
      { passAtK: { k: 2 } },
      'must be a number from 0 to 1, received undefined at trials.passAtK.min',
    ],
    [
      'an extra key',
      { passAtK: { k: 2, min: 0.5, n: 3 } },
      'unknown key "n" (a passAtK is { k, min }) at trials.passAtK.n',
    ],
  ])('%s is a usage error', (_, given, problem) => {
    const call = () => normalizeTrialsPolicy(given, 5)
    expect(call).toThrow(MatcherUsageError)
    expect(call).toThrow(`Matcher error: ${problem}`)
  })
})
