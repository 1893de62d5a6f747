import { appendAll } from '../../append-all.js'
import type { Mismatch } from '../../mismatch.js'
import { compareField } from '../../rules/compare-field.js'
import type { CheckContext } from '../../rules/types.js'
import { compareCall } from '../compare-call.js'
import type { NormalizedMatchOptions } from '../options.js'
import { compileCall } from './compile-run-call.js'
import type { CompiledRunCall } from './compiled-run.js'
import { type Placed, resolveFromResult } from './resolve-from-result.js'
import type { ResultLookup, RunCallComparison } from './types.js'

/**
 * Compares one received call of a run with one run call expectation: name (or name pattern), arguments (with
 * `fromResult` resolved against the results of earlier steps), result and status.
 */
export function compareRunCall(
  expected: CompiledRunCall,
  placed: Placed,
  calls: readonly Placed[],
  context: CheckContext,
  options: NormalizedMatchOptions,
): RunCallComparison {
  const received = placed.call
  let compiled = expected.call
  let lookups: ResultLookup[] = []
  if (compiled === undefined) {
    const resolved = resolveFromResult(expected.dependentArguments, placed.at, calls)
    lookups = resolved.lookups
    const name = typeof expected.name === 'string' ? expected.name : '*'
    compiled = compileCall(resolved.args, expected.extraArguments, name, [], options, expected.registry)
  }
  const compared = compareCall(compiled, received, context).mismatches
  // A name rule's mismatches come first (the name before the arguments).
  const mismatches: Mismatch[] =
    typeof expected.name === 'string'
      ? compared
      : appendAll(compareField(expected.name, received.name, ['name'], context), compared)
  if (expected.id !== undefined && received.id !== expected.id)
    mismatches.push({
      kind: 'value',
      path: ['id'],
      expected: expected.id,
      ...(received.id === undefined ? {} : { received: received.id }),
    })
  if (expected.result !== undefined)
    appendAll(mismatches, compareField(expected.result, received.result, ['result'], context))
  if (expected.status !== undefined && received.status !== expected.status)
    mismatches.push({
      kind: 'value',
      path: ['status'],
      expected: expected.status,
      ...(received.status === undefined ? {} : { received: received.status }),
    })
  return { pass: mismatches.length === 0, mismatches, lookups }
}
