import type { JsonObject } from '../json/types.js'
import type { NormalizedTool } from './types.js'

/** An argument whose `enum` compare rule declares aliases: alias → canonical value. */
interface AliasRule {
  readonly key: string
  readonly aliases: Readonly<Record<string, string>>
}

/** The alias rules of each tool's `compare`, found once (a tool is defined once; most declare none). */
const rulesOf = new WeakMap<object, readonly AliasRule[]>()

function aliasRules(compare: NormalizedTool['compare']): readonly AliasRule[] {
  const known = rulesOf.get(compare)
  if (known !== undefined) return known
  const rules: AliasRule[] = []
  for (const [key, rule] of Object.entries(compare)) {
    if (rule.$rule === 'enum' && rule.aliases !== undefined) rules.push({ key, aliases: rule.aliases })
  }
  rulesOf.set(compare, rules)
  return rules
}

/**
 * The arguments as the tool itself would see them: values spelled as one of the aliases the tool declares in an
 * `enum` compare rule (`{ euro: 'EUR' }`) become the canonical value before validation, since the tool accepts them.
 * `args` itself when nothing changes.
 */
export function resolveAliases(args: JsonObject, tool: NormalizedTool): JsonObject {
  let out: JsonObject | undefined
  for (const { key, aliases } of aliasRules(tool.compare)) {
    if (!Object.hasOwn(args, key)) continue
    const value = args[key]
    if (typeof value !== 'string' || !Object.hasOwn(aliases, value)) continue
    out ??= Object.assign(Object.create(null) as JsonObject, args)
    out[key] = aliases[value]!
  }
  return out ?? args
}
