import type { EnumRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/** `enum`: string equality after mapping aliases (`{ euro: 'EUR' }`) to their canonical values on both sides. */
export const enumRule: RuleDefinition<EnumRule> = {
  name: 'enum',
  accepts: simpleParams('enum', { value: 'string' }),
  params: lazySchema((z) =>
    z.strictObject({
      $rule: z.literal('enum'),
      value: z.string(),
      aliases: z.record(z.string(), z.string()).optional(),
    }),
  ),
  compile(params, context) {
    const aliases = new Map<string, string>()
    for (const [alias, target] of Object.entries(params.aliases ?? {})) {
      aliases.set(context.normalize(alias), context.normalize(target))
    }
    const resolve = (text: string) => aliases.get(text) ?? text
    const value = resolve(context.normalize(params.value))
    return {
      acceptsMissing: false,
      check(received, path) {
        if (typeof received !== 'string') return [ruleTypeMismatch('enum', path, 'string', received!)]
        return resolve(received) === value ? [] : [ruleMismatch('enum', path, params, received)]
      },
    }
  },
}
