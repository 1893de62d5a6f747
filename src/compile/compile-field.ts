import type { z } from 'zod'
import { DerivedRule } from '../expect/derived-rule.js'
import { isAsymmetricMatcher, isRule } from '../expect/is-rule.js'
import type { Rule } from '../expect/types.js'
import type { JsonValue, Path } from '../json/types.js'
import { rules } from '../rules/index.js'
import type { CompileContext, ExpectationNode, RuleDefinition } from '../rules/types.js'
import { normalizeString, type UnicodePolicy } from '../unicode-policy.js'
import { MatcherUsageError } from '../usage-error.js'

/** How deep an expectation may nest before it is taken for a mistake (or a cycle). */
const MAX_EXPECTATION_DEPTH = 256

/** Where an expectation was written: in code (every rule) or in JSON (no rule that holds a function). */
export type WrittenIn = 'code' | 'json'

/**
 * Compiles one field expectation (a plain value, a rule, an asymmetric matcher, or objects and arrays of them) into
 * the node the comparator walks. Validates every rule with its zod schema; anything malformed throws a
 * `MatcherUsageError` naming the path. `written` says where the expectation came from, so that an unknown rule's
 * error lists only the rules that can be written there.
 */
export function compileField(
  value: unknown,
  path: Path,
  unicode: UnicodePolicy,
  written: WrittenIn = 'code',
): ExpectationNode {
  return new FieldCompiler(unicode, written).field(value, path)
}

/** The rules that can be written in code, and those that can be written in JSON (none that holds a function). */
const KNOWN: Record<WrittenIn, string> = {
  code: Object.keys(rules).join(', '),
  json: Object.values(rules)
    .filter((rule) => rule.codeOnly !== true)
    .map((rule) => rule.name)
    .join(', '),
}

class FieldCompiler implements CompileContext {
  /** The containers being compiled, outermost first (a stack: expectations nest a few levels deep). */
  private readonly ancestors: object[] = []

  constructor(
    readonly unicode: UnicodePolicy,
    private readonly written: WrittenIn,
  ) {}

  normalize(text: string): string {
    return normalizeString(text, this.unicode)
  }

  fail(path: Path, problem: string): never {
    throw new MatcherUsageError(path, problem)
  }

  literal(value: unknown, path: Path): JsonValue {
    const node = this.plain(value, path, false)
    if (node.kind !== 'value') return this.fail(path, 'expected plain JSON here')
    return node.value
  }

  field(value: unknown, path: Path): ExpectationNode {
    return this.plain(value, path, true)
  }

  private plain(value: unknown, path: Path, allowRules: boolean): ExpectationNode {
    switch (typeof value) {
      case 'string':
        return { kind: 'value', value: this.normalize(value) }
      case 'number':
        if (!Number.isFinite(value)) this.fail(path, `${value} is not a JSON number`)
        return { kind: 'value', value: value === 0 ? 0 : value }
      case 'boolean':
        return { kind: 'value', value }
      case 'object':
        if (value === null) return { kind: 'value', value: null }
        return this.container(value, path, allowRules)
      default:
        return this.fail(
          path,
          `${typeof value} is not a JSON value (use field.absent() for a key that must be missing)`,
        )
    }
  }

  private container(value: object, path: Path, allowRules: boolean): ExpectationNode {
    if (path.length > MAX_EXPECTATION_DEPTH) this.fail(path, 'the expectation nests too deeply')
    if (this.ancestors.includes(value)) this.fail(path, 'the expectation contains a cycle')
    this.ancestors.push(value)
    try {
      if (allowRules && value instanceof DerivedRule)
        return { ...this.rule(value.rule, path), origin: value.origin }
      if (allowRules && isAsymmetricMatcher(value)) return { kind: 'asymmetric', matcher: value }
      if (allowRules && isRule(value)) return this.rule(value, path)
      if (Array.isArray(value)) return this.array(value, path, allowRules)
      const proto = Object.getPrototypeOf(value)
      if (proto !== Object.prototype && proto !== null) {
        const name = (value as { constructor?: { name?: string } }).constructor?.name ?? 'object'
        this.fail(path, `${name} is not plain JSON data`)
      }
      return this.object(value as Record<string, unknown>, path, allowRules)
    } finally {
      this.ancestors.pop()
    }
  }

