import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import { MISMATCH_LIMIT } from '../../src/match/cap-mismatches.js'
import { decide } from '../../src/match/decide.js'
import { match } from '../../src/match/match.js'
import { createSample } from '../../src/score/create-sample.js'
import { score } from '../../src/score/score.js'
import { throughEveryFace } from './helpers.js'

/** Past about 125,000, a list spread into arguments overflows the stack: the example is 130,000. */
const SIZE = 130_000
const zeros = () => Array(SIZE).fill(0)
const text = () => JSON.stringify({ name: 'f', arguments: { x: zeros() } })

const cases: [string, () => unknown, TurnExpectation][] = [
  ['130,000 unexpected elements (the issue: x expected empty)', text, { name: 'f', arguments: { x: [] } }],
  [
    '130,000 missing elements',
    () => ({ name: 'f', arguments: { x: [] } }),
    { name: 'f', arguments: { x: zeros() } },
  ],
  [
    '130,000 differing elements',
    () => ({ name: 'f', arguments: { x: Array(SIZE).fill(1) } }),
    { name: 'f', arguments: { x: zeros() } },
  ],
  [
    '130,000 unexpected keys',
    () => ({ name: 'f', arguments: Object.fromEntries(zeros().map((_, i) => [`k${i}`, i])) }),
    { name: 'f', arguments: {} },
  ],
  [
    'an unordered rule with 130,000 leftovers',
    () => ({ name: 'f', arguments: { x: zeros() } }),
    { name: 'f', arguments: { x: field.unordered([]) } },
  ],
  [
    'a subset rule, nested, 130,000 differing elements',
    () => ({ name: 'f', arguments: { o: { x: Array(SIZE).fill(1) } } }),
    { name: 'f', arguments: { o: field.subset({ x: zeros() }) } },
  ],
  [
    '130,000 extra calls',
    () => Array.from({ length: SIZE }, () => ({ name: 'f', arguments: {} })),
    { calls: [], order: 'parallel' },
  ],
]

describe('a comparison with 130,000 mismatches', () => {
  test.each(cases)(
    '%s: every face fails, with a capped list and a count of the rest',
    (_, make, expectation) => {
      const faces = throughEveryFace(make, expectation, { lean: true })
      expect(faces.verdict.pass).toBe(false)
      expect(decide(make(), expectation)).toBe(false)
      expect(faces.verdict.mismatches).toHaveLength(MISMATCH_LIMIT)
      expect(faces.verdict.mismatches.length + faces.verdict.omittedMismatches!).toBeGreaterThanOrEqual(SIZE)
      expect(faces.graded.verdict.mismatches).toHaveLength(MISMATCH_LIMIT)
      expect(faces.graded.verdict.omittedMismatches).toBe(faces.verdict.omittedMismatches)
      expect(faces.message).toMatch(/\d+ more differences/)
      const sample = createSample({ id: 'a', score: faces.graded })
      // A sample keeps fewer still (abridged), and counts every mismatch it does not list.
      expect(sample.mismatches.length + sample.mismatchesOmitted!).toBe(
        MISMATCH_LIMIT + faces.verdict.omittedMismatches!,
      )
    },
  )

  test('the count of the rest is the whole list less those listed', () => {
    const verdict = match(text(), { name: 'f', arguments: { x: [] } })
    expect(verdict.omittedMismatches).toBe(SIZE - MISMATCH_LIMIT)
    expect(verdict.mismatches[0]).toMatchObject({
      kind: 'unexpected',
      path: ['calls', 0, 'arguments', 'x', 0],
    })
    expect(verdict.mismatches.at(-1)).toMatchObject({
      path: ['calls', 0, 'arguments', 'x', MISMATCH_LIMIT - 1],
    })
  })

  test('the message counts every difference, listed or not', () => {
    const { message } = throughEveryFace(text, { name: 'f', arguments: { x: [] } }, { lean: true })
    expect(message).toContain(`${SIZE - 1} more differences`)
  })

  test('a passing comparison of 130,000 elements passes, and lists nothing', () => {
    const faces = throughEveryFace(text, { name: 'f', arguments: { x: zeros() } }, { lean: true })
    expect(faces.verdict.pass).toBe(true)
    expect(faces.verdict.omittedMismatches).toBeUndefined()
    expect(decide(text(), { name: 'f', arguments: { x: zeros() } })).toBe(true)
  })

  test('a verdict within the limit has no count', () => {
    const verdict = match({ name: 'f', arguments: { x: [1, 2] } }, { name: 'f', arguments: { x: [] } })
    expect(verdict.mismatches).toHaveLength(2)
    expect(verdict).not.toHaveProperty('omittedMismatches')
    expect(
      score({ name: 'f', arguments: { x: [] } }, { name: 'f', arguments: { x: [1] } }).verdict,
    ).not.toHaveProperty('omittedMismatches')
  })

  test('score grades on every mismatch, not the listed ones: a second call after 130,000 differences', () => {
    const received = [
      { name: 'f', arguments: { x: zeros() } },
      { name: 'g', arguments: { y: 2 } },
    ]
    const graded = score(
      {
        calls: [
          { name: 'f', arguments: { x: [] } },
          { name: 'g', arguments: { y: 1 } },
        ],
      },
      received,
    )
    expect(graded.pass).toBe(false)
    expect(graded.axes.argumentAccuracy).toBe(0)
    expect(graded.axes.functionSelection).toBe(1)
  })
})
