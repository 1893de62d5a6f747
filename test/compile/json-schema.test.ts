// The expectation language's JSON Schema agrees with the zod schemas it is generated from: rule by rule on random
// parameters (fast-check), and on whole expectations (a table of valid and invalid ones, in both directions).
import { Ajv2020 } from 'ajv/dist/2020.js'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { expectationJsonSchema, jsonRuleNames } from '../../src/compile/json-schema.js'
import { isRunExpectation } from '../../src/expect/is-run-expectation.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import { compileRun } from '../../src/match/run/compile-run.js'
import { rules } from '../../src/rules/index.js'
import { MatcherUsageError } from '../../src/usage-error.js'

const schema = expectationJsonSchema()
const ajv = new Ajv2020({ allErrors: true, strict: false })
ajv.addSchema(schema, 'expectation')
const validFile = ajv.compile({ $ref: 'expectation' })
const validRule = (name: string) => ajv.compile({ $ref: `expectation#/$defs/rule.${name}` })

/** What compiling says about an expectation (a turn's or a run's, told apart as `score` does): accepted, or the usage error's text. */
function compiles(expectation: unknown): true | string {
  try {
    if (isRunExpectation(expectation))
      compileRun(expectation, { ...normalizeMatchOptions({}), written: 'json' })
    else compileTurn(expectation, { unicode: 'nfc', extraArguments: 'forbid' })
    return true
  } catch (error) {
    if (error instanceof MatcherUsageError) return error.message
    throw error
  }
}

describe('the JSON Schema', () => {
  test('is a valid draft 2020-12 schema', () => {
    expect(ajv.validateSchema(schema)).toBe(true)
  })

  test('has a definition for every rule a JSON file can hold (fromResult in runs), and none for `satisfies`', () => {
    const defined = Object.keys(schema.$defs as object).filter((name) => name.startsWith('rule.'))
    expect(defined.sort()).toEqual(
      [...Object.keys(rules).filter((name) => name !== 'satisfies'), 'fromResult']
        .map((name) => `rule.${name}`)
        .sort(),
    )
  })
})

// Parameters drawn from values that hit each zod check: strings (empty too), numbers (negative too), booleans, null,
// arrays, objects of strings, and keys a rule may or may not take.
const anyValue = fc.oneof(
  fc.constantFrom('', 'Paris', 'PT45M', '2026-03-14T10:00:00Z', 'i', 'x y'),
  fc.constantFrom(0, 1, -1, 0.5, 20),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom('a', 1, true), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('euro', 'a'), fc.constantFrom('EUR', 'b', 1), { maxKeys: 2 }),
)
const paramKeys = [
  'value',
  'values',
  'tolerance',
  'coerce',
  'aliases',
  'unordered',
  'flags',
  'default',
  'other',
]

describe.each(jsonRuleNames)('rule %s', (name) => {
  // One rule's params as a plain zod schema (the union over every rule is too deep for the checker to infer).
  const params: z.ZodType = rules[name as keyof typeof rules].params()
  const valid = validRule(name)

  test('the schema and zod accept the same parameters', () => {
    const candidate = fc
      .dictionary(fc.constantFrom(...paramKeys), anyValue, { maxKeys: 4 })
      .map((object) => ({ $rule: name, ...object }))
    fc.assert(
      fc.property(candidate, (value) => {
        expect(valid(value), JSON.stringify(value)).toBe(params.safeParse(value).success)
      }),
      { numRuns: 300 },
    )
  })
})

