import { diffLinesUnified } from 'jest-diff'
import type { CompiledCall, CompiledTurn } from '../expect/compile-turn.js'
import type { Verdict } from '../match/verdict.js'
import type { Call, Turn } from '../read/types.js'
import { callViews } from './call-view.js'
import { describeCall, describeMismatch, describeReceivedCall } from './describe-mismatch.js'
import { describeExcerpt, describeParseHint } from './describe-read-failure.js'
import { Placeholder, renderView, type View, ViewObject } from './view.js'

/** How many differences are listed under the first one before the rest are only counted. */
const LISTED = 10

/** Colours for the parts of a message; identity functions when the runner gives none. */
export interface ReportColors {
  expected(text: string): string
  received(text: string): string
  dim(text: string): string
}

const PLAIN: ReportColors = { expected: (text) => text, received: (text) => text, dim: (text) => text }

/** A failure written for people: sentences first, then the two sides of one diff. */
export interface FailureReport {
  /** The first difference in plain words, the others, and the pairing of calls. */
  summary: string
  /** The expected side of the diff, printed canonically (rules as placeholders); absent when there is no diff. */
  expected?: string
  /** The received side of the diff. */
  received?: string
  /** The diff itself, rendered with jest-diff. */
  diff?: string
}

/** Writes a failing verdict as words and one diff. */
export function reportFailure(
  verdict: Verdict,
  expectation: CompiledTurn,
  colors: ReportColors = PLAIN,
): FailureReport {
  const lines: string[] = []
  const failure = verdict.failure
  if (failure !== undefined) {
    lines.push(describeMismatch(verdict.mismatches[0]!, { singleCall: false }))
    const excerpt = describeExcerpt(failure)
    if (excerpt !== undefined) lines.push('', colors.received(excerpt))
    const hint = describeParseHint(failure)
    if (hint !== undefined) lines.push('', colors.dim(hint))
    return { summary: lines.join('\n') }
  }
  const turn = verdict.turn!
  let chosen = expectation
  if (expectation.kind === 'plans') {
    chosen = expectation.plans[verdict.plan ?? 0]!
    lines.push(
      `No plan matched; the closest is plan #${(verdict.plan ?? 0) + 1} of ${expectation.plans.length}:`,
    )
  }
  const singleCall = chosen.kind === 'calls' && chosen.order === 'single' && turn.calls.length <= 1
  const [first, ...rest] = verdict.mismatches.map((mismatch) => describeMismatch(mismatch, { singleCall }))
  if (first !== undefined) lines.push(first)
  if (rest.length > 0) {
    lines.push('', `${rest.length} more difference${rest.length === 1 ? '' : 's'}:`)
    for (const line of rest.slice(0, LISTED)) lines.push(`  - ${line}`)
    if (rest.length > LISTED) lines.push(`  … and ${rest.length - LISTED} more`)
  }
  if (chosen.kind !== 'calls')
    return {
      summary: lines.join('\n'),
      ...diffOf(turnExpectedView(chosen), receivedTurnView(turn), colors),
    }
  if (chosen.calls.length > 1 || turn.calls.length > 1) {
    lines.push('', ...pairingLines(chosen.calls, turn.calls, verdict))
  }
  const views = callsViews(chosen.calls, turn.calls, verdict, chosen.order)
  if (views.omitted > 0) {
    lines.push(
      '',
      colors.dim(`(${views.omitted} matching argument${views.omitted === 1 ? '' : 's'} not shown)`),
    )
  }
  return { summary: lines.join('\n'), ...diffOf(views.expected, views.received, colors) }
}

function diffOf(expected: View, received: View, colors: ReportColors) {
  const expectedText = renderView(expected).join('\n')
  const receivedText = renderView(received).join('\n')
  const diff = diffLinesUnified(expectedText.split('\n'), receivedText.split('\n'), {
    aColor: colors.expected,
    bColor: colors.received,
    commonColor: colors.dim,
    patchColor: colors.dim,
    changeColor: (text) => text,
    contextLines: 5,
    expand: false,
  })
  return { expected: expectedText, received: receivedText, diff }
}

function callsViews(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  verdict: Verdict,
  order: string,
) {
  const expectedViews: View[] = []
  const receivedViews: [number, View][] = []
  let omitted = 0
  const byExpected = new Map(verdict.pairs.map((pair) => [pair.expected, pair.received]))
  for (const call of expected) {
    const col = byExpected.get(call.index)
    const mismatches = verdict.mismatches
      .filter((mismatch) => mismatch.call?.expected === call.index && col !== undefined)
      .map((mismatch) => ({ ...mismatch, path: mismatch.path.slice(2) }))
    const views = callViews(call, col === undefined ? undefined : received[col], mismatches)
    expectedViews.push(views.expected)
    if (col !== undefined) receivedViews.push([col, views.received])
    omitted += views.omitted
  }
  for (const col of verdict.extraCalls) receivedViews.push([col, receivedCallView(received[col]!)])
  // Ordered expectations show the received calls in the order they came; order-free ones, in pairing order.
  if (order === 'serial') receivedViews.sort((a, b) => a[0] - b[0])
  const receivedList = receivedViews.map(([, view]) => view)
  if (order === 'single' && expectedViews.length === 1 && receivedList.length <= 1) {
    return { expected: expectedViews[0]!, received: receivedList[0] ?? new Placeholder('<no call>'), omitted }
  }
  return { expected: expectedViews, received: receivedList, omitted }
}

function receivedCallView(call: Call): View {
  return new ViewObject([
    ['name', call.name],
    ['arguments', call.arguments],
  ])
}

function turnExpectedView(expectation: CompiledTurn): View {
  switch (expectation.kind) {
    case 'abstain':
      return new ViewObject([['calls', []]])
    case 'clarify':
      return new ViewObject([
        ['decision', 'CLARIFY'],
        ['missing', expectation.missing === undefined ? new Placeholder('<any>') : [...expectation.missing]],
      ])
    default:
      return new Placeholder('<calls>')
  }
}

function receivedTurnView(turn: Turn): View {
  const entries: [string, View][] = []
  if (turn.decision !== undefined) entries.push(['decision', turn.decision])
  if (turn.decision === 'CLARIFY') entries.push(['missing', [...(turn.missing ?? [])]])
  else entries.push(['calls', turn.calls.map(receivedCallView)])
  return new ViewObject(entries)
}

function pairingLines(
  expected: readonly CompiledCall[],
  received: readonly Call[],
  verdict: Verdict,
): string[] {
  const lines = ['Pairing (expected → received):']
  const byExpected = new Map(verdict.pairs.map((pair) => [pair.expected, pair.received]))
  const closest = new Map(verdict.closest.map((pair) => [pair.expected, pair.received]))
  for (const call of expected) {
    const col = byExpected.get(call.index)
    const label = `  #${call.index + 1} ${describeCall(call.source)}`
    if (col !== undefined) {
      const same = !verdict.mismatches.some((mismatch) => mismatch.call?.expected === call.index)
      lines.push(`${label} → calls[${col}]${same ? '' : ' (differs)'}`)
      continue
    }
    const candidate = closest.get(call.index)
    lines.push(
      candidate === undefined
        ? `${label} → no call`
        : `${label} → no call; closest: calls[${candidate}] ${describeReceivedCall(received[candidate])}`,
    )
  }
  for (const col of verdict.extraCalls)
    lines.push(`  unpaired: calls[${col}] ${describeReceivedCall(received[col])}`)
  return lines
}
