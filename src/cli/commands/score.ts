import { stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { PROFILE_NAMES } from '../../score/profiles/index.js'
import { SCORE_VERSION } from '../../score/types.js'
import { EXIT, type ExitCode } from '../exit-codes.js'
import { finishCi } from '../gates/finish-ci.js'
import { gateOptions } from '../gates/gate-options.js'
import { readSampleOutcomes } from '../gates/sample-outcomes.js'
import { SCORE_HELP } from '../help.js'
import { checkReadable } from '../input/check-readable.js'
import { loadToolsFile, loadWeightsFile } from '../input/load-settings.js'
import { ManifestIndex } from '../input/manifest-index.js'
import { ToolsCache } from '../input/tools-cache.js'
import { ViolationList } from '../input/violation-list.js'
import type { CliIo } from '../io.js'
import { buildAggregateFile } from '../output/aggregate-file.js'
import { prepareOutput } from '../output/prepare-output.js'
import { Progress } from '../output/progress.js'
import { publishRun } from '../output/publish-run.js'
import { inputFileEntry, RUN_FORMAT, type ScoreRunFile } from '../output/run-file.js'
import { StagedDir } from '../output/staged-dir.js'
import { missingFlags, parseCommand, reportViolations, usageError } from '../usage.js'
import { runScoreBfcl } from './score-bfcl.js'
import { scorePredictions } from './score-predictions.js'
import { ScoreRowOptions } from './score-row-options.js'

const FLAGS = {
  manifest: 'string',
  bfcl: 'string',
  predictions: 'string',
  out: 'string',
  profile: 'string',
  tools: 'string',
  weights: 'string',
  'allow-missing': 'boolean',
  force: 'boolean',
  quiet: 'boolean',
  json: 'boolean',
  'underscore-names': 'boolean',
  'min-pass-rate': 'string',
  'min-score': 'string',
  baseline: 'string',
  'max-regression': 'string',
  'min-pass-hat-k': 'string',
  junit: 'string',
} as const

/** The CI flags: the gates and `--junit` (`--manifest` only). */
const GATES = ['min-pass-rate', 'min-score', 'min-pass-hat-k', 'baseline', 'max-regression', 'junit'] as const

/** Flags of `score --bfcl` that mean nothing with `--manifest`. */
const BFCL_ONLY = ['json', 'underscore-names'] as const

/**
 * `expect-tool-calls score`: with `--bfcl`, scores BFCL result files (`runScoreBfcl`). Otherwise it checks the flags
 * and the output directory, streams the predictions (joining each to its manifest row, the manifest indexed as far as
 * the ids need, and scoring it into a staging directory), then writes `aggregate.json`, `run.json` and
 * `report.html` and moves the directory into place. Any input violation: all listed, nothing written, exit 2.
 */
export async function runScore(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const flags = parseCommand(argv, FLAGS, 'score', SCORE_HELP, io)
  if (typeof flags === 'number') return flags
  const given = flags.strings
  if (flags.positionals.length > 0)
    return usageError(io, 'score', `unexpected argument ${flags.positionals[0]}`)
  if (given.bfcl !== undefined && given.manifest !== undefined)
    return usageError(io, 'score', '--bfcl and --manifest cannot be used together (give one)')
  const gateFlag = GATES.find((name) => given[name] !== undefined)
  if (given.bfcl !== undefined && gateFlag !== undefined)
    return usageError(io, 'score', `--${gateFlag} is for --manifest, not --bfcl`)
  if (given.bfcl !== undefined) return runScoreBfcl(flags, io)
  const bfclOnly = BFCL_ONLY.find((name) => flags.booleans[name] === true)
  if (bfclOnly !== undefined) return usageError(io, 'score', `--${bfclOnly} is for --bfcl, not --manifest`)
  const missing = missingFlags(io, 'score', flags, ['manifest', 'predictions', 'out'])
  if (missing !== undefined) return missing
  const profile = given.profile ?? 'default'
  if (!PROFILE_NAMES.includes(profile)) {
    return usageError(io, 'score', `unknown profile ${profile} (use ${PROFILE_NAMES.join(', ')})`)
  }
  const gates = gateOptions(given)
  if (typeof gates === 'string') return usageError(io, 'score', gates)
  const path = (name: string) => resolve(io.cwd, given[name]!)
  const baseline =
    gates.baseline === undefined
      ? undefined
      : await readSampleOutcomes(join(path('baseline'), 'samples.jsonl'))
  if (typeof baseline === 'string') return usageError(io, 'score', `--baseline: ${baseline}`)
  const force = flags.booleans.force === true
  const refused = await prepareOutput(path('out'), { command: 'score', out: given.out!, force }, io)
  if (refused !== undefined) return refused
  const violations = new ViolationList()
  const cache = new ToolsCache()
  const readable = [
    await checkReadable(path('manifest'), given.manifest!, violations),
    await checkReadable(path('predictions'), given.predictions!, violations),
  ]
  const tools =
    given.tools === undefined ? undefined : await loadToolsFile(path('tools'), given.tools, cache, violations)
  const weights =
    given.weights === undefined
      ? undefined
      : await loadWeightsFile(path('weights'), given.weights, violations)
  if (readable.includes(false)) return reportViolations(io, 'score', violations)
  const manifest = new ManifestIndex(path('manifest'), given.manifest!, cache)
  const staged = await StagedDir.create(path('out'))
  try {
    const total = (await stat(path('predictions'))).size
    const result = await scorePredictions({
      manifest,
      manifestFile: given.manifest!,
      predictionsPath: path('predictions'),
      predictionsFile: given.predictions!,
      context: { profile, tools: tools?.tools, cache, options: new ScoreRowOptions(profile) },
      allowMissing: flags.booleans['allow-missing'] === true,
      violations,
      samplesPath: staged.file('samples.jsonl'),
      progress: new Progress(io, 'scoring', total, io.isTTY && flags.booleans.quiet !== true),
      signal: io.signal,
    })
    for (const category of Object.keys(result.aggregate.categories).sort()) {
      if (weights === undefined || Object.hasOwn(weights.weights, category)) continue
      violations.add({ file: given.weights!, problem: { kind: 'missing_weight', category } })
    }
    if (violations.count > 0) {
      await staged.discard()
      return reportViolations(io, 'score', violations)
    }
    const aggregate = buildAggregateFile({
      version: SCORE_VERSION,
      profile,
      categoryWeights: weights?.weights ?? null,
      inputs: {
        manifest: manifest.digest,
        predictions: result.predictions.digest,
        tools: tools?.hash.sha256 ?? null,
      },
      aggregate: result.aggregate,
      ...(result.trials === undefined ? {} : { trials: result.trials }),
    })
    const run: ScoreRunFile = {
      format: RUN_FORMAT,
      command: 'score',
      version: SCORE_VERSION,
      profile,
      allowMissing: flags.booleans['allow-missing'] === true,
      samples: result.samples,
      files: {
        manifest: inputFileEntry(given.manifest!, manifest.file),
        predictions: inputFileEntry(given.predictions!, result.predictions.file),
        tools: tools === undefined ? null : inputFileEntry(given.tools!, tools.hash),
        weights: weights === undefined ? null : inputFileEntry(given.weights!, weights.hash),
      },
    }
    const hashes = {
      manifest: `sha256:${manifest.file.sha256}`,
      predictions: `sha256:${result.predictions.file.sha256}`,
    }
    const from = { manifest: given.manifest!, predictions: given.predictions!, hashes }
    const options = { command: 'score', out: given.out!, force, quiet: flags.booleans.quiet === true }
    const published = await publishRun(staged, { aggregate, run, worst: result.worst, from }, options, io)
    if (published !== EXIT.ok) return published
    const junitPath = given.junit === undefined ? undefined : path('junit')
    const outPath = path('out')
    return await finishCi(
      {
        outPath,
        out: given.out!,
        metrics: aggregate.metrics,
        trials: result.trials,
        gates,
        baseline,
        junitPath,
      },
      io,
    )
  } catch (error) {
    await staged.discard()
    throw error
  }
}
