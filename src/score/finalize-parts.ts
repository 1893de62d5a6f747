import type { FactTally, GroupTally, Tally } from './aggregate-types.js'
import type { FinalDecisions, FinalFacts, FinalGroup, Mean } from './final-types.js'
import { meanOfUnits } from './fixed-point.js'
import { record } from './record.js'
import { finalRuns } from './run/final-runs.js'
import { AXIS_NAMES, type AxisName } from './types.js'

/** `part / whole`, or `null` when `whole` is 0. */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole
}

/** The mean of a tally. */
export function finalMean(tally: Tally): Mean {
  return { count: tally.count, mean: meanOfUnits(tally.sum, tally.count) }
}

/** The metrics of a group. */
export function finalGroup(group: GroupTally): FinalGroup {
  const axes = {} as Record<AxisName, Mean>
  for (const name of AXIS_NAMES) axes[name] = finalMean(group.axes[name])
  const final: FinalGroup = {
    samples: group.samples,
    passes: group.passes,
    passRate: rate(group.passes, group.samples),
    stale: group.stale,
    staleRate: rate(group.stale, group.samples),
    axes,
    total: finalMean(group.total),
  }
  if (group.runs !== undefined) final.runs = finalRuns(group.runs)
  return final
}

/** Micro precision, recall and F1 from the summed counts; macro F1 from the summed row F1s. */
export function finalFacts(facts: FactTally): FinalFacts {
  return {
    tp: facts.tp,
    fp: facts.fp,
    fn: facts.fn,
    rows: facts.rows,
    precision: rate(facts.tp, facts.tp + facts.fp),
    recall: rate(facts.tp, facts.tp + facts.fn),
    microF1: rate(2 * facts.tp, 2 * facts.tp + facts.fp + facts.fn),
    macroF1: meanOfUnits(facts.macro.sum, facts.macro.count),
  }
}

const sum = (row: Record<string, number> | undefined) =>
  Object.values(row ?? {}).reduce((total, count) => total + count, 0)

/** Accuracy, per-decision recall and the false-action rate of a decision confusion. */
export function finalDecisions(confusion: Record<string, Record<string, number>>): FinalDecisions {
  const copy = record<Record<string, number>>()
  let all = 0
  let right = 0
  let notCall = 0
  let falseAction = 0
  for (const expected of Object.keys(confusion)) {
    const row = confusion[expected]!
    copy[expected] = Object.assign(record<number>(), row)
    all += sum(row)
    right += row[expected] ?? 0
    if (expected === 'CALL') continue
    notCall += sum(row)
    falseAction += row.CALL ?? 0
  }
  const recall = (decision: string) => rate(confusion[decision]?.[decision] ?? 0, sum(confusion[decision]))
  return {
    confusion: copy,
    accuracy: rate(right, all),
    recall: {
      CALL: recall('CALL'),
      CONFIRM: recall('CONFIRM'),
      CLARIFY: recall('CLARIFY'),
      ABSTAIN: recall('ABSTAIN'),
    },
    falseActionRate: rate(falseAction, notCall),
  }
}