const refund = { name: 'refund', arguments: { order_id: 'order-77', amount: { $rule: 'number', value: 20 } } }
const rows: Array<[string, unknown]> = [
  ['a call', refund],
  ['a call with $schema', { $schema: './expectation.schema.json', ...refund }],
  ['any name', { name: '*' }],
  ['serial calls', { calls: [refund, refund], order: 'serial' }],
  ['plans of turns', { plans: [{ calls: [refund] }, { abstain: true }] }],
  ['a plan written as a list (a matcher form, not JSON)', { plans: [[refund]] }],
  ['abstain', { abstain: true }],
  ['clarify', { clarify: ['datetime'] }],
  ['confirm', { confirm: [refund] }],
  [
    'rules nested in rules',
    { name: 'f', arguments: { a: { $rule: 'oneOf', values: [{ $rule: 'casefold', value: 'x' }, 1] } } },
  ],
  ['a rule in an array', { name: 'f', arguments: { a: [{ $rule: 'ignore' }, 2] } }],
  ['arguments as a rule', { name: 'f', arguments: { $rule: 'subset', value: { a: 1 } } }],
  ['an unknown rule', { name: 'f', arguments: { a: { $rule: 'caseFold', value: 'x' } } }],
  ['a rule without its value', { name: 'f', arguments: { a: { $rule: 'casefold' } } }],
  ['a rule with an extra key', { name: 'f', arguments: { a: { $rule: 'ignore', value: 1 } } }],
  ['a negative tolerance', { name: 'f', arguments: { a: { $rule: 'number', value: 1, tolerance: -1 } } }],
  [
    'a wrong rule deep inside',
    { name: 'f', arguments: { a: { b: [{ $rule: 'json', value: { $rule: 'nope' } }] } } },
  ],
  ['an empty name', { name: '' }],
  ['an unknown key', { ...refund, extra: 1 }],
  ['a wrong order', { calls: [refund], order: 'random' }],
  ['empty plans', { plans: [] }],
  ['abstain false', { abstain: false }],
  ['a call in calls without a name', { calls: [{ arguments: {} }] }],
  ['a $schema that is not a string', { $schema: 1, ...refund }],
  ['a $schema below the top', { calls: [{ $schema: 'x', ...refund }] }],
  ['not an object', [refund]],
  // Run expectations.
  [
    'a run: steps, never, counts, the answer',
    {
      steps: [
        { name: 'lookup' },
        { calls: [refund, { name: 'notify', times: { min: 0 } }], order: 'unordered' },
      ],
      extraSteps: 'allow',
      never: [{ name: { $rule: 'pattern', value: '^delete_' } }],
      maxCalls: 5,
      maxSteps: 3,
      answer: { $rule: 'casefold', value: 'Refunded' },
    },
  ],
  ['a run with $schema', { $schema: './expectation.schema.json', maxCalls: 2 }],
  ['a run with only its answer', { answer: 'Done' }],
  [
    'a run call with id, result and status',
    {
      calls: [{ name: 'get_order', id: 'c1', result: { order: { id: { $rule: 'ignore' } } }, status: 'ok' }],
    },
  ],
  [
    'fromResult in a run call',
    {
      calls: [
        { name: 'get_order' },
        { name: 'refund', arguments: { order_id: { $rule: 'fromResult', call: 'get_order', path: 'id' } } },
      ],
      order: 'in-order',
    },
  ],
  [
    'fromResult by step',
    {
      calls: [
        { name: 'refund', arguments: { id: [{ $rule: 'fromResult', call: { step: 0 }, path: 'id' }] } },
      ],
    },
  ],
  ['a subset of calls', { calls: [refund], order: 'subset' }],
  ['a negative maxCalls', { maxCalls: -1 }],
  ['a fractional times', { calls: [{ name: 'a', times: 1.5 }] }],
  ['an unknown status', { calls: [{ name: 'a', status: 'failed' }] }],
  ['an unknown run key', { steps: [], extra: 1 }],
  ['an unknown step order', { steps: [{ calls: [], order: 'strict' }] }],
  ['a step call with an unknown key', { steps: [{ name: 'a', bogus: 1 }] }],
  [
    'a fromResult without its path',
    { calls: [{ name: 'a', arguments: { x: { $rule: 'fromResult', call: 'b' } } }] },
  ],
  [
    'a fromResult naming no tool',
    { calls: [{ name: 'a', arguments: { x: { $rule: 'fromResult', call: '', path: 'a' } } }] },
  ],
  ['an unknown rule in a result', { calls: [{ name: 'a', result: { $rule: 'nope' } }] }],
  ['a name that is a number', { never: [{ name: 5 }] }],
  ['never that is not a list', { never: { name: 'a' } }],
  ['an order with nothing else', { order: 'exact', maxSteps: 1 }],
  ['nothing a run needs', { extraSteps: 'allow' }],
  ['loops with the defaults', { loops: {} }],
  [
    'loops with every option',
    { loops: { maxIdentical: 3, ignoreArguments: ['ts'], cycles: { maxPeriod: 4, minRepeats: 2 } } },
  ],
  ['loops without cycles', { loops: { cycles: false } }],
  ['loops with maxIdentical 0', { loops: { maxIdentical: 0 } }],
  ['loops with a period of 1', { loops: { cycles: { maxPeriod: 1 } } }],
  ['loops with cycles: true', { loops: { cycles: true } }],
  ['loops with an unknown key', { loops: { maxRepeats: 2 } }],
  ['loops ignoring a name that is not a string', { loops: { ignoreArguments: [1] } }],
  ['claims', { claims: [{ when: 'refunded', requires: { name: 'refund_order' } }] }],
  [
    'claims with a rule, negations and acknowledged errors',
    {
      claims: [
        { when: { $rule: 'pattern', value: 'refund' }, requires: { name: 'refund_order', status: 'ok' } },
      ],
      negations: { $rule: 'pattern', value: 'nicht' },
      acknowledgeErrors: ['refund_order'],
    },
  ],
  [
    'an answer mentioning a result',
    {
      answer: {
        $rule: 'mentions',
        value: { $rule: 'fromResult', call: 'refund_order', path: 'refund.id' },
      },
    },
  ],
  ['negations: false', { claims: [], negations: false }],
  ['acknowledgeErrors: true', { acknowledgeErrors: true }],
  ['a claim without requires', { claims: [{ when: 'refunded' }] }],
  ['a claim with an unknown key', { claims: [{ when: 'x', requires: { name: 'a' }, also: 1 }] }],
  ['a claim whose requires has no name', { claims: [{ when: 'x', requires: { arguments: {} } }] }],
  ['negations as a string', { claims: [], negations: 'not' }],
  ['acknowledgeErrors: false', { acknowledgeErrors: false }],
  ['mentions of nothing', { answer: { $rule: 'mentions', value: '' } }],
]

describe('whole expectations', () => {
  test('the table has runs that compile and runs that do not', () => {
    const runs = rows.filter(([, expectation]) => isRunExpectation(expectation))
    expect(runs.some(([, expectation]) => compiles(expectation) === true)).toBe(true)
    expect(runs.some(([, expectation]) => compiles(expectation) !== true)).toBe(true)
  })

  test.each(rows)('%s: the schema accepts it exactly when compiling does', (_, expectation) => {
    expect(validFile(expectation)).toBe(compiles(expectation) === true)
  })

  test('the table has both kinds', () => {
    const verdicts = rows.map(([, expectation]) => compiles(expectation) === true)
    expect(verdicts).toContain(true)
    expect(verdicts).toContain(false)
  })
})
