import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import { score } from '../../src/score/score.js'
import type { ArgumentFacts } from '../../src/score/types.js'
import { actionIr, call } from './helpers.js'

const facts = (keys: [number, number, number], values: [number, number, number]): ArgumentFacts => ({
  keys: { tp: keys[0], fp: keys[1], fn: keys[2] },
  values: { tp: values[0], fp: values[1], fn: values[2] },
})

const f = call('f', { a: 1, b: 'x' })
const g = call('g', { c: true })

describe('argument facts (seed 001): [tp, fp, fn] of keys and of values', () => {
  test.each<[string, TurnExpectation, unknown, ArgumentFacts]>([
    ['exact', f, [f], facts([2, 0, 0], [2, 0, 0])],
    ['a wrong value', f, [call('f', { a: 1, b: 'y' })], facts([2, 0, 0], [1, 1, 1])],
    ['a missing argument', f, [call('f', { a: 1 })], facts([1, 0, 1], [1, 0, 1])],
    ['an extra argument', f, [call('f', { a: 1, b: 'x', z: 0 })], facts([2, 1, 0], [2, 1, 0])],
    ['another tool shares no fact', f, [call('h', { a: 1, b: 'x' })], facts([0, 2, 2], [0, 2, 2])],
    ['"*" is any tool', call('*', { a: 1 }), [call('h', { a: 1 })], facts([1, 0, 0], [1, 0, 0])],
    ['an extra call: its facts are false positives', f, [f, g], facts([2, 1, 0], [2, 1, 0])],
    ['a missing call: its facts are false negatives', { calls: [f, g] }, [f], facts([2, 0, 1], [2, 0, 1])],
    [
      'parallel calls are sorted before indexing',
      { calls: [g, f], order: 'parallel' },
      [f, g],
      facts([3, 0, 0], [3, 0, 0]),
    ],
    ['serial calls keep their positions', { calls: [g, f] }, [f, g], facts([0, 3, 3], [0, 3, 3])],
    [
      'Action IR PARALLEL is sorted too',
      { calls: [g, f], order: 'parallel' },
      actionIr.call('PARALLEL', [
        { tool: 'f', args: { a: 1, b: 'x' } },
        { tool: 'g', args: { c: true } },
      ]),
      facts([3, 0, 0], [3, 0, 0]),
    ],
    [
      'each side is sorted by its own mode: Action IR PARALLEL against serial gold',
      { calls: [g, f] },
      actionIr.call('PARALLEL', [
        { tool: 'g', args: { c: true } },
        { tool: 'f', args: { a: 1, b: 'x' } },
      ]),
      facts([0, 3, 3], [0, 3, 3]),
    ],
    [
      'each side is sorted by its own mode: Action IR SERIAL against parallel gold',
      { calls: [g, f], order: 'parallel' },
      actionIr.call('SERIAL', [
        { tool: 'g', args: { c: true } },
        { tool: 'f', args: { a: 1, b: 'x' } },
      ]),
      facts([0, 3, 3], [0, 3, 3]),
    ],
    ['a read failure misses every fact', f, '{"name":', facts([0, 0, 2], [0, 0, 2])],
    ['an abstention has no facts', { abstain: true }, 'no', facts([0, 0, 0], [0, 0, 0])],
    ['a needless call: false positives only', { abstain: true }, [f], facts([0, 2, 0], [0, 2, 0])],
    ['unchecked arguments count on neither side', { name: 'f' }, [f], facts([0, 0, 0], [0, 0, 0])],
    [
      'a rule decides a value fact',
      call('f', { b: field.casefold('X') }),
      [call('f', { b: 'x' })],
      facts([1, 0, 0], [1, 0, 0]),
    ],
    [
      'ignore counts on neither side',
      call('f', { a: 1, b: field.ignore() }),
      [f],
      facts([1, 0, 0], [1, 0, 0]),
    ],
    [
      'absent counts only when received',
      call('f', { a: 1, b: field.absent() }),
      [f],
      facts([1, 1, 0], [1, 1, 0]),
    ],
    [
      'optional, not received: no fact',
      call('f', { a: 1, b: field.optional('x') }),
      [call('f', { a: 1 })],
      facts([1, 0, 0], [1, 0, 0]),
    ],
    [
      'optional, received wrong',
      call('f', { a: 1, b: field.optional('x') }),
      [call('f', { a: 1, b: 'y' })],
      facts([2, 0, 0], [1, 1, 1]),
    ],
  ])('%s', (_title, expected, received, expectedFacts) => {
    expect(score(expected, received).facts).toEqual(expectedFacts)
  })
})
