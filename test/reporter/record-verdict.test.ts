// Under the Vitest setup entry, every graded assertion records its verdict and axes in the test's metadata.
import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { createSample, defineTools, match, score } from '../../src/index.js'
import { recordVerdict, toolCallRecord } from '../../src/reporter/record-verdict.js'

const call = (name: string, args: object) => ({
  role: 'assistant',
  content: null,
  tool_calls: [{ id: 'c1', type: 'function', function: { name, arguments: JSON.stringify(args) } }],
})
const refund = { name: 'refund', arguments: { order_id: 'o-7', amount: 20 } }
const right = call('refund', { order_id: 'o-7', amount: 20 })
const wrong = call('refund', { order_id: 'o-7', amount: 25 })

describe('records', () => {
  test('a passing assertion: the sample score gives for it, the matcher and the received names', ({
    task,
  }) => {
    expect(right).toMatchToolCall(refund)
    const {
      id: _id,
      mismatches: _mismatches,
      ...sample
    } = createSample({ id: '', score: score(refund, right) })
    expect(task.meta.toolCalls).toEqual([{ matcher: 'toMatchToolCall', received: ['refund'], ...sample }])
  })

  test('a failing assertion, with its first mismatch', ({ task }) => {
    expect(() => expect(wrong).toMatchToolCall(refund)).toThrow()
    const [record] = task.meta.toolCalls ?? []
    expect(record).toMatchObject({
      pass: false,
      failure: 'mismatch',
      first: { kind: 'value', path: ['calls', 0, 'arguments', 'amount'] },
      axes: { functionSelection: 1, argumentAccuracy: 0.5, abstention: null },
      calls: [{ tool: 'refund', received: 0, name: 1, arguments: 0.5 }],
    })
  })

  test('as plain JSON, one record per assertion, in order', ({ task }) => {
    expect(right).toMatchToolCall(refund)
    expect({ role: 'assistant', content: 'You are welcome.' }).toAbstain()
    expect(() => expect('{"name": "refund",').toMatchTurn(refund)).toThrow()
    const records = task.meta.toolCalls ?? []
    expect(
      records.map((record) => [record.matcher, record.pass, record.failure, record.readFailure]),
    ).toEqual([
      ['toMatchToolCall', true, null, undefined],
      ['toAbstain', true, null, undefined],
      ['toMatchTurn', false, 'parse_failure', 'not_json'],
    ])
    expect(JSON.parse(JSON.stringify(records))).toEqual(records)
  })

  test('the policies the matcher used (toContainToolCall allows other calls)', ({ task }) => {
    const two = { ...right, tool_calls: [...right.tool_calls, { ...right.tool_calls[0], id: 'c2' }] }
    expect(two).toContainToolCall(refund)
    expect(task.meta.toolCalls?.[0]).toMatchObject({ pass: true, received: ['refund', 'refund'] })
  })
})

describe('does not record', () => {
  test('.not assertions or validity checks', ({ task }) => {
    expect(wrong).not.toMatchToolCall(refund)
    const tools = defineTools({
      refund: { schema: { type: 'object', properties: { order_id: { type: 'string' } } } },
    })
    expect(right).toBeValidToolCall(tools)
    expect(task.meta.toolCalls).toBeUndefined()
  })

  test('outside a test, or when scoring throws: never breaks the assertion', () => {
    const verdict = { pass: true, mismatches: [], pairs: [], credit: [], extraCalls: [], closest: [] }
    const outcome = {
      engine: 'turn' as const,
      matcher: 'toMatchTurn',
      expectation: { $rule: 'nope' },
      options: {},
      received: {},
      verdict,
    }
    const task = { name: 'x', meta: {} }
    expect(() => recordVerdict({}, outcome)).not.toThrow()
    expect(() => recordVerdict({ task }, outcome)).not.toThrow()
    expect(task).toEqual({ name: 'x', meta: {} })
  })
})

describe('with no task in the matcher state (Vitest 3.2)', () => {
  test("the runner's current test gets the record", ({ task }) => {
    const outcome = {
      engine: 'turn' as const,
      matcher: 'toMatchToolCall',
      expectation: refund,
      options: undefined,
      received: wrong,
      verdict: match(wrong, refund),
    }
    recordVerdict({}, outcome)
    expect(task.meta.toolCalls).toEqual([toolCallRecord(outcome, undefined)])
    expect(task.meta.toolCalls?.[0]).toMatchObject({ pass: false, first: { kind: 'value' } })
  })
})

describe('categories', () => {
  test('from the test option meta.category', { meta: { category: 'refunds' } }, ({ task }) => {
    expect(right).toMatchToolCall(refund)
    expect(task.meta.toolCalls?.[0]?.category).toBe('refunds')
  })

  test('[lookups] from the start of the test name', ({ task }) => {
    expect(right).toMatchToolCall(refund)
    expect(task.meta.toolCalls?.[0]?.category).toBe('lookups')
  })

  test.for([{ category: 'billing' }])(
    '[$category] as test.each and test.for write it',
    ({ category }, { task }) => {
      expect(right).toMatchToolCall(refund)
      expect(task.name).toBe("['billing'] as test.each and test.for write it")
      expect(task.meta.toolCalls?.[0]?.category).toBe(category)
    },
  )

  describe('from a suite', { meta: { category: 'suite-wide' } }, () => {
    test('[ignored] the suite meta wins over the title', ({ task }) => {
      expect(right).toMatchToolCall(refund)
      expect(task.meta.toolCalls?.[0]?.category).toBe('suite-wide')
    })
  })
})

describe('attempts', () => {
  let tries = 0
  test('a retry replaces the records of the failed attempt', { retry: 2 }, ({ task }) => {
    tries++
    expect(tries === 1 ? wrong : right).toMatchToolCall(refund)
    expect(task.meta.toolCalls?.map((record) => record.pass)).toEqual([true])
  })

  test('expect.poll keeps the last attempt only', async ({ task }) => {
    const responses = [wrong, wrong, right]
    await expect.poll(() => responses.shift() ?? right, { interval: 1 }).toMatchToolCall(refund)
    expect(right).toMatchToolCall(refund)
    expect(task.meta.toolCalls?.map((record) => record.pass)).toEqual([true, true])
  })
})
