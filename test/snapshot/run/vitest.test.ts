import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { toMatchRunInlineSnapshot, toMatchRunSnapshot } from '../../../src/snapshot/vitest.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { anthropicRun, openAiRun, support, type TestRun } from './helpers.js'

expect.extend({ toMatchRunSnapshot, toMatchRunInlineSnapshot })

/** `expect` typed with the two matchers (the setup entries bring these types; this test registers them itself). */
interface RunSnapshotAssertion {
  toMatchRunSnapshot(optionsOrHint?: object | string, hint?: string): void
  toMatchRunInlineSnapshot(optionsOrSnapshot?: object | string, snapshot?: string): void
  not: RunSnapshotAssertion
}
const expectRun = expect as unknown as (received: unknown) => RunSnapshotAssertion

/** The message of what `run` throws, colours stripped. */
function thrown(run: () => void): string {
  try {
    run()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  throw new Error('nothing was thrown')
}

/** The support run on another day: other order data of the same shape, other confirmation words. */
const anotherDay: TestRun = {
  steps: [
    [
      {
        ...support.steps[0]![0]!,
        result: { order: { id: 'A-77', total: 42.5, items: [{ sku: 'cup', qty: 2 }] } },
      },
    ],
    [{ name: 'confirm', arguments: { message: 'Shall I refund 42.50 EUR?' }, result: { confirmed: true } }],
    [{ ...support.steps[2]![0]!, result: { refund_id: 'R-7' } }],
  ],
  answer: 'Refunded 42.50 EUR.',
}
const wrongOrder: TestRun = {
  ...anotherDay,
  steps: [
    anotherDay.steps[0]!,
    anotherDay.steps[1]!,
    [{ name: 'refund', arguments: { order_id: 'A-78', amount: 42.5 }, result: { refund_id: 'R-7' } }],
  ],
}

// The stored snapshots (in __snapshots__/vitest.test.ts.snap) were written by a first run, then edited by hand: the
// confirmation's message is {"$rule": "ignore"} and the refund's order_id is a fromResult of get_order's result.
describe('toMatchRunSnapshot (Vitest)', () => {
  test('a hand-edited run snapshot honours its rules; results of the same shape pass', () => {
    expectRun(openAiRun(anotherDay)).toMatchRunSnapshot()
  })

  test('the provider does not matter', () => {
    expectRun(anthropicRun(anotherDay)).toMatchRunSnapshot()
  })

  test('results in full, under a hint', () => {
    expectRun(openAiRun(support)).toMatchRunSnapshot({ results: 'full' }, 'full results')
  })

  test('a run that breaks a rule fails naming the step and the call, then the run', () => {
    const message = thrown(() => expectRun(openAiRun(wrongOrder)).toMatchRunSnapshot())
    expect(message).toMatch(/^expect\(received\)\.toMatchRunSnapshot\(\)\n\nSnapshot `.*` mismatched/)
    expect(message).toContain(
      `steps[2].calls[0].arguments.order_id: expected the value of get_order's result at order.id ("A-77"), received "A-78"`,
    )
    expect(message).toContain('> 2. refund({"amount":42.5,"order_id":"A-78"}) → {"refund_id":"R-7"}')
  })

  test('an unreadable run fails with the read-failure words, and keeps its slot', () => {
    const unpaired = [{ role: 'tool', tool_call_id: 'call_9', content: '{}' }]
    expect(thrown(() => expectRun(unpaired).toMatchRunSnapshot())).toMatch(
      /^expect\(received\)\.toMatchRunSnapshot\(\)\n\ncould not read the run: .*no snapshot was written or compared/,
    )
    // Stored as "… keeps its slot 2": the failed read took slot 1.
    expectRun(openAiRun(support)).toMatchRunSnapshot()
  })

  test('usage errors', () => {
    expect(() => expectRun(openAiRun(support)).not.toMatchRunSnapshot()).toThrow(/cannot be used with .not/)
    expect(() => expectRun(openAiRun(support)).toMatchRunSnapshot({ result: 'full' })).toThrow(
      MatcherUsageError,
    )
    expect(() => expectRun(openAiRun(support)).toMatchRunSnapshot({ results: 'some' })).toThrow(
      /results must be 'shape' or 'full'/,
    )
    expect(() => expectRun(openAiRun(support)).toMatchRunSnapshot('hint', 'hint')).toThrow(
      /the options come before the hint/,
    )
  })
})

describe('toMatchRunInlineSnapshot (Vitest)', () => {
  test('a hand-edited inline run snapshot honours its rules', () => {
    expectRun(openAiRun(anotherDay)).toMatchRunInlineSnapshot(`
      {
        "answer": { "$rule": "pattern", "value": "^Refunded" },
        "steps": [
          { "name": "get_order", "arguments": { "order_id": "A-77" }, "result": { "$rule": "shape", "value": { "order": "object" } } },
          { "name": "confirm", "arguments": { "message": { "$rule": "ignore" } } },
          { "name": "refund", "arguments": { "order_id": { "$rule": "fromResult", "call": "get_order", "path": "order.id" }, "amount": 42.5 } }
        ]
      }
    `)
  })

  test('with options first', () => {
    expectRun('Prices start at 120 euros.').toMatchRunInlineSnapshot(
      { results: 'full' },
      `
      {
        "answer": "Prices start at 120 euros.",
        "steps": []
      }
    `,
    )
  })
})
