import { describe, expect, test } from 'vitest'
import { defineTools } from '../../../src/compile/define-tools.js'
import type { JsonObject, JsonValue } from '../../../src/json/types.js'
import { configure } from '../../../src/match/options.js'
import { renderSnapshot } from '../../../src/snapshot/render-snapshot.js'
import { matchRunSnapshot } from '../../../src/snapshot/run/match-run-snapshot.js'
import { parseRunSnapshot } from '../../../src/snapshot/run/parse-run-snapshot.js'
import { resolveRun } from '../../../src/snapshot/run/resolve-run.js'
import { anthropicRun, captured, openAiRun, support, type TestCall, type TestRun } from './helpers.js'

/** The template (through its stored text) resolved through `run`; the result always matches the run. */
function resolve(template: JsonObject, run: TestRun, results: 'shape' | 'full' = 'shape'): JsonObject {
  const capture = captured(anthropicRun(run), { results })
  const out = resolveRun(parseRunSnapshot(renderSnapshot(template)), capture)
  const again = matchRunSnapshot(capture, parseRunSnapshot(renderSnapshot(out)))
  expect(again.pass, again.message).toBe(true)
  return out
}

const snapshotOf = (run: TestRun, results: 'shape' | 'full' = 'shape') =>
  captured(anthropicRun(run), { results }).data
const steps = (data: JsonObject) => data.steps as JsonObject[]
const withStep = (run: TestRun, index: number, step: TestCall[]): TestRun => ({
  ...run,
  steps: run.steps.map((item, at) => (at === index ? step : item)),
})
const casefold = (value: string) => ({ $rule: 'casefold', value })
const IGNORE = { $rule: 'ignore' }

/** The support snapshot with a person's rules: any order id case, any confirmation text. */
function loosened(): JsonObject {
  const data = structuredClone(snapshotOf(support))
  const [lookup, confirm, refund] = steps(data)
  ;(lookup!.arguments as JsonObject).order_id = casefold('a-77')
  ;(confirm!.arguments as JsonObject).message = IGNORE
  ;(refund!.arguments as JsonObject).order_id = { $rule: 'fromResult', call: 'get_order', path: 'order.id' }
  return data
}

