import { appendAll } from '../append-all.js'
import type { FinalAggregate, FinalGroup, Mean } from '../score/final-types.js'
import { RUN_AXIS_NAMES, type RunAxisName } from '../score/run/run-types.js'
import { type AxisName, FAILURE_KINDS } from '../score/types.js'
import type { FlakyAssertion } from './collect-run.js'
import { percent, textTable } from './text-table.js'

/** How many tests and graded assertions the summary is over. */
export interface SummaryCounts {
  tests: number
  assertions: number
  /** Assertions on Trials that passed in some trials and failed in others: marked in the summary. */
  flaky?: readonly FlakyAssertion[]
}

const mean = (value: Mean) => percent(value.mean)
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
const count = (value: Mean) => String(value.count)

/** The flaky marks: one line per assertion on Trials that passed in some trials only. */
function flakyLines(flaky: readonly FlakyAssertion[]): string[] {
  if (flaky.length === 0) return []
  const lines = flaky.map(
    ({ test, matcher, negated, passed, n }) =>
      `   flaky  ${test} · ${negated ? '.not.' : ''}${matcher}: ${passed} of ${n} trials passed`,
  )
  return ['', ` ${plural(flaky.length, 'flaky assertion')} (their trials passed and failed):`, ...lines]
}

/** The call axes in the table's order, and whether a run of call assertions always shows them. */
const CALL_AXES: readonly [AxisName, string, boolean][] = [
  ['functionSelection', 'name accuracy', true],
  ['argumentAccuracy', 'argument accuracy', true],
  ['abstention', 'abstention accuracy', true],
  ['arabicPreservation', 'arabic preservation', false],
  ['decision', 'decision accuracy', false],
]

/** The run axes (as `scoreRun` grades them), each shown when some run assertion has it. */
const RUN_AXES: Readonly<Record<RunAxisName, string>> = {
  precision: 'call precision',
  recall: 'call recall',
  f1: 'call F1',
  stepAccuracy: 'step accuracy',
  neverRespected: 'never respected',
  efficiency: 'efficiency',
  resultDependency: 'result dependency',
  claimsBacked: 'claims backed',
  loopFree: 'loop free',
}

/**
 * The axes table: the call axes (name, argument and abstention accuracy always when no assertion was on a run, else
 * those some assertion has), then the run axes of the run assertions, then the total.
 */
function axisRows(summary: FinalGroup): string[][] {
  const { axes, runs } = summary
  const rows = CALL_AXES.filter(
    ([name, , always]) => axes[name].count > 0 || (always && runs === undefined),
  ).map(([name, label]) => [label, mean(axes[name]), count(axes[name])])
  if (runs !== undefined)
    for (const name of RUN_AXIS_NAMES)
      if (runs.axes[name].count > 0)
        rows.push([RUN_AXES[name], mean(runs.axes[name]), count(runs.axes[name])])
  rows.push(['total', mean(summary.total), count(summary.total)])
  return [['axis', 'mean', 'over'], ...rows]
}

function failureLine(metrics: FinalAggregate): string {
  const { counts, readFailures } = metrics.failures
  const kinds = FAILURE_KINDS.filter((kind) => counts[kind] > 0).map((kind) => `${kind} ${counts[kind]}`)
  const reads = Object.keys(readFailures)
    .sort()
    .map((kind) => `${kind} ${readFailures[kind]}`)
  const read = reads.length === 0 ? '' : ` (read failures: ${reads.join(', ')})`
  return `   failures: ${kinds.length === 0 ? 'none' : kinds.join(', ')}${read}`
}

function toolRows(metrics: FinalAggregate): string[][] {
  const names = Object.keys(metrics.tools).sort()
  const rows = names.map((name) => {
    const tool = metrics.tools[name]!
    return [name, String(tool.calls), percent(tool.nameAccuracy), mean(tool.argumentAccuracy)]
  })
  return [['tool', 'calls', 'name', 'arguments'], ...rows]
}

/** No value: a category without run assertions has no call F1. */
const NONE: Mean = { count: 0, mean: null }

/** One row per category: assertions, pass rate, name and argument accuracy, and call F1 when runs were asserted. */
function categoryRows(metrics: FinalAggregate): string[][] {
  const names = Object.keys(metrics.categories).sort()
  const withRuns = metrics.summary.runs !== undefined
  const rows = names.map((name) => {
    const group = metrics.categories[name]!
    const { axes } = group
    const passed = percent(group.passRate)
    const row = [
      name,
      String(group.samples),
      passed,
      mean(axes.functionSelection),
      mean(axes.argumentAccuracy),
    ]
    if (withRuns) row.push(mean(group.runs?.axes.f1 ?? NONE))
    return row
  })
  const head = ['category', 'assertions', 'passed', 'name', 'arguments', ...(withRuns ? ['call F1'] : [])]
  return [head, ...rows]
}

/**
 * The reporter's summary table of a run's finalised aggregate: pass rate, name / argument / abstention accuracy and
 * the run axes of run assertions (call precision, recall and F1, step accuracy, never respected…), failures by kind,
 * one row per expected tool (the calls of runs included) and per category, then the flaky assertions on Trials.
 * Plain text, no colours and no timings, so that a sharded run's summary reads exactly like the unsharded one.
 */
export function formatSummary(metrics: FinalAggregate, counts: SummaryCounts): string {
  const { summary } = metrics
  const flaky = flakyLines(counts.flaky ?? [])
  if (counts.assertions === 0) {
    if (flaky.length > 0) return `${flaky.slice(1).join('\n')}\n`
    return " Tool calls  no graded assertions (are the tests run with setupFiles: ['expect-tool-calls/vitest']?)\n"
  }
  const head =
    ` Tool calls  ${plural(counts.assertions, 'graded assertion')} in ${plural(counts.tests, 'test')}, ` +
    `${summary.passes} passed (${percent(summary.passRate)}) · profile ${metrics.profile} · ${metrics.version}`
  const lines = [
    head,
    '',
    ...textTable(axisRows(summary)),
    '',
    failureLine(metrics),
    '',
    ...textTable(toolRows(metrics)),
  ]
  if (Object.keys(metrics.categories).length > 0) {
    lines.push('')
    appendAll(lines, textTable(categoryRows(metrics)))
  }
  appendAll(lines, flaky)
  return `${lines.join('\n')}\n`
}
