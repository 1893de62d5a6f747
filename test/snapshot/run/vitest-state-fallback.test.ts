// The run snapshot matchers as they run on Vitest 3.2 and 4.0 (no domain snapshot API), here on the real snapshot
// state of this file, so keys, counters and the stored file are Vitest's own. The stored snapshots (in
// __snapshots__/vitest-state-fallback.test.ts.snap) were written by a first run, then edited by hand: the
// confirmation's message became {"$rule": "ignore"} and the refund's order_id a fromResult of get_order's result.
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { runSnapshotKind } from '../../../src/snapshot/run/run-snapshot-kind.js'
import type { Place } from '../../../src/snapshot/vitest-snapshot-state.js'
import {
  matchWithSnapshotState,
  skipSnapshotSlot,
  type VitestFallbackContext,
} from '../../../src/snapshot/vitest-state-fallback.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { openAiRun, support, type TestRun } from './helpers.js'

const kind = runSnapshotKind()

function fallback(this: VitestFallbackContext, received: unknown, place: Place) {
  const captured = kind.capture(received)
  if (!captured.ok) {
    skipSnapshotSlot(this, place)
    return { pass: false, message: () => 'unreadable' }
  }
  return matchWithSnapshotState(this, 'toMatchRunSnapshot', captured, place, () => 'header\n\n', kind)
}
// The real `SnapshotState` declares the fields read here as private: the fallback sees them through its own type.
expect.extend({ fallback } as unknown as Parameters<typeof expect.extend>[0])

const expectRun = expect as unknown as (received: unknown) => { fallback(place: Place): void }
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

const reworded: TestRun = {
  ...support,
  steps: [
    support.steps[0]!,
    [{ name: 'confirm', arguments: { message: 'OK to refund?' }, result: { confirmed: true } }],
    support.steps[2]!,
  ],
}
const wrongOrder: TestRun = {
  ...reworded,
  steps: [
    reworded.steps[0]!,
    reworded.steps[1]!,
    [{ name: 'refund', arguments: { order_id: 'A-78', amount: 42.5 }, result: { refund_id: 'R-1' } }],
  ],
}

describe('run file snapshots through the snapshot state', () => {
  test('a hand-edited snapshot honours its rules', () => {
    expectRun(openAiRun(reworded)).fallback(file())
  })

  test('a hint names its own key', () => {
    expectRun(openAiRun(reworded)).fallback(file('reworded'))
  })

  test('a broken rule fails with the run words, and the runner diffs the resolved text', () => {
    let error: (Error & { actual?: string; expected?: string }) | undefined
    try {
      expectRun(openAiRun(wrongOrder)).fallback(file())
    } catch (caught) {
      error = caught as typeof error
    }
    expect(stripVTControlCharacters(error!.message)).toMatch(
      /^header\n\nsteps\[2\]\.calls\[0\]\.arguments\.order_id: expected the value of get_order's result at order\.id \("A-77"\), received "A-78"\n\nRun:\n/,
    )
    expect(error!.expected).toContain('"$rule": "fromResult"')
    expect(error!.actual).toContain('"order_id": "A-78"')
    // The rule on the confirmation's message still holds, so the resolved side keeps it.
    expect(error!.actual).toMatch(/"message": \{\s*"\$rule": "ignore"\s*\}/)
  })

  test('a run that breaks a never entry fails with the refusal, and nothing is written', () => {
    // Stored by hand under this hint: the support run with never: [{ "name": "delete_account" }].
    const deleting: TestRun = {
      ...support,
      steps: [...support.steps, [{ name: 'delete_account', arguments: {}, result: 'gone' }]],
    }
    const message = thrown(() => expectRun(openAiRun(deleting)).fallback(file('never')))
    expect(message).toContain('never[0] delete_account(…): called at steps[3].calls[0]')
    expect(message).toContain('an update never drops one')
    expectRun(openAiRun(support)).fallback(file('never'))
  })

  test('unreadable input takes its slot, so the next snapshot keeps its key', () => {
    expect(thrown(() => expectRun([{ role: 'tool', tool_call_id: 'x', content: '' }]).fallback(file()))).toBe(
      'unreadable',
    )
    expectRun(openAiRun(reworded)).fallback(file())
  })
})

describe('inline run snapshots', () => {
  const stored = `
    {
      "answer": "Refunded 42.50 EUR.",
      "steps": [
        { "name": "get_order", "arguments": { "order_id": "A-77" } },
        { "name": "confirm", "arguments": { "message": { "$rule": "ignore" } } },
        { "name": "refund", "arguments": { "amount": 42.5, "order_id": { "$rule": "fromResult", "call": "get_order", "path": "order.id" } } }
      ]
    }
  `

  test('a stored inline snapshot is compared with its rules', () => {
    expectRun(openAiRun(reworded)).fallback(inline(stored))
  })

  test('a mismatch says that it is edited by hand', () => {
    expect(thrown(() => expectRun(openAiRun(wrongOrder)).fallback(inline(stored)))).toContain(
      'Vitest before 4.1.4 cannot rewrite inline run snapshots',
    )
  })

  test('a missing inline snapshot is a usage error showing what to write, and the file matcher to use', () => {
    expect(() => expectRun(openAiRun(support)).fallback(inline())).toThrow(MatcherUsageError)
    expect(thrown(() => expectRun(openAiRun(support)).fallback(inline()))).toMatch(
      /4\.1\.4 or later; on this version, write it by hand or use toMatchRunSnapshot\. Received:\n\{\n {2}"answer": "Refunded 42\.50 EUR\."/,
    )
  })
})
