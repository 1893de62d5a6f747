import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { LoopOptions } from '../../../src/expect/run-types.js'
import type { JsonObject, JsonValue } from '../../../src/json/types.js'
import { compileLoops, findLoops, withoutKeys } from '../../../src/match/run/find-loops.js'
import type { Placed } from '../../../src/match/run/resolve-from-result.js'
import type { CallStatus } from '../../../src/read/types.js'

/** A call written `name`, `name:result` (result a string) or an object; `status` given apart. */
interface Written {
  name: string
  args?: JsonObject
  result?: JsonValue
  status?: CallStatus
}

/** One call per step, in order: `'s'` is `s({}) → 'r'`. */
function oneByOne(...calls: (string | Written)[]): Placed[] {
  return calls.map((written, step) => placed(written, step, 0))
}

/** All calls in one step (parallel calls), in order. */
function oneStep(...calls: (string | Written)[]): Placed[] {
  return calls.map((written, call) => placed(written, 0, call))
}

function placed(written: string | Written, step: number, call: number): Placed {
  const w: Written = typeof written === 'string' ? { name: written, result: 'r' } : written
  return {
    at: { step, call },
    call: {
      name: w.name,
      arguments: w.args ?? {},
      ...(w.result === undefined ? {} : { result: w.result }),
      ...(w.status === undefined ? {} : { status: w.status }),
    },
  }
}

const loops = (calls: Placed[], options: LoopOptions = {}) => findLoops(calls, compileLoops(options))
/** The steps of each identical chain found, and each cycle as `[names] ×repeats from–to`. */
const summary = (calls: Placed[], options: LoopOptions = {}) =>
  loops(calls, options).map((found) =>
    found.kind === 'identical_calls'
      ? `${found.name} ×${found.count} at ${found.at.map((at) => at.step).join(',')}`
      : `[${found.names.join(' → ')}] ×${found.repeats} ${found.from.step}–${found.to.step}`,
  )

describe('identical calls: same tool and canonical arguments, same result as the one before', () => {
  test.each<[string, Placed[], LoopOptions, string[]]>([
    ['a run with no calls', [], {}, []],
    ['two identical calls: at most 2 allowed', oneByOne('s', 's'), {}, []],
    ['three identical calls, back to back', oneByOne('s', 's', 's'), {}, ['s ×3 at 0,1,2']],
    ['three identical calls, not back to back', oneByOne('s', 'a', 's', 'b', 's'), {}, ['s ×3 at 0,2,4']],
    [
      'other arguments are another call',
      oneByOne({ name: 's', args: { q: 1 }, result: 'r' }, { name: 's', args: { q: 2 }, result: 'r' }, 's'),
      {},
      [],
    ],
    [
      'a changed result is progress: the chain starts again',
      oneByOne(
        { name: 'poll', result: 'pending' },
        { name: 'poll', result: 'pending' },
        {
          name: 'poll',
          result: 'done',
        },
      ),
      {},
      [],
    ],
    [
      'the chain after the progress is counted alone',
      oneByOne(
        { name: 'poll', result: 'pending' },
        { name: 'poll', result: 'done' },
        { name: 'poll', result: 'done' },
        { name: 'poll', result: 'done' },
      ),
      {},
      ['poll ×3 at 1,2,3'],
    ],
    [
      'a result back to an earlier one is not the previous identical call: progress',
      oneByOne(
        { name: 'poll', result: 'a' },
        { name: 'poll', result: 'b' },
        { name: 'poll', result: 'a' },
        { name: 'poll', result: 'b' },
      ),
      {},
      [],
    ],
    [
      'status counts: an error then the same text as ok is another outcome',
      oneByOne(
        { name: 's', result: 'x', status: 'error' },
        { name: 's', result: 'x', status: 'ok' },
        { name: 's', result: 'x', status: 'ok' },
      ),
      {},
      [],
    ],
    [
      'calls without results have equal results',
      oneByOne({ name: 's' }, { name: 's' }, { name: 's' }),
      {},
      ['s ×3 at 0,1,2'],
    ],
    [
      'a result and no result differ',
      oneByOne({ name: 's' }, { name: 's', result: 'r' }, { name: 's' }),
      {},
      [],
    ],
    [
      'equal JSON results in another key order are equal',
      oneByOne(
        { name: 's', result: { a: 1, b: 2 } },
        { name: 's', result: { b: 2, a: 1 } },
        { name: 's', result: { a: 1, b: 2 } },
      ),
      {},
      ['s ×3 at 0,1,2'],
    ],
    ['maxIdentical 3: three pass', oneByOne('s', 's', 's'), { maxIdentical: 3 }, []],
    ['maxIdentical 3: four fail', oneByOne('s', 's', 's', 's'), { maxIdentical: 3 }, ['s ×4 at 0,1,2,3']],
    ['maxIdentical 1: two fail', oneByOne('s', 's'), { maxIdentical: 1 }, ['s ×2 at 0,1']],
    [
      'ignoreArguments: keys named are left out at any depth',
      oneByOne(
        { name: 's', args: { q: 'mug', at: 1, page: { at: 5, n: 1 } }, result: 'r' },
        { name: 's', args: { q: 'mug', at: 2, page: { at: 6, n: 1 } }, result: 'r' },
        { name: 's', args: { q: 'mug', at: 3, page: { at: 7, n: 1 } }, result: 'r' },
      ),
      { ignoreArguments: ['at'] },
      ['s ×3 at 0,1,2'],
    ],
    [
      'ignoreArguments: without it, the same calls differ',
      oneByOne(
        { name: 's', args: { q: 'mug', at: 1 }, result: 'r' },
        { name: 's', args: { q: 'mug', at: 2 }, result: 'r' },
        { name: 's', args: { q: 'mug', at: 3 }, result: 'r' },
      ),
      {},
      [],
    ],
    ['parallel calls of one step count in their order', oneStep('s', 's', 's'), {}, ['s ×3 at 0,0,0']],
  ])('%s', (_title, calls, options, expected) => {
    expect(summary(calls, options)).toEqual(expected)
  })

  test('the mismatch names the call (without ignored keys), where each was made, the count and the limit', () => {
    const calls = oneByOne(
      { name: 's', args: { q: 'mug', at: 1 }, result: 'r' },
      'x',
      { name: 's', args: { q: 'mug', at: 2 }, result: 'r' },
      { name: 's', args: { q: 'mug', at: 3 }, result: 'r' },
    )
    expect(loops(calls, { ignoreArguments: ['at'] })).toEqual([
      {
        kind: 'identical_calls',
        name: 's',
        arguments: { q: 'mug' },
        at: [
          { step: 0, call: 0 },
          { step: 2, call: 0 },
          { step: 3, call: 0 },
        ],
        count: 3,
        max: 2,
      },
    ])
  })
})

