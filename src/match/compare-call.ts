import { appendAll } from '../append-all.js'
import type { CompiledCall } from '../compile/compile-turn.js'
import type { Mismatch } from '../mismatch.js'
import type { Call } from '../read/types.js'
import { compareField } from '../rules/compare-field.js'
import type { CheckContext } from '../rules/types.js'

/**
 * The cost of a wrong name when pairing calls (and of leaving a call unpaired): larger than any call's argument
 * cost, which counts its argument mismatches up to `NAME_COST - 1`.
 */
export const NAME_COST = 1000

/** How one expected call compares with one received call. */
export interface CallComparison {
  /** Mismatches with paths relative to the call (`['name']`, `['arguments', 'unit']`), stale first, then name. */
  mismatches: Mismatch[]
  nameMatched: boolean
  argumentsMatched: number
  /** 0 when the call passes; otherwise grows with the difference (a wrong name dominates: see `NAME_COST`). */
  cost: number
}

/**
 * Whether a received call passes a compiled call expectation: exactly `compareCall(...).cost === 0`, decided
 * without building mismatches (see `fieldPasses`).
 */
export function callPasses(expected: CompiledCall, received: Call, context: CheckContext): boolean {
  if (expected.name !== '*' && expected.name !== received.name) return false
  return expected.arguments === undefined || context.passes(expected.arguments, received.arguments)
}

/** The comparison `compareCall` returns for a call that passes. */
export function passingComparison(expected: CompiledCall): CallComparison {
  return { mismatches: [], nameMatched: true, argumentsMatched: expected.argumentKeys.length, cost: 0 }
}

/** Compares one received call with one compiled call expectation. */
export function compareCall(expected: CompiledCall, received: Call, context: CheckContext): CallComparison {
  const nameMatched = expected.name === '*' || expected.name === received.name
  const mismatches: Mismatch[] = []
  if (!nameMatched)
    mismatches.push({ kind: 'name', path: ['name'], expected: expected.name, received: received.name })
  const argumentMismatches =
    expected.arguments === undefined
      ? []
      : compareField(expected.arguments, received.arguments, ['arguments'], context)
  appendAll(mismatches, argumentMismatches)
  if (mismatches.length > 0) {
    const stale = expected.stale.find(
      (call) =>
        call.name === received.name &&
        (call.arguments === undefined ||
          // Stryker disable next-line ArrayDeclaration,StringLiteral: the path only places the mismatches counted
          compareField(call.arguments, received.arguments, ['arguments'], context).length === 0),
    )
    if (stale !== undefined) {
      const call = { name: received.name, arguments: received.arguments }
      mismatches.unshift({ kind: 'stale_schema', path: [], expected: stale.source, received: call })
    }
  }
  return {
    mismatches,
    nameMatched,
    argumentsMatched: countMatchedArguments(expected, argumentMismatches),
    // Capped: a call of the right name with 130,000 wrong elements must still pair before a call of another name.
    cost: (nameMatched ? 0 : NAME_COST) + Math.min(argumentMismatches.length, NAME_COST - 1),
  }
}

function countMatchedArguments(expected: CompiledCall, mismatches: readonly Mismatch[]): number {
  if (mismatches.length === 0) return expected.argumentKeys.length
  if (expected.argumentKeys.length === 1 && expected.argumentKeys[0] === '*') return 0
  // Argument mismatches sit under `['arguments', key, …]`: arguments expected as a whole (a rule, a matcher) have
  // the key `*` and were handled above, and received arguments are always an object.
  const failed = new Set(mismatches.map((mismatch) => mismatch.path[1]))
  return expected.argumentKeys.filter((key) => !failed.has(key)).length
}
