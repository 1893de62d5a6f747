import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { CompareRule } from '../../src/expect/types.js'
import type { JsonObject } from '../../src/json/types.js'
import { resolveAliases } from '../../src/schema/resolve-aliases.js'
import type { NormalizedTool } from '../../src/schema/types.js'

const bare = <T>(entries: [string, T][]): Record<string, T> =>
  Object.assign(Object.create(null) as Record<string, T>, Object.fromEntries(entries))

const toolWith = (compare: Record<string, CompareRule>): NormalizedTool =>
  ({
    name: 't',
    version: undefined,
    description: undefined,
    compare,
    previous: [],
  }) as unknown as NormalizedTool

/** What `resolveAliases` did before its rules were found once per tool: every compare entry read on each call. */
function reference(args: JsonObject, tool: NormalizedTool): JsonObject {
  let out: JsonObject | undefined
  for (const [key, rule] of Object.entries(tool.compare)) {
    if (rule.$rule !== 'enum' || rule.aliases === undefined || !Object.hasOwn(args, key)) continue
    const value = args[key]
    if (typeof value !== 'string' || !Object.hasOwn(rule.aliases, value)) continue
    out ??= Object.assign(Object.create(null) as JsonObject, args)
    out[key] = rule.aliases[value]!
  }
  return out ?? args
}

const NAMES = ['unit', 'city', '__proto__', 'constructor', 'x']
const SPELLINGS = ['euro', 'EUR', 'usd', '__proto__', 'toString', '']
const name = fc.constantFrom(...NAMES)
const spelling = fc.constantFrom(...SPELLINGS)

const rule: fc.Arbitrary<CompareRule> = fc.oneof(
  fc.constant({ $rule: 'casefold' } as CompareRule),
  fc.constant({ $rule: 'enum' } as CompareRule),
  fc
    .uniqueArray(fc.tuple(spelling, fc.constantFrom('EUR', 'USD')), {
      selector: ([from]) => from,
      maxLength: 3,
    })
    .map((pairs) => ({ $rule: 'enum', aliases: bare(pairs) }) as CompareRule),
)

const compare = fc.uniqueArray(fc.tuple(name, rule), { selector: ([key]) => key, maxLength: 4 }).map(bare)
const args = fc
  .uniqueArray(fc.tuple(name, fc.oneof(spelling, fc.integer(), fc.constant(null))), {
    selector: ([key]) => key,
    maxLength: 4,
  })
  .map((entries) => bare(entries) as JsonObject)

describe('resolveAliases', () => {
  test('agrees with reading every compare rule on each call, however often a tool is used', () => {
    fc.assert(
      fc.property(compare, fc.array(args, { minLength: 1, maxLength: 4 }), (rules, list) => {
        const tool = toolWith(rules)
        for (const given of list) {
          const got = resolveAliases(given, tool)
          const expected = reference(given, tool)
          expect(got).toEqual(expected)
          expect(got === given).toBe(expected === given)
        }
      }),
      { seed: 20_261_130, numRuns: 1000 },
    )
  })

  test('maps an alias to its canonical value without touching the arguments', () => {
    const given = bare<string | number>([
      ['unit', 'euro'],
      ['amount', 5],
    ]) as JsonObject
    const tool = toolWith(
      bare<CompareRule>([['unit', { $rule: 'enum', aliases: { euro: 'EUR' } } as CompareRule]]),
    )
    expect(resolveAliases(given, tool)).toEqual({ amount: 5, unit: 'EUR' })
    expect(given.unit).toBe('euro')
  })

  test('the arguments themselves when no alias applies', () => {
    const given = bare<string>([['unit', 'EUR']]) as JsonObject
    expect(resolveAliases(given, toolWith({}))).toBe(given)
  })
})
