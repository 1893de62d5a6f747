import type { CallAt, RunMismatch } from '../../match/run/types.js'
import { describeExpected, describeValue } from '../describe-expected.js'
import { describeCall, describeMismatch, describeReceivedCall } from '../describe-mismatch.js'
import { describeReadFailure } from '../describe-read-failure.js'
import { noWords } from '../no-words.js'
import { andMore } from '../shorten.js'
import { callPath, describeCallMismatch } from './describe-call-mismatch.js'

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
      return noWords(mismatch)
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
      return noWords(reason)
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
