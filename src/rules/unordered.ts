import type { z } from 'zod'
import { appendAll } from '../append-all.js'
import { pairMultiset } from '../assignment/index.js'
import { stableStringify } from '../canonical.js'
import type { UnorderedRule } from '../expect/types.js'
import type { JsonValue } from '../json/types.js'
import type { Mismatch } from '../mismatch.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type ExpectationNode, type RuleDefinition, ruleTypeMismatch } from './types.js'

/** What an expected element looks like in a `missing` mismatch: its canonical value, or its source. */
function describe(node: ExpectationNode, source: unknown): unknown {
  return node.kind === 'value' ? node.value : source
}

/**
 * `unordered`: an array equal to the expected one as a multiset. Elements may be rules or nested expectations; they
 * are paired by maximum matching (never first-fit), so `[oneOf(A, B), A]` accepts `[A, B]`, and duplicates count
 * (`[1, 1]` is not `[1, 2]`). Without a passing pairing, the pairing with the fewest mismatches is reported: each
 * paired element's mismatches at its received path, `unexpected` for each received element left over (at its
 * path) and `missing` for each expected one (at the array's path, with `rule: 'unordered'`).
 */
export const unordered: RuleDefinition<UnorderedRule> = {
  name: 'unordered',
  accepts: simpleParams('unordered', { value: 'list' }),
  params: lazySchema(
    (z) =>
      z.strictObject({
        $rule: z.literal('unordered'),
        value: z.array(z.unknown()),
      }) as z.ZodType<UnorderedRule>,
  ),
  compile(params, context, path) {
    const items = params.value.map((value, index) => context.field(value, [...path, 'value', index]))
    const keys = items.map((node) => (node.kind === 'value' ? stableStringify(node.value) : undefined))
    return {
      acceptsMissing: false,
      check(received, at, check) {
        if (!Array.isArray(received)) return [ruleTypeMismatch('unordered', at, 'array', received!)]
        const elements: readonly JsonValue[] = received
        const pairing = pairMultiset({
          rows: items.length,
          cols: elements.length,
          // Stryker disable next-line ArrayDeclaration: a cost counts mismatches, whatever their paths
          cost: (row, col) => check.compare(items[row]!, elements[col]!, [...at, col]).length,
          passes: (row, col) => check.passes(items[row]!, elements[col]!),
          rowKey: (row) => keys[row],
          colKey: (col) => stableStringify(elements[col]!),
        })
        // Stryker disable next-line ConditionalExpression: a perfect pairing with nothing left over reports nothing below
        if (pairing.perfect && pairing.unpairedCols.length === 0) return []
        const out: Mismatch[] = []
        for (const [row, col] of [...pairing.pairs].sort((a, b) => a[1] - b[1])) {
          appendAll(out, check.compare(items[row]!, elements[col]!, [...at, col]))
        }
        for (const col of pairing.unpairedCols) {
          out.push({ kind: 'unexpected', path: [...at, col], received: elements[col]!, rule: 'unordered' })
        }
        for (const row of pairing.unpairedRows) {
          out.push({
            kind: 'missing',
            path: at,
            expected: describe(items[row]!, params.value[row]),
            rule: 'unordered',
          })
        }
        return out
      },
    }
  },
}
