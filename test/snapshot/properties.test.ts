import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonObject, JsonValue } from '../../src/json/types.js'
import { captureCalls } from '../../src/snapshot/capture-calls.js'
import { matchSnapshot } from '../../src/snapshot/match-snapshot.js'
import { parseSnapshot } from '../../src/snapshot/parse-snapshot.js'
import { renderSnapshot } from '../../src/snapshot/render-snapshot.js'
import { resolveTurn } from '../../src/snapshot/resolve-turn.js'
import { anthropic, capture, gemini, openAi, type TestCall } from './helpers.js'

const key = fc
  .string({ minLength: 1, maxLength: 6 })
  .filter((text) => text !== '__proto__' && text !== '$rule')
const leaf = fc.oneof(
  fc.string({ maxLength: 8, unit: 'grapheme' }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
)
const value: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
})).value
const args = fc.dictionary(key, value, { maxKeys: 4 })
const name = fc.stringMatching(/^[a-z][a-z_]{0,7}$/)
const calls: fc.Arbitrary<TestCall[]> = fc.array(fc.record({ name, arguments: args }), { maxLength: 3 })

/** Rebuilds a value with its object keys in reverse order (the same data to any JSON reader). */
function reverseKeys(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(reverseKeys)
  if (input === null || typeof input !== 'object') return input
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(input).reverse())
    Object.defineProperty(out, k, {
      value: reverseKeys(v),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  return out
}

/** Replaces some string leaves of snapshot data by rules they satisfy (casefold of the upper case, ignore). */
function loosen(data: JsonValue, choose: () => number): JsonValue {
  if (typeof data === 'string') {
    const pick = choose()
    if (pick === 0)
      return { $rule: 'casefold', value: data.replace(/[a-z]/g, (letter) => letter.toUpperCase()) }
    if (pick === 1) return { $rule: 'ignore' }
    return data
  }
  if (data === null || typeof data !== 'object') return data
  if (Array.isArray(data)) return data.map((item) => loosen(item, choose))
  if (Object.hasOwn(data, '$rule')) return data
  const out: JsonObject = {}
  for (const [k, v] of Object.entries(data))
    Object.defineProperty(out, k, {
      value: k === 'name' || k === 'order' ? v : loosen(v, choose),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  return out
}

describe('snapshot properties', () => {
  test('render → parse → match of any captured turn passes, and resolving it changes nothing', () => {
    fc.assert(
      fc.property(calls, (list) => {
        const captured = capture(openAi(...list))
        const text = renderSnapshot(captured.data)
        const result = matchSnapshot(captured, parseSnapshot(text))
        expect(result.pass).toBe(true)
        expect(result.resolved).toBe(text)
        expect(renderSnapshot(resolveTurn(parseSnapshot(text), captured))).toBe(text)
      }),
      { numRuns: 200 },
    )
  })

  test('the same calls in OpenAI, Anthropic and Gemini shapes, in any key order, snapshot identically', () => {
    fc.assert(
      fc.property(calls, (list) => {
        const texts = [
          openAi(...list),
          anthropic(...list),
          gemini(...list),
          reverseKeys(anthropic(...list)),
        ].map((received) => renderSnapshot(capture(received).data))
        expect(new Set(texts).size).toBe(1)
      }),
      { numRuns: 200 },
    )
  })

  test('resolving keeps every satisfied rule, byte for byte', () => {
    fc.assert(
      fc.property(calls, fc.infiniteStream(fc.nat(2)), (list, picks) => {
        const captured = capture(openAi(...list))
        const iterator = picks[Symbol.iterator]()
        const template = loosen(captured.data, () => iterator.next().value as number) as JsonObject
        const text = renderSnapshot(template)
        const result = matchSnapshot(captured, parseSnapshot(text))
        expect(result.pass, result.message).toBe(true)
        expect(result.resolved).toBe(text)
      }),
      { numRuns: 200 },
    )
  })

  test('whatever the template and the calls, the resolved snapshot matches what was received', () => {
    fc.assert(
      fc.property(calls, calls, fc.infiniteStream(fc.nat(3)), (before, after, picks) => {
        const iterator = picks[Symbol.iterator]()
        const template = loosen(
          capture(openAi(...before)).data,
          () => iterator.next().value as number,
        ) as JsonObject
        const captured = captureCalls(anthropic(...after))
        if (!captured.ok) throw new Error('unreadable')
        const result = matchSnapshot(captured, parseSnapshot(renderSnapshot(template)))
        const again = matchSnapshot(captured, parseSnapshot(result.resolved))
        expect(again.pass, again.message).toBe(true)
        expect(again.resolved).toBe(result.resolved)
      }),
      { numRuns: 300 },
    )
  })
})
