import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import { isRunExpectation } from '../../src/expect/is-run-expectation.js'

describe('isRunExpectation', () => {
  test.each<[string, unknown]>([
    ['steps', { steps: [] }],
    ['never', { never: [{ name: 'delete' }] }],
    ['maxCalls', { maxCalls: 3 }],
    ['maxSteps', { maxSteps: 3 }],
    ['answer (no turn form has it)', { answer: { $rule: 'casefold', value: 'Done' } }],
    ['loops', { loops: {} }],
    ['claims', { claims: [] }],
    ['negations', { negations: false }],
    ['acknowledgeErrors', { acknowledgeErrors: true }],
    ['extraSteps', { steps: [{ name: 'a' }], extraSteps: 'allow' }],
    ["order 'subset'", { calls: [{ name: 'a' }], order: 'subset' }],
    ['a call with times', { calls: [{ name: 'a', times: 2 }] }],
    ['a call with result', { calls: [{ name: 'a', result: { ok: true } }] }],
    ['a call with status', { calls: [{ name: 'a', status: 'error' }] }],
    ['a call with id', { calls: [{ name: 'a', id: 'c1' }] }],
    ['a name pattern', { calls: [{ name: field.pattern('^search_') }] }],
    ['a name pattern in JSON', { calls: [{ name: { $rule: 'pattern', value: '^a' } }] }],
    ['fromResult in arguments', { calls: [{ name: 'a', arguments: { id: field.fromResult('b', 'id') } }] }],
    [
      'fromResult deep in arguments',
      {
        calls: [{ name: 'a', arguments: { list: [{ id: { $rule: 'fromResult', call: 'b', path: 'id' } }] } }],
      },
    ],
  ])('a run expectation: %s', (_title, expectation) => {
    expect(isRunExpectation(expectation)).toBe(true)
  })

  test.each<[string, unknown]>([
    ['a call', { name: 'a', arguments: {} }],
    ['calls', { calls: [{ name: 'a' }, { name: 'b' }] }],
    ["order 'serial'", { calls: [{ name: 'a' }], order: 'serial' }],
    ["a run mode word a turn accepts ('in-order')", { calls: [{ name: 'a' }], order: 'in-order' }],
    [
      'other rules in arguments',
      { calls: [{ name: 'a', arguments: { x: field.casefold('P'), y: [1, null] } }] },
    ],
    ['a rule in place of the arguments', { calls: [{ name: 'a', arguments: field.ignore() }] }],
    ['plans', { plans: [{ name: 'a' }] }],
    ['abstain', { abstain: true }],
    ['calls that are not a list', { calls: 'a' }],
    ['a call that is not an object', { calls: ['a', null] }],
    ['an array', [{ steps: [] }]],
    ['null', null],
    ['a string', 'steps'],
  ])('not a run expectation: %s', (_title, expectation) => {
    expect(isRunExpectation(expectation)).toBe(false)
  })

  test('arguments nested deeper than 64 levels are not searched (the compiler refuses them)', () => {
    let deep: unknown = { $rule: 'fromResult', call: 'b', path: 'id' }
    for (let i = 0; i < 70; i++) deep = { inner: deep }
    expect(isRunExpectation({ calls: [{ name: 'a', arguments: deep }] })).toBe(false)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(isRunExpectation({ calls: [{ name: 'a', arguments: cyclic }] })).toBe(false)
  })
})