describe('resolveRun', () => {
  test('a snapshot the run still meets is kept as it is', () => {
    const template = loosened()
    expect(resolve(template, support)).toEqual(template)
  })

  test('a changed argument is rewritten; the rules that still hold stay', () => {
    const run = withStep(support, 2, [
      { ...support.steps[2]![0]!, arguments: { order_id: 'A-77', amount: 40 } },
    ])
    const out = steps(resolve(loosened(), run))
    expect(out[0]!.arguments).toEqual({ order_id: casefold('a-77') })
    expect(out[1]!.arguments).toEqual({ message: IGNORE })
    expect(out[2]!.arguments).toEqual({
      amount: 40,
      order_id: { $rule: 'fromResult', call: 'get_order', path: 'order.id' },
    })
  })

  test('a fromResult that no longer holds gives way to the value received', () => {
    const run = withStep(support, 2, [
      { ...support.steps[2]![0]!, arguments: { order_id: 'A-78', amount: 42.5 } },
    ])
    expect(steps(resolve(loosened(), run))[2]!.arguments).toEqual({ amount: 42.5, order_id: 'A-78' })
  })

  test('a result of another shape gets the new shape; a result written in full stays in full', () => {
    const template = loosened()
    steps(template)[1]!.result = { confirmed: true }
    const run: TestRun = {
      ...support,
      steps: [
        [{ ...support.steps[0]![0]!, result: { order: null } }],
        [{ ...support.steps[1]![0]!, result: { confirmed: false } }],
        support.steps[2]!,
      ],
    }
    const out = steps(resolve(template, run))
    expect(out[0]!.result).toEqual({ $rule: 'shape', value: { order: 'null' } })
    expect(out[1]!.result).toEqual({ confirmed: false })
    expect(out[2]!.result).toEqual({ $rule: 'shape', value: { refund_id: 'string' } })
  })

  test('a rule nested in a result survives beside a changed value', () => {
    const template = snapshotOf(support, 'full')
    steps(template)[0]!.result = {
      order: { id: casefold('a-77'), total: 42.5, items: { $rule: 'ignore' } },
    }
    const run = withStep(support, 0, [
      { ...support.steps[0]![0]!, result: { order: { id: 'A-77', total: 41, items: [] } } },
    ])
    expect(steps(resolve(template, run, 'full'))[0]!.result).toEqual({
      order: { id: casefold('a-77'), items: IGNORE, total: 41 },
    })
  })

  test('an inserted step does not shift the rules of the steps after it', () => {
    const extra: TestCall[] = [{ name: 'search', arguments: { q: 'mug' }, result: [] }]
    const run: TestRun = {
      ...support,
      steps: [support.steps[0]!, extra, support.steps[1]!, support.steps[2]!],
    }
    const out = steps(resolve(loosened(), run))
    expect(out.map((step) => step.name)).toEqual(['get_order', 'search', 'confirm', 'refund'])
    expect(out[1]).toEqual({
      name: 'search',
      arguments: { q: 'mug' },
      result: { $rule: 'shape', value: [] },
      status: 'ok',
    })
    expect(out[2]!.arguments).toEqual({ message: IGNORE })
    expect((out[3]!.arguments as JsonObject).order_id).toEqual({
      $rule: 'fromResult',
      call: 'get_order',
      path: 'order.id',
    })
  })

  test('a step the run no longer takes is dropped', () => {
    const run: TestRun = { ...support, steps: [support.steps[0]!, support.steps[2]!] }
    expect(steps(resolve(loosened(), run)).map((step) => step.name)).toEqual(['get_order', 'refund'])
  })

  test("with extraSteps: 'allow', steps past the listed ones are allowed, not recorded", () => {
    const template = { steps: [{ name: 'get_order', arguments: { order_id: 'A-78' } }], extraSteps: 'allow' }
    expect(resolve(template, support)).toEqual({
      steps: [{ name: 'get_order', arguments: { order_id: 'A-77' } }],
      extraSteps: 'allow',
    })
  })

  test('a step of several calls keeps its order and its own calls first; new calls follow, sorted', () => {
    const search = (q: string): TestCall => ({ name: 'search', arguments: { q }, result: [] })
    const template = snapshotOf({ steps: [[search('a'), search('b')]] })
    ;(steps(template)[0]!.calls as JsonObject[])[1]!.arguments = { q: casefold('B') }
    const out = resolve(template, { steps: [[search('c'), search('a'), search('b'), search('0')]] })
    expect((steps(out)[0]!.calls as JsonObject[]).map((call) => (call.arguments as JsonObject).q)).toEqual([
      'a',
      casefold('B'),
      '0',
      'c',
    ])
    expect(steps(out)[0]!.order).toBe('parallel')
  })

  test('a call alone that now has company becomes a parallel step; a list down to one call, a call alone', () => {
    const one: TestRun = { steps: [[{ name: 'notify', arguments: { to: 'ops' }, result: 'sent' }]] }
    const two: TestRun = {
      steps: [[one.steps[0]![0]!, { name: 'notify', arguments: { to: 'dev' }, result: 'sent' }]],
    }
    const template = snapshotOf(one)
    ;(steps(template)[0]!.arguments as JsonObject).to = casefold('OPS')
    const grown = steps(resolve(template, two))[0]!
    expect(grown.order).toBe('parallel')
    expect((grown.calls as JsonObject[]).map((call) => (call.arguments as JsonObject).to)).toEqual([
      casefold('OPS'),
      'dev',
    ])
    const list = snapshotOf(two)
    const shrunk = steps(
      resolve(list, { steps: [[{ name: 'notify', arguments: { to: 'qa' }, result: 'sent' }]] }),
    )[0]!
    expect(shrunk.name).toBe('notify')
  })

  test('what the snapshot leaves out stays out; a name pattern or * that still fits stays; another tool is recorded', () => {
    const template = {
      steps: [
        { name: { $rule: 'pattern', value: '^get_' } },
        { name: '*', arguments: { message: IGNORE } },
        { name: { $rule: 'pattern', value: '^pay' }, arguments: { order_id: 'A-77', amount: 42.5 } },
      ],
    }
    expect(resolve(template, support)).toEqual({
      steps: [
        { name: { $rule: 'pattern', value: '^get_' } },
        { name: '*', arguments: { message: IGNORE } },
        steps(snapshotOf(support))[2]!,
      ],
    })
  })

  test('status follows the run', () => {
    const run = withStep(support, 2, [{ ...support.steps[2]![0]!, result: 'declined', error: true }])
    const out = steps(resolve(loosened(), run))[2]!
    expect(out.status).toBe('error')
    expect(out.result).toEqual({ $rule: 'shape', value: 'string' })
  })

  test('a sequence over the whole run: calls it lets through are not recorded', () => {
    const template = {
      calls: [
        { name: 'get_order', arguments: { order_id: casefold('a-77') } },
        { name: 'refund', arguments: { order_id: 'A-77', amount: 99 } },
      ],
      order: 'in-order',
    }
    expect(resolve(template, support)).toEqual({
      calls: [
        { name: 'get_order', arguments: { order_id: casefold('a-77') } },
        { name: 'refund', arguments: { order_id: 'A-77', amount: 42.5 } },
      ],
      order: 'in-order',
    })
  })

  test('an exact sequence records the calls it does not name', () => {
    const template = { calls: [{ name: 'get_order' }, { name: 'refund' }] }
    expect(resolve(template, support)).toEqual({
      calls: [
        { name: 'get_order' },
        snapshotOf(support).steps && steps(snapshotOf(support))[1]!,
        { name: 'refund' },
      ],
    })
  })

  test('times: kept while the count fits, else each call is written out', () => {
    const search = (q: string): TestCall => ({ name: 'search', arguments: { q }, result: [] })
    const template = { calls: [{ name: 'search', times: { max: 2 } }], order: 'superset' }
    expect(resolve(template, { steps: [[search('a')], [search('b')]] })).toEqual(template)
    expect(resolve(template, { steps: [[search('a')], [search('b')], [search('c')]] })).toEqual({
      calls: [{ name: 'search' }, { name: 'search' }, { name: 'search' }],
      order: 'superset',
    })
  })

  test('an order-free sequence keeps what still holds and drops an expectation with no call', () => {
    const template = {
      calls: [{ name: 'refund', arguments: IGNORE }, { name: 'cancel' }, { name: 'get_order' }],
      order: 'unordered',
    }
    const out = resolve(template, support)
    expect(out.calls).toEqual([
      { name: 'refund', arguments: IGNORE },
      { name: 'get_order' },
      steps(snapshotOf(support))[1]!,
    ])
  })

  test.each<[string, TestCall[][]]>([
    [
      'the rule’s call last',
      [
        [{ name: 's', arguments: { q: 'Rome', n: 1 }, result: 1 }],
        [{ name: 's', arguments: { q: 'PARIS', n: 2 }, result: 2 }],
      ],
    ],
    [
      'the rule’s call first',
      [
        [{ name: 's', arguments: { q: 'PARIS', n: 2 }, result: 2 }],
        [{ name: 's', arguments: { q: 'Rome', n: 1 }, result: 1 }],
      ],
    ],
  ])(
    'a pairing tie is broken in the rules’ favour (%s): the casefold rule that still holds is kept',
    (_, runSteps) => {
      const template = {
        calls: [{ name: 's', arguments: { q: casefold('paris'), n: 1 } }],
        order: 'unordered',
      }
      const out = resolve(template, { steps: runSteps })
      expect(out.order).toBe('unordered')
      const calls = (out.calls as JsonObject[]).map(({ name, arguments: args }) => ({
        name,
        arguments: args,
      }))
      expect(calls).toContainEqual({ name: 's', arguments: { q: casefold('paris'), n: 2 } })
      expect(calls).toContainEqual({ name: 's', arguments: { q: 'Rome', n: 1 } })
    },
  )

  test('tools configured: a call its schema rejects fails the snapshot, and -u still keeps the rules that hold', () => {
    configure({
      tools: defineTools({
        get_order: { schema: { type: 'object', properties: { order_id: { type: 'number' } } } },
      }),
    })
    try {
      const capture = captured(anthropicRun(support))
      const stored = parseRunSnapshot(renderSnapshot(loosened()))
      const result = matchRunSnapshot(capture, stored)
      expect(result.pass).toBe(false)
      expect(result.message).toContain(
        'steps[0].calls[0].arguments.order_id: the get_order schema wants a number',
      )
      expect(resolveRun(stored, capture)).toEqual(stored)
    } finally {
      configure({})
    }
  })

  test('never, maxCalls and maxSteps: kept while they hold, the limits following the run', () => {
    const template = {
      steps: steps(snapshotOf(support)),
      never: [{ name: 'delete_account' }],
      maxCalls: 2,
      maxSteps: 5,
    }
    const out = resolve(template, support)
    expect(out.never).toEqual([{ name: 'delete_account' }])
    expect(out.maxCalls).toBe(3)
    expect(out.maxSteps).toBe(5)
  })

  test.each<[string, JsonObject]>([
    [
      'beside other checks',
      { steps: steps(snapshotOf(support)), never: [{ name: 'delete_account' }, { name: 'refund' }] },
    ],
    ['alone', { never: [{ name: 'refund' }] }],
  ])(
    'a never entry the run breaks is never dropped (%s): the update is refused, naming it',
    (_, template) => {
      const capture = captured(anthropicRun(support))
      const stored = parseRunSnapshot(renderSnapshot(template))
      expect(resolveRun(stored, capture).never).toEqual(template.never)
      const result = matchRunSnapshot(capture, stored)
      expect(result.pass).toBe(false)
      const index = (template.never as JsonObject[]).length - 1
      expect(result.refused).toContain(`never[${index}] refund(…): called at steps[2].calls[0]`)
      expect(result.refused).toContain('an update never drops one')
    },
  )

  test('a never entry the run keeps to: no refusal', () => {
    const capture = captured(anthropicRun(support))
    const stored = parseRunSnapshot(renderSnapshot({ ...snapshotOf(support), never: [{ name: 'nuke' }] }))
    expect(matchRunSnapshot(capture, stored).refused).toBeUndefined()
    const changed = captured(anthropicRun({ ...support, answer: 'Done.' }))
    const result = matchRunSnapshot(changed, stored)
    expect(result.pass).toBe(false)
    expect(result.refused).toBeUndefined()
  })

  test.each<[string, JsonValue, TestRun, JsonValue]>([
    [
      'a rule that still holds',
      { $rule: 'pattern', value: '^Refunded' },
      support,
      { $rule: 'pattern', value: '^Refunded' },
    ],
    ['other text', 'Refunded 42.50 EUR.', { ...support, answer: 'Done.' }, 'Done.'],
    ['an answer where there was none', { $rule: 'absent' }, { ...support, answer: 'Done.' }, 'Done.'],
    ['no answer any more', 'Refunded.', { steps: support.steps }, { $rule: 'absent' }],
  ])('the answer: %s', (_, answer, run, expected) => {
    expect(resolve({ ...snapshotOf(support), answer }, run).answer).toEqual(expected)
  })

  test('an answer the snapshot does not check stays unchecked', () => {
    expect(resolve({ steps: steps(snapshotOf(support)) }, { ...support, answer: 'Other.' })).toEqual({
      steps: steps(snapshotOf(support)),
    })
  })

  test('the same run read from OpenAI resolves alike', () => {
    const capture = captured(openAiRun(support))
    expect(resolveRun(parseRunSnapshot(renderSnapshot(loosened())), capture)).toEqual(loosened())
  })
})
