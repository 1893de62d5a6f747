import type { RunAxes, RunAxisName } from './run-types.js'

/** The run axes a total averages: precision and recall are summed up in F1, efficiency is reported on its own. */
const CORE_RUN_AXES: readonly RunAxisName[] = ['f1', 'stepAccuracy', 'neverRespected', 'resultDependency']

/**
 * A run item's total under `default` and `arabic`: the mean of the applicable core run axes (F1, step accuracy,
 * never respected, result dependency); when none applies (only `maxCalls` or `maxSteps` was asked), the verdict,
 * 1 or 0.
 */
export function meanOfRunAxes(axes: RunAxes, pass: boolean): number {
  let sum = 0
  let count = 0
  for (const name of CORE_RUN_AXES) {
    const value = axes[name]
    if (value === null) continue
    sum += value
    count++
  }
  return count === 0 ? (pass ? 1 : 0) : sum / count
}

/** A run item's total under the profiles whose totals are the verdict (`bfcl`, `action-ir`): 1 or 0. */
export const passTotal = (_axes: RunAxes, pass: boolean): number => (pass ? 1 : 0)
