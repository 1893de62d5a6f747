import type { TurnExpectation } from '../expect/types.js'
import type { MatcherOutcome, RunMatcherOutcome } from '../matchers/run-matcher.js'
import { createSample } from '../score/create-sample.js'
import { score } from '../score/score.js'
import { currentTest } from './current-test.js'
import { runRecord } from './run-record.js'
import { scoreOptions } from './score-options.js'
import type { ToolCallRecord, ToolCallTaskMeta } from './tool-call-record.js'

/** The part of a Vitest test task the recorder reads and writes. */
export interface RecordedTask {
  readonly name: string
  readonly meta: ToolCallTaskMeta
  readonly result?: { readonly retryCount?: number; readonly repeatCount?: number } | undefined
}

/** The part of Vitest's matcher state the recorder reads: the running test (4.x only) and how the assertion was made. */
export interface RecorderState {
  task?: RecordedTask | undefined
  isNot?: boolean
  poll?: boolean
}

/** Matchers that check validity against tools rather than an expected answer: nothing to grade. */
const UNGRADED = new Set(['toBeValidToolCall', 'toHaveValidToolCalls'])

/**
 * `[refunds] refunds order 77` is in category `refunds`; so is `['refunds'] …`, which is how `test.each` writes a
 * title `[$category] $id`.
 */
const TITLE_CATEGORY = /^\[\s*(['"]?)([^\]'"]+)\1\s*\]/

/** Per test: the attempt being recorded and where its records start (a retry replaces the failed attempt's). */
const attempts = new WeakMap<RecordedTask, { repeat: number; retry: number; start: number }>()
/** Per test: the record of the last `expect.poll` attempt, which the next attempt replaces. */
const polled = new WeakMap<RecordedTask, ToolCallRecord>()

function categoryOf(task: RecordedTask): string | undefined {
  const given = task.meta.category
  if (typeof given === 'string') return given
  return TITLE_CATEGORY.exec(task.name)?.[2]?.trim()
}

/** The test's records for the current attempt: a retry drops what its failed predecessor recorded. */
function recordsOf(task: RecordedTask): ToolCallRecord[] {
  task.meta.toolCalls ??= []
  const records = task.meta.toolCalls
  const repeat = task.result?.repeatCount ?? 0
  const retry = task.result?.retryCount ?? 0
  const seen = attempts.get(task)
  if (seen === undefined || seen.repeat !== repeat)
    attempts.set(task, { repeat, retry, start: records.length })
  else if (seen.retry !== retry) {
    records.length = seen.start
    seen.retry = retry
  }
  return records
}

/** The record of one assertion: the sample `score` gives for the same expectation and received value. */
export function toolCallRecord(outcome: MatcherOutcome, category: string | undefined): ToolCallRecord {
  const graded = score(
    outcome.expectation as TurnExpectation,
    outcome.received,
    scoreOptions(outcome.options, category),
  )
  const { id: _id, mismatches: _mismatches, ...sample } = createSample({ id: '', score: graded })
  const record: ToolCallRecord = { matcher: outcome.matcher, ...sample }
  const turn = outcome.verdict.turn
  if (turn !== undefined) record.received = turn.calls.map((call) => call.name)
  const first = outcome.verdict.mismatches[0]
  if (first !== undefined) record.first = { kind: first.kind, path: first.path }
  return record
}

/**
 * Records a matcher's verdict and graded axes in the running test's metadata (`task.meta.toolCalls`), where
 * reporters find it, sharded runs included: a call matcher's as `score` grades it (`toolCallRecord`), a run
 * matcher's as `scoreRun` does (`runRecord`: the run axes). On Trials, each judged trial is one record. The test is
 * the matcher state's `task` (Vitest 4), else the runner's
 * current test (`currentTest()`: Vitest 3.2 gives matchers no task). On 3.2 the matcher state is the
 * global `expect`'s whichever `expect` asserted, so concurrent tests (`describe.concurrent`) cannot be told apart: an
 * assertion of one is recorded in the test that started last, or not at all once a test has finished. `.not`
 * assertions (their expectation is what must not happen) and validity checks are not graded; outside a test,
 * nothing is recorded. Never throws: a test's outcome is its own.
 */
export function recordVerdict(state: RecorderState, outcome: MatcherOutcome | RunMatcherOutcome): void {
  const task = state.task ?? currentTest()
  if (task === undefined || state.isNot === true || UNGRADED.has(outcome.matcher)) return
  let record: ToolCallRecord
  try {
    const category = categoryOf(task)
    record = outcome.engine === 'run' ? runRecord(outcome, category) : toolCallRecord(outcome, category)
  } catch {
    return
  }
  const records = recordsOf(task)
  const last = polled.get(task)
  if (state.poll === true && last !== undefined && records.at(-1) === last) records.pop()
  records.push(record)
  if (state.poll === true) polled.set(task, record)
}
