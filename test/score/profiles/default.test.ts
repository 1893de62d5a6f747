import { describe, expect, test } from 'vitest'
import { defaultProfile, meanOfCoreAxes } from '../../../src/score/profiles/default.js'
import type { Axes } from '../../../src/score/types.js'
import { actionIr, call, scoreRow } from '../helpers.js'

const none: Axes = {
  functionSelection: null,
  argumentAccuracy: null,
  arabicPreservation: null,
  abstention: null,
  decision: null,
  dialectUnderstanding: null,
  errorHandling: null,
}

describe('default total: the mean of the applicable independent axes', () => {
  test.each<[string, Partial<Axes>, number | null]>([
    ['nothing applies', {}, null],
    ['one axis', { abstention: 1 }, 1],
    ['two axes', { functionSelection: 1, argumentAccuracy: 0.5 }, 0.75],
    ['a 0 counts', { functionSelection: 0, argumentAccuracy: 1, arabicPreservation: 1 }, 2 / 3],
    [
      'the category axes restate functionSelection and are left out',
      { functionSelection: 1, argumentAccuracy: 0, dialectUnderstanding: 1, errorHandling: 1 },
      0.5,
    ],
    [
      'every independent axis',
      { functionSelection: 1, argumentAccuracy: 1, arabicPreservation: 0, abstention: 0, decision: 1 },
      0.6,
    ],
  ])('%s', (_title, axes, total) => {
    expect(meanOfCoreAxes({ ...none, ...axes })).toBe(total)
    expect(defaultProfile.total({ ...none, ...axes }, false, 'dialect_handling')).toBe(total)
  })
})

describe('default profile, end to end', () => {
  test('a passing call scores 1 on every applicable axis and in total', () => {
    const result = scoreRow({
      expected: call('f', { city: 'الرياض' }),
      received: [call('f', { city: 'الرياض' })],
    })
    expect(result.total).toBe(1)
    expect(result.pass).toBe(true)
  })

  test('one wrong argument of two', () => {
    const result = scoreRow({ expected: call('f', { a: 1, b: 2 }), received: [call('f', { a: 1, b: 3 })] })
    expect(result.total).toBe(0.75)
    expect(result.pass).toBe(false)
  })

  test('a clarifying question with other slots: the decision is right, only pass tells the slots apart', () => {
    const result = scoreRow({ expected: { clarify: ['date'] }, received: actionIr.clarify(['time']) })
    expect(result.pass).toBe(false)
    expect(result.total).toBe(1)
  })

  test('a CONFIRM for a CALL loses the decision axis', () => {
    const result = scoreRow({
      expected: call('a', { x: 1 }),
      received: actionIr.confirm([{ tool: 'a', args: { x: 1 } }]),
    })
    expect(result.axes.decision).toBe(0)
    expect(result.total).toBeCloseTo(2 / 3, 12)
  })
})