describe('cycles: a block of 2 to maxPeriod calls repeated back to back', () => {
  const wide = { maxIdentical: 100 }
  test.each<[string, Placed[], LoopOptions, string[]]>([
    [
      '[s → o] ×3 (the identical calls inside say nothing more)',
      oneByOne('s', 'o', 's', 'o', 's', 'o'),
      {},
      ['[s → o] ×3 0–5'],
    ],
    ['[s → o] ×2: below minRepeats', oneByOne('s', 'o', 's', 'o'), wide, []],
    [
      '[s → o] ×2 with minRepeats 2',
      oneByOne('s', 'o', 's', 'o'),
      { ...wide, cycles: { minRepeats: 2 } },
      ['[s → o] ×2 0–3'],
    ],
    [
      '[s → o] ×4 counts every repeat',
      oneByOne('s', 'o', 's', 'o', 's', 'o', 's', 'o'),
      wide,
      ['[s → o] ×4 0–7'],
    ],
    ['calls before and after', oneByOne('x', 's', 'o', 's', 'o', 's', 'o', 'y'), wide, ['[s → o] ×3 1–6']],
    ['[a → b → c] ×3', oneByOne('a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c'), wide, ['[a → b → c] ×3 0–8']],
    [
      '[a → b → c] ×3 with maxPeriod 2: not a cycle',
      oneByOne('a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c'),
      { ...wide, cycles: { maxPeriod: 2 } },
      [],
    ],
    [
      '[a → b → c → d] ×3 with maxPeriod 4',
      oneByOne('a', 'b', 'c', 'd', 'a', 'b', 'c', 'd', 'a', 'b', 'c', 'd'),
      { ...wide, cycles: { maxPeriod: 4 } },
      ['[a → b → c → d] ×3 0–11'],
    ],
    [
      'a block of one call repeated is no cycle (identical calls say it)',
      oneByOne('s', 's', 's', 's', 's', 's'),
      {},
      ['s ×6 at 0,1,2,3,4,5'],
    ],
    [
      '[a → a → b] ×3 is a cycle',
      oneByOne('a', 'a', 'b', 'a', 'a', 'b', 'a', 'a', 'b'),
      wide,
      ['[a → a → b] ×3 0–8'],
    ],
    [
      'a changed result in the last block: two repeats only',
      oneByOne('s', 'o', 's', 'o', 's', { name: 'o', result: 'other' }),
      wide,
      [],
    ],
    ['cycles: false looks for none', oneByOne('s', 'o', 's', 'o', 's', 'o'), { ...wide, cycles: false }, []],
    [
      'cycles: false leaves identical calls to fail',
      oneByOne('s', 'o', 's', 'o', 's', 'o'),
      { cycles: false },
      ['s ×3 at 0,2,4', 'o ×3 at 1,3,5'],
    ],
    ['parallel calls in one step: at step 0', oneStep('s', 'o', 's', 'o', 's', 'o'), {}, ['[s → o] ×3 0–0']],
    [
      'two cycles, one after the other',
      oneByOne('a', 'b', 'a', 'b', 'a', 'b', 'c', 'd', 'c', 'd', 'c', 'd'),
      wide,
      ['[a → b] ×3 0–5', '[c → d] ×3 6–11'],
    ],
  ])('%s', (_title, calls, options, expected) => {
    expect(summary(calls, options)).toEqual(expected)
  })

  test('the cycle mismatch: its tools in order, repeats, first and last call', () => {
    expect(loops(oneByOne('x', 'search', 'open', 'search', 'open', 'search', 'open'))).toEqual([
      {
        kind: 'cycle',
        names: ['search', 'open'],
        repeats: 3,
        from: { step: 1, call: 0 },
        to: { step: 6, call: 0 },
      },
    ])
  })

  test('an identical chain reaching out of the cycle is still named', () => {
    expect(summary(oneByOne('s', 'o', 's', 'o', 's', 'o', 'x', 's'))).toEqual([
      '[s → o] ×3 0–5',
      's ×4 at 0,2,4,7',
    ])
  })
})

