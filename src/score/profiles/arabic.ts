import { ladderCredit } from '../arabic-ladder.js'
import { argumentEntries } from '../argument-entries.js'
import { expectedText } from '../expected-text.js'
import { meanOfRunShares } from '../run/run-total.js'
import type { Axes, AxisName } from '../types.js'
import { meanOfCoreAxes } from './default.js'
import type { PairedCall, Profile } from './profile.js'

type Weights = Partial<Record<AxisName, number>>

/** The `arabic` profile's per-category weights; every other category uses `standard`. */
export const ARABIC_WEIGHTS: { standard: Weights; dialect_handling: Weights; error_recovery: Weights } = {
  standard: { functionSelection: 0.4, argumentAccuracy: 0.35, arabicPreservation: 0.25 },
  dialect_handling: {
    functionSelection: 0.3,
    argumentAccuracy: 0.2,
    arabicPreservation: 0.2,
    dialectUnderstanding: 0.3,
  },
  error_recovery: {
    functionSelection: 0.3,
    argumentAccuracy: 0.2,
    arabicPreservation: 0.2,
    errorHandling: 0.3,
  },
}

function weightsOf(category: string | undefined): Weights {
  if (category === 'dialect_handling' || category === 'error_recovery') return ARABIC_WEIGHTS[category]
  return ARABIC_WEIGHTS.standard
}

/** The weighted mean of the weighted axes that apply (weights renormalised over them), or `null` when none does. */
function weightedTotal(axes: Axes, category: string | undefined): number | null {
  let sum = 0
  let weight = 0
  for (const [name, w] of Object.entries(weightsOf(category)) as [AxisName, number][]) {
    const value = axes[name]
    if (value === null) continue
    sum += w * value
    weight += w
  }
  return weight === 0 ? null : sum / weight
}

/** One key's ladder credit: 1.0 when the expectation's own rule accepts the value, else the ladder on its text. */
function keyCredit(pair: PairedCall, key: string, node: Parameters<typeof expectedText>[0]): number {
  const value = Object.hasOwn(pair.received.arguments, key) ? pair.received.arguments[key] : undefined
  if (node.kind === 'value') return ladderCredit(node.value, value)
  // Stryker disable next-line ArrayDeclaration,StringLiteral: paths only label mismatches, counted here
  if (pair.check.compare(node, value, ['arguments', key]).length === 0) return 1
  const text = expectedText(node, pair.unicode)
  return text === undefined ? 0 : ladderCredit(text, value)
}

/**
 * `arabic`: per expected key, exact after trimming 1.0, Arabic-normalised 0.9, case-insensitive 0.8, else
 * 0 (numbers stringified, missing keys 0, extra keys ignored); a call's credit is the mean over its expected keys.
 * Totals use the category weights (0.40/0.35/0.25; dialect and error recovery 0.30/0.20/0.20/0.30).
 */
export const arabicProfile: Profile = {
  name: 'arabic',
  options: { extraArguments: 'allow' },
  decisionAxis: 'relevant',
  argumentCredit(call, pair) {
    if (call.arguments === undefined) return null
    const entries = argumentEntries(call)
    if (entries === undefined) return pair === undefined || pair.credit.arguments.matched === 0 ? 0 : 1
    if (entries.length === 0) return null
    if (pair === undefined) return 0
    let sum = 0
    for (const [key, node] of entries) sum += keyCredit(pair, key, node)
    return sum / entries.length
  },
  total: (axes, _pass, category) => weightedTotal(axes, category) ?? meanOfCoreAxes(axes),
  runTotal: meanOfRunShares,
}
