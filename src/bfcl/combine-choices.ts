import { field } from '../expect/field.js'
import type { FieldExpectation } from '../expect/types.js'
import type { Path } from '../json/types.js'
import { MatcherUsageError } from '../usage-error.js'

/**
 * The acceptable choices as one expectation: the only one, or `oneOf`; `optional` around it when the answer lets the
 * parameter be omitted. No choice at all: `absent` when it may be omitted, else a usage error (no output can pass).
 */
export function combineChoices(
  choices: readonly FieldExpectation[],
  optional: boolean,
  path: Path,
): FieldExpectation {
  const seen = new Set<string>()
  const unique = choices.filter((choice) => {
    const key = JSON.stringify(choice)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  if (unique.length === 0) {
    if (optional) return field.absent()
    throw new MatcherUsageError(path, "no acceptable value (BFCL's answer lists none, so no output can pass)")
  }
  // The rule as data, not `field.oneOf(...unique)`: a spread of a long answer list could overflow the stack.
  const one: FieldExpectation =
    unique.length === 1 ? unique[0]! : Object.freeze({ $rule: 'oneOf', values: unique })
  return optional ? field.optional(one) : one
}
