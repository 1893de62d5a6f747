import { describe, expect, test } from 'vitest'
import { decideTrials } from '../../src/trials/decide-trials.js'
import { normalizeTrialsPolicy } from '../../src/trials/trials-policy.js'
import type { TrialJudgement, TrialsPolicy } from '../../src/trials/types.js'

/** Judgements from marks: ✓ pass, ✗ fail, ! error. */
function judged(marks: string): TrialJudgement[] {
  return [...marks].map((mark, index) => ({
    index,
    status: mark === '✓' ? 'pass' : mark === '✗' ? 'fail' : 'error',
  }))
}

const decide = (marks: string, policy?: TrialsPolicy) =>
  decideTrials(judged(marks), normalizeTrialsPolicy(policy, marks.length))

describe('decideTrials', () => {
  test.each([
    // marks, policy, pass, n, passed, label
    ['✓✓✓✓', undefined, true, 4, 4, 'stable-pass'],
    ['✓✓✗✓', undefined, false, 4, 3, 'flaky'],
    ['✗✗✗✗', undefined, false, 4, 0, 'stable-fail'],
    ['✓✓✗✓', { atLeast: 3 }, true, 4, 3, 'flaky'],
    ['✓✗✗✓', { atLeast: 3 }, false, 4, 2, 'flaky'],
    ['✓✓✓✓✗', { passRate: 0.8 }, true, 5, 4, 'flaky'], // inclusive: 4 of 5 meets 0.8
    ['✓✓✓✗✗', { passRate: 0.8 }, false, 5, 3, 'flaky'],
    ['✓✓✓✗✗', { passHatK: { k: 2, min: 0.3 } }, true, 5, 3, 'flaky'], // C(3,2)/C(5,2) = 0.3, inclusive
    ['✓✓✓✗✗', { passHatK: { k: 2, min: 0.31 } }, false, 5, 3, 'flaky'],
    ['✓✓✓✗✗', { passAtK: { k: 2, min: 0.9 } }, true, 5, 3, 'flaky'], // 1 − 1/10
    ['✗✗✗✗✓', { passAtK: { k: 2, min: 0.5 } }, false, 5, 1, 'flaky'], // 1 − C(4,2)/C(5,2) = 0.4
    ['✓✓!✓', undefined, false, 4, 3, 'flaky'], // an error is a failed trial by default
    ['✓✓!✓', { errors: 'exclude' }, true, 3, 3, 'stable-pass'],
  ] as const)('%s under %j: pass %s, %i judged, %i passed, %s', (marks, policy, pass, n, passed, label) => {
    const verdict = decide(marks, policy)
    expect(verdict).toMatchObject({ pass, n, passed, label })
    expect(verdict.inconclusive).toBeUndefined()
  })

  test('the estimates the policy asks for, and the rate with its interval', () => {
    const hat = decide('✓✓✓✗✗', { passHatK: { k: 2, min: 0.3 } })
    expect(hat.passHatK).toBeCloseTo(0.3, 12)
    expect(hat.passAtK).toBeUndefined()
    expect(hat.passRate).toBe(0.6)
    expect(hat.wilson[0]).toBeCloseTo(0.2307, 4)
    expect(hat.wilson[1]).toBeCloseTo(0.8824, 4)
    const at = decide('✓✓✓✗✗', { passAtK: { k: 2, min: 0.9 } })
    expect(at.passAtK).toBeCloseTo(0.9, 12)
    expect(at.passHatK).toBeUndefined()
  })

  test('errors are counted whether excluded or not', () => {
    expect(decide('✓!!✓', undefined)).toMatchObject({ n: 4, passed: 2, errors: 2 })
    expect(decide('✓!!✓', { errors: 'exclude' })).toMatchObject({ n: 2, passed: 2, errors: 2 })
  })

  test.each([
    ['!!!', { errors: 'exclude' }, 0, 'unjudged'],
    ['✓!!', { errors: 'exclude', passHatK: { k: 2, min: 0.1 } }, 1, 'stable-pass'],
    ['✓!!', { errors: 'exclude', passAtK: { k: 3, min: 0.1 } }, 1, 'stable-pass'],
    ['✓✓!', { errors: 'exclude', atLeast: 3 }, 2, 'stable-pass'],
  ] as const)('%s under %j is inconclusive, and fails', (marks, policy, n, label) => {
    const verdict = decide(marks, policy)
    expect(verdict).toMatchObject({ pass: false, inconclusive: true, n, label })
    expect(verdict.passHatK).toBeUndefined()
    expect(verdict.passAtK).toBeUndefined()
  })

  test('no trial judged: no pass rate, the interval [0, 1]', () => {
    const verdict = decide('!!', { errors: 'exclude' })
    expect(verdict.passRate).toBeNull()
    expect(verdict.wilson).toEqual([0, 1])
  })

  test('enough trials judged is conclusive: k equal to the trials left decides', () => {
    expect(decide('✓✓!', { errors: 'exclude', passHatK: { k: 2, min: 1 } })).toMatchObject({
      pass: true,
      passHatK: 1,
    })
  })
})
