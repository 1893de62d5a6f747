import type { TestModule } from 'vitest/node'
import { addSample } from '../score/add-sample.js'
import type { Aggregate } from '../score/aggregate-types.js'
import { emptyAggregate } from '../score/empty-aggregate.js'
import type { Sample } from '../score/types.js'
import { isToolCallRecord, isTrialsRecord, type ToolCallRecord } from './tool-call-record.js'

/** What a run's test metadata adds up to: the aggregate of every record, and how many tests and records. */
export interface RunTally {
  aggregate: Aggregate
  /** Tests with at least one graded assertion. */
  tests: number
  /** Graded assertions (samples). */
  assertions: number
  /**
   * The assertions that failed: the test's full name, the total, the first mismatch's kind and path, and whether the
   * assertion was on a whole run (its path is in the run).
   */
  failed: Array<{ test: string; total: number | null; first: ToolCallRecord['first']; run?: true }>
  /** The assertions on Trials whose trials were flaky (some passed, some failed): the test, matcher, c of n. */
  flaky: FlakyAssertion[]
}

/** An assertion on Trials that passed in some trials and failed in others. */
export interface FlakyAssertion {
  test: string
  matcher: string
  negated: boolean
  passed: number
  n: number
}

/** The sample a record stands for (`addSample` needs neither mismatches nor metadata). */
export function sampleOf(record: ToolCallRecord, id: string): Sample {
  const { matcher: _matcher, received: _received, first: _first, ...sample } = record
  return { id, ...sample, mismatches: [] }
}

/**
 * Rebuilds a run's aggregate from its test modules: one sample per record in every test's metadata, and the flaky
 * assertions on Trials. It reads only
 * what travels with the tests, so a run merged from blob reports (`vitest --merge-reports`) adds up to exactly what
 * the unsharded run does; the aggregate's sums are exact, so the order of modules does not matter.
 */
export function collectRun(modules: ReadonlyArray<TestModule>): RunTally {
  let aggregate = emptyAggregate()
  let tests = 0
  let assertions = 0
  const failed: RunTally['failed'] = []
  const flaky: FlakyAssertion[] = []
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const trials = test.meta().toolCallTrials
      if (Array.isArray(trials))
        for (const record of trials.filter(isTrialsRecord))
          if (record.label === 'flaky') {
            const { matcher, negated, passed, n } = record
            flaky.push({ test: test.fullName ?? test.id, matcher, negated: negated === true, passed, n })
          }
      const records = test.meta().toolCalls
      if (!Array.isArray(records)) continue
      const graded = records.filter(isToolCallRecord)
      if (graded.length > 0) tests++
      graded.forEach((record, index) => {
        aggregate = addSample(aggregate, sampleOf(record, `${test.id}#${index}`))
        assertions++
        if (!record.pass)
          failed.push({
            test: test.fullName ?? test.id,
            total: record.total,
            first: record.first,
            ...(record.run === undefined ? {} : { run: true as const }),
          })
      })
    }
  }
  return { aggregate, tests, assertions, failed, flaky }
}
