import type { CallAt, ResultLookup, RunMismatch } from '../../match/run/types.js'
import type { Mismatch } from '../../mismatch.js'
import { formatPath } from '../../path.js'
import { describeExpected, describeValue } from '../describe-expected.js'
import { describeCall, describeMismatch, describeReceivedCall } from '../describe-mismatch.js'
import { describeReadFailure } from '../describe-read-failure.js'
import { andMore } from '../shorten.js'

/** Where a call sits, as a path: `steps[2].calls[0]`. */
export function callPath(at: CallAt): string {
  return formatPath(['steps', at.step, 'calls', at.call])
}

const MODE_WORDS = {
  exact: 'these calls in this order, nothing else',
  unordered: 'these calls in any order, nothing else',
  'in-order': 'these calls in this order, others between allowed',
  subset: 'only these calls, some may be missing',
  superset: 'at least these calls, others allowed',
} as const

/** Words for one run mismatch (several lines for a call with several differences); a kind without words fails to compile. */
export function describeRunMismatch(mismatch: RunMismatch): string {
  switch (mismatch.kind) {
    case 'read_failure':
      return describeReadFailure(mismatch.failure).replace(
        'could not read the tool calls',
        'could not read the run',
      )
    case 'call':
      return mismatch.mismatches
        .map((inner) => describeCallMismatch(mismatch.at, inner, mismatch.lookups))
        .join('\n')
    case 'invalid_call':
      return mismatch.mismatches.map((inner) => describeCallMismatch(mismatch.at, inner, [])).join('\n')
    case 'missing_call':
      return describeMissingCall(mismatch)
    case 'call_order':
      return `${stepWords(mismatch.step)}the calls were made, but not in this order (${MODE_WORDS[mismatch.mode]}): expected ${expectedOrder(mismatch.expected)}, received ${receivedOrder(mismatch.received)}`
    case 'extra_call':
      return describeExtraCall(mismatch)
    case 'missing_step':
      return `steps[${mismatch.step}]: missing step (the run has ${mismatch.step} step${mismatch.step === 1 ? '' : 's'})`
    case 'extra_step':
      return `steps[${mismatch.step}]: unexpected step (pass extraSteps: 'allow' to allow more steps)`
    case 'times':
      return `${stepWords(mismatch.step)}${describeCall(mismatch.expected)} was called ${mismatch.count} times, at most ${mismatch.max} allowed`
    case 'max_calls':
      return `the run made ${mismatch.count} calls, at most ${mismatch.max} allowed (maxCalls)`
    case 'max_steps':
      return `the run took ${mismatch.count} steps, at most ${mismatch.max} allowed (maxSteps)`
    case 'never':
      return `${callPath(mismatch.at)}: ${describeCall(mismatch.expected)} must never be called`
    case 'answer':
      return mismatch.mismatches.map((inner) => describeMismatch(inner, { singleCall: false })).join('\n')
    case 'identical_calls':
      return `${describeReceivedCall({ name: mismatch.name, arguments: mismatch.arguments })} was made ${mismatch.count} times with the same arguments and the same result, ${stepList(mismatch.at)} (at most ${mismatch.max} allowed: loops.maxIdentical)`
    case 'claim':
      return describeClaim(mismatch)
    case 'no_answer':
      return 'the run ends without a final answer, so its claims cannot be backed (claims)'
    case 'unacknowledged_error':
      return `${callPath(mismatch.at)}: ${mismatch.name} failed and no later ${mismatch.name} call succeeded, ${mismatch.answered ? 'yet the final answer does not say so (no negation cue in it: acknowledgeErrors)' : 'and the run ends without a final answer to say so (acknowledgeErrors)'}`
    case 'cycle':
      return `cycle [${joinOrder(mismatch.names)}] ×${mismatch.repeats} ${stepSpan(mismatch.from, mismatch.to)} (the same calls with the same results, back to back: loops.cycles)`
    default:
      return unreachable(mismatch)
  }
}

/** Which sentence claimed what, and why no call backs it (the closest call's differences, line by line). */
function describeClaim(mismatch: Extract<RunMismatch, { kind: 'claim' }>): string {
  const when =
    typeof mismatch.when === 'string' ? describeValue(mismatch.when) : describeExpected(mismatch.when)
  const claimed = `answer: ${describeValue(mismatch.sentence)} claims ${when} (claims[${mismatch.claim}])`
  const reason = mismatch.reason
  switch (reason.kind) {
    case 'not_called':
      return `${claimed}, but no call ${describeCall(mismatch.expected)} was made`
    case 'failed':
      return `${claimed}, but ${callPath(reason.at)}, the ${toolName(mismatch.expected)} call that backs it, failed`
    case 'other_call':
      return [
        `${claimed}, but no call met ${describeCall(mismatch.expected)}; ${callPath(reason.closest.at)} came closest:`,
        ...reason.closest.mismatches.map(
          (inner) => `  ${describeCallMismatch(reason.closest.at, inner, reason.closest.lookups ?? [])}`,
        ),
      ].join('\n')
    default:
      return unreachable(reason)
  }
}

