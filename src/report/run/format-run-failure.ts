import { stepOf } from '../../match/run/match-run.js'
import type { RunMismatch, RunVerdict } from '../../match/run/types.js'
import type { Run } from '../../read/run/types.js'
import { boundView } from '../bound-view.js'
import { jestDiff } from '../jest-diff.js'
import { Placeholder, renderView, type View } from '../view.js'
import { describeRunMismatch } from './describe-run-mismatch.js'
import { expectedValueView, runCallViews } from './run-call-view.js'
import { runOrderLines } from './run-order-lines.js'
import { timeline } from './timeline.js'

/** Mismatches listed before the rest are counted. */
const LISTED = 8

/**
 * A failing run in words: each difference naming its step and call, then (calls made in another order) the two
 * orders side by side, then the run's timeline (the first failing step marked), then the diff of the first failing
 * call, its closest call of the tool, or the answer — unless `callDiff` is false (a snapshot, whose whole text is
 * diffed instead). Rules print as placeholders in the diff, as in call diffs.
 */
export function formatRunFailure(verdict: RunVerdict, options: { callDiff?: boolean } = {}): string {
  const listed = verdict.mismatches.slice(0, LISTED).map(describeRunMismatch)
  if (verdict.mismatches.length > LISTED) listed.push(`… and ${verdict.mismatches.length - LISTED} more`)
  const parts = [listed.join('\n')]
  if (verdict.run === undefined) return parts.join('\n\n')
  const first = verdict.mismatches[0]
  if (first?.kind === 'call_order') parts.push(runOrderLines(first, verdict.run).join('\n'))
  const step = first === undefined ? undefined : stepOf(first)
  parts.push(`Run:\n${timeline(verdict.run, step)}`)
  const stepDiff = first === undefined || options.callDiff === false ? undefined : diffOf(first, verdict.run)
  if (stepDiff !== undefined) parts.push(stepDiff)
  return parts.join('\n\n')
}

function diffOf(mismatch: RunMismatch, run: Run): string | undefined {
  if (mismatch.kind === 'answer') {
    const expected = mismatch.mismatches[0]?.expected
    if (expected === undefined) return undefined
    return diffViews(
      expectedValueView(expected, run.answer, ['answer'], mismatch.mismatches),
      run.answer ?? new Placeholder('<no answer>'),
    )
  }
  const compared = comparedCall(mismatch)
  if (compared === undefined) return undefined
  const received = run.steps[compared.at.step]?.calls[compared.at.call]
  if (received === undefined) return undefined
  const views = runCallViews(compared.expected, received, compared.mismatches, compared.lookups)
  return diffViews(views.expected, views.received)
}

/** The expected call and the received call it was compared with: a failing call, or a missing call's closest. */
function comparedCall(mismatch: RunMismatch) {
  if (mismatch.kind === 'call') return mismatch
  if (mismatch.kind === 'extra_call' && mismatch.closest !== undefined)
    return { at: mismatch.at, ...mismatch.closest, lookups: mismatch.closest.lookups ?? [] }
  if (mismatch.kind !== 'missing_call' || mismatch.closest === undefined) return undefined
  return { expected: mismatch.expected, ...mismatch.closest, lookups: mismatch.closest.lookups ?? [] }
}

function diffViews(expected: View, received: View): string | undefined {
  const expectedText = renderView(boundView(expected, received))
  const receivedText = renderView(boundView(received, expected))
  return jestDiff().diffLinesUnified(expectedText, receivedText, { expand: true })
}
