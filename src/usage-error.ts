import type { Path } from './json/types.js'
import { formatPath } from './path.js'

/**
 * Thrown when an expectation or an option is malformed: the test author's mistake, not a failing assertion.
 * The message starts with "Matcher error:" and names the path, e.g. `Matcher error: tolerance must be ≥ 0 at
 * arguments.amount.tolerance`.
 */
export class MatcherUsageError extends Error {
  override readonly name = 'MatcherUsageError'
  /** Where in the expectation the problem is. */
  readonly path: Path
  /** The problem alone, without the path. */
  readonly problem: string

  constructor(path: Path, problem: string) {
    const where = path.length > 0 ? ` at ${formatPath(path)}` : ''
    super(`Matcher error: ${problem}${where}`)
    this.path = [...path]
    this.problem = problem
  }
}
