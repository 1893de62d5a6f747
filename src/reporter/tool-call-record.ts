import type { Path } from '../json/types.js'
import type { RunMismatch } from '../match/run/types.js'
import type { MismatchKind } from '../mismatch.js'
import type { Sample } from '../score/types.js'

/**
 * The plain-JSON record of one graded assertion, kept in the test's metadata (`task.meta.toolCalls`, one per
 * assertion) so that it travels with the test to every reporter, blob files included. It is a `Sample` without its
 * id, metadata and mismatches (what `addSample` counts), plus what a person looks for first. A run matcher's record
 * has `run` (its run axes and counts; no run mismatches, no timeline).
 */
export interface ToolCallRecord extends Omit<Sample, 'id' | 'metadata' | 'mismatches'> {
  /** The matcher that made the assertion, e.g. `toMatchToolCall`. */
  matcher: string
  /** The received calls' names, in order (a run's across its steps); absent when the input could not be read. */
  received?: string[]
  /**
   * The first mismatch a person reads (kind and path only; a run mismatch's path is in the run, e.g.
   * `steps[2].calls[0].arguments.order_id`); absent when the assertion passed.
   */
  first?: { kind: MismatchKind | RunMismatch['kind']; path: Path }
}

/** The plain-JSON record of one assertion on Trials (`runTrials`): its counts and label, for the flaky marks. */
export interface TrialsRecord {
  matcher: string
  /** The assertion was negated (`.not`). */
  negated: boolean
  /** Trials judged (errors excluded when the policy says so), of which `passed` passed; `errors` threw or were unread. */
  n: number
  passed: number
  errors: number
  label: 'stable-pass' | 'stable-fail' | 'flaky' | 'unjudged'
  /** The policy was met. */
  pass: boolean
}

/** What expect-tool-calls adds to Vitest's `TaskMeta`. */
export interface ToolCallTaskMeta {
  /** Set by the matchers under the Vitest setup entry: one record per graded assertion, in order. */
  toolCalls?: ToolCallRecord[]
  /** Set by the matchers under the Vitest setup entry: one record per assertion on Trials, in order. */
  toolCallTrials?: TrialsRecord[]
  /**
   * The category the test's assertions are scored and reported under. Set it with the test or suite option
   * `{ meta: { category: 'refunds' } }` (or `task.meta.category = …` before the assertions); without it, a test
   * whose name starts with `[refunds]` is in category `refunds`.
   */
  category?: string
}

/**
 * True for a value shaped like a `ToolCallRecord` (enough to count it: a blob may come from another version): a call
 * assertion's has its decision, a run assertion's its run.
 */
export function isToolCallRecord(value: unknown): value is ToolCallRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<ToolCallRecord>
  return (
    typeof record.matcher === 'string' &&
    typeof record.pass === 'boolean' &&
    typeof record.profile === 'string' &&
    typeof record.version === 'string' &&
    typeof record.axes === 'object' &&
    Array.isArray(record.calls) &&
    typeof record.facts === 'object' &&
    (typeof record.decision === 'object' || typeof record.run === 'object')
  )
}

/** True for a value shaped like a `TrialsRecord`. */
export function isTrialsRecord(value: unknown): value is TrialsRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<TrialsRecord>
  return (
    typeof record.matcher === 'string' &&
    typeof record.n === 'number' &&
    typeof record.passed === 'number' &&
    typeof record.label === 'string'
  )
}