/** `at steps 1, 3, 5` (a place cut short in a sample is left out). */
function stepList(places: readonly unknown[]): string {
  const steps = places.flatMap((place) => {
    const step = (place as { step?: unknown } | null)?.step
    return typeof step === 'number' ? [step] : []
  })
  return steps.length === 1 ? `at step ${steps[0]}` : `at steps ${joinList(steps.map(String))}`
}

function joinList(words: readonly string[]): string {
  const shown = words.slice(0, LISTED_CALLS)
  if (words.length > LISTED_CALLS) shown.push(andMore(words.length - LISTED_CALLS))
  return shown.join(', ')
}

/** `at steps 2–7`, or `at step 2` when the cycle lies in one step (parallel calls). */
function stepSpan(from: CallAt, to: CallAt): string {
  return from.step === to.step ? `at step ${from.step}` : `at steps ${from.step}–${to.step}`
}

/** Calls listed in an order, at most this many, the rest counted. */
const LISTED_CALLS = 10

function describeMissingCall(mismatch: Extract<RunMismatch, { kind: 'missing_call' }>): string {
  const after = mismatch.after === undefined ? '' : ` after ${callPath(mismatch.after)}`
  const closest = mismatch.closest
  if (closest === undefined || closest.mismatches.length === 0)
    return `${stepWords(mismatch.step)}missing call ${describeCall(mismatch.expected)}${after} (${MODE_WORDS[mismatch.mode]})`
  // A call of that tool was made with other arguments (or result, or status): how it differs, as for a paired call.
  const differences = closest.mismatches.map((inner) =>
    describeCallMismatch(closest.at, inner, closest.lookups ?? []),
  )
  differences.push(
    `  (no ${toolName(mismatch.expected)} call met its expectation${after}; ${callPath(closest.at)} came closest — ${MODE_WORDS[mismatch.mode]})`,
  )
  return differences.join('\n')
}

function describeExtraCall(mismatch: Extract<RunMismatch, { kind: 'extra_call' }>): string {
  const closest = mismatch.closest
  if (closest === undefined || closest.mismatches.length === 0)
    return `${callPath(mismatch.at)}: unexpected call (${MODE_WORDS[mismatch.mode]})`
  // A call of a listed tool that met no expectation of that tool: how it differs from the closest one.
  const differences = closest.mismatches.map((inner) =>
    describeCallMismatch(mismatch.at, inner, closest.lookups ?? []),
  )
  differences.push(
    `  (${callPath(mismatch.at)} met no expectation; the closest is ${describeCall(closest.expected)} — ${MODE_WORDS[mismatch.mode]})`,
  )
  return differences.join('\n')
}

function toolName(call: unknown): string {
  const name = (call as { name?: unknown } | null)?.name
  return typeof name === 'string' ? name : describeExpected(name)
}

/** The expected calls' names in order (whole calls where names repeat), `→` between. */
function expectedOrder(calls: readonly unknown[]): string {
  const names = calls.map(toolName)
  const distinct = new Set(names).size === names.length
  return joinOrder(distinct ? names : calls.map(describeCall))
}

/** The received calls' names in order; an entry cut short in a sample is left out. */
function receivedOrder(calls: readonly unknown[]): string {
  return joinOrder(
    calls.flatMap((entry) => {
      const name = (entry as { name?: unknown } | null)?.name
      return typeof name === 'string' ? [name] : []
    }),
  )
}

function joinOrder(words: readonly string[]): string {
  const shown = words.slice(0, LISTED_CALLS)
  if (words.length > LISTED_CALLS) shown.push(andMore(words.length - LISTED_CALLS))
  return shown.join(' → ')
}

function stepWords(step: number | undefined): string {
  return step === undefined ? '' : `steps[${step}]: `
}

function describeCallMismatch(at: CallAt, mismatch: Mismatch, lookups: readonly ResultLookup[]): string {
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
      return unreachable(lookup.outcome)
  }
}

function unreachable(value: never): never {
  throw new Error(`no words for ${JSON.stringify(value)}`)
}
