// The hand-written parser `parse-flags.ts` had before it used `util.parseArgs`: the reference the new one is
// checked against, argument list by argument list (parse-flags.test.ts).
import type { FlagProblem, FlagSpec, ParsedFlags } from '../../src/cli/parse-flags.js'

/**
 * Parses `--name value`, `--name=value` and boolean `--name` against a spec; `-h` is `--help`; everything after
 * `--` is positional. Unknown flags, missing values (a next argument starting with `--` is not a value) and repeated flags are
 * problems, never guesses.
 */
export function parseFlagsReference(
  argv: readonly string[],
  spec: FlagSpec,
): { ok: true; flags: ParsedFlags } | { ok: false; problem: FlagProblem } {
  const flags: ParsedFlags = { strings: {}, booleans: {}, positionals: [] }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--') {
      flags.positionals.push(...argv.slice(index + 1))
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
