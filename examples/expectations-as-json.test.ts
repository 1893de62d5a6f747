// Expectations are plain data. The `field.*` builders return JSON objects such as `{"$rule": "casefold", "value":
// "Paris"}`, so an expectation can live in a JSON file that a product owner edits, that a batch eval shares with
// your unit tests, or that you generate from logged conversations. Load it with JSON.parse and pass it on.
import { readFileSync } from 'node:fs'
import { type CallExpectation, field, match, type TurnExpectation } from 'expect-tool-calls'
import { describe, expect, test } from 'vitest'

const load = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))

// expectations/refund-order-77.json: order_id exact, amount {"$rule": "number", "value": 20, "tolerance": 0.01},
// unit "EUR" by default with the alias "euro", reason {"$rule": "ignore"}
const refundFromFile = load('./expectations/refund-order-77.json') as CallExpectation

describe('one call expectation, from a file', () => {
  test('is the same data the TypeScript builders produce', () => {
    const written = {
      name: 'refund',
      arguments: {
        order_id: 'order-77',
        amount: field.number(20, { tolerance: 0.01 }),
        unit: field.withDefault(field.enum('EUR', { aliases: { euro: 'EUR' } }), 'EUR'),
        reason: field.ignore(),
      },
    }
    // "$schema" points editors at expect-tool-calls/expectation.schema.json; the matchers ignore it at the top.
    expect(refundFromFile).toEqual({ $schema: '../../dist/expectation.schema.json', ...written })
  })

  test('judges recordings from any provider', () => {
    expect(load('./recorded/anthropic/refund.json')).toMatchToolCall(refundFromFile) // unit "EUR"
    expect(load('./recorded/openai-chat/refund-with-reason.json')).toMatchToolCall(refundFromFile) // "20.00", "euro"
  })

  test('and fails the wrong ones', () => {
    expect(load('./recorded/openai-chat/refund-usd.json')).not.toMatchToolCall(refundFromFile) // unit "usd"
    expect(load('./recorded/anthropic/refund-wrong-case.json')).not.toMatchToolCall(refundFromFile) // "ORDER-77"
  })

  test('a typo in the file is the test author\'s mistake: a "Matcher error" naming the path, not a failing call', () => {
    const typo = JSON.parse(
      '{"name": "refund", "arguments": {"order_id": {"$rule": "caseFold", "value": "order-77"}}}',
    )
    expect(() => expect(load('./recorded/anthropic/refund.json')).toMatchToolCall(typo)).toThrow(
      /^Matcher error: unknown rule "caseFold" .* at arguments\.order_id\.\$rule$/,
    )
  })
})

describe('a table of cases, from a file', () => {
  // expectations/support-cases.json: each case names a recording and a whole turn expectation (one call, a list of
  // calls with an order, plans, or {"abstain": true}). The cases that must fail say which mismatch comes first.
  interface Case {
    case: string
    recording: string
    expect: TurnExpectation
    firstMismatch?: string
  }
  const cases = load('./expectations/support-cases.json') as Case[]

  // `match` takes any turn expectation and returns the verdict as data: `pass`, and the mismatches (kind, path,
  // expected, received) in the order a person should read them.
  test.each(cases)('$case', ({ recording, expect: expectation, firstMismatch }) => {
    const verdict = match(load(`./recorded/${recording}`), expectation)
    expect(verdict.mismatches[0]?.kind).toBe(firstMismatch)
    expect(verdict.pass).toBe(firstMismatch === undefined)
  })
})
