// The per-call credit of a run item (`scoreRun`'s `calls`), which the per-tool breakdown counts: each required copy
// of a listed call, credited from the call the matching gave it, else from the closest call of its tool left over.
import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { scoreRun } from '../../../src/score/run/score-run.js'
import type { CallScore } from '../../../src/score/types.js'
import { agentRun, oneByOne } from './helpers.js'

const credit = (tool: string, received: number | null, name: 0 | 1, args: number | null): CallScore => ({
  tool,
  received,
  name,
  arguments: args,
})

const superset = (...calls: NonNullable<RunExpectation['calls']>) => ({ calls, order: 'superset' as const })

describe('calls of a run item', () => {
  test.each<[string, RunExpectation, unknown, CallScore[]]>([
    [
      'a call made as expected: name and arguments 1, paired with it',
      superset({ name: 'search', arguments: { q: 'mugs' } }),
      oneByOne(['lookup'], ['search', { q: 'mugs' }]),
      [credit('search', 1, 1, 1)],
    ],
    [
      'arguments not checked are not scored',
      superset({ name: 'search' }),
      oneByOne(['search', { q: 'mugs' }]),
      [credit('search', 0, 1, null)],
    ],
    [
      'a call not made: 0 and 0',
      superset({ name: 'search', arguments: { q: 'mugs' } }),
      oneByOne(['lookup']),
      [credit('search', null, 0, 0)],
    ],
    [
      'a call not made, arguments not checked: name 0, arguments not scored',
      superset({ name: 'search' }),
      agentRun(),
      [credit('search', null, 0, null)],
    ],
    [
      'a call of its tool with a wrong argument: name 1, the share of arguments right',
      superset({ name: 'refund', arguments: { id: 'A-1', amount: 5 } }),
      oneByOne(['refund', { id: 'A-2', amount: 5 }]),
      [credit('refund', 0, 1, 0.5)],
    ],
    [
      'a forbidden extra argument adds one to the denominator',
      superset({ name: 'refund', arguments: { id: 'A-1' }, extraArguments: 'forbid' }),
      oneByOne(['refund', { id: 'A-1', note: 'x' }]),
      [credit('refund', 0, 1, 0.5)],
    ],
    [
      'arguments expected as a whole, differing: 0',
      superset({ name: 'refund', arguments: field.oneOf({ id: 'A-1' }, { id: 'A-3' }) }),
      oneByOne(['refund', { id: 'A-2' }]),
      [credit('refund', 0, 1, 0)],
    ],
    [
      'a call of its tool that differs only in its status: its arguments are right',
      superset({ name: 'refund', arguments: { id: 'A-1' }, status: 'ok' }),
      oneByOne(['refund', { id: 'A-1' }, 'no such order', true]),
      [credit('refund', 0, 1, 1)],
    ],
    [
      'a call of its tool that differs in its status, arguments not checked: name 1, arguments not scored',
      superset({ name: 'refund', status: 'ok' }),
      oneByOne(['refund', { id: 'A-1' }, 'no such order', true]),
      [credit('refund', 0, 1, null)],
    ],
    [
      'a result that differs is no argument difference, even under an argument’s name',
      superset({ name: 'refund', arguments: { id: 'A-1', amount: 5 }, result: { id: 'R-1' } }),
      oneByOne(['refund', { id: 'A-1', amount: 5 }, { id: 'R-2' }]),
      [credit('refund', 0, 1, 1)],
    ],
    [
      'arguments expected as a whole and met, the status differing: its arguments are right',
      superset({ name: 'refund', arguments: field.oneOf({ id: 'A-1' }, { id: 'A-3' }), status: 'ok' }),
      oneByOne(['refund', { id: 'A-1' }, 'no such order', true]),
      [credit('refund', 0, 1, 1)],
    ],
    [
      'no arguments expected and none sent, the status differing: its arguments are right',
      superset({ name: 'refund', arguments: {}, status: 'ok' }),
      oneByOne(['refund', {}, 'no such order', true]),
      [credit('refund', 0, 1, 1)],
    ],
    [
      'an argument named `*` beside another is one argument of two, not the whole arguments',
      superset({ name: 'refund', arguments: { '*': 1, id: 'A-1' } }),
      oneByOne(['refund', { '*': 2, id: 'A-1' }]),
      [credit('refund', 0, 1, 0.5)],
    ],
    [
      'an extra item inside an argument fails that argument only, adding nothing to the denominator',
      superset({ name: 'refund', arguments: { items: [1], id: 'A-1' } }),
      oneByOne(['refund', { items: [1, 2], id: 'A-1' }]),
      [credit('refund', 0, 1, 0.5)],
    ],
    [
      'an extra key inside an argument fails that argument only, adding nothing to the denominator',
      superset({ name: 'refund', arguments: { order: { id: 'A-1' }, amount: 5 }, extraArguments: 'forbid' }),
      oneByOne(['refund', { order: { id: 'A-1', note: 'x' }, amount: 5 }]),
      [credit('refund', 0, 1, 0.5)],
    ],
    [
      'the closest call of its tool: the arguments that differ least',
      superset({ name: 'refund', arguments: { id: 'A-1', amount: 5 } }),
      oneByOne(['refund', { id: 'A-2', amount: 9 }], ['refund', { id: 'A-1', amount: 9 }]),
      [credit('refund', 1, 1, 0.5)],
    ],
    [
      'among equals, the earliest',
      superset({ name: 'refund', arguments: { id: 'A-1', amount: 5 } }),
      oneByOne(['refund', { id: 'A-1', amount: 9 }], ['refund', { id: 'A-1', amount: 7 }]),
      [credit('refund', 0, 1, 0.5)],
    ],
    [
      'each call left over is paired once: the second copy finds none',
      superset({ name: 'refund', arguments: { id: 'A-1' }, times: 2 }),
      oneByOne(['refund', { id: 'A-2' }]),
      [credit('refund', 0, 1, 0), credit('refund', null, 0, 0)],
    ],
    [
      'listed calls are served in order',
      superset(
        { name: 'refund', arguments: { id: 'A-1', amount: 1 } },
        { name: 'refund', arguments: { id: 'A-1', amount: 2 } },
      ),
      oneByOne(['refund', { id: 'A-1', amount: 3 }]),
      [credit('refund', 0, 1, 0.5), credit('refund', null, 0, 0)],
    ],
    [
      'a call the matching took is no other copy’s closest call',
      superset({ name: 'refund', arguments: { id: 'A-1' } }, { name: 'refund', arguments: { id: 'A-2' } }),
      oneByOne(['refund', { id: 'A-1' }]),
      [credit('refund', 0, 1, 1), credit('refund', null, 0, 0)],
    ],
    [
      'only required copies are credited (an allowed copy is not expected)',
      superset({ name: 'search', times: { min: 1, max: 3 } }),
      oneByOne(['search'], ['search']),
      [credit('search', 0, 1, null)],
    ],
    [
      'any tool (`*`): every copy is of its tool',
      { calls: [{ name: '*', times: 2 }], order: 'unordered' },
      oneByOne(['lookup']),
      [credit('*', 0, 1, null), credit('*', null, 0, null)],
    ],
    [
      'a name pattern is credited as any tool, and only calls it meets are of its tool',
      superset({ name: field.pattern('^get_'), arguments: { id: 'A-1' } }),
      oneByOne(['refund', { id: 'A-1' }], ['get_order', { id: 'A-2' }]),
      [credit('*', 1, 1, 0)],
    ],
    [
      'calls listed in steps',
      { steps: [{ name: 'lookup' }, { name: 'refund', arguments: { id: 'A-1' } }] },
      oneByOne(['lookup'], ['refund', { id: 'A-2' }]),
      [credit('lookup', 0, 1, null), credit('refund', 1, 1, 0)],
    ],
    [
      'a fromResult argument: credited over the names the call expects, the rule unmet',
      superset(
        { name: 'get_order' },
        { name: 'refund', arguments: { id: field.fromResult('get_order', 'id'), amount: 5 } },
      ),
      oneByOne(['get_order', {}, { id: 'A-1' }], ['refund', { id: 'A-9', amount: 5 }]),
      [credit('get_order', 0, 1, null), credit('refund', 1, 1, 0.5)],
    ],
    [
      'a fromResult argument met',
      superset(
        { name: 'get_order' },
        { name: 'refund', arguments: { id: field.fromResult('get_order', 'id') } },
      ),
      oneByOne(['get_order', {}, { id: 'A-1' }], ['refund', { id: 'A-1' }]),
      [credit('get_order', 0, 1, null), credit('refund', 1, 1, 1)],
    ],
    ['no call listed: none credited', { never: [{ name: 'delete' }] }, oneByOne(['lookup']), []],
    ['a run that cannot be read: none credited', superset({ name: 'search' }), { not: 'a run' }, []],
  ])('%s', (_, expected, received, calls) => {
    expect(scoreRun(expected, received).calls).toEqual(calls)
  })
})
