import { compileTurn } from '../compile/compile-turn.js'
import { matchCompiled } from '../match/match.js'
import { type MatchOptions, normalizeMatchOptions } from '../match/options.js'
import type { RunVerdict } from '../match/run/types.js'
import type { Verdict } from '../match/verdict.js'
import { isBrokenCall } from '../read/broken-call.js'
import { describeReceivedCall } from '../report/describe-mismatch.js'
import { reportFailure } from '../report/format-failure.js'
import { andMore } from '../report/shorten.js'
import { checkMatcherOptions } from './check-matcher-options.js'
import { colorsOf, type MatcherContextLike, type ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { type Judged, onTrials } from './on-trials.js'
import { onlySchemaRefusedTurn } from './only-schema-refused.js'

/** What one matcher asks of the engine. */
export interface MatcherRun {
  name: string
  /** The turn expectation the matcher's arguments amount to. */
  expectation: unknown
  /** The options the test gave (`trials` among them when the received value is Trials). */
  options: MatcherOptions | undefined
  /** Options the matcher sets itself, over the test's (`toContainToolCall`: `extraCalls: 'allow'`). */
  fixed?: MatchOptions
  /** The words of `expect(received).toX(...)` after the received part. */
  expectedLabel?: string
  /** What a `.not` failure says passed, e.g. "the calls matched". */
  notWords: (verdict: Verdict) => string
  /** False for matchers whose failures are fully said in words (schema validation): no diff. */
  diff?: boolean
  /**
   * True for `toAbstain` alone: its negation passes on model output that tried to call and could not be read (a
   * broken call is not an abstention). Every other matcher fails on unreadable input, negated or not.
   */
  negationPassesOnBrokenCall?: boolean
  /**
   * True for the validity matchers, whose question is the schema's answer. Every other matcher fails negated when
   * only a tool's schema stood between the calls and a match: the call the test forbids was made, malformed.
   */
  judgesValidity?: boolean
}

/** What one matcher run reached, as told to a listening context. */
export interface MatcherOutcome {
  /** The engine that judged: `turn` for the call matchers (one model response). */
  engine: 'turn'
  matcher: string
  /** The turn expectation and the options the verdict was reached with (the test's, with the matcher's fixed ones). */
  expectation: unknown
  options: MatchOptions | undefined
  received: unknown
  verdict: Verdict
}

/** What one run matcher reached (`toMatchRun`, `toHaveCalledTool`…), as told to a listening context. */
export interface RunMatcherOutcome {
  /** The engine that judged: `run` for the run matchers (a whole agent run). */
  engine: 'run'
  matcher: string
  /** The run expectation the matcher's arguments amount to, and the test's options (`trials` left out). */
  expectation: unknown
  options: MatchOptions | undefined
  received: unknown
  verdict: RunVerdict
}

/**
 * A matcher context that may listen to verdicts, of either engine: the Vitest setup entry records them in the test's
 * metadata. A matcher on Trials tells one verdict per judged trial.
 */
export interface ListeningContext extends MatcherContextLike {
  onVerdict?: (outcome: MatcherOutcome | RunMatcherOutcome) => void
}

/**
 * The one engine behind every matcher: check that the options mean something for the matcher, normalise them,
 * compile the expectation (a malformed one throws a `MatcherUsageError`), read and match, then turn the verdict
 * into a lazy message. `pass` is never flipped for `.not`; only the words change. Except for a received value that
 * cannot be read: like Jest's own matchers on a value they cannot check, the matcher fails negated or not, the read
 * failure as its message (so `.not.toContainToolCall(…)` never passes on garbage); `.not.toAbstain()` alone passes
 * on a broken call. Trials are judged trial by trial with the assertion as written, and the `trials` policy decides
 * (`onTrials`).
 */
export function runMatcher(
  context: ListeningContext,
  received: unknown,
  run: MatcherRun,
): ToolCallMatcherResult {
  return onTrials(context, received, run, run.options, (context: ListeningContext, value, options) =>
    judgeTurn(context, value, { ...run, options }),
  )
}

/** The engine on one received value: the verdict's words after the hint line, and whether the value was read. */
function judgeTurn(context: ListeningContext, received: unknown, run: MatcherRun): Judged {
  checkMatcherOptions(run.name, run.options)
  const given = run.fixed === undefined ? run.options : { ...run.options, ...run.fixed }
  const options = normalizeMatchOptions(given)
  const expectation = compileTurn(run.expectation, options)
  const verdict = matchCompiled(received, expectation, options)
  context.onVerdict?.({
    engine: 'turn',
    matcher: run.name,
    expectation: run.expectation,
    options: given,
    received,
    verdict,
  })
  const failure = verdict.failure
  // A broken call is judged by `toAbstain` (negated or not); anything else unread is unreadable.
  const judgedBroken =
    run.negationPassesOnBrokenCall === true && failure !== undefined && isBrokenCall(failure)
  const unreadable = failure !== undefined && !judgedBroken
  // Else `.not.toContainToolCall(transfer to mallory)` would pass on a transfer to mallory with a malformed amount.
  const rejected =
    context.isNot === true &&
    run.judgesValidity !== true &&
    onlySchemaRefusedTurn(received, run.expectation, given, verdict)
  if (context.isNot === true && (unreadable || rejected)) {
    const { summary } = reportFailure(verdict, expectation, colorsOf(context), { diff: false })
    return { pass: true, body: () => summary, unreadable }
  }
  if (verdict.pass) {
    return { pass: true, body: () => `Expected no match, but ${run.notWords(verdict)}`, unreadable }
  }
  const colors = colorsOf(context)
  const withDiff = run.diff !== false
  if (withDiff && context.diffPrinting === 'runner' && context.isNot !== true) {
    // The runner prints the diff of `expected` and `actual` itself: the message is the words alone.
    const report = reportFailure(verdict, expectation, colors, { diff: false })
    const body = () => report.summary
    if (report.expected === undefined) return { pass: false, body, unreadable }
    return { pass: false, body, actual: report.received!, expected: report.expected, unreadable }
  }
  // Written when first read: under `.not` a failed match passes, and its message (and diff) is never shown.
  let written: string | undefined
  const body = () => {
    if (written !== undefined) return written
    const report = reportFailure(verdict, expectation, colors, { diff: withDiff })
    written = report.diff === undefined ? report.summary : `${report.summary}\n\n${report.diff}`
    return written
  }
  return { pass: false, body, unreadable }
}

/** Calls listed in a `.not` message before the rest are counted. */
const LISTED_CALLS = 10

/** Lists the received calls, the first ten, in one line, for `.not` messages. */
export function describeCalls(verdict: Verdict): string {
  const calls = verdict.turn?.calls ?? []
  if (calls.length === 0) return 'no call'
  const words = calls.slice(0, LISTED_CALLS).map((call) => describeReceivedCall(call))
  if (calls.length > LISTED_CALLS) words.push(andMore(calls.length - LISTED_CALLS))
  return words.join(', ')
}
