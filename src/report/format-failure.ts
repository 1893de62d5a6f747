import { appendAll } from '../append-all.js'
import type { CompiledTurn } from '../compile/compile-turn.js'
import type { Verdict } from '../match/verdict.js'
import type { Turn } from '../read/types.js'
import { boundView } from './bound-view.js'
import { callsViews, receivedCallView } from './calls-views.js'
import { describeAbstainFailure } from './describe-abstain.js'
import { describeMismatch } from './describe-mismatch.js'
import { describeExcerpt } from './describe-read-failure.js'
import { extraCallHint } from './extra-call-hint.js'
import { jestDiff } from './jest-diff.js'
import { ORDER_HINT, onlyOrderDiffers, orderLines } from './order-lines.js'
import { pairingLines } from './pairing-lines.js'
import { andMore } from './shorten.js'
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
  /**
   * The summary without the count of matching arguments the focused diff leaves out: for a caller that prints
   * another diff (a snapshot runner's diff of the whole snapshot shows them all). Absent when the two are the same.
   */
  words?: string
  /** The expected side of the diff, printed canonically (rules as placeholders); absent when there is no diff. */
  expected?: string
  /** The received side of the diff. */
  received?: string
  /** The diff itself, rendered with jest-diff; absent also when the caller asked for the two sides alone. */
  diff?: string
}

/** What a caller of `reportFailure` prints. */
export interface ReportOptions {
  /**
   * False when nothing prints the diff (a runner that diffs `expected` and `received` itself, or a message of words
   * only): the diff is not rendered, and jest-diff is not loaded for it. Default true.
   */
  diff?: boolean
}

/** Writes a failing verdict as words and one diff. */
export function reportFailure(
  verdict: Verdict,
  expectation: CompiledTurn,
  colors: ReportColors = PLAIN,
  options: ReportOptions = {},
): FailureReport {
  const withDiff = options.diff !== false
  const lines: string[] = []
  const failure = verdict.failure
  if (failure !== undefined) {
    lines.push(describeMismatch(verdict.mismatches[0]!, { singleCall: false }))
    const excerpt = describeExcerpt(failure)
    if (excerpt !== undefined) lines.push('', colors.received(excerpt))
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
  const abstain = describeAbstainFailure(verdict.mismatches)
  // Only the mismatches listed are put in words: a turn may have 100,000.
  const listed = abstain === undefined ? verdict.mismatches : abstain.rest
  const [first, ...rest] = listed
    .slice(0, LISTED + 1)
    .map((mismatch) => describeMismatch(mismatch, { singleCall }))
  const others =
    (abstain === undefined ? listed.length - 1 : listed.length) + (verdict.omittedMismatches ?? 0)
  if (abstain !== undefined) lines.push(abstain.first)
  else if (first !== undefined) lines.push(first)
  if (others > 0) {
    lines.push('', `${others} more difference${others === 1 ? '' : 's'}:`)
    const described = abstain === undefined ? rest : [first!, ...rest].slice(0, LISTED)
    for (const line of described) lines.push(`  - ${line}`)
    if (others > LISTED) lines.push(`  ${andMore(others - LISTED)}`)
  }
  if (chosen.kind !== 'calls')
    return {
      summary: lines.join('\n'),
      ...diffOf(turnExpectedView(chosen), receivedTurnView(turn), colors, withDiff),
    }
  // The same calls in another order: the two orders side by side, not a diff of values that differ by position.
  if (onlyOrderDiffers(verdict.mismatches)) {
    lines.push('')
    appendAll(lines, orderLines(chosen.calls, turn.calls, verdict))
    lines.push('', colors.dim(ORDER_HINT))
    return { summary: lines.join('\n') }
  }
  const hint = extraCallHint(chosen, verdict.mismatches)
  if (hint !== undefined) lines.push('', colors.dim(hint))
  if (chosen.calls.length > 1 || turn.calls.length > 1) {
    lines.push('')
    appendAll(lines, pairingLines(chosen.calls, turn.calls, verdict))
  }
  const views = callsViews(chosen.calls, turn.calls, verdict, chosen.order, LISTED)
  const words = lines.join('\n')
  if (views.omitted > 0) {
    lines.push(
      '',
      colors.dim(`(${views.omitted} matching argument${views.omitted === 1 ? '' : 's'} not shown)`),
    )
  }
  return { summary: lines.join('\n'), words, ...diffOf(views.expected, views.received, colors, withDiff) }
}

function diffOf(expected: View, received: View, colors: ReportColors, withDiff: boolean) {
  const expectedText = renderView(boundView(expected, received)).join('\n')
  const receivedText = renderView(boundView(received, expected)).join('\n')
  if (!withDiff) return { expected: expectedText, received: receivedText }
  const diff = jestDiff().diffLinesUnified(expectedText.split('\n'), receivedText.split('\n'), {
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
