import { describe, expect, test } from 'vitest'
import { lazyPassingVerdict } from '../../../src/match/fast/lazy-verdict.js'
import { match } from '../../../src/match/match.js'
import type { Verdict } from '../../../src/match/verdict.js'

const full = (plan?: number): Verdict => ({
  pass: true,
  mismatches: [],
  pairs: [{ expected: 0, received: 0 }],
  credit: [{ expected: 0, received: 0, name: true, arguments: { matched: 1, expected: 1 } }],
  extraCalls: [],
  closest: [],
  ...(plan === undefined ? {} : { plan }),
  turn: { calls: [{ name: 'f', arguments: { a: 1 } }], format: 'canonical', fromText: false },
})

/** A builder that counts how often it is asked. */
function counted(plan?: number) {
  const counter = {
    builds: 0,
    build: () => {
      counter.builds++
      return full(plan)
    },
  }
  return counter
}

describe('lazyPassingVerdict', () => {
  test('passes at once and builds nothing until a field is read', () => {
    const counter = counted()
    const verdict = lazyPassingVerdict(counter.build, false)
    expect(verdict.pass).toBe(true)
    expect(counter.builds).toBe(0)
    expect(Object.keys(verdict)).toEqual([
      'pass',
      'mismatches',
      'pairs',
      'credit',
      'extraCalls',
      'closest',
      'turn',
    ])
  })

  test('the first field read builds the full verdict once; it then is plain data', () => {
    const counter = counted()
    const verdict = lazyPassingVerdict(counter.build, false)
    expect(verdict.pairs).toEqual([{ expected: 0, received: 0 }])
    expect(verdict.turn?.calls[0]?.name).toBe('f')
    expect(counter.builds).toBe(1)
    expect(verdict).toStrictEqual(full())
    expect(Object.getOwnPropertyDescriptor(verdict, 'pairs')).toMatchObject({
      writable: true,
      enumerable: true,
    })
  })

  test('a plans verdict names its plan before the turn', () => {
    const verdict = lazyPassingVerdict(counted(1).build, true)
    expect(Object.keys(verdict)).toEqual([
      'pass',
      'mismatches',
      'pairs',
      'credit',
      'extraCalls',
      'closest',
      'plan',
      'turn',
    ])
    expect(JSON.stringify(verdict)).toBe(JSON.stringify(full(1)))
  })

  test('writing a field builds the rest first, then keeps what was written', () => {
    const counter = counted()
    const verdict = lazyPassingVerdict(counter.build, false)
    verdict.extraCalls = [7]
    expect(counter.builds).toBe(1)
    expect(verdict.extraCalls).toEqual([7])
    expect(verdict.credit).toEqual(full().credit)
  })

  test('a getter kept from before and called after building reads the data', () => {
    const counter = counted()
    const verdict = lazyPassingVerdict(counter.build, false)
    const getter = Object.getOwnPropertyDescriptor(verdict, 'closest')!.get!
    expect(verdict.mismatches).toEqual([])
    expect(getter.call(verdict)).toEqual([])
    expect(counter.builds).toBe(1)
  })

  test('match returns one for a plain passing case, equal to the full verdict', () => {
    const verdict = match({ name: 'f', arguments: { a: 1 } }, { name: 'f', arguments: { a: 1 } })
    expect(Object.getOwnPropertyDescriptor(verdict, 'turn')?.get).toBeTypeOf('function')
    // The turn read holds canonical (null-prototype) arguments: compared as data.
    expect(verdict).toEqual({
      pass: true,
      mismatches: [],
      pairs: [{ expected: 0, received: 0 }],
      credit: [{ expected: 0, received: 0, name: true, arguments: { matched: 1, expected: 1 } }],
      extraCalls: [],
      closest: [],
      turn: { calls: [{ name: 'f', arguments: { a: 1 } }], format: 'canonical', fromText: false },
    })
  })
})
