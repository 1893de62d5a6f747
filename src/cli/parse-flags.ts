/** How a flag takes its value: a string once, a boolean switch. */
export type FlagKind = 'string' | 'boolean'

/** The flags a command accepts, by long name (without `--`). */
export type FlagSpec = Readonly<Record<string, FlagKind>>

/** The parsed flags: strings and booleans by name (absent flags are missing), and the positionals in order. */
export interface ParsedFlags {
  strings: Record<string, string>
  booleans: Record<string, boolean>
  positionals: string[]
}

/** Why a command line could not be parsed, as data (words in `describeFlagProblem`). */
export type FlagProblem =
  | { kind: 'unknown_flag'; flag: string }
  | { kind: 'missing_value'; flag: string }
  | { kind: 'unexpected_value'; flag: string }
  | { kind: 'repeated_flag'; flag: string }

/** The words for a flag problem. */
export function describeFlagProblem(problem: FlagProblem): string {
  switch (problem.kind) {
    case 'unknown_flag':
      return `unknown flag ${problem.flag}`
    case 'missing_value':
      return `${problem.flag} needs a value`
    case 'unexpected_value':
      return `${problem.flag} takes no value`
    case 'repeated_flag':
      return `${problem.flag} is given more than once`
    default: {
      const never: never = problem
      return never
    }
  }
}

/**
 * Parses `--name value`, `--name=value` and boolean `--name` against a spec; `-h` is `--help`; everything after
 * `--` is positional. Unknown flags, missing values (a next argument starting with `--` is not a value) and repeated flags are
 * problems, never guesses.
 */
export function parseFlags(
  argv: readonly string[],
  spec: FlagSpec,
): { ok: true; flags: ParsedFlags } | { ok: false; problem: FlagProblem } {
  const flags: ParsedFlags = { strings: {}, booleans: {}, positionals: [] }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--') {
      for (const rest of argv.slice(index + 1)) flags.positionals.push(rest)
      break
    }
    if (!arg.startsWith('-') || arg === '-') {
      flags.positionals.push(arg)
      continue
    }
    const equals = arg.indexOf('=')
    const written = equals < 0 ? arg : arg.slice(0, equals)
    const name = written === '-h' ? 'help' : written.startsWith('--') ? written.slice(2) : ''
    const kind = Object.hasOwn(spec, name) ? spec[name] : undefined
    if (kind === undefined) return { ok: false, problem: { kind: 'unknown_flag', flag: written } }
    if (Object.hasOwn(flags.strings, name) || Object.hasOwn(flags.booleans, name)) {
      return { ok: false, problem: { kind: 'repeated_flag', flag: written } }
    }
    if (kind === 'boolean') {
      if (equals >= 0) return { ok: false, problem: { kind: 'unexpected_value', flag: written } }
      flags.booleans[name] = true
      continue
    }
    const next = equals >= 0 ? arg.slice(equals + 1) : argv[index + 1]
    // `--out --force` forgot a value; a path that starts with `--` can be written `--out=--odd`.
    const value = equals < 0 && next?.startsWith('--') ? undefined : next
    if (equals < 0) index++
    if (value === undefined || value === '')
      return { ok: false, problem: { kind: 'missing_value', flag: written } }
    flags.strings[name] = value
  }
  return { ok: true, flags }
}
