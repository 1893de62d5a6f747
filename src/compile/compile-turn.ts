import type { z } from 'zod'
import { stableStringify } from '../canonical.js'
import { guardReading } from '../expect/guard-reading.js'
import { isRule } from '../expect/is-rule.js'
import { plainCallForm, plainCallsForm } from '../expect/plain-forms.js'
import {
  abstainSchema,
  callSchema,
  callsSchema,
  clarifySchema,
  confirmSchema,
  plansSchema,
  turnForms,
} from '../expect/schema.js'
import { orderOf } from '../expect/turn-order.js'
import type { CallOrder, ExtraArgumentsPolicy } from '../expect/types.js'
import { validate } from '../expect/validate.js'
import { withoutSchemaKey } from '../expect/without-schema-key.js'
import type { Path } from '../json/types.js'
import { objectEntries } from '../rules/object-entries.js'
import type { ExpectationNode } from '../rules/types.js'
import { registryOf } from '../schema/registry-of.js'
import type { ToolRegistry } from '../schema/types.js'
import { normalizeString, type UnicodePolicy } from '../unicode-policy.js'
import { MatcherUsageError } from '../usage-error.js'
import { applyTool } from './apply-tool.js'
import { compileField, type WrittenIn } from './compile-field.js'

/** A call expectation as its schema parses it. */
type CallForm = z.output<ReturnType<typeof callSchema>>
/** `{ calls, order? }` as its schema parses it. */
type CallsForm = z.output<ReturnType<typeof callsSchema>>

/** The policies compilation depends on. */
export interface CompileOptions {
  unicode: UnicodePolicy
  extraArguments: ExtraArgumentsPolicy
  /** Declared tools: a call expectation naming one is compared that tool's way. */
  tools?: ToolRegistry | undefined
  /**
   * Where the expectation was written: `code` (the default: TypeScript or JavaScript, every rule) or `json` (a
   * snapshot, a file: rules that hold functions cannot be written there, so usage errors do not offer them).
   */
  written?: WrittenIn | undefined
}

/** A compiled call expectation. */
export interface CompiledCall {
  /** Position among the expected calls of its turn. */
  readonly index: number
  /** The expected name, or `*` for any. */
  readonly name: string
  /** The arguments' node; `undefined` when arguments are not checked. */
  readonly arguments: ExpectationNode | undefined
  /** Top-level argument names, for per-argument credit (a rule in place of arguments counts as one). */
  readonly argumentKeys: readonly string[]
  /** Calls that a stale schema would produce. */
  readonly stale: readonly CompiledStale[]
  /** When the expectation is plain (no rules, extra arguments forbidden): the call's canonical text, for fast pairing. */
  readonly key: string | undefined
  /** The expectation as written. */
  readonly source: unknown
  /** The tools this call was compiled with (its own, from a tool handle, or the `tools` option). */
  readonly registry: ToolRegistry | undefined
}

/** A call a stale (pre-migration) schema would produce, compiled, with its source for messages. */
export interface CompiledStale {
  readonly name: string
  readonly arguments: ExpectationNode | undefined
  readonly source: unknown
}

/** A compiled turn expectation: what `match` evaluates. */
export type CompiledTurn =
  | {
      readonly kind: 'calls'
      readonly order: 'single' | CallOrder
      readonly decision: 'CALL' | 'CONFIRM'
      readonly calls: readonly CompiledCall[]
      /** Set by `in-order` and `superset`: other calls are allowed, whatever the `extraCalls` option says. */
      readonly extraCalls?: 'allow'
    }
  | { readonly kind: 'plans'; readonly plans: readonly CompiledTurn[] }
  | { readonly kind: 'abstain' }
  | { readonly kind: 'clarify'; readonly missing: readonly string[] | undefined }

/** Validates and compiles a turn expectation (TS builders or plain JSON); throws `MatcherUsageError` naming the path. */
export function compileTurn(expectation: unknown, options: CompileOptions): CompiledTurn {
  return guardReading(expectation, [], () => turn(withoutSchemaKey(expectation), [], options))
}

/** How deep plans may nest in plans before the expectation is taken for a mistake (or a cycle). */
const MAX_PLAN_DEPTH = 64

