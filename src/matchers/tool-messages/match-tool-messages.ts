import type { NormalizedMatchOptions } from '../../match/options.js'
import type { Mismatch } from '../../mismatch.js'
import { readRunNormalized } from '../../read/run/read-run.js'
import type { Run } from '../../read/run/types.js'
import type { ReadFailure } from '../../read/types.js'
import { createCheckContext } from '../../rules/check-context.js'
import { compareField } from '../../rules/compare-field.js'
import type { CompiledToolMessage } from './compile-tool-messages.js'
import { type ReceivedToolMessage, toolMessagesOf } from './tool-messages-of.js'

/** An expected tool message and the received one at its index, where they differ (paths start at the field). */
export interface ToolMessageDifference {
  readonly index: number
  readonly mismatches: readonly Mismatch[]
}

/** The outcome of comparing a run's tool messages with the expected ones, as data. */
export type ToolMessagesVerdict =
  | { readonly pass: false; readonly failure: ReadFailure }
  | {
      readonly pass: boolean
      readonly run: Run
      readonly received: readonly ReceivedToolMessage[]
      readonly expected: readonly CompiledToolMessage[]
      /** Each index (below both counts) where the fields given differ, in order. */
      readonly differences: readonly ToolMessageDifference[]
    }

/**
 * Reads `received` as a run (`readRun`: every run format) and compares its tool messages with `expected`, index by
 * index, on the fields each expectation gives; the counts must be equal. Never throws on `received`: an
 * unreadable run is a failing verdict with its read failure.
 */
export function matchToolMessages(
  received: unknown,
  expected: readonly CompiledToolMessage[],
  options: NormalizedMatchOptions,
): ToolMessagesVerdict {
  const read = readRunNormalized(received, options)
  if (!read.ok) return { pass: false, failure: read.failure }
  const messages = toolMessagesOf(read.run)
  const context = createCheckContext(options.unicode)
  const differences: ToolMessageDifference[] = []
  for (let index = 0; index < Math.min(expected.length, messages.length); index++) {
    const fields = messages[index]!.fields
    const mismatches = expected[index]!.fields.flatMap(([key, node]) =>
      compareField(node, fields[key], [key], context),
    )
    if (mismatches.length > 0) differences.push({ index, mismatches })
  }
  return {
    pass: differences.length === 0 && expected.length === messages.length,
    run: read.run,
    received: messages,
    expected,
    differences,
  }
}