  private array(value: readonly unknown[], path: Path, allowRules: boolean): ExpectationNode {
    const items = Array.from(value, (item, index) => this.plain(item, [...path, index], allowRules))
    if (items.every((item) => item.kind === 'value')) {
      return { kind: 'value', value: items.map((item) => (item as { value: JsonValue }).value) }
    }
    return { kind: 'array', items, source: value }
  }

  private object(value: Record<string, unknown>, path: Path, allowRules: boolean): ExpectationNode {
    const entries: [string, ExpectationNode][] = []
    const rawKeys = Object.keys(value)
    // Keys are unique as written: two can only meet once normalisation has changed one, so the keys are looked up
    // from the first that it changes (those before it were all left as they are).
    let seen: Set<string> | undefined
    for (let index = 0; index < rawKeys.length; index++) {
      const rawKey = rawKeys[index]!
      const key = this.normalize(rawKey)
      if (seen === undefined && key !== rawKey) seen = new Set(rawKeys.slice(0, index))
      if (seen !== undefined) {
        if (seen.has(key))
          this.fail([...path, rawKey], `the key "${key}" appears twice after Unicode normalisation`)
        seen.add(key)
      }
      entries.push([key, this.plain(value[rawKey], [...path, rawKey], allowRules)])
    }
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    if (entries.every(([, node]) => node.kind === 'value')) {
      const out = Object.create(null) as Record<string, JsonValue>
      for (const [key, node] of entries) out[key] = (node as { value: JsonValue }).value
      return { kind: 'value', value: out }
    }
    return { kind: 'object', entries, extra: 'forbid', source: value }
  }

  private rule(value: Rule, path: Path): ExpectationNode & { kind: 'rule' } {
    const name = value.$rule
    const definition =
      typeof name === 'string' && Object.hasOwn(rules, name) ? rules[name as Rule['$rule']] : undefined
    // Known, but not here: a run compiles its calls' `fromResult` rules before any other rule sees them.
    if ((name as string) === 'fromResult')
      this.fail(
        [...path, '$rule'],
        'fromResult cannot stand here: it stands only in the arguments of a run expectation’s calls (toMatchRun, toCallInOrder, toHaveCalledTool, never), directly or in plain objects and arrays, not inside another rule (subset, oneOf…) nor in a turn expectation',
      )
    if ((name as string) === 'fromCall')
      this.fail(
        [...path, '$rule'],
        'fromCall cannot stand here: it stands only as the value of mentions in a run expectation’s answer or claims (field.mentions(field.fromCall(tool, path)))',
      )
    if (definition === undefined) {
      this.fail(
        [...path, '$rule'],
        `unknown rule ${describeRuleName(name)} (known${this.written === 'json' ? ' in JSON' : ''}: ${KNOWN[this.written]})`,
      )
    }
    if (definition.accepts?.(value) !== true) {
      const parsed = (definition.params() as z.ZodType<Rule>).safeParse(value)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        this.fail([...path, ...(issue.path as (string | number)[])], `${name}: ${issue.message}`)
      }
    }
    // The rule as written, now validated: zod's output drops `__proto__` keys (of `z.record`, `z.json`), which an
    // expectation must compare as data.
    const check = (definition as RuleDefinition<Rule>).compile(value, this, path)
    return { kind: 'rule', name, source: value, check }
  }
}

/** The `$rule` of a malformed rule, for the usage error; never throws (it may be a BigInt, a cycle, a Proxy). */
function describeRuleName(name: unknown): string {
  try {
    return JSON.stringify(name) ?? String(name)
  } catch {
    return `of type ${typeof name}`
  }
}
