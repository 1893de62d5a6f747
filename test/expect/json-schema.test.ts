// The expectation language's JSON Schema agrees with the zod schemas it is generated from: rule by rule on random
// parameters (fast-check), and on whole expectations (a table of valid and invalid ones, in both directions).
import { Ajv2020 } from 'ajv/dist/2020.js'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { compileTurn } from '../../src/expect/compile-turn.js'
import { expectationJsonSchema, jsonRuleNames } from '../../src/expect/json-schema.js'
import { rules } from '../../src/rules/index.js'
import { MatcherUsageError } from '../../src/usage-error.js'

const schema = expectationJsonSchema()
const ajv = new Ajv2020({ allErrors: true, strict: false })
ajv.addSchema(schema, 'expectation')
const validFile = ajv.compile({ $ref: 'expectation' })
const validRule = (name: string) => ajv.compile({ $ref: `expectation#/$defs/rule.${name}` })

/** What compiling says about an expectation: accepted, or the usage error's text. */
function compiles(expectation: unknown): true | string {
  try {
    compileTurn(expectation, { unicode: 'nfc', extraArguments: 'forbid' })
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

  test('has a definition for every rule a JSON file can hold, and none for `satisfies`', () => {
    const defined = Object.keys(schema.$defs as object).filter((name) => name.startsWith('rule.'))
    expect(defined.sort()).toEqual(
      Object.keys(rules)
        .filter((name) => name !== 'satisfies')
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
  const params: z.ZodType = rules[name as keyof typeof rules].params
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
]

describe('whole expectations', () => {
  test.each(rows)('%s: the schema accepts it exactly when compiling does', (_, expectation) => {
    expect(validFile(expectation)).toBe(compiles(expectation) === true)
  })

  test('the table has both kinds', () => {
    const verdicts = rows.map(([, expectation]) => compiles(expectation) === true)
    expect(verdicts).toContain(true)
    expect(verdicts).toContain(false)
  })
})
