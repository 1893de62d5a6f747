import { readNormalized } from '../read-calls.js'
import type { NormalizedReadOptions, ReadResult, Turn } from '../types.js'
import { readRunNormalized } from './read-run.js'
import { turnFormat } from './turn-format.js'
import type { Run } from './types.js'

/**
 * What every turn matcher reads: `readCalls`' Turn, or, where `readCalls` knows no such shape, a whole run read by
 * `readRun`, its calls in order across steps (a broken run keeps its own read failure: a result with no call, a
 * reused id). Never throws on `received`.
 */
export function readReceived(received: unknown, options: NormalizedReadOptions): ReadResult {
  const read = readNormalized(received, options)
  if (read.ok) return read
  if (read.failure.kind !== 'unknown_shape') return read
  const run = readRunNormalized(received, options)
  if (!run.ok) return run.failure.kind === 'unknown_shape' ? read : run
  return { ok: true, turn: turnOfRun(run.run) }
}

/** A run's calls, in order across steps, as one Turn. */
export function turnOfRun(run: Run): Turn {
  return { calls: run.steps.flatMap((step) => step.calls), format: turnFormat(run.format), fromText: false }
}
