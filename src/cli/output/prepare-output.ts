import { EXIT, type ExitCode } from '../exit-codes.js'
import type { CliIo } from '../io.js'
import { cleanLeftovers, describeLeftover } from './clean-leftovers.js'
import { checkOutputDir, describeRefusal } from './output-dir.js'

/**
 * Before a command reads anything: cleans what killed runs left beside the output (saying so on stderr, one line
 * each), then checks that the output may be written. Returns exit code 3 after printing the refusal, or
 * `undefined` when the command may go on. The check is repeated when the run is published (`StagedDir.commit`):
 * this one only spares a long run that could not be published.
 */
export async function prepareOutput(
  out: string,
  options: { command: string; out: string; force: boolean },
  io: CliIo,
): Promise<ExitCode | undefined> {
  for (const action of cleanLeftovers(out))
    io.stderr(`expect-tool-calls ${options.command}: ${describeLeftover(action, options.out)}\n`)
  const refusal = await checkOutputDir(out, options.force)
  if (refusal === undefined) return undefined
  io.stderr(`expect-tool-calls ${options.command}: ${describeRefusal(options.out, refusal)}\n`)
  return EXIT.exists
}
