import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test, vi } from 'vitest'
import {
  type JestSnapshotContext,
  toMatchToolCallInlineSnapshot,
  toMatchToolCallSnapshot,
} from '../../src/snapshot/jest.js'
import { matchSnapshot } from '../../src/snapshot/match-snapshot.js'
import { parseSnapshot } from '../../src/snapshot/parse-snapshot.js'
import { renderSnapshot } from '../../src/snapshot/render-snapshot.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { FakeSnapshotState } from './fake-jest-snapshot-state.js'
import { capture, gemini, openAi, weather } from './helpers.js'

const rendered = renderSnapshot(capture(openAi(weather)).data)
const stored = `\n${rendered}\n`
const loosened = stored
  .replace('"city": "Paris"', '"city": {"$rule": "casefold", "value": "Paris"}')
  .replace('"reason": "the user asked"', '"reason": {"$rule": "ignore"}')
const paris = openAi({ name: 'get_weather', arguments: { city: 'PARIS', unit: 'celsius', reason: 'again' } })
const kelvin = openAi({ name: 'get_weather', arguments: { city: 'paris', unit: 'kelvin', reason: 'again' } })

function context(state: FakeSnapshotState, extra: Partial<JestSnapshotContext> = {}): JestSnapshotContext {
  return { snapshotState: state, currentTestName: 'weather', ...extra }
}

function snapshot(state: FakeSnapshotState, received: unknown, hint?: string) {
  const result = toMatchToolCallSnapshot.call(context(state), received, hint)
  return { pass: result.pass, message: stripVTControlCharacters(result.message()) }
}

