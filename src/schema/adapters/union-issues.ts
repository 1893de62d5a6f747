import type { JsonValue, Path } from '../../json/types.js'
import type { SchemaIssue } from './types.js'

function samePath(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index])
}

/** A branch that only says "not null": the nullable half of `type: ["string", "null"]`. */
function onlyNotNull(branch: readonly SchemaIssue[], path: Path): boolean {
  const [first] = branch
  return (
    branch.length === 1 &&
    first?.reason === 'wrong_type' &&
    first.expectedType === 'null' &&
    samePath(first.path, path)
  )
}

function mergeAllowed(branches: readonly (readonly SchemaIssue[])[], nullable: boolean): JsonValue[] {
  const seen = new Set<string>()
  const allowed: JsonValue[] = []
  for (const value of [
    ...branches.flatMap((branch) => branch[0]?.allowed ?? []),
    ...(nullable ? [null] : []),
  ]) {
    const key = JSON.stringify(value)
    if (seen.has(key)) continue
    seen.add(key)
    allowed.push(value)
  }
  return allowed
}

/**
 * What a failed union (`anyOf`, a type list, a nullable) reports, from each branch's issues: the nullable branch
 * is set aside; one remaining branch reports its own issues; branches that all reject the value's type give one
 * `wrong_type` (the first branch's type); branches that all reject its value give one `not_in_enum` with every
 * allowed value; a single branch that accepted the type and failed deeper reports that; anything else is `invalid`.
 */
export function unionIssues(
  branches: readonly SchemaIssue[][],
  path: Path,
  received: JsonValue | undefined,
): SchemaIssue[] {
  const withReceived = received === undefined ? {} : { received }
  const candidates = branches.filter((branch) => !onlyNotNull(branch, path))
  const nullable = candidates.length < branches.length
  const pool = candidates.length > 0 ? candidates : branches
  if (pool.length === 1) {
    const [only] = pool
    const [first] = only!
    if (!nullable || only!.length !== 1 || first?.reason !== 'not_in_enum' || !samePath(first.path, path))
      return only!
    return [{ ...first, allowed: mergeAllowed(pool, true) }]
  }
  const atRoot = pool.every((branch) => branch.length === 1 && samePath(branch[0]!.path, path))
  if (atRoot && pool.length > 0) {
    const reasons = new Set(pool.map((branch) => branch[0]!.reason))
    if (reasons.size === 1 && reasons.has('wrong_type')) {
      const expectedType = pool.map((branch) => branch[0]!.expectedType).find((type) => type !== undefined)
      return [{ reason: 'wrong_type', path, ...(expectedType ? { expectedType } : {}), ...withReceived }]
    }
    if (reasons.size === 1 && reasons.has('not_in_enum')) {
      return [{ reason: 'not_in_enum', path, allowed: mergeAllowed(pool, nullable), ...withReceived }]
    }
  }
  const deeper = pool.filter(
    (branch) => branch.length > 0 && branch.every((item) => item.path.length > path.length),
  )
  if (deeper.length === 1) return deeper[0]!
  return [{ reason: 'invalid', path, ...withReceived }]
}
