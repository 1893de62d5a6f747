// Where the reporter says a failing run assertion's first mismatch sits: a path in the run, for every kind.
import { describe, expect, test } from 'vitest'
import type { RunMismatch } from '../../src/match/run/types.js'
import { runMismatchPath } from '../../src/reporter/run-mismatch-path.js'

const at = { step: 2, call: 1 }
const value = { kind: 'value' as const, path: ['arguments', 'order_id'], expected: 'A-77', received: 'B-12' }

describe('runMismatchPath', () => {
  test.each<[string, RunMismatch, (string | number)[]]>([
    ['a run not read: the run', { kind: 'read_failure', failure: { kind: 'not_json', path: ['x'] } }, []],
    [
      'a call that differs: the call and its first differing field',
      { kind: 'call', at, expected: {}, mismatches: [value], lookups: [] },
      ['steps', 2, 'calls', 1, 'arguments', 'order_id'],
    ],
    [
      'a call without field mismatches: the call',
      { kind: 'call', at, expected: {}, mismatches: [], lookups: [] },
      ['steps', 2, 'calls', 1],
    ],
    [
      'a call its schema rejects',
      { kind: 'invalid_call', at, mismatches: [value] },
      ['steps', 2, 'calls', 1, 'arguments', 'order_id'],
    ],
    [
      'a missing call with a closest call of its tool: that call’s first difference',
      {
        kind: 'missing_call',
        expected: {},
        mode: 'in-order',
        closest: { at, mismatches: [value], lookups: [] },
      },
      ['steps', 2, 'calls', 1, 'arguments', 'order_id'],
    ],
    [
      'a missing call whose closest call has no field mismatch: that call',
      { kind: 'missing_call', expected: {}, mode: 'in-order', closest: { at, mismatches: [], lookups: [] } },
      ['steps', 2, 'calls', 1],
    ],
    [
      'a missing call in a step: the step',
      { kind: 'missing_call', expected: {}, mode: 'exact', step: 0 },
      ['steps', 0],
    ],
    ['a missing call in the run: the run', { kind: 'missing_call', expected: {}, mode: 'superset' }, []],
    [
      'calls out of order in a step',
      { kind: 'call_order', expected: [], received: [], mode: 'exact', step: 1 },
      ['steps', 1],
    ],
    [
      'calls out of order in the run',
      { kind: 'call_order', expected: [], received: [], mode: 'in-order' },
      [],
    ],
    ['too many in a step', { kind: 'times', expected: {}, max: 1, count: 2, step: 3 }, ['steps', 3]],
    ['too many in the run', { kind: 'times', expected: {}, max: 1, count: 2 }, []],
    ['an extra call', { kind: 'extra_call', at, mode: 'exact' }, ['steps', 2, 'calls', 1]],
    ['a missing step', { kind: 'missing_step', step: 4 }, ['steps', 4]],
    ['an extra step', { kind: 'extra_step', step: 5 }, ['steps', 5]],
    ['too many calls', { kind: 'max_calls', max: 1, count: 2 }, []],
    ['too many steps', { kind: 'max_steps', max: 1, count: 2 }, []],
    ['a forbidden call', { kind: 'never', expected: {}, at }, ['steps', 2, 'calls', 1]],
    [
      'the answer: its first mismatch',
      { kind: 'answer', mismatches: [{ kind: 'missing', path: ['answer'] }] },
      ['answer'],
    ],
    ['the answer, no mismatch given', { kind: 'answer', mismatches: [] }, ['answer']],
    [
      'identical calls: the first',
      { kind: 'identical_calls', name: 'get', arguments: {}, at: [at], count: 3, max: 2 },
      ['steps', 2, 'calls', 1],
    ],
    [
      'identical calls, none placed (cut short): the run',
      { kind: 'identical_calls', name: 'get', arguments: {}, at: [], count: 3, max: 2 },
      [],
    ],
    [
      'a claim not backed: the answer',
      {
        kind: 'claim',
        claim: 0,
        sentence: 'Refunded.',
        when: 'refund',
        expected: {},
        reason: { kind: 'not_called' },
      },
      ['answer'],
    ],
    ['no answer', { kind: 'no_answer', check: 'claims' }, ['answer']],
    [
      'an error not acknowledged: the failed call',
      { kind: 'unacknowledged_error', at, name: 'refund', answered: true },
      ['steps', 2, 'calls', 1],
    ],
    [
      'a cycle: where it starts',
      { kind: 'cycle', names: ['a', 'b'], repeats: 3, from: at, to: { step: 7, call: 0 } },
      ['steps', 2, 'calls', 1],
    ],
  ])('%s', (_, mismatch, path) => {
    expect(runMismatchPath(mismatch)).toEqual(path)
  })
})
