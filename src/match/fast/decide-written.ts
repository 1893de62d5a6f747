import { isRule } from '../../expect/compile-field.js'
import { plainCallForm, plainCallsForm } from '../../expect/plain-forms.js'
import { turnForms } from '../../expect/schema.js'
import { orderOf } from '../../expect/turn-order.js'
import type { ExtraCallsPolicy } from '../../expect/types.js'
import type { JsonObject } from '../../json/types.js'
import { isPlainObject, isPlainObjectOf } from '../../plain-object.js'
import type { Call } from '../../read/types.js'
import { leavesArgumentsAlone } from '../../schema/apply-tool.js'
import { registryOf } from '../../schema/registry-of.js'
import type { ToolRegistry } from '../../schema/types.js'
import { callsValid } from '../../schema/validate-calls.js'
import { everyRowPairs } from '../calls-pass.js'
import type { NormalizedMatchOptions } from '../options.js'
import type { CallCredit, CallPair } from '../verdict.js'
import type { FastAnswer } from './decide-fast.js'
import { validatedByJsonSchema } from './validated-by-json-schema.js'
import { isPlainWritten, writtenObjectPasses } from './written-field.js'

/** Largest expected × received turn decided here (the compiled routes pair larger ones by canonical keys). */
const WRITTEN_CELLS = 4096

/** One call expectation as written, checked: its name and arguments, and the tools it carries itself. */
interface WrittenCall {
  readonly name: string
  readonly arguments: Record<string, unknown> | undefined
  readonly registry: ToolRegistry | undefined
}

/** A turn expectation as written, checked: the calls it expects, order-free, or no call at all (`abstain`). */
type WrittenTurn = { readonly calls: readonly WrittenCall[]; readonly extraCalls?: 'allow' } | 'abstain'

/**
 * Decides plain calls (`readPlainCalls`) against a turn expectation as written, without compiling it (issue #18):
 * a batch brings each expectation once, and compiling one costs more than deciding it. Taken when the expectation
 * is `{ name, arguments? }`, `{ calls, order }` with an order-free order, or `{ abstain: true }`, written plainly
 * (the forms read without zod), its fields plain (`isPlainWritten`), naming tools that change no comparison (no
 * `compare` rule, no declared default). `pass` and `fail` are what the compiled routes answer; `unsure` — anything
 * else, including every malformed expectation, which the compiler then explains — sends the case to them. Never
 * throws.
 */
export function decideWritten(
  calls: readonly Call[],
  expectation: unknown,
  options: NormalizedMatchOptions,
): FastAnswer {
  try {
    const turn = writtenTurn(expectation, options, calls.length)
    if (turn === undefined) return 'unsure'
    if (turn === 'abstain') return validated(calls.length === 0, calls, options, undefined)
    const expected = turn.calls
    const extraCalls: ExtraCallsPolicy = turn.extraCalls ?? options.extraCalls
    const otherKeys = options.extraArguments === 'allow'
    // Plain calls carry no decision: a turn of them is CALL or ABSTAIN, and a call expectation fits both.
    const pass = everyRowPairs(expected.length, calls.length, extraCalls, (row, col) =>
      callPasses(expected[row]!, calls[col]!, options, otherKeys),
    )
    return validated(pass, calls, options, expected.find((call) => call.registry !== undefined)?.registry)
  } catch {
    return 'unsure'
  }
}

/** The pairs, credit and extra calls of a case that passes as written: what a passing verdict reports. */
export interface WrittenPairing {
  readonly pairs: CallPair[]
  readonly credit: CallCredit[]
  readonly extraCalls: number[]
}

/**
 * For `match`: the pairing of a case that passes as written, when only one pairing of its calls passes — so that
 * it is the one the full route's assignment settles on (every pair of a passing verdict costs nothing). Each
 * expected call must pass exactly one received call, and no two the same. `undefined` for anything else (a
 * failing case, calls that could pair two ways, whatever `decideWritten` leaves), which the full route builds.
 * Never throws.
 */
export function passingPairing(
  calls: readonly Call[],
  expectation: unknown,
  options: NormalizedMatchOptions,
): WrittenPairing | undefined {
  try {
    const turn = writtenTurn(expectation, options, calls.length)
    if (turn === undefined) return undefined
    if (turn === 'abstain') {
      const pass = validated(calls.length === 0, calls, options, undefined) === 'pass'
      return pass ? { pairs: [], credit: [], extraCalls: [] } : undefined
    }
    const expected = turn.calls
    const extraCalls: ExtraCallsPolicy = turn.extraCalls ?? options.extraCalls
    if (extraCalls === 'forbid' && calls.length > expected.length) return undefined
    const otherKeys = options.extraArguments === 'allow'
    const taken = new Uint8Array(calls.length)
    const pairs: CallPair[] = []
    const credit: CallCredit[] = []
    for (let row = 0; row < expected.length; row++) {
      const col = onlyPassing(expected[row]!, calls, options, otherKeys)
      if (col === undefined || taken[col] === 1) return undefined
      taken[col] = 1
      pairs.push({ expected: row, received: col })
      const count = argumentCount(expected[row]!)
      credit.push({
        expected: row,
        received: col,
        name: true,
        arguments: { matched: count, expected: count },
      })
    }
    const carried = expected.find((call) => call.registry !== undefined)?.registry
    if (validated(true, calls, options, carried) !== 'pass') return undefined
    const extra: number[] = []
    for (let col = 0; col < calls.length; col++) if (taken[col] === 0) extra.push(col)
    return { pairs, credit, extraCalls: extra }
  } catch {
    return undefined
  }
}

/** The one received call an expected call passes; `undefined` when it passes none, or more than one. */
function onlyPassing(
  expected: WrittenCall,
  calls: readonly Call[],
  options: NormalizedMatchOptions,
  otherKeys: boolean,
): number | undefined {
  let found: number | undefined
  for (let col = 0; col < calls.length; col++) {
    if (!callPasses(expected, calls[col]!, options, otherKeys)) continue
    if (found !== undefined) return undefined
    found = col
  }
  return found
}

/** The top-level arguments a call expectation names (what its credit counts), as the compiler counts them. */
function argumentCount(call: WrittenCall): number {
  return call.arguments === undefined ? 0 : Object.keys(call.arguments).length
}

function callPasses(
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

/** The answer once compared: a pass stands when the calls are valid against the tools that apply (see `decide`). */
function validated(
  pass: boolean,
  calls: readonly Call[],
  options: NormalizedMatchOptions,
  carried: ToolRegistry | undefined,
): FastAnswer {
  if (!pass) return 'fail'
  const registry = options.tools ?? carried
  if (registry === undefined || options.validation === 'none') return 'pass'
  if (!validatedByJsonSchema(calls, registry)) return 'unsure'
  return callsValid(calls, registry, options.validation) ? 'pass' : 'fail'
}

/**
 * The turn as written, when it is one this route decides against `received` calls; `undefined` for anything else,
 * a turn of more than `WRITTEN_CELLS` expected × received calls among it (known before any call is checked).
 */
function writtenTurn(
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
