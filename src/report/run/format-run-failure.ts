import { stepOf } from '../../match/run/match-run.js'
import type { ResultLookup, RunMismatch, RunVerdict } from '../../match/run/types.js'
import { jestDiff } from '../jest-diff.js'
import { describeRunMismatch } from './describe-run-mismatch.js'
import { timeline } from './timeline.js'

/** Mismatches listed before the rest are counted. */
const LISTED = 8

/**
 * A failing run in words: each difference naming its step and call, then the run's timeline (the first failing
 * step marked), then the diff of the first failing call only — unless `callDiff` is false (a snapshot, whose
 * whole text is diffed instead).
 */
export function formatRunFailure(verdict: RunVerdict, options: { callDiff?: boolean } = {}): string {
  const listed = verdict.mismatches.slice(0, LISTED).map(describeRunMismatch)
  if (verdict.mismatches.length > LISTED) listed.push(`… and ${verdict.mismatches.length - LISTED} more`)
  const parts = [listed.join('\n')]
  if (verdict.run === undefined) return parts.join('\n\n')
  const first = verdict.mismatches[0]
  const step = first === undefined ? undefined : stepOf(first)
  parts.push(`Run:\n${timeline(verdict.run, step)}`)
  const stepDiff = first === undefined || options.callDiff === false ? undefined : diffOf(first, verdict)
  if (stepDiff !== undefined) parts.push(stepDiff)
  return parts.join('\n\n')
}

function diffOf(mismatch: RunMismatch, verdict: RunVerdict): string | undefined {
  if (mismatch.kind !== 'call' || verdict.run === undefined) return undefined
  const received = verdict.run.steps[mismatch.at.step]!.calls[mismatch.at.call]!
  const shown = {
    name: received.name,
    arguments: received.arguments,
    ...(received.result === undefined ? {} : { result: received.result }),
    ...(received.status === undefined ? {} : { status: received.status }),
  }
  const expected = withFoundValues(mismatch.expected, mismatch.lookups) as Record<string, unknown>
  const keys = new Set(Object.keys(expected).filter((key) => key !== 'times'))
  const compared = Object.fromEntries(Object.entries(shown).filter(([key]) => keys.has(key)))
  return (
    jestDiff().diff(expected, compared, {
      aAnnotation: 'Expected',
      bAnnotation: 'Received',
      includeChangeCounts: false,
    }) ?? undefined
  )
}

/** The expected call with each `fromResult` that found a value shown as that value (what it stood for). */
function withFoundValues(expected: unknown, lookups: readonly ResultLookup[]): unknown {
  let out = expected
  for (const lookup of lookups) {
    if (lookup.outcome.kind !== 'found') continue
    out = replaceAt(out, lookup.path, lookup.outcome.value)
  }
  return out
}

function replaceAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item))
  if (typeof value !== 'object' || value === null) return value
  return {
    ...value,
    [head!]: replaceAt((value as Record<string | number, unknown>)[head!], rest, replacement),
  }
}