describe('withoutKeys', () => {
  test('removes the keys in objects at any depth, in arrays too, and leaves the input as it was', () => {
    const value: JsonValue = { a: 1, t: 2, list: [{ t: 3, b: 4 }], inner: { t: 5 } }
    const before = structuredClone(value)
    expect(withoutKeys(value, new Set(['t']))).toEqual({ a: 1, list: [{ b: 4 }], inner: {} })
    expect(value).toEqual(before)
  })
})

describe('properties', () => {
  const tools = fc.constantFrom('a', 'b', 'c', 'd')
  const call = fc.record({ name: tools, q: fc.nat(3), result: fc.constantFrom('r', 's') })
  const toWritten = (drawn: { name: string; q: number; result: string }): Written => ({
    name: drawn.name,
    args: { q: drawn.q },
    result: drawn.result,
  })

  test('a run with no repeated call never loops', () => {
    fc.assert(
      fc.property(fc.uniqueArray(call, { selector: (c) => `${c.name}/${c.q}` }), (drawn) => {
        expect(loops(oneByOne(...drawn.map(toWritten)))).toEqual([])
      }),
    )
  })

  test('inserting a cycle of new tools makes a run fail, at the place it was inserted', () => {
    fc.assert(
      fc.property(
        fc.array(call, { maxLength: 8 }),
        fc.nat(8),
        fc.integer({ min: 2, max: 3 }),
        (drawn, at, period) => {
          const where = Math.min(at, drawn.length)
          const block: Written[] = ['x', 'y', 'z'].slice(0, period).map((name) => ({ name, result: 'r' }))
          const inserted = [...drawn.slice(0, where), ...block, ...block, ...block, ...drawn.slice(where)]
          const found = loops(oneByOne(...inserted.map((w) => ('q' in w ? toWritten(w as never) : w))))
          expect(found).toContainEqual({
            kind: 'cycle',
            names: block.map((w) => w.name),
            repeats: 3,
            from: { step: where, call: 0 },
            to: { step: where + 3 * period - 1, call: 0 },
          })
        },
      ),
    )
  })

  test('more identical calls never pass where fewer failed', () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 10 }), fc.nat(10), (drawn, extra) => {
        const calls = drawn.map(toWritten)
        const longer = [...calls, ...Array.from({ length: extra }, () => calls.at(-1)!).filter(Boolean)]
        if (loops(oneByOne(...calls), { cycles: false }).length > 0)
          expect(loops(oneByOne(...longer), { cycles: false }).length).toBeGreaterThan(0)
      }),
    )
  })
})
