// The snapshot matchers as they run on Vitest 3.2 and 4.0 (no domain snapshot API), here on the real snapshot state
// of this file (`this.snapshotState` of a Vitest matcher), so keys, counters and the stored file are Vitest's own.
// The stored snapshots (in __snapshots__/vitest-state-fallback.test.ts.snap) were written by a first run, then
// edited by hand: "city" became {"$rule": "casefold", "value": "Paris"} and "reason" became {"$rule": "ignore"}.
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { captureCalls } from '../../src/snapshot/capture-calls.js'
import { toolCallKind } from '../../src/snapshot/snapshot-kind.js'
import type { Place } from '../../src/snapshot/vitest-snapshot-state.js'
import {
  matchWithSnapshotState,
  skipSnapshotSlot,
  type VitestFallbackContext,
  type VitestSnapshotState,
} from '../../src/snapshot/vitest-state-fallback.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { openAi, weather } from './helpers.js'

function fallback(this: VitestFallbackContext, received: unknown, place: Place) {
  const captured = captureCalls(received)
  if (!captured.ok) {
    skipSnapshotSlot(this, place)
    return { pass: false, message: () => 'unreadable' }
  }
  return matchWithSnapshotState(
    this,
    'toMatchToolCallSnapshot',
    captured,
    place,
    () => 'header\n\n',
    toolCallKind,
  )
}
// The real `SnapshotState` declares the fields read here as private: the fallback sees them through its own type.
expect.extend({ fallback } as unknown as Parameters<typeof expect.extend>[0])

const expectCalls = expect as unknown as (received: unknown) => { fallback(place: Place): void }
const file = (hint?: string): Place => ({ inline: false, hint })
const inline = (snapshot?: string): Place => ({ inline: true, snapshot })

/** The message of what `run` throws, colours stripped. */
function thrown(run: () => void): string {
  try {
    run()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  throw new Error('nothing was thrown')
}

const paris = openAi({
  ...weather,
  arguments: { ...weather.arguments, city: 'paris', reason: 'asked again' },
})
const lyon = openAi({ ...weather, arguments: { ...weather.arguments, city: 'Lyon' } })

describe('file snapshots through the snapshot state', () => {
  test('a hand-edited snapshot honours its rules', () => {
    expectCalls(paris).fallback(file())
  })

  test('a hint names its own key', () => {
    expectCalls(paris).fallback(file('weekend'))
    expectCalls(paris).fallback(file('weekend'))
  })

  test('a changed value fails with the words, and the runner diffs the resolved text', () => {
    let error: (Error & { actual?: string; expected?: string }) | undefined
    try {
      expectCalls(lyon).fallback(file())
    } catch (caught) {
      error = caught as typeof error
    }
    expect(stripVTControlCharacters(error!.message)).toMatch(/^header\n\n.*city/)
    expect(error!.expected).toContain('"$rule": "casefold"')
    expect(error!.actual).toContain('"city": "Lyon"')
    // The rule on "reason" still matches, so the resolved side keeps it.
    expect(error!.actual).toMatch(/"reason": \{\s*"\$rule": "ignore"\s*\}/)
  })

  test('unreadable input takes its slot, so the next snapshot keeps its key', () => {
    expect(thrown(() => expectCalls('{"broken').fallback(file()))).toBe('unreadable')
    expectCalls(paris).fallback(file())
  })
})

describe('inline snapshots', () => {
  const stored = `
    {
      "arguments": {
        "city": { "$rule": "casefold", "value": "Paris" },
        "reason": { "$rule": "ignore" },
        "unit": "celsius"
      },
      "name": "get_weather"
    }
  `

  test('a stored inline snapshot is compared with its rules', () => {
    expectCalls(paris).fallback(inline(stored))
  })

  test('a mismatch says that it is edited by hand', () => {
    expect(thrown(() => expectCalls(lyon).fallback(inline(stored)))).toContain(
      'Vitest before 4.1.4 cannot rewrite inline tool-call snapshots',
    )
  })

  test('a missing inline snapshot is a usage error showing what to write', () => {
    expect(() => expectCalls(paris).fallback(inline())).toThrow(MatcherUsageError)
    expect(thrown(() => expectCalls(paris).fallback(inline()))).toMatch(
      /4\.1\.4 or later[\s\S]*"city": "paris"/,
    )
  })
})

describe('a state that writes nothing (CI)', () => {
  const counters = new Map<string, number>()
  const state: VitestSnapshotState = {
    match: ({ testName }) => ({ pass: false, key: `${testName} 1`, actual: '' }),
    _counters: { get: (key) => counters.get(key) ?? 0, increment: (key) => counters.set(key, 1) },
    _snapshotData: {},
  }
  const captured = captureCalls(paris)
  if (!captured.ok) throw new Error('unreadable fixture')

  test('a missing snapshot fails with the text it would have written', () => {
    const context: VitestFallbackContext = { snapshotState: state, currentTestName: 'ci' }
    const result = matchWithSnapshotState(
      context,
      'toMatchToolCallSnapshot',
      captured,
      file(),
      () => '',
      toolCallKind,
    )
    expect(result.pass).toBe(false)
    expect(result.message()).toMatch(/^No snapshot is stored[\s\S]*"city": "paris"/)
  })

  test('outside a test, the matcher says what it needs', () => {
    expect(() =>
      matchWithSnapshotState({}, 'toMatchToolCallSnapshot', captured, file(), () => '', toolCallKind),
    ).toThrow('toMatchToolCallSnapshot needs a running Vitest test (3.2 or later)')
  })
})
