import { basename } from 'node:path'
import { EXIT, type ExitCode } from '../exit-codes.js'
import type { CliIo } from '../io.js'
import { describeSummary } from './describe-summary.js'
import { describeTrials } from './describe-trials.js'
import { describeRefusal } from './output-dir.js'
import { describeRemovalProblem, removeRunDir } from './remove-run-dir.js'
import type { StagedDir } from './staged-dir.js'
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
 * Writes the remaining outputs into the run directory and publishes it (`StagedDir.commit`); prints the summary line
 * (and a run of trials' trials lines) unless quiet. An interruption before publishing exits 130 with nothing
 * written; after it, the run stands. If the output appeared meanwhile (and may not be replaced), the run is removed
 * and the command exits 3. The previous run a `--force` replaced is removed last: if it cannot be, the new run still
 * stands (exit 0) and stderr says what was left where.
 */
export async function publishRun(
  staged: StagedDir,
  outputs: RunOutputs,
  options: PublishOptions,
  io: CliIo,
): Promise<ExitCode> {
  writeRunOutputs(staged, outputs)
  const outcome = await staged.commit(options.force, io.publishHook, io.signal)
  const say = (words: string) => io.stderr(`expect-tool-calls ${options.command}: ${words}\n`)
  if (outcome.kind === 'refused') {
    await staged.discard()
    say(`${describeRefusal(options.out, outcome.refusal)}; nothing was written`)
    if (outcome.movedAside !== undefined)
      say(`the previous run at ${options.out} was moved to ${basename(outcome.movedAside)} beside it`)
    return EXIT.exists
  }
  if (!options.quiet) {
    const { metrics, trials } = outputs.aggregate
    io.stdout(describeSummary(metrics, options.out) + (trials === undefined ? '' : describeTrials(trials)))
  }
  if (outcome.previous !== undefined) {
    const problem = removeRunDir(outcome.previous)
    if (problem !== undefined) {
      say(
        `the new run is at ${options.out}, but the run it replaced, now ${basename(outcome.previous)} beside it, could not be removed: ${describeRemovalProblem(problem)}; remove it by hand`,
      )
    }
  }
  return EXIT.ok
}
