import { stableStringify } from '../canonical.js'
import type { CompiledCall } from '../compile/compile-turn.js'
import type { Call } from '../read/types.js'
import { objectEntries } from '../rules/object-entries.js'

/** At most this many argument names get an index of received values; other calls narrow by name only. */
const MAX_INDEXED_ARGUMENTS = 16

/**
 * For each expected call, the received calls that could pass it (a superset of those that do), as positions in
 * `order` (a list of received indexes), ascending; `undefined` when nothing narrows them (any name, no exact argument).
 * A call passes only with its name (unless `*`) and with every top-level argument written as a plain value equal to
 * the received one, so a call is narrowed by name and by one such argument, looked up in an index of the received
 * calls' canonical values of that argument (built once per argument name, for at most 16 names). Indexes are built
 * on the first question, so a turn that never asks costs nothing.
 */
export function callCandidates(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  order: readonly number[],
): (row: number) => readonly number[] | undefined {
  let byName: Map<string, number[]> | undefined
  const withName = (name: string): number[] => {
    // Stryker disable next-line ConditionalExpression: building the map again builds the same map
    if (byName === undefined) {
      byName = new Map()
      for (let position = 0; position < order.length; position++) {
        const callName = received[order[position]!]!.name
        const list = byName.get(callName)
        if (list === undefined) byName.set(callName, [position])
        else list.push(position)
      }
    }
    return byName.get(name) ?? []
  }
  const indexes = new Map<string, Map<string, number[]>>()
  const indexOf = (argument: string): Map<string, number[]> | undefined => {
    let index = indexes.get(argument)
    // Stryker disable next-line ConditionalExpression: indexing an argument again builds the same index
    if (index === undefined && indexes.size < MAX_INDEXED_ARGUMENTS) {
      index = new Map()
      for (let position = 0; position < order.length; position++) {
        const args = received[order[position]!]!.arguments
        if (!Object.hasOwn(args, argument)) continue
        const value = stableStringify(args[argument]!)
        const list = index.get(value)
        if (list === undefined) index.set(value, [position])
        else list.push(position)
      }
      indexes.set(argument, index)
    }
    return index
  }
  return (row) => {
    const call = expected[row]!
    const anchor = exactArgument(call, indexes)
    const index = anchor === undefined ? undefined : indexOf(anchor.argument)
    if (index === undefined) return call.name === '*' ? undefined : withName(call.name)
    const withValue = index.get(anchor!.value) ?? []
    if (call.name === '*') return withValue
    return withValue.filter((position) => received[order[position]!]!.name === call.name)
  }
}

/** One top-level argument the call expects as a plain value (preferring one already indexed), with its text. */
function exactArgument(
  call: CompiledCall,
  indexed: ReadonlyMap<string, unknown>,
): { argument: string; value: string } | undefined {
  const entries = call.arguments === undefined ? undefined : objectEntries(call.arguments)
  if (entries === undefined) return undefined
  let chosen: { argument: string; value: string } | undefined
  for (const [argument, node] of entries) {
    if (node.kind !== 'value') continue
    if (indexed.has(argument)) return { argument, value: stableStringify(node.value) }
    chosen ??= { argument, value: stableStringify(node.value) }
  }
  return chosen
}