function turn(value: unknown, path: Path, options: CompileOptions): CompiledTurn {
  // Each level of plans adds two steps to the path (`plans`, index).
  if (path.length > 2 * MAX_PLAN_DEPTH) {
    throw new MatcherUsageError(path, 'plans nest too deeply (or contain a cycle)')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MatcherUsageError(path, `an expectation must be an object with one of: ${turnForms.join(', ')}`)
  }
  const form = turnForms.find((key) => Object.hasOwn(value, key))
  switch (form) {
    case 'name':
      return { kind: 'calls', order: 'single', decision: 'CALL', calls: [call(value, 0, path, options)] }
    case 'calls': {
      const parsed: CallsForm = plainCallsForm(value) ?? validate(callsSchema(), value, path)
      const calls = parsed.calls.map((item, index) => call(item, index, [...path, 'calls', index], options))
      return { kind: 'calls', ...orderOf(parsed.order), decision: 'CALL', calls }
    }
    case 'confirm': {
      const parsed = validate(confirmSchema(), value, path)
      const calls = parsed.confirm.map((item, index) =>
        call(item, index, [...path, 'confirm', index], options),
      )
      return { kind: 'calls', ...orderOf(parsed.order), decision: 'CONFIRM', calls }
    }
    case 'plans': {
      const parsed = validate(plansSchema(), value, path)
      return {
        kind: 'plans',
        plans: parsed.plans.map((plan, index) => turn(plan, [...path, 'plans', index], options)),
      }
    }
    case 'abstain':
      validate(abstainSchema(), value, path)
      return { kind: 'abstain' }
    case 'clarify': {
      const parsed = validate(clarifySchema(), value, path)
      // Slots in the Unicode form the received ones are read in, so the same text compares equal.
      const slots =
        parsed.clarify === true
          ? undefined
          : parsed.clarify.map((slot) => normalizeString(slot, options.unicode))
      const missing = slots === undefined ? undefined : [...new Set(slots)].sort()
      return { kind: 'clarify', missing }
    }
    default:
      throw new MatcherUsageError(
        path,
        `an expectation must be an object with one of: ${turnForms.join(', ')}`,
      )
  }
}

function call(value: unknown, index: number, path: Path, options: CompileOptions): CompiledCall {
  const parsed: CallForm = plainCallForm(value) ?? validate(callSchema(), value, path)
  const extra = parsed.extraArguments ?? options.extraArguments
  const argumentsPath = [...path, 'arguments']
  const registry = registryOf(value) ?? options.tools
  const tool = registry?.tools.get(parsed.name)
  const args = tool === undefined ? parsed.arguments : applyTool(parsed.arguments, tool)
  let node: ExpectationNode | undefined
  let argumentKeys: string[] = []
  if (args !== undefined) {
    node = compileArguments(args, argumentsPath, extra, options)
    argumentKeys = node.kind === 'rule' ? ['*'] : topLevelKeys(node)
  }
  // The stale calls as written (validated): zod's output of `z.record` drops `__proto__` keys.
  const written = (value as { stale?: typeof parsed.stale }).stale
  const staleList = written === undefined ? [] : Array.isArray(written) ? written : [written]
  const stale = staleList.map((item, staleIndex) => ({
    name: item.name,
    source: item,
    arguments:
      item.arguments === undefined
        ? undefined
        : compileArguments(item.arguments, [...path, 'stale', staleIndex, 'arguments'], 'forbid', options),
  }))
  const key =
    parsed.name !== '*' && node?.kind === 'value'
      ? `${parsed.name}\u0000${stableStringify(node.value)}`
      : undefined
  return { index, name: parsed.name, arguments: node, argumentKeys, stale, key, source: value, registry }
}

function compileArguments(
  value: object,
  path: Path,
  extra: ExtraArgumentsPolicy,
  options: CompileOptions,
): ExpectationNode {
  const node = compileField(value, path, options.unicode, options.written)
  if (extra === 'forbid' || isRule(value)) return node
  const entries = objectEntries(node)
  return entries === undefined ? node : { kind: 'object', extra: 'allow', entries, source: value }
}

function topLevelKeys(node: ExpectationNode): string[] {
  return objectEntries(node)?.map(([key]) => key) ?? ['*']
}
