import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import { score } from '../../src/score/score.js'

describe('argumentFacts: branches', () => {
  test('parallel calls whose expected arguments hold a function still sort, and count their facts', () => {
    const expected = {
      calls: [
        { name: 'a', arguments: { x: field.satisfies((value) => value === 1, 'one') } },
        { name: 'a', arguments: { x: 2 } },
      ],
      order: 'parallel' as const,
    }
    const received = [
      { name: 'a', arguments: { x: 2 } },
      { name: 'a', arguments: { x: 1 } },
    ]
    const graded = score(expected, received)
    expect(graded.pass).toBe(true)
    expect(graded.facts.keys).toEqual({ tp: 2, fp: 0, fn: 0 })
  })
})
