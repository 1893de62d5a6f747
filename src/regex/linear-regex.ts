import { Compiler } from './compile-program.js'
import { parseRegex, UnsupportedRegex } from './parse-regex.js'
import { runProgram } from './run-program.js'

export { UnsupportedRegex } from './parse-regex.js'
export { MAX_WORK } from './run-program.js'

/** A compiled pattern: `test` answers as `RegExp.prototype.test` would, in time linear in the input. */
export interface LinearRegex {
  /** The pattern and flags as written (for messages). */
  readonly source: string
  readonly flags: string
  /**
   * Whether the pattern matches somewhere in `input`; `undefined` when the test gave up undecided after
   * `MAX_WORK` units of work (a large pattern against a long input whose steps never repeat).
   */
  test(input: string): boolean | undefined
}

/**
 * Compiles a JavaScript regular expression (`source` and `flags`, which `new RegExp` must accept; `g`, `y` and `d`
 * change nothing here) for a matcher that never backtracks: each character of the input is read once, against
 * every state the pattern can be in, so `(a+)+$` against a million `a`s and `!` answers at once. What a pattern
 * matches is exactly what JavaScript matches. Throws `UnsupportedRegex` for what only backtracking can run
 * (lookahead, lookbehind, backreferences), inline modifiers, the `v` flag, groups nested over `MAX_NESTING` deep,
 * and patterns over `MAX_PROGRAM` steps (5,000: counted repeats multiply, `(?:a{100}){100}` is 10,000), which
 * bounds the work per character of the input. A test that would still take long (over `MAX_WORK` units, about a
 * second) answers `undefined`, which callers report as undecided rather than as a match or a miss.
 */
export function compileLinearRegex(source: string, flags = ''): LinearRegex {
  const kept = flags.replace(/[gyd]/g, '')
  if (kept.includes('v')) throw new UnsupportedRegex('the v flag is not supported; use u')
  const compiler = new Compiler(kept)
  compiler.compilePattern(parseRegex(source, kept))
  compiler.program.push({ op: 'match' })
  return { source, flags, test: runProgram(compiler.program, kept) }
}
