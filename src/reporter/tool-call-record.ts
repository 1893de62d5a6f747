import type { Path } from '../json/types.js'
import type { MismatchKind } from '../mismatch.js'
import type { Sample } from '../score/types.js'

/**
 * The plain-JSON record of one graded assertion, kept in the test's metadata (`task.meta.toolCalls`, one per
 * assertion) so that it travels with the test to every reporter, blob files included. It is a `Sample` without its
 * id, metadata and mismatches (what `addSample` counts), plus what a person looks for first.
 */
export interface ToolCallRecord extends Omit<Sample, 'id' | 'metadata' | 'mismatches'> {
  /** The matcher that made the assertion, e.g. `toMatchToolCall`. */
  matcher: string
  /** The received calls' names, in order; absent when the response could not be read. */
  received?: string[]
  /** The first mismatch a person reads (kind and path only); absent when the assertion passed. */
  first?: { kind: MismatchKind; path: Path }
}

/** What expect-tool-calls adds to Vitest's `TaskMeta`. */
export interface ToolCallTaskMeta {
  /** Set by the matchers under the Vitest setup entry: one record per graded assertion, in order. */
  toolCalls?: ToolCallRecord[]
  /**
   * The category the test's assertions are scored and reported under. Set it with the test or suite option
   * `{ meta: { category: 'refunds' } }` (or `task.meta.category = …` before the assertions); without it, a test
   * whose name starts with `[refunds]` is in category `refunds`.
   */
  category?: string
}

/** True for a value shaped like a `ToolCallRecord` (enough to count it: a blob may come from another version). */
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
    typeof record.decision === 'object'
  )
}
