import { describe, expect, test } from 'vitest'
import { compileCachedTurn } from '../../../src/compile/compile-cache.js'
import { defineTools } from '../../../src/compile/define-tools.js'
import { matchWritten } from '../../../src/match/fast/match-written.js'
import { match, matchFull } from '../../../src/match/match.js'
import { type MatchOptions, normalizeMatchOptions } from '../../../src/match/options.js'

const tools = () =>
  defineTools({
    f: {
      schema: {
        type: 'object',
        properties: { a: { type: 'number' } },
        additionalProperties: false,
      },
    },
  })

type Row = [string, () => unknown, () => unknown, (() => MatchOptions) | undefined, boolean]

// Each row builds its values in the test body (thunks), not while the table is collected.
describe('matchWritten', () => {
  test.each<Row>([
    [
      'one passing call',
      () => [{ f: { a: 1 } }],
      () => ({ name: 'f', arguments: { a: 1 } }),
      undefined,
      true,
    ],
    [
      'one passing call, arguments not checked',
      () => [{ f: { a: 1 } }],
      () => ({ name: 'f' }),
      undefined,
      true,
    ],
    [
      'one failing call',
      () => [{ f: { a: 2 } }],
      () => ({ name: 'f', arguments: { a: 1 } }),
      undefined,
      false,
    ],
    [
      'parallel calls, one pairing',
      () => [{ g: { b: 2 } }, { f: { a: 1 } }],
      () => ({
        calls: [
          { name: 'f', arguments: { a: 1 } },
          { name: 'g', arguments: { b: 2 } },
        ],
        order: 'parallel',
      }),
      undefined,
      true,
    ],
    [
      'a superset, the other calls reported',
      () => [{ h: {} }, { f: { a: 1 } }, { h: {} }],
      () => ({ calls: [{ name: 'f', arguments: { a: 1 } }], order: 'superset' }),
      undefined,
      true,
    ],
    [
      'two equal calls where one is expected (two pairings pass)',
      () => [{ f: { a: 1 } }, { f: { a: 1 } }],
      () => ({ name: 'f', arguments: { a: 1 } }),
      () => ({ extraCalls: 'allow' }),
      false,
    ],
    [
      'two expected calls that pass the same call only',
      () => [{ f: { a: 1 } }, { g: {} }],
      () => ({ calls: [{ name: 'f' }, { name: 'f', arguments: { a: 1 } }], order: 'parallel' }),
      undefined,
      false,
    ],
    [
      'two expected calls that pass both calls (two pairings)',
      () => [{ f: { a: 1 } }, { f: { a: 1 } }],
      () => ({ calls: [{ name: 'f' }, { name: 'f' }], order: 'parallel' }),
      undefined,
      false,
    ],
    ['another call, forbidden', () => [{ f: {} }, { g: {} }], () => ({ name: 'f' }), undefined, false],
    ['no call where none is right', () => [], () => ({ abstain: true }), undefined, true],
    ['a call where none is right', () => [{ f: {} }], () => ({ abstain: true }), undefined, false],
    [
      'valid for the tools',
      () => [{ f: { a: 1 } }],
      () => ({ name: 'f', arguments: { a: 1 } }),
      () => ({ tools: tools() }),
      true,
    ],
    [
      'invalid for the tools',
      () => [{ f: { a: 'x' } }],
      () => ({ name: 'f' }),
      () => ({ tools: tools() }),
      false,
    ],
    [
      'another argument, allowed',
      () => [{ f: { a: 1, b: 2 } }],
      () => ({ name: 'f', arguments: { a: 1 } }),
      () => ({ extraArguments: 'allow' }),
      true,
    ],
    [
      'invalid for the tools the second call carries',
      () => [{ g: {} }, { f: { a: 'x' } }],
      () => ({ calls: [{ name: 'g' }, tools().f.call()], order: 'parallel' }),
      undefined,
      false,
    ],
    ['text', () => 'f(a=1)', () => ({ name: 'f', arguments: { a: 1 } }), undefined, false],
    [
      'an expectation that throws when read',
      () => [{ f: {} }],
      () =>
        new Proxy(
          { name: 'f' },
          {
            get() {
              throw new Error('read')
            },
          },
        ),
      undefined,
      false,
    ],
    ['a serial expectation', () => [{ f: {} }], () => ({ calls: [{ name: 'f' }] }), undefined, false],
  ])('%s', (_title, makeReceived, makeExpectation, makeOptions, built) => {
    const options = normalizeMatchOptions(makeOptions?.())
    const verdict = matchWritten(makeReceived(), makeExpectation(), options)
    if (!built) {
      expect(verdict).toBeUndefined()
      return
    }
    const full = matchFull(makeReceived(), compileCachedTurn(makeExpectation(), options), options)
    // The full route's verdict, key for key and in the same key order.
    expect(JSON.stringify(verdict)).toBe(JSON.stringify(full))
    expect(verdict?.pass).toBe(true)
    expect(JSON.stringify(match(makeReceived(), makeExpectation() as never, makeOptions?.()))).toBe(
      JSON.stringify(full),
    )
  })

  test('a value that stops reading between the plain reading and the full one gets no verdict here', () => {
    // `a` reads as 1 twice (the plain reading, the comparison), then throws: the canonical reading fails.
    let reads = 0
    const args = Object.defineProperty({}, 'a', {
      enumerable: true,
      get() {
        reads++
        if (reads > 2) throw new Error('read too often')
        return 1
      },
    })
    const received = [{ f: args }]
    const expectation = { name: 'f', arguments: { a: 1 } }
    expect(matchWritten(received, expectation, normalizeMatchOptions(undefined))).toBeUndefined()
    expect(reads).toBe(3)
    // `match` then takes the full route, which reads it as a failure.
    const verdict = match(received, expectation)
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches[0]?.kind).toBe('read_failure')
  })

  test('credit counts the arguments each expected call names', () => {
    const verdict = matchWritten(
      [{ g: {} }, { f: { a: 1, b: [2] } }],
      {
        calls: [
          { name: 'f', arguments: { a: 1, b: [2] } },
          { name: 'g', arguments: {} },
        ],
        order: 'parallel',
      },
      normalizeMatchOptions(undefined),
    )
    expect(verdict?.pairs).toEqual([
      { expected: 0, received: 1 },
      { expected: 1, received: 0 },
    ])
    expect(verdict?.credit).toEqual([
      { expected: 0, received: 1, name: true, arguments: { matched: 2, expected: 2 } },
      { expected: 1, received: 0, name: true, arguments: { matched: 0, expected: 0 } },
    ])
    expect(verdict?.extraCalls).toEqual([])
  })
})
