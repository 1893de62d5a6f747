import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import {
  type JestSnapshotContext,
  toMatchRunInlineSnapshot,
  toMatchRunSnapshot,
} from '../../../src/snapshot/jest.js'
import { renderSnapshot } from '../../../src/snapshot/render-snapshot.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { FakeSnapshotState } from '../fake-jest-snapshot-state.js'
import { captured, openAiRun, support, type TestRun } from './helpers.js'

const rendered = renderSnapshot(captured(openAiRun(support)).data)
const stored = `\n${rendered}\n`
const FROM = '{"$rule": "fromResult", "call": "get_order", "path": "order.id"}'
/** Hand-edited: any confirmation wording; the refund's order id is the one get_order returned. */
const loosened = stored
  .replace('"message": "Refund 42.50 EUR?"', '"message": {"$rule": "ignore"}')
  .replace('"amount": 42.5,\n        "order_id": "A-77"', `"amount": 42.5,\n        "order_id": ${FROM}`)

const reworded: TestRun = {
  ...support,
  steps: [
    support.steps[0]!,
    [{ name: 'confirm', arguments: { message: 'OK?' }, result: { confirmed: true } }],
    support.steps[2]!,
  ],
}
const smaller: TestRun = {
  ...reworded,
  steps: [
    reworded.steps[0]!,
    reworded.steps[1]!,
    [{ name: 'refund', arguments: { order_id: 'A-77', amount: 40 }, result: { refund_id: 'R-1' } }],
  ],
}

function context(state: FakeSnapshotState): JestSnapshotContext {
  return { snapshotState: state, currentTestName: 'refund' }
}

function snapshot(state: FakeSnapshotState, received: unknown, ...rest: unknown[]) {
  const result = toMatchRunSnapshot.call(context(state), received, ...rest)
  return { pass: result.pass, message: stripVTControlCharacters(result.message()) }
}

