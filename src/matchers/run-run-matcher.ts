import { normalizeMatchOptions } from '../match/options.js'
import { compileRun } from '../match/run/compile-run.js'
import { matchCompiledRun } from '../match/run/match-run.js'
import type { RunVerdict } from '../match/run/types.js'
import { formatRunFailure } from '../report/run/format-run-failure.js'
import { checkMatcherOptions } from './check-matcher-options.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { type Judged, onTrials } from './on-trials.js'
import { onlySchemaRefusedRun } from './only-schema-refused.js'
import type { ListeningContext } from './run-matcher.js'

/** What one run matcher asks of the run engine. */
export interface RunMatcherRun {
  name: string
  /** The run expectation the matcher's arguments amount to. */
  expectation: unknown
  /** The options the test gave (`trials` among them when the received value is Trials). */
  options: MatcherOptions | undefined
  expectedLabel?: string
  /** What a `.not` failure says passed. */
  notWords: (verdict: RunVerdict) => string
}

/**
 * The engine behind the run matchers: check that the options mean something for the matcher, compile the run
 * expectation (a malformed one throws a `MatcherUsageError`), read and match the run, then a lazy message naming
 * step and call, with the run's timeline and the diff of the first failing call. `pass` is never flipped for `.not`;
 * an unreadable run, and a run with a call its tool's schema rejects (tools known), fail negated or not. Trials are
 * judged trial by trial with the assertion as written, and the `trials` policy decides (`onTrials`).
 */
export function runRunMatcher(
  context: MatcherContextLike,
  received: unknown,
  run: RunMatcherRun,
): ToolCallMatcherResult {
  return onTrials(context, received, run, run.options, (context, value, options) =>
    judgeRun(context, value, { ...run, options }),
  )
}

/**
 * The run engine on one received value: the words after the hint line, and whether the run was read. The verdict is
 * told to a listening context, as the call matchers' are (the reporter grades it with `scoreRun`).
 */
function judgeRun(context: ListeningContext, received: unknown, run: RunMatcherRun): Judged {
  checkMatcherOptions(run.name, run.options)
  const options = normalizeMatchOptions(run.options)
  const verdict = matchCompiledRun(received, compileRun(run.expectation, options), options)
  context.onVerdict?.({
    engine: 'run',
    matcher: run.name,
    expectation: run.expectation,
    options: run.options,
    received,
    verdict,
  })
  const unreadable = verdict.run === undefined
  if (verdict.pass)
    return { pass: true, body: () => `Expected no match, but ${run.notWords(verdict)}`, unreadable }
  // An unreadable run fails `.not` too: Jest's convention for a value a matcher cannot check. So does a run whose
  // calls only their tools' schemas kept from matching: else `.not.toHaveCalledTool(tools.transfer.call({ to }))`
  // would pass on a transfer to them made with a malformed amount.
  const unjudged =
    unreadable ||
    (context.isNot === true && onlySchemaRefusedRun(received, run.expectation, run.options, verdict))
  return { pass: unjudged && context.isNot === true, body: () => formatRunFailure(verdict), unreadable }
}

/** The run's calls in one line, for `.not` messages. */
export function describeRunCalls(verdict: RunVerdict): string {
  const names = verdict.run?.steps.flatMap((step) => step.calls.map((call) => call.name)) ?? []
  return names.length === 0 ? 'the run made no call' : `the run called ${names.join(', ')}`
}