describe('toMatchToolCallSnapshot (Jest)', () => {
  test('a local run writes a new snapshot', () => {
    const state = new FakeSnapshotState({}, 'new')
    expect(snapshot(state, gemini(weather)).pass).toBe(true)
    expect(state._snapshotData).toEqual({ 'weather 1': stored })
    expect(state.added).toBe(1)
  })

  test('under --ci a missing snapshot fails and is not written', () => {
    const state = new FakeSnapshotState({}, 'none')
    const result = snapshot(state, openAi(weather))
    expect(result.pass).toBe(false)
    expect(result.message).toBe(
      'expect(received).toMatchToolCallSnapshot()\n\nSnapshot name: `weather 1`\n\n' +
        'The new snapshot was not written: with `--ci`, Jest writes snapshots only when `-u` is passed.\n\n' +
        `Received:\n${rendered}`,
    )
    expect(state._snapshotData).toEqual({})
  })

  test('hand-written rules are honoured, and nothing is rewritten', () => {
    const state = new FakeSnapshotState({ 'weather 1': loosened }, 'all')
    expect(snapshot(state, paris).pass).toBe(true)
    expect(state._snapshotData['weather 1']).toBe(loosened)
    expect(state).toMatchObject({ matched: 1, updated: 0, unmatched: 0 })
    expect(state.checked).toEqual(new Set(['weather 1']))
  })

  test('a mismatch fails with the first differing path and one diff of the snapshot', () => {
    const state = new FakeSnapshotState({ 'weather 1': loosened }, 'none')
    const result = snapshot(state, kelvin)
    expect(result.pass).toBe(false)
    const [head, diff] = result.message.split('\n\n- Snapshot\n')
    const summary = matchSnapshot(capture(kelvin), parseSnapshot(loosened)).summary
    expect(head).toBe(
      `expect(received).toMatchToolCallSnapshot()\n\nSnapshot name: \`weather 1\`\n\n${summary}`,
    )
    expect(summary).toMatch(/^arguments\.unit: expected "celsius", received "kelvin"/)
    expect(`- Snapshot\n${diff}`).toMatchInlineSnapshot(`
      "- Snapshot
      + Received

      @@ -5,9 +5,9 @@
              "value": "Paris"
            },
            "reason": {
              "$rule": "ignore"
            },
      -     "unit": "celsius"
      +     "unit": "kelvin"
          },
          "name": "get_weather"
        }"
    `)
    expect(state._snapshotData['weather 1']).toBe(loosened)
    expect(state.unmatched).toBe(1)
  })

  test('-u keeps the rules that still match and updates the rest', () => {
    const state = new FakeSnapshotState({ 'weather 1': loosened }, 'all')
    expect(snapshot(state, kelvin).pass).toBe(true)
    expect(state.updated).toBe(1)
    const after = state._snapshotData['weather 1']!
    expect(after).toContain('"city": {\n      "$rule": "casefold",\n      "value": "Paris"\n    }')
    expect(after).toContain('"reason": {\n      "$rule": "ignore"\n    }')
    expect(after).toContain('"unit": "kelvin"')
  })

  test('unreadable input fails, takes its slot, and writes nothing, even with -u', () => {
    const state = new FakeSnapshotState({ 'weather 1': stored, 'weather 2': stored }, 'all')
    const result = snapshot(state, '{"name": "a", "name": "b"}')
    expect(result.pass).toBe(false)
    expect(result.message).toMatch(
      /^expect\(received\)\.toMatchToolCallSnapshot\(\)\n\nSnapshot name: `weather 1`\n\n/,
    )
    expect(result.message).toContain('could not read the tool calls: duplicate key "name" at 1:15')
    expect(snapshot(state, openAi(weather)).pass).toBe(true)
    expect(state.checked).toEqual(new Set(['weather 1', 'weather 2']))
    expect(state._snapshotData['weather 1']).toBe(stored)
  })

  test('a hint joins the test name as Jest does', () => {
    const state = new FakeSnapshotState({ 'weather: paris 1': loosened }, 'none')
    expect(snapshot(state, paris, 'paris').pass).toBe(true)
  })

  test('a matching snapshot laid out by hand (no surrounding line breaks) passes and counts as matched', () => {
    const state = new FakeSnapshotState({ 'weather 1': loosened.trim() }, 'none')
    expect(snapshot(state, paris).pass).toBe(true)
    expect(state).toMatchObject({ matched: 1, unmatched: 0 })
  })

  test('a malformed stored snapshot is a usage error naming it and the path; the slot is taken', () => {
    const broken = loosened.replace('"casefold"', '"casefld"')
    const state = new FakeSnapshotState({ 'weather 1': broken }, 'all')
    let error: unknown
    try {
      snapshot(state, paris)
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(MatcherUsageError)
    expect((error as Error).message).toMatch(/^Matcher error: snapshot `weather 1`: unknown rule "casefld"/)
    expect((error as Error).message).toMatch(/at arguments\.city\.\$rule$/)
    expect(state._snapshotData['weather 1']).toBe(broken)
    expect(state.checked).toEqual(new Set(['weather 1']))
  })

  test('Jest context: concurrent names, test identity, test.failing, dontThrow', () => {
    const state = new FakeSnapshotState({ 'concurrent one 1': loosened }, 'none')
    const identity = {}
    const dontThrow = vi.fn()
    const ctx = context(state, {
      currentConcurrentTestName: () => 'concurrent one',
      currentTestIdentity: () => identity,
      dontThrow,
    })
    expect(toMatchToolCallSnapshot.call(ctx, paris).pass).toBe(true)
    expect(state.calls[0]).toMatchObject({
      testName: 'concurrent one',
      testIdentity: identity,
      isInline: false,
    })
    expect(dontThrow).toHaveBeenCalledOnce()
    const failing = vi.fn()
    toMatchToolCallSnapshot.call({ ...ctx, testFailing: true, dontThrow: failing }, paris)
    expect(failing).not.toHaveBeenCalled()
    expect(state.calls[1]).toMatchObject({ testFailing: true })
  })

  test('usage errors', () => {
    const state = new FakeSnapshotState({}, 'new')
    expect(() => toMatchToolCallSnapshot.call(context(state, { isNot: true }), paris)).toThrow(
      /cannot be used with .not/,
    )
    expect(() => toMatchToolCallSnapshot.call({ currentTestName: 'x' }, paris)).toThrow(
      /snapshot state is missing/,
    )
    const old = { match: state.match.bind(state), fail: state.fail.bind(state), matched: 0, unmatched: 0 }
    expect(() => toMatchToolCallSnapshot.call({ snapshotState: old }, paris)).toThrow(/not supported/)
    expect(() => toMatchToolCallSnapshot.call(context(state), paris, 3 as unknown as string)).toThrow(
      /hint must be a string/,
    )
  })
})

describe('toMatchToolCallInlineSnapshot (Jest)', () => {
  const indented = loosened.replaceAll('\n', '\n      ').replace(/ +$/, '    ')

  test('an indented inline snapshot with rules passes', () => {
    const state = new FakeSnapshotState({}, 'none')
    const result = toMatchToolCallInlineSnapshot.call(context(state), paris, indented)
    expect(result.pass).toBe(true)
    expect(state.calls[0]).toMatchObject({ isInline: true, inlineSnapshot: loosened })
  })

  test('the first run writes it; -u rewrites it keeping the rules', () => {
    const fresh = new FakeSnapshotState({}, 'new')
    expect(toMatchToolCallInlineSnapshot.call(context(fresh), openAi(weather)).pass).toBe(true)
    expect(fresh.inlineWrites).toEqual([stored])
    const update = new FakeSnapshotState({}, 'all')
    expect(toMatchToolCallInlineSnapshot.call(context(update), kelvin, indented).pass).toBe(true)
    expect(update.inlineWrites[0]).toContain('"$rule": "casefold"')
    expect(update.inlineWrites[0]).toContain('"unit": "kelvin"')
  })

  test('under --ci a mismatch fails', () => {
    const state = new FakeSnapshotState({}, 'none')
    const result = toMatchToolCallInlineSnapshot.call(context(state), kelvin, indented)
    expect(result.pass).toBe(false)
    expect(stripVTControlCharacters(result.message())).toMatch(
      /^expect\(received\)\.toMatchToolCallInlineSnapshot\(snapshot\)\n\nSnapshot name: `weather 1`\n\narguments\.unit/,
    )
    expect(state.inlineWrites).toEqual([])
  })
})
