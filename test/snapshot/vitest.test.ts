import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { toMatchToolCallInlineSnapshot, toMatchToolCallSnapshot } from '../../src/snapshot/vitest.js'
import { anthropic, gemini, openAi, weather } from './helpers.js'

expect.extend({ toMatchToolCallSnapshot, toMatchToolCallInlineSnapshot })

/** `expect` typed with the two matchers (the setup entries bring these types; this test registers them itself). */
interface SnapshotAssertion {
  toMatchToolCallSnapshot(hint?: string): void
  toMatchToolCallInlineSnapshot(snapshot?: string): void
  not: SnapshotAssertion
}
const expectCalls = expect as unknown as (received: unknown) => SnapshotAssertion

/** The message of what `run` throws, colours stripped. */
function thrown(run: () => void): string {
  try {
    run()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  throw new Error('nothing was thrown')
}

const paris = { ...weather, arguments: { ...weather.arguments, city: 'paris', reason: 'asked twice' } }

// The stored snapshots (in __snapshots__/vitest.test.ts.snap) were written by a first run, then edited by hand:
// "city" became {"$rule": "casefold", "value": "Paris"} and "reason" became {"$rule": "ignore"}.
describe('toMatchToolCallSnapshot (Vitest)', () => {
  test('a hand-edited snapshot honours its rules', () => {
    expectCalls(openAi(paris)).toMatchToolCallSnapshot()
  })

  test('the provider does not matter', () => {
    expectCalls(openAi(weather)).toMatchToolCallSnapshot()
    expectCalls(anthropic(weather)).toMatchToolCallSnapshot()
    expectCalls(gemini(weather)).toMatchToolCallSnapshot()
  })

  test('several calls and no call', () => {
    expectCalls(
      anthropic(weather, { name: 'get_time', arguments: { zone: 'CET' } }),
    ).toMatchToolCallSnapshot()
    expectCalls(gemini()).toMatchToolCallSnapshot()
  })

  test('a hint names the snapshot', () => {
    expectCalls(openAi(paris)).toMatchToolCallSnapshot('paris, any case')
  })

  test('unreadable input fails with the read-failure words, and keeps its slot', () => {
    expect(thrown(() => expectCalls('{"name": "a", "name": "b"}').toMatchToolCallSnapshot())).toMatch(
      /^expect\(received\)\.toMatchToolCallSnapshot\(\)\n\ncould not read the tool calls: duplicate key "name" at 1:15/,
    )
    // Stored as "unreadable input … slot 2": the failed read took slot 1.
    expectCalls(openAi(weather)).toMatchToolCallSnapshot()
  })

  test('usage errors', () => {
    expect(() => expectCalls(openAi(weather)).not.toMatchToolCallSnapshot()).toThrow(
      /cannot be used with .not/,
    )
    expect(() => expectCalls(openAi(weather)).toMatchToolCallSnapshot(1 as unknown as string)).toThrow(
      /the snapshot hint must be a string/,
    )
  })
})

describe('toMatchToolCallInlineSnapshot (Vitest)', () => {
  test('a hand-edited inline snapshot honours its rules', () => {
    expectCalls(anthropic(paris)).toMatchToolCallInlineSnapshot(`
      {
        "arguments": {
          "city": {"$rule": "casefold", "value": "Paris"},
          "reason": {"$rule": "ignore"},
          "unit": "celsius"
        },
        "name": "get_weather"
      }
    `)
  })

  test('a one-line inline snapshot', () => {
    expectCalls(openAi()).toMatchToolCallInlineSnapshot(`{"abstain": true}`)
  })
})
