import type { TrialsOutcome } from '../matchers/on-trials.js'
import { currentTest } from './current-test.js'
import type { RecordedTask, RecorderState } from './record-verdict.js'
import type { TrialsRecord } from './tool-call-record.js'

/** Per test: the attempt whose trials records are kept (a retry replaces the failed attempt's). */
const attempts = new WeakMap<RecordedTask, string>()

/**
 * Records an assertion on Trials in the running test's metadata (`task.meta.toolCallTrials`): its counts and label,
 * so that the reporter can mark flaky assertions, sharded runs included. A retry drops what its failed predecessor
 * recorded; outside a test nothing is recorded. Never throws.
 */
export function recordTrials(state: RecorderState, outcome: TrialsOutcome): void {
  const task = state.task ?? currentTest()
  if (task === undefined) return
  const { verdict } = outcome
  const record: TrialsRecord = {
    matcher: outcome.matcher,
    negated: outcome.negated,
    n: verdict.n,
    passed: verdict.passed,
    errors: verdict.errors,
    label: verdict.label,
    pass: verdict.pass,
  }
  const attempt = `${task.result?.repeatCount ?? 0}:${task.result?.retryCount ?? 0}`
  if (attempts.get(task) !== attempt) {
    // A new repeat keeps what earlier repeats recorded; a retry of the same repeat replaces it.
    const sameRepeat = attempts.get(task)?.split(':')[0] === attempt.split(':')[0]
    if (sameRepeat) task.meta.toolCallTrials = []
    attempts.set(task, attempt)
  }
  task.meta.toolCallTrials ??= []
  task.meta.toolCallTrials.push(record)
}
