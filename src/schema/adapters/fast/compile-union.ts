import { aborts, type Check, PASS, type RawIssue, UNSURE } from './raw-issue.js'

/**
 * A union of checks (a `type` list, an enum of mixed values), as zod's union reports: the first branch that fits
 * wins; when none does, a single branch that got past its type check reports its own issues, and otherwise one
 * `invalid_union` carries every branch's issues. One branch is that branch.
 */
export function compileUnion(branches: readonly Check[]): Check {
  if (branches.length === 1) return branches[0]!
  return (value) => {
    const results: (readonly RawIssue[])[] = []
    for (const branch of branches) {
      const result = branch(value)
      if (result === UNSURE) return UNSURE
      if (result.length === 0) return PASS
      results.push(result)
    }
    const open = results.filter((result) => !aborts(result))
    if (open.length === 1) return open[0]!
    return [{ code: 'invalid_union', errors: results, path: [] }]
  }
}