describe('toMatchRunSnapshot (Jest)', () => {
  test('the stored text was loosened as intended', () => {
    expect(loosened).toContain(`"order_id": ${FROM}`)
    expect(loosened).toContain('"message": {"$rule": "ignore"}')
  })

  test('a local run writes a new snapshot: the run expectation, results as their shape', () => {
    const state = new FakeSnapshotState({}, 'new')
    expect(snapshot(state, openAiRun(support)).pass).toBe(true)
    expect(state._snapshotData).toEqual({ 'refund 1': stored })
    expect(stored).toContain('"result": {\n        "$rule": "shape",')
  })

  test("{ results: 'full' } writes results in full, and a hint joins the test name", () => {
    const state = new FakeSnapshotState({}, 'new')
    expect(snapshot(state, openAiRun(support), { results: 'full' }, 'full').pass).toBe(true)
    expect(state._snapshotData['refund: full 1']).toContain('"refund_id": "R-1"')
  })

  test('under --ci a missing snapshot fails and is not written', () => {
    const state = new FakeSnapshotState({}, 'none')
    const result = snapshot(state, openAiRun(support))
    expect(result.message).toBe(
      'expect(received).toMatchRunSnapshot()\n\nSnapshot name: `refund 1`\n\n' +
        'The new snapshot was not written: with `--ci`, Jest writes snapshots only when `-u` is passed.\n\n' +
        `Received:\n${rendered}`,
    )
    expect(state._snapshotData).toEqual({})
  })

  test('hand-written rules are honoured, and nothing is rewritten', () => {
    const state = new FakeSnapshotState({ 'refund 1': loosened }, 'all')
    expect(snapshot(state, openAiRun(reworded)).pass).toBe(true)
    expect(state._snapshotData['refund 1']).toBe(loosened)
    expect(state).toMatchObject({ matched: 1, updated: 0, unmatched: 0 })
  })

  test('a mismatch names the step and the call, shows the run, then one diff of the snapshot', () => {
    const state = new FakeSnapshotState({ 'refund 1': loosened }, 'none')
    const result = snapshot(state, openAiRun(smaller))
    expect(result.pass).toBe(false)
    const [words, diff] = result.message.split('\n\n- Snapshot\n')
    expect(words).toBe(
      [
        'expect(received).toMatchRunSnapshot()',
        '',
        'Snapshot name: `refund 1`',
        '',
        'steps[2].calls[0].arguments.amount: expected 42.5, received 40',
        '',
        'Run:',
        '  0. get_order({"order_id":"A-77"}) → {"order":{"id":"A-77…[28 characters left out]…ug"}],"total":42.5}}',
        '  1. confirm({"message":"OK?"}) → {"confirmed":true}',
        '> 2. refund({"amount":40,"order_id":"A-77"}) → {"refund_id":"R-1"}',
        '  answer: "Refunded 42.50 EUR."',
      ].join('\n'),
    )
    expect(diff).toContain('-         "amount": 42.5,\n+         "amount": 40,')
    expect(state.unmatched).toBe(1)
  })

  test('-u keeps the rules that still match and updates the rest', () => {
    const state = new FakeSnapshotState({ 'refund 1': loosened }, 'all')
    expect(snapshot(state, openAiRun(smaller)).pass).toBe(true)
    const after = state._snapshotData['refund 1']!
    expect(after).toContain('"message": {\n          "$rule": "ignore"\n        }')
    expect(after).toContain('"amount": 40,\n        "order_id": {\n          "$rule": "fromResult",')
  })

  test('an unreadable run fails, takes its slot, and writes nothing, even with -u', () => {
    const state = new FakeSnapshotState({ 'refund 1': stored, 'refund 2': stored }, 'all')
    const result = snapshot(state, [{ role: 'tool', tool_call_id: 'call_9', content: '{}' }])
    expect(result.pass).toBe(false)
    expect(result.message).toMatch(
      /^expect\(received\)\.toMatchRunSnapshot\(\)\n\nSnapshot name: `refund 1`\n\n/,
    )
    expect(result.message).toContain('could not read the run: ')
    expect(snapshot(state, openAiRun(support)).pass).toBe(true)
    expect(state.checked).toEqual(new Set(['refund 1', 'refund 2']))
    expect(state._snapshotData['refund 1']).toBe(stored)
  })

  test('a malformed stored snapshot is a usage error naming it and the path', () => {
    const broken = loosened.replace('"fromResult"', '"fromResults"')
    const state = new FakeSnapshotState({ 'refund 1': broken }, 'all')
    let error: unknown
    try {
      snapshot(state, openAiRun(reworded))
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(MatcherUsageError)
    expect((error as Error).message).toMatch(
      /^Matcher error: snapshot `refund 1`: unknown rule "fromResults"/,
    )
    expect((error as Error).message).toMatch(/at steps\[2\]\.arguments\.order_id\.\$rule$/)
    expect(state._snapshotData['refund 1']).toBe(broken)
  })

  test('usage errors', () => {
    const state = new FakeSnapshotState({}, 'new')
    expect(() => toMatchRunSnapshot.call({ ...context(state), isNot: true }, openAiRun(support))).toThrow(
      /cannot be used with .not/,
    )
    expect(() => snapshot(state, openAiRun(support), 3)).toThrow(/the first argument is the options/)
    expect(() => snapshot(state, openAiRun(support), { results: 'all' })).toThrow(
      /results must be 'shape' or 'full'/,
    )
  })
})

describe('toMatchRunInlineSnapshot (Jest)', () => {
  const indented = loosened.replaceAll('\n', '\n      ').replace(/ +$/, '    ')

  test('an indented inline snapshot with rules passes, options first or not', () => {
    const state = new FakeSnapshotState({}, 'none')
    expect(toMatchRunInlineSnapshot.call(context(state), openAiRun(reworded), indented).pass).toBe(true)
    expect(state.calls[0]).toMatchObject({ isInline: true, inlineSnapshot: loosened })
    const full = toMatchRunInlineSnapshot.call(
      context(state),
      openAiRun(reworded),
      { results: 'shape' },
      indented,
    )
    expect(full.pass).toBe(true)
  })

  test('the first run writes it; -u rewrites it keeping the rules', () => {
    const fresh = new FakeSnapshotState({}, 'new')
    expect(toMatchRunInlineSnapshot.call(context(fresh), openAiRun(support)).pass).toBe(true)
    expect(fresh.inlineWrites).toEqual([stored])
    const update = new FakeSnapshotState({}, 'all')
    expect(toMatchRunInlineSnapshot.call(context(update), openAiRun(smaller), indented).pass).toBe(true)
    expect(update.inlineWrites[0]).toContain('"$rule": "fromResult"')
    expect(update.inlineWrites[0]).toContain('"amount": 40')
  })
})
