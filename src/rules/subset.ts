import { z } from 'zod'
import type { SubsetRule } from '../expect/types.js'
import type { ExpectationNode, RuleDefinition } from './types.js'

/** `subset`: an object that matches on the listed keys; other keys are allowed. */
export const subset: RuleDefinition<SubsetRule> = {
  name: 'subset',
  params: z.strictObject({
    $rule: z.literal('subset'),
    value: z.record(z.string(), z.unknown()),
  }) as z.ZodType<SubsetRule>,
  compile(params, context, path) {
    const entries = Object.keys(params.value)
      .map(
        (key) => [context.normalize(key), context.field(params.value[key], [...path, 'value', key])] as const,
      )
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    const node: ExpectationNode = { kind: 'object', entries, extra: 'allow', source: params.value }
    return { acceptsMissing: false, check: (received, at, check) => check.compare(node, received, at) }
  },
}
