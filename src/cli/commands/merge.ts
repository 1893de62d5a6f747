import { join, resolve } from 'node:path'
import { mergeAggregates } from '../../score/merge-aggregates.js'
import { stringifyAggregate } from '../../score/stringify-aggregate.js'
import { emptyTrialsTally, mergeTrialsTallies, type TrialsTally } from '../../trials/trials-tally.js'
import type { ExitCode } from '../exit-codes.js'
import { MERGE_HELP } from '../help.js'
import { type LoadedRun, loadRun } from '../input/load-run.js'
import { mergeRowDigests } from '../input/row-digest.js'
import { ViolationList } from '../input/violation-list.js'
import type { CliIo } from '../io.js'
import { type AggregateFile, buildAggregateFile } from '../output/aggregate-file.js'
import { prepareOutput } from '../output/prepare-output.js'
import { publishRun } from '../output/publish-run.js'
import { type MergeRunFile, RUN_FORMAT } from '../output/run-file.js'
import { StagedDir } from '../output/staged-dir.js'
import { missingFlags, parseCommand, reportViolations, usageError } from '../usage.js'
import { mergeSamples } from './merge-samples.js'

const FLAGS = { out: 'string', force: 'boolean', quiet: 'boolean' } as const

/** What must be equal across shards for their numbers to add up, written so that equal means equal text. */
const SETTINGS: Record<string, (file: AggregateFile) => string> = {
  'scorer version': (file) => file.version,
  profile: (file) => file.profile,
  tools: (file) => file.inputs.tools ?? 'none',
  weights: (file) =>
    file.categoryWeights === null ? 'none' : stringifyAggregate(file.categoryWeights).trim(),
}

/** Whether a run has trials: `none` for a run with no sample (it may join either kind), so that equal is equal. */
const trialsOf = (file: AggregateFile) =>
  file.trials !== undefined ? 'trials' : file.aggregate.all.samples === 0 ? undefined : 'no trials'

function checkCompatible(runs: readonly LoadedRun[], violations: ViolationList): void {
  const [first, ...others] = runs
  for (const run of others) {
    for (const [field, read] of Object.entries(SETTINGS)) {
      const a = read(first!.aggregate)
      const b = read(run.aggregate)
      if (a === b) continue
      const problem = { kind: 'incompatible_runs', field, first: a, other: b } as const
      violations.add({ file: join(run.dir, 'aggregate.json'), problem })
    }
  }
  // A run of trial rows and a run of plain rows: one file never holds both, so their samples cannot add up to one.
  const kinds = runs.map((run) => trialsOf(run.aggregate))
  const kind = kinds.find((each) => each !== undefined)
  for (const [index, run] of runs.entries()) {
    const other = kinds[index]
    if (other === undefined || other === kind) continue
    const problem = { kind: 'incompatible_runs', field: 'prediction rows', first: kind!, other } as const
    violations.add({ file: join(run.dir, 'aggregate.json'), problem })
  }
}

/** Adds up the shards' aggregates and input digests (the settings were checked to be equal). */
function combine(runs: readonly LoadedRun[]): AggregateFile {
  const files = runs.map((run) => run.aggregate)
  const first = files[0]!
  const tallies = files.flatMap((file) => (file.trials === undefined ? [] : [file.trials]))
  return buildAggregateFile({
    version: first.version,
    profile: first.profile,
    categoryWeights: first.categoryWeights,
    inputs: {
      manifest: files.map((file) => file.inputs.manifest).reduce(mergeRowDigests),
      predictions: files.map((file) => file.inputs.predictions).reduce(mergeRowDigests),
      tools: first.inputs.tools,
    },
    aggregate: files.map((file) => file.aggregate).reduce(mergeAggregates),
    ...(tallies.length === 0
      ? {}
      : {
          trials: tallies.reduce<TrialsTally>(
            (merged, tally) => mergeTrialsTallies(merged, tally),
            emptyTrialsTally(),
          ),
        }),
  })
}

/**
 * `expect-tool-calls merge DIR… --out DIR`: combines shard runs. The raw aggregates are merged (a monoid), so
 * `aggregate.json` is byte-identical to one run over all rows; the samples are concatenated in the order given.
 * The trials tallies add up item by item, so that the merged pass^k is one run's even when an item's trials were
 * split across shards.
 */
export async function runMerge(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const flags = parseCommand(argv, FLAGS, 'merge', MERGE_HELP, io)
  if (typeof flags === 'number') return flags
  const dirs = flags.positionals
  if (dirs.length === 0) return usageError(io, 'merge', 'give the run directories to merge')
  const missing = missingFlags(io, 'merge', flags, ['out'])
  if (missing !== undefined) return missing
  const out = resolve(io.cwd, flags.strings.out!)
  if (dirs.some((dir) => resolve(io.cwd, dir) === out)) {
    return usageError(io, 'merge', '--out must not be one of the directories being merged')
  }
  const force = flags.booleans.force === true
  const refused = await prepareOutput(out, { command: 'merge', out: flags.strings.out!, force }, io)
  if (refused !== undefined) return refused
  const violations = new ViolationList()
  const loaded: (LoadedRun | undefined)[] = []
  for (const dir of dirs) loaded.push(await loadRun(resolve(io.cwd, dir), dir, violations))
  const runs = loaded.filter((run) => run !== undefined)
  if (runs.length === loaded.length) checkCompatible(runs, violations)
  if (violations.count > 0) return reportViolations(io, 'merge', violations)
  const staged = await StagedDir.create(out)
  try {
    const merged = await mergeSamples(runs, staged.file('samples.jsonl'), violations, io.signal)
    if (violations.count > 0) {
      await staged.discard()
      return reportViolations(io, 'merge', violations)
    }
    const aggregate = combine(runs)
    const run: MergeRunFile = {
      format: RUN_FORMAT,
      command: 'merge',
      version: aggregate.version,
      profile: aggregate.profile,
      samples: merged.samples,
      shards: runs.map((shard) => ({ dir: shard.dir, run: shard.run })),
    }
    const options = { command: 'merge', out: flags.strings.out!, force, quiet: flags.booleans.quiet === true }
    return await publishRun(staged, { aggregate, run, worst: merged.worst, from: {} }, options, io)
  } catch (error) {
    await staged.discard()
    throw error
  }
}
