import type { CompiledCall } from '../compile/compile-turn.js'
import { objectEntries } from '../rules/object-entries.js'
import type { ExpectationNode } from '../rules/types.js'

/** One expected top-level argument: its name and its compiled expectation. */
export type ArgumentEntry = readonly [key: string, node: ExpectationNode]

/**
 * The expected top-level arguments of a call, one entry per key; `undefined` when the arguments are not checked
 * (omitted) or are checked as a whole (a rule or matcher in place of the arguments object).
 */
export function argumentEntries(call: CompiledCall): readonly ArgumentEntry[] | undefined {
  return call.arguments === undefined ? undefined : objectEntries(call.arguments)
}
