import { EXIT, type ExitCode } from '../exit-codes.js'
import type { CliIo } from '../io.js'
import { describeSummary } from './describe-summary.js'
import { describeRefusal, type StagedDir } from './output-dir.js'
import { type RunOutputs, writeRunOutputs } from './write-run-outputs.js'

/** How a command publishes its run. */
export interface PublishOptions {
  command: string
  /** The output directory as the user named it. */
  out: string
  force: boolean
  quiet: boolean
}

/**
 * Writes the remaining outputs into the staging directory and moves it into place; prints the summary line unless
 * quiet. The output directory is checked again just before the move: if it appeared meanwhile (and may not be
 * replaced), the staged outputs are removed and the command exits 3.
 */
export async function publishRun(
  staged: StagedDir,
  outputs: RunOutputs,
  options: PublishOptions,
  io: CliIo,
): Promise<ExitCode> {
  writeRunOutputs(staged, outputs)
  const refusal = await staged.commit(options.force)
  if (refusal !== undefined) {
    await staged.discard()
    io.stderr(`expect-tool-calls ${options.command}: ${describeRefusal(options.out, refusal)}\n`)
    return EXIT.exists
  }
  if (!options.quiet) io.stdout(describeSummary(outputs.aggregate.metrics, options.out))
  return EXIT.ok
}
