import { leavesArgumentsAlone } from '../../compile/apply-tool.js'
import { isRule } from '../../expect/is-rule.js'
import { plainCallForm, plainCallsForm } from '../../expect/plain-forms.js'
import { turnForms } from '../../expect/schema.js'
import { orderOf } from '../../expect/turn-order.js'
import type { JsonObject } from '../../json/types.js'
import { isPlainObject, isPlainObjectOf } from '../../plain-object.js'
import type { Call } from '../../read/types.js'
import { registryOf } from '../../schema/registry-of.js'
import type { ToolRegistry } from '../../schema/types.js'
import type { NormalizedMatchOptions } from '../options.js'
import { isPlainWritten, writtenObjectPasses } from './written-field.js'

/** Largest expected × received turn decided here (the compiled routes pair larger ones by canonical keys). */
export const WRITTEN_CELLS = 4096

/** One call expectation as written, checked: its name and arguments, and the tools it carries itself. */
export interface WrittenCall {
  readonly name: string
  readonly arguments: Record<string, unknown> | undefined
  readonly registry: ToolRegistry | undefined
}

/** A turn expectation as written, checked: the calls it expects, order-free, or no call at all (`abstain`). */
export type WrittenTurn =
  | { readonly calls: readonly WrittenCall[]; readonly extraCalls?: 'allow' }
  | 'abstain'

/**
 * Whether a turn as written may be decided against `received` as this route decides, judged before anything is read
 * (no call checked, the received value not read plainly); never throws: false only when it expects a list of calls too long for an
 * array that long (more than `WRITTEN_CELLS` expected × received calls), which the compiled routes pair by key.
 */
export function mayFitWritten(expectation: unknown, received: unknown): boolean {
  try {
    if (!Array.isArray(received) || !isPlainObject(expectation)) return true
    const calls = Object.hasOwn(expectation, 'name') ? undefined : expectation.calls
    return !Array.isArray(calls) || calls.length * received.length <= WRITTEN_CELLS
  } catch {
    // A value that cannot be looked at (a revoked Proxy): the readers say why.
    return true
  }
}

/**
 * The turn as written, when it is one this route decides against `received` calls; `undefined` for anything else,
 * a turn of more than `WRITTEN_CELLS` expected × received calls among it (known before any call is checked).
 */
export function writtenTurn(
  expectation: unknown,
  options: NormalizedMatchOptions,
  received: number,
): WrittenTurn | undefined {
  if (!isPlainObject(expectation) || Object.hasOwn(expectation, '$schema')) return undefined
  // The form the compiler picks: the first of `turnForms` the object has as its own key.
  switch (turnForms.find((key) => Object.hasOwn(expectation, key))) {
    case 'name': {
      const call = writtenCall(expectation, options)
      return call === undefined ? undefined : { calls: [call] }
    }
    case 'calls': {
      const parsed = plainCallsForm(expectation)
      if (parsed === undefined || parsed.calls.length * received > WRITTEN_CELLS) return undefined
      const order = orderOf(parsed.order)
      if (order.order === 'serial') return undefined
      const calls: WrittenCall[] = []
      for (const item of parsed.calls) {
        const call = writtenCall(item, options)
        if (call === undefined) return undefined
        calls.push(call)
      }
      return { calls, ...order }
    }
    case 'abstain':
      return isPlainObjectOf(expectation, ['abstain']) && expectation.abstain === true ? 'abstain' : undefined
    default:
      return undefined
  }
}

/** One call as written, when this route decides it: plain arguments, and a tool (if any) that changes nothing. */
function writtenCall(value: unknown, options: NormalizedMatchOptions): WrittenCall | undefined {
  const parsed = plainCallForm(value)
  // The compiler reads `stale` whatever its form (a hidden one too): calls with one are its to check.
  if (parsed === undefined || (value as { stale?: unknown }).stale !== undefined) return undefined
  const own = registryOf(value)
  const tool = (own ?? options.tools)?.tools.get(parsed.name)
  if (tool !== undefined && !leavesArgumentsAlone(tool)) return undefined
  const args = parsed.arguments
  if (args !== undefined && (isRule(args) || !isPlainWritten(args))) return undefined
  return { name: parsed.name, arguments: args as Record<string, unknown> | undefined, registry: own }
}

/** Whether a received call passes a call expectation as written: its name (`*` for any), then its arguments. */
export function writtenCallPasses(
  expected: WrittenCall,
  received: Call,
  options: NormalizedMatchOptions,
  otherKeys: boolean,
): boolean {
  if (expected.name !== '*' && expected.name !== received.name) return false
  return (
    expected.arguments === undefined ||
    writtenObjectPasses(expected.arguments, received.arguments as JsonObject, options.unicode, otherKeys)
  )
}
