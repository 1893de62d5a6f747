import { DerivedRule, type RuleOrigin } from '../expect/derived-rule.js'
import { isAsymmetricMatcher, isRule } from '../expect/is-rule.js'
import type { CompareRule, Rule } from '../expect/types.js'
import type { JsonValue } from '../json/types.js'
import type { NormalizedTool } from '../schema/types.js'

/** Puts a test's plain value into a tool's value-less comparison rule. */
export function instantiateCompareRule(template: CompareRule, value: unknown): Rule {
  return (template.$rule === 'ignore' ? template : { ...template, value }) as Rule
}

function isPlain(value: unknown): boolean {
  return !(value instanceof DerivedRule) && !isRule(value) && !isAsymmetricMatcher(value)
}

/** `declaredDefaults` per tool: a tool set is built once and compiled against by every expectation naming it. */
const defaultsOf = new WeakMap<NormalizedTool, ReadonlyMap<string, JsonValue>>()

/** The top-level defaults the tool's JSON Schema declares (read once per tool: its schema is a frozen copy). */
export function declaredDefaults(tool: NormalizedTool): ReadonlyMap<string, JsonValue> {
  let defaults = defaultsOf.get(tool)
  if (defaults === undefined) {
    defaults = readDefaults(tool)
    defaultsOf.set(tool, defaults)
  }
  return defaults
}

function readDefaults(tool: NormalizedTool): Map<string, JsonValue> {
  const defaults = new Map<string, JsonValue>()
  const properties = tool.schema.jsonSchema?.properties
  if (properties === undefined || properties === null || typeof properties !== 'object') return defaults
  for (const [key, property] of Object.entries(properties)) {
    if (property !== null && typeof property === 'object' && Object.hasOwn(property, 'default')) {
      defaults.set(key, (property as { default: JsonValue }).default)
    }
  }
  return defaults
}

/** `leavesArgumentsAlone` per tool (a tool set is built once and met by every expectation naming it). */
const aloneOf = new WeakMap<NormalizedTool, boolean>()

/**
 * Whether `applyTool` gives every call expectation's arguments back as written: the tool has no `compare` rule and
 * declares no default. What deciding on an expectation as written (without compiling it) asks of a tool.
 */
export function leavesArgumentsAlone(tool: NormalizedTool): boolean {
  let alone = aloneOf.get(tool)
  if (alone === undefined) {
    alone = Object.keys(tool.compare).length === 0 && declaredDefaults(tool).size === 0
    aloneOf.set(tool, alone)
  }
  return alone
}

/**
 * Rewrites a call expectation's arguments the tool's way, visibly: a plain value whose argument has a rule in the
 * tool's `compare` becomes that rule with the value (a rule written in the test wins); `ignore` arguments are
 * ignored even when the test leaves them out; a declared default makes an omitted argument count as the default
 * on either side (`withDefault`). Every rule put in carries its origin for messages. Arguments given as a single
 * rule (`field.subset(...)`) are left as they are.
 */
export function applyTool(args: object | undefined, tool: NormalizedTool): object | undefined {
  if (args === undefined || isRule(args) || isAsymmetricMatcher(args)) return args
  const fromTool: RuleOrigin = {
    kind: 'tool',
    tool: tool.name,
    ...(tool.version ? { version: tool.version } : {}),
  }
  const fromSchema: RuleOrigin = { ...fromTool, kind: 'schema' }
  // No prototype: an argument named `__proto__` is a key like any other.
  const out = Object.create(null) as Record<string, unknown>
  const given = args as Record<string, unknown>
  for (const key of Object.keys(given)) {
    const value = given[key]
    const template = Object.hasOwn(tool.compare, key) ? tool.compare[key] : undefined
    out[key] =
      template !== undefined && isPlain(value)
        ? new DerivedRule(instantiateCompareRule(template, value), fromTool)
        : value
  }
  for (const [key, template] of Object.entries(tool.compare)) {
    if (template.$rule === 'ignore' && !Object.hasOwn(out, key))
      out[key] = new DerivedRule(template, fromTool)
  }
  for (const [key, fallback] of declaredDefaults(tool)) {
    const template = Object.hasOwn(tool.compare, key) ? tool.compare[key] : undefined
    if (template?.$rule === 'ignore') continue
    const inner = Object.hasOwn(out, key)
      ? out[key]
      : template === undefined
        ? fallback
        : new DerivedRule(instantiateCompareRule(template, fallback), fromTool)
    out[key] = new DerivedRule({ $rule: 'withDefault', value: inner as never, default: fallback }, fromSchema)
  }
  return out
}
