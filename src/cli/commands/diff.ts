import { join, resolve } from 'node:path'
import { stringifyAggregate } from '../../score/stringify-aggregate.js'
import { diffFlips } from '../diff/diff-flips.js'
import { diffMetrics } from '../diff/diff-metrics.js'
import type { DiffNote, DiffResult, DiffSide } from '../diff/diff-result.js'
import { formatDiff } from '../diff/format-diff.js'
import { escapeJsonText } from '../diff/terminal-text.js'
import { EXIT, type ExitCode } from '../exit-codes.js'
import { DIFF_HELP } from '../help.js'
import { checkReadable } from '../input/check-readable.js'
import { loadJsonFile } from '../input/load-json-file.js'
import { ViolationList } from '../input/violation-list.js'
import type { CliIo } from '../io.js'
import { parseCommand, reportViolations, usageError } from '../usage.js'

const FLAGS = { json: 'boolean', limit: 'string' } as const

/** A run's metrics as written, read leniently so that runs of other scorer versions still compare. */
async function loadMetrics(path: string, dir: string, violations: ViolationList) {
  const file = join(dir, 'aggregate.json')
  const loaded = await loadJsonFile(join(path, 'aggregate.json'), file, violations)
  await checkReadable(join(path, 'samples.jsonl'), join(dir, 'samples.jsonl'), violations)
  if (loaded === undefined) return undefined
  const value = loaded.value as Record<string, unknown>
  const metrics = typeof value === 'object' && value !== null ? value.metrics : undefined
  if (typeof metrics !== 'object' || metrics === null) {
    violations.add({ file, problem: { kind: 'invalid_run', problem: 'aggregate.json has no metrics' } })
    return undefined
  }
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null)
  const samples = (metrics as { summary?: { samples?: unknown } }).summary?.samples
  const side: DiffSide = {
    dir,
    profile: text('profile'),
    version: text('version'),
    samples: typeof samples === 'number' ? samples : null,
  }
  return { side, metrics }
}

/**
 * `expect-tool-calls diff OLD NEW`: per axis, category, tool and failure kind, the old number beside the new and
 * the change, and the samples whose pass flipped; a table, or `--json`. Exits 0 whatever changed.
 */
export async function runDiff(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const flags = parseCommand(argv, FLAGS, 'diff', DIFF_HELP, io)
  if (typeof flags === 'number') return flags
  if (flags.positionals.length !== 2) return usageError(io, 'diff', 'give two run directories: OLD NEW')
  const limit = Number(flags.strings.limit ?? '20')
  if (!Number.isSafeInteger(limit) || limit < 0)
    return usageError(io, 'diff', '--limit must be a whole number ≥ 0')
  const [oldDir, newDir] = flags.positionals as [string, string]
  const violations = new ViolationList()
  const old = await loadMetrics(resolve(io.cwd, oldDir), oldDir, violations)
  const next = await loadMetrics(resolve(io.cwd, newDir), newDir, violations)
  if (old === undefined || next === undefined) return reportViolations(io, 'diff', violations)
  const samples = (dir: string) => ({
    path: resolve(io.cwd, dir, 'samples.jsonl'),
    file: join(dir, 'samples.jsonl'),
  })
  const flips = await diffFlips(samples(oldDir), samples(newDir), violations, io.signal)
  if (violations.count > 0) return reportViolations(io, 'diff', violations)
  const notes: DiffNote[] = []
  if (old.side.profile !== next.side.profile) notes.push('profile_changed')
  if (old.side.version !== next.side.version) notes.push('version_changed')
  const result: DiffResult = {
    old: old.side,
    new: next.side,
    notes,
    rows: diffMetrics(old.metrics, next.metrics),
    flips,
  }
  io.stdout(
    flags.booleans.json === true ? escapeJsonText(stringifyAggregate(result)) : formatDiff(result, limit),
  )
  return EXIT.ok
}
