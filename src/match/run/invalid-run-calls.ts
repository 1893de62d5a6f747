import type { Mismatch } from '../../mismatch.js'
import type { ToolRegistry } from '../../schema/types.js'
import { type AliasUse, validateCalls } from '../../schema/validate-calls.js'
import type { Placed } from './resolve-from-result.js'
import type { RunMismatch } from './types.js'

/**
 * The received calls of a run that their tools' schemas reject (an undeclared tool, a missing required argument, a
 * wrong type, an undeclared argument), one `invalid_call` per call with the schema's mismatches at paths relative to
 * the call (`['name']`, `['arguments', 'id']`; a `stale_schema` at `[]`): what `match` finds on a turn's calls.
 */
export function invalidRunCalls(
  calls: readonly Placed[],
  registry: ToolRegistry,
  aliases: AliasUse,
): RunMismatch[] {
  const byCall = new Map<number, Mismatch[]>()
  for (const { call: _call, ...mismatch } of validateCalls(
    calls.map((placed) => placed.call),
    registry,
    aliases,
  )) {
    const index = mismatch.path[1] as number
    const list = byCall.get(index) ?? []
    list.push({ ...mismatch, path: mismatch.path.slice(2) })
    byCall.set(index, list)
  }
  return [...byCall].map(([index, mismatches]) => ({
    kind: 'invalid_call',
    at: calls[index]!.at,
    mismatches,
  }))
}
