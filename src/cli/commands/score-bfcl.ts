import { resolve } from 'node:path'
import type { BfclProfileName } from '../../bfcl/types.js'
import { SCORE_VERSION } from '../../score/types.js'
import { loadBfclDir } from '../bfcl/bfcl-dir.js'
import { type BfclReport, buildBfclReport } from '../bfcl/bfcl-report.js'
import { formatBfclReport } from '../bfcl/format-bfcl-report.js'
import { listPredictionFiles } from '../bfcl/list-prediction-files.js'
import { scoreBfclPass } from '../bfcl/score-bfcl-pass.js'
import { EXIT, type ExitCode } from '../exit-codes.js'
import { ViolationList } from '../input/violation-list.js'
import type { CliIo } from '../io.js'
import { buildAggregateFile } from '../output/aggregate-file.js'
import { prepareOutput } from '../output/prepare-output.js'
import { Progress } from '../output/progress.js'
import { publishRun } from '../output/publish-run.js'
import { type BfclRunFile, RUN_FORMAT } from '../output/run-file.js'
import { StagedDir } from '../output/staged-dir.js'
import type { ParsedFlags } from '../parse-flags.js'
import { missingFlags, reportViolations, usageError } from '../usage.js'

const PROFILES: readonly BfclProfileName[] = ['bfcl', 'default']
/** Flags of `score --manifest` that mean nothing with `--bfcl`. */
const MANIFEST_ONLY = ['tools', 'weights'] as const

function printReport(io: CliIo, report: BfclReport, json: boolean): void {
  io.stdout(json ? `${JSON.stringify(report, null, 2)}\n` : formatBfclReport(report))
}

/**
 * `expect-tool-calls score --bfcl DIR --predictions P`: reads the BFCL data folder, streams the result files (a
 * file or a folder of them), scores every entry with `fromBfcl` and the engine, and prints per-category accuracy
 * and the leaderboard's summary groups (a table, or JSON with `--json`). With `--out`, the run directory is written
 * as `score --manifest` writes it (`samples.jsonl`, `aggregate.json`, `run.json`, `report.html`, all or nothing).
 * Input violations: all listed, nothing written or printed but them, exit 2.
 */
export async function runScoreBfcl(flags: ParsedFlags, io: CliIo): Promise<ExitCode> {
  const given = flags.strings
  const extra = MANIFEST_ONLY.find((name) => given[name] !== undefined)
  if (extra !== undefined) return usageError(io, 'score', `--${extra} is for --manifest, not --bfcl`)
  const missing = missingFlags(io, 'score', flags, ['bfcl', 'predictions'])
  if (missing !== undefined) return missing
  const profile = (given.profile ?? 'bfcl') as BfclProfileName
  if (!PROFILES.includes(profile))
    return usageError(io, 'score', `unknown profile ${profile} for --bfcl (use ${PROFILES.join(', ')})`)
  const path = (name: string) => resolve(io.cwd, given[name]!)
  const force = flags.booleans.force === true
  const quiet = flags.booleans.quiet === true
  const out = given.out
  if (out !== undefined) {
    const refused = await prepareOutput(path('out'), { command: 'score', out, force }, io)
    if (refused !== undefined) return refused
  }
  const violations = new ViolationList()
  const data = await loadBfclDir(path('bfcl'), given.bfcl!, violations)
  const predictions = await listPredictionFiles(path('predictions'), given.predictions!, violations)
  if (violations.count > 0) return reportViolations(io, 'score', violations)
  const staged = out === undefined ? undefined : await StagedDir.create(path('out'))
  try {
    const total = predictions.reduce((sum, file) => sum + file.bytes, 0)
    const context = { profile, underscoreNames: flags.booleans['underscore-names'] === true }
    const allowMissing = flags.booleans['allow-missing'] === true
    const result = await scoreBfclPass({
      data,
      predictions,
      context,
      allowMissing,
      violations,
      samplesPath: staged?.file('samples.jsonl'),
      progress: new Progress(io, 'scoring', total, io.isTTY && !quiet),
      signal: io.signal,
    })
    if (violations.count > 0) {
      await staged?.discard()
      return reportViolations(io, 'score', violations)
    }
    const report = buildBfclReport({ profile, ...result, ignored: data.ignored, out: out ?? null })
    if (staged !== undefined) {
      const aggregate = buildAggregateFile({
        version: SCORE_VERSION,
        profile,
        categoryWeights: null,
        inputs: { manifest: data.digest, predictions: result.digest, tools: null },
        aggregate: result.aggregate,
      })
      const run: BfclRunFile = {
        format: RUN_FORMAT,
        command: 'score',
        mode: 'bfcl',
        version: SCORE_VERSION,
        profile,
        underscoreNames: context.underscoreNames,
        allowMissing,
        samples: result.samples,
        unbuildable: result.unbuildable.length,
        files: { bfcl: data.files, predictions: result.files },
      }
      const from = { manifest: given.bfcl!, predictions: given.predictions! }
      const options = { command: 'score', out: out!, force, quiet: true }
      const code = await publishRun(staged, { aggregate, run, worst: result.worst, from }, options, io)
      if (code !== EXIT.ok) return code
    }
    if (!quiet && data.ignored.length > 0)
      io.stderr(
        `expect-tool-calls score: ignored (not an AST category this scorer reproduces): ${data.ignored.join(', ')}\n`,
      )
    printReport(io, report, flags.booleans.json === true)
    return EXIT.ok
  } catch (error) {
    await staged?.discard()
    throw error
  }
}
