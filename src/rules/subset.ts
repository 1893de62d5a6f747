import type { z } from 'zod'
import type { SubsetRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import type { ExpectationNode, RuleDefinition } from './types.js'

/** `subset`: an object that matches on the listed keys; other keys are allowed. */
export const subset: RuleDefinition<SubsetRule> = {
  name: 'subset',
  params: lazySchema(
    (z) =>
      z.strictObject({
        $rule: z.literal('subset'),
        value: z.record(z.string(), z.unknown()),
      }) as z.ZodType<SubsetRule>,
  ),
  compile(params, context, path) {
    const byKey = new Map<string, ExpectationNode>()
    for (const key of Object.keys(params.value)) {
      const normal = context.normalize(key)
      // As in a plain object expectation: two keys that normalise alike would be two expectations of one key.
      if (byKey.has(normal))
        context.fail([...path, 'value', key], `the key "${normal}" appears twice after Unicode normalisation`)
      byKey.set(normal, context.field(params.value[key], [...path, 'value', key]))
    }
    const entries = [...byKey].sort((a, b) => (a[0] < b[0] ? -1 : 1))
    const node: ExpectationNode = { kind: 'object', entries, extra: 'allow', source: params.value }
    return {
      acceptsMissing: false,
      check: (received, at, check) => check.compare(node, received, at),
      passes: (received, check) => check.passes(node, received),
    }
  },
}
