import type { CallAt, ResultLookup } from '../../match/run/types.js'
import type { Mismatch } from '../../mismatch.js'
import { formatPath } from '../../path.js'
import { describeValue } from '../describe-expected.js'
import { describeMismatch } from '../describe-mismatch.js'
import { noWords } from '../no-words.js'

/** Where a call sits, as a path: `steps[2].calls[0]`. */
export function callPath(at: CallAt): string {
  return formatPath(['steps', at.step, 'calls', at.call])
}

/** One difference of a run's call, at its place in the run; a `fromResult` lookup in words when it made the difference. */
export function describeCallMismatch(
  at: CallAt,
  mismatch: Mismatch,
  lookups: readonly ResultLookup[],
): string {
  const lookup = lookups.find((found) => formatPath(found.path) === formatPath(mismatch.path))
  const path = `${callPath(at)}.${formatPath(mismatch.path)}`
  if (lookup === undefined)
    return describeMismatch(
      { ...mismatch, path: ['steps', at.step, 'calls', at.call, ...mismatch.path] },
      { singleCall: false },
    )
  return `${path}: ${describeLookup(lookup, mismatch)}`
}

/** What `fromResult` looked at and what it held. */
export function describeLookup(lookup: ResultLookup, mismatch: Mismatch): string {
  const source = typeof lookup.ref === 'string' ? lookup.ref : (lookup.name ?? 'the call')
  const place = lookup.at === undefined ? '' : ` (${callPath(lookup.at)})`
  const wanted = `expected the value of ${source}'s result at ${lookup.resultPath || '(the whole result)'}`
  const received =
    mismatch.received === undefined ? 'received nothing' : `received ${describeValue(mismatch.received)}`
  switch (lookup.outcome.kind) {
    case 'found':
      return `${wanted} (${describeValue(lookup.outcome.value)}), ${received}`
    case 'no_call':
      return typeof lookup.ref === 'string'
        ? `${wanted}, but no earlier step called ${lookup.ref}`
        : `${wanted}, but no earlier step has a call at ${formatPath(['steps', (lookup.ref as CallAt).step, 'calls', (lookup.ref as { call?: number }).call ?? 0])}`
    case 'no_result':
      return `${wanted}, but ${source}${place} has no result`
    case 'no_path':
      return `${wanted}, but ${source}'s result${place} holds nothing there`
    default:
      return noWords(lookup.outcome)
  }
}
