import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type CallExpectation, field, match, type Verdict } from '../../src/index.js'
import { permute } from '../fuzz/support.js'

const params = { seed: 20261130, numRuns: 200 }

const name = fc.constantFrom('get_weather', 'refund', 'notify')
const smallValue = fc.oneof(
  fc.constantFrom('Paris', 'paris', 'Rome'),
  fc.integer({ min: 0, max: 3 }),
  fc.boolean(),
)
const smallCall = fc.record({
  name,
  arguments: fc.dictionary(fc.constantFrom('city', 'amount', 'unit'), smallValue),
})
const anyCall = fc.record({
  name: fc.string({ minLength: 1, maxLength: 8 }),
  arguments: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 })),
})

/** Loosens some fields of a call with rules that still accept the original value. */
function loosen(call: { name: string; arguments: Record<string, unknown> }, pick: number): CallExpectation {
  const args: Record<string, unknown> = {}
  let index = 0
  for (const [key, value] of Object.entries(call.arguments)) {
    const choice = (pick >> (2 * index++)) & 3
    if (choice === 1 && typeof value === 'string') args[key] = field.casefold(value.toUpperCase())
    else if (choice === 2 && typeof value === 'number')
      args[key] = field.number(value + 0.004, { tolerance: 0.01 })
    else if (choice === 3) args[key] = field.oneOf('unused-alternative', value as string)
    else args[key] = value
  }
  return { name: call.name, arguments: args as CallExpectation['arguments'] }
}

/** What a verdict says, up to the indexes of the received calls: mismatches (sorted) and credit. */
function withoutReceivedIndexes(verdict: Verdict) {
  const mismatches = verdict.mismatches
    .map(({ path, call, ...rest }) =>
      JSON.stringify({ ...rest, path: path.slice(2), expectedCall: call?.expected ?? null }),
    )
    .sort()
  const credit = verdict.credit.map(({ received, ...rest }) => ({ ...rest, paired: received !== null }))
  return { mismatches, credit }
}

describe('matching invariants', () => {
  test('every call matches itself', () => {
    fc.assert(
      fc.property(anyCall, (call) => {
        expect(match(call, call as CallExpectation).pass).toBe(true)
      }),
      params,
    )
  })

  test('every call matches a loosened copy of itself', () => {
    fc.assert(
      fc.property(smallCall, fc.nat(), (call, pick) => {
        expect(match(call, loosen(call, pick)).pass).toBe(true)
      }),
      params,
    )
  })

  test('parallel calls match in any order', () => {
    fc.assert(
      fc.property(fc.array(smallCall, { maxLength: 6 }), fc.nat(), (calls, seed) => {
        const expectation = { calls: calls as CallExpectation[], order: 'parallel' as const }
        expect(match(permute(calls, seed), expectation).pass).toBe(true)
      }),
      params,
    )
  })

  test('permuting received parallel calls never changes the verdict, its mismatches or its credit', () => {
    fc.assert(
      fc.property(
        fc.array(smallCall, { maxLength: 5 }),
        fc.array(smallCall, { maxLength: 5 }),
        fc.nat(),
        fc.nat(),
        (expected, received, seed, pick) => {
          const expectation = {
            calls: expected.map((call) => loosen(call, pick)),
            order: 'parallel' as const,
          }
          const a = match(received, expectation)
          const b = match(permute(received, seed), expectation)
          expect(b.pass).toBe(a.pass)
          expect(withoutReceivedIndexes(b)).toEqual(withoutReceivedIndexes(a))
        },
      ),
      params,
    )
  })

  test('a serial expectation passes exactly when the calls come in order', () => {
    fc.assert(
      fc.property(
        fc.array(smallCall, { maxLength: 5 }),
        fc.array(smallCall, { maxLength: 5 }),
        (expected, received) => {
          const same = JSON.stringify(expected) === JSON.stringify(received)
          const verdict = match(received, { calls: expected as CallExpectation[], order: 'serial' })
          if (same) expect(verdict.pass).toBe(true)
          if (verdict.pass) expect(received.length).toBe(expected.length)
        },
      ),
      params,
    )
  })

  test('verdicts are deterministic', () => {
    fc.assert(
      fc.property(
        fc.array(smallCall, { maxLength: 4 }),
        fc.array(smallCall, { maxLength: 4 }),
        (expected, received) => {
          const expectation = { calls: expected as CallExpectation[], order: 'parallel' as const }
          expect(JSON.stringify(match(received, expectation))).toBe(
            JSON.stringify(match(received, expectation)),
          )
        },
      ),
      params,
    )
  })
})
