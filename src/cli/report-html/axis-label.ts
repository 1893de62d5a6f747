import type { AxisName } from '../../score/types.js'

const LABELS: Record<AxisName, string> = {
  functionSelection: 'function selection',
  argumentAccuracy: 'argument accuracy',
  arabicPreservation: 'Arabic preservation',
  abstention: 'abstention',
  decision: 'decision',
  dialectUnderstanding: 'dialect understanding',
  errorHandling: 'error handling',
}

/** An axis name in words (`argumentAccuracy` → `argument accuracy`). */
export function axisLabel(axis: AxisName): string {
  return LABELS[axis]
}
