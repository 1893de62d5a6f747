import { runCheck } from './commands/check.js'
import { runDiff } from './commands/diff.js'
import { runMerge } from './commands/merge.js'
import { runScore } from './commands/score.js'
import { EXIT } from './exit-codes.js'
import { MAIN_HELP } from './help.js'
import { Interrupted } from './interrupted.js'
import type { CliIo } from './io.js'

const COMMANDS: Readonly<Record<string, (argv: readonly string[], io: CliIo) => Promise<number>>> = {
  score: runScore,
  merge: runMerge,
  diff: runDiff,
  check: runCheck,
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`
  return String(error)
}

/**
 * The `expect-tool-calls` command line: `score`, `merge`, `diff` and `check` (see `MAIN_HELP` for the exit codes). Returns
 * the exit code and never throws: an unexpected error is printed and exits 1, an interruption exits 130.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv
  try {
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      if (command === undefined) {
        io.stderr(MAIN_HELP)
        return EXIT.usage
      }
      io.stdout(MAIN_HELP)
      return EXIT.ok
    }
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined
    if (run === undefined) {
      io.stderr(
        `expect-tool-calls: unknown command ${command}\nRun \`expect-tool-calls --help\` for usage.\n`,
      )
      return EXIT.usage
    }
    return await run(rest, io)
  } catch (error) {
    if (error instanceof Interrupted) {
      io.stderr('\nexpect-tool-calls: interrupted; nothing was written.\n')
      return EXIT.interrupted
    }
    const where =
      (error as NodeJS.ErrnoException | undefined)?.code === undefined ? 'internal error' : 'I/O error'
    io.stderr(`expect-tool-calls ${command}: ${where}; nothing was written.\n${describeError(error)}\n`)
    return EXIT.failed
  }
}
