import type { CompiledTurn } from '../compile/compile-turn.js'
import type { Mismatch } from '../mismatch.js'

/**
 * One hint line when a call was made beyond the expected ones: how to allow other calls (`extraCalls: 'allow'`)
 * and, for one expected call, the matcher that finds it among any others (`toContainToolCall`). `undefined` when
 * no extra call was reported.
 */
export function extraCallHint(
  expectation: CompiledTurn & { kind: 'calls' },
  mismatches: readonly Mismatch[],
): string | undefined {
  if (!mismatches.some((mismatch) => mismatch.kind === 'extra_call')) return undefined
  const contain =
    expectation.calls.length === 1 ? ', or toContainToolCall to find this call among others' : ''
  return `Other calls may be made too? Pass { extraCalls: 'allow' }${contain}.`
}
