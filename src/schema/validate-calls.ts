import type { Mismatch } from '../mismatch.js'
import type { Call } from '../read/types.js'
import type { SchemaIssue } from './adapters/types.js'
import { resolveAliases } from './resolve-aliases.js'
import type { NormalizedTool, ToolRegistry } from './types.js'

/**
 * How a call's values meet its tool's schema: `as_sent`, the schema as written (would the tool accept exactly what
 * the model sent?); `with_aliases`, a value spelled as one of the aliases the tool's `enum` compare rule declares
 * counts as its canonical value first (an equivalence the tool's owner accepts, for matching).
 */
export type AliasUse = 'as_sent' | 'with_aliases'

/** The arguments validated under `aliases`. */
function argumentsFor(call: Call, tool: NormalizedTool, aliases: AliasUse) {
  return aliases === 'with_aliases' ? resolveAliases(call.arguments, tool) : call.arguments
}

/** A mismatch found by validating one received call: it always names that call. */
export type CallValidationMismatch = Mismatch & { call: { received: number; expected?: number } }

function issueMismatch(issue: SchemaIssue, tool: NormalizedTool, index: number): CallValidationMismatch {
  const mismatch: CallValidationMismatch = {
    kind: 'schema',
    path: ['calls', index, 'arguments', ...issue.path],
    expected: tool.name,
    reason: issue.reason,
    call: { received: index },
  }
  if (issue.expectedType !== undefined)
    mismatch.expectedType = issue.expectedType === 'integer' ? 'number' : issue.expectedType
  if (issue.allowed !== undefined) mismatch.allowed = issue.allowed
  if (issue.received !== undefined) mismatch.received = issue.received
  return mismatch
}

/**
 * Validates each received call against the declared tools: an unknown tool, and every way its arguments break the
 * tool's schema, as `schema` mismatches with paths. A call that breaks the current schema but fits an earlier
 * version is also reported as `stale_schema`, naming the pre-migration fields it used. A call can be valid and
 * still wrong: the expectation is compared separately. The schema is checked as written unless `aliases` is
 * `with_aliases` (see `AliasUse`).
 */
export function validateCalls(
  calls: readonly Call[],
  registry: ToolRegistry,
  aliases: AliasUse = 'as_sent',
): CallValidationMismatch[] {
  const mismatches: CallValidationMismatch[] = []
  for (let index = 0; index < calls.length; index++) {
    const call = calls[index]!
    const tool = registry.tools.get(call.name)
    if (tool === undefined) {
      mismatches.push({
        kind: 'schema',
        path: ['calls', index, 'name'],
        reason: 'unknown_tool',
        received: call.name,
        allowed: [...registry.tools.keys()].sort(),
        call: { received: index },
      })
      continue
    }
    const args = argumentsFor(call, tool, aliases)
    const issues = tool.schema.validate(args)
    if (issues.length === 0) continue
    const earlier = tool.previous.find((version) => version.schema.validate(args).length === 0)
    if (earlier !== undefined) {
      const fields = issues
        .filter((issue) => issue.reason === 'undeclared' && issue.path.length === 1)
        .map((issue) => String(issue.path[0]))
      mismatches.push({
        kind: 'stale_schema',
        path: ['calls', index],
        expected: earlier.version === undefined ? tool.name : `${tool.name}@${earlier.version}`,
        received: { name: call.name, arguments: call.arguments },
        fields,
        call: { received: index },
      })
    }
    for (const issue of issues) mismatches.push(issueMismatch(issue, tool, index))
  }
  return mismatches
}

/**
 * Whether every received call names a declared tool and fits its current schema: exactly
 * `validateCalls(calls, registry, aliases).length === 0`, stopping at the first call that does not and building no
 * mismatch.
 */
export function callsValid(
  calls: readonly Call[],
  registry: ToolRegistry,
  aliases: AliasUse = 'as_sent',
): boolean {
  for (const call of calls) {
    const tool = registry.tools.get(call.name)
    if (tool === undefined || tool.schema.validate(argumentsFor(call, tool, aliases)).length > 0) return false
  }
  return true
}
