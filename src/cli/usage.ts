import { EXIT, type ExitCode } from './exit-codes.js'
import type { ViolationList } from './input/violation-list.js'
import type { CliIo } from './io.js'
import { describeFlagProblem, type FlagSpec, type ParsedFlags, parseFlags } from './parse-flags.js'

/** Prints a usage error for a command, with a pointer to its help, and returns exit code 2. */
export function usageError(io: CliIo, command: string, problem: string): ExitCode {
  io.stderr(
    `expect-tool-calls ${command}: ${problem}\nRun \`expect-tool-calls ${command} --help\` for usage.\n`,
  )
  return EXIT.usage
}

/**
 * Parses a command's flags: the parsed flags, or an exit code when there is nothing more to do (`--help` printed:
 * 0; a usage error printed: 2). `help` is always accepted.
 */
export function parseCommand(
  argv: readonly string[],
  spec: FlagSpec,
  command: string,
  help: string,
  io: CliIo,
): ParsedFlags | ExitCode {
  const parsed = parseFlags(argv, { ...spec, help: 'boolean' })
  if (!parsed.ok) return usageError(io, command, describeFlagProblem(parsed.problem))
  if (parsed.flags.booleans.help === true) {
    io.stdout(help)
    return EXIT.ok
  }
  return parsed.flags
}

/** The flags that must be given and are not, as a usage error; `undefined` when all are there. */
export function missingFlags(io: CliIo, command: string, flags: ParsedFlags, names: readonly string[]) {
  const missing = names.filter((name) => flags.strings[name] === undefined).map((name) => `--${name}`)
  if (missing.length === 0) return undefined
  return usageError(io, command, `missing ${missing.join(', ')}`)
}

/** Prints the input violations (all counted, the first 50 listed) and returns exit code 2. */
export function reportViolations(io: CliIo, command: string, violations: ViolationList): ExitCode {
  const count = violations.count === 1 ? '1 problem' : `${violations.count} problems`
  io.stderr(
    `expect-tool-calls ${command}: ${count} in the input; nothing was written.\n${violations.describe()}`,
  )
  return EXIT.usage
}
