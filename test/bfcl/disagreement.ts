import { jsonEqual } from '../../src/canonical.js'
import type { JsonValue } from '../../src/json/types.js'
import { match } from '../../src/match/match.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import type { BfclCase, Dataset, Decided } from './dataset.js'

/** The entries whose own answers cannot pass (the dataset's README). */
export const UNPASSABLE: ReadonlySet<string> = new Set([
  'parallel_multiple_12',
  'parallel_multiple_26',
  'live_simple_106-63-0',
  'live_simple_112-68-0',
  'live_multiple_862-181-3',
  'live_multiple_964-207-0',
])

/** Where our verdict and BFCL's differ, by documented class; `agree` when they do not. */
export type AgreementClass = 'agree' | 'greedy' | 'float_for_int' | 'unpassable' | 'unexplained'

/**
 * True when a parallel output passes by maximum matching and BFCL's greedy pairing rejects it, checked here and not
 * taken on trust: our pairing is one-to-one and each of its pairs passes alone, and pairing greedily with the same
 * per-pair verdicts (each expected call, in answer order, takes the first unused output that passes) fails.
 */
export function isGreedyMiss({ case: item, imported, verdict }: Decided): boolean {
  if (verdict?.pass !== true || imported instanceof MatcherUsageError) return false
  const { expectation, options } = imported
  if (!('calls' in expectation) || item.actual === null) return false
  const received = item.actual
  if (expectation.calls.length !== received.length) return false
  const passes = expectation.calls.map((call) => received.map((one) => match([one], call, options).pass))
  const pairs = verdict.pairs
  const oneToOne = new Set(pairs.map((pair) => pair.received)).size === received.length
  const valid = oneToOne && pairs.every((pair) => passes[pair.expected]![pair.received] === true)
  const used = new Set<number>()
  const greedy = passes.every((row) => {
    const col = row.findIndex((ok, index) => ok && !used.has(index))
    used.add(col)
    return col >= 0
  })
  return valid && !greedy
}

/** A `float_for_int` row: one integer parameter written `N.0`, which JSON.parse reads as the integer `N`. */
function isFloatForInt(item: BfclCase): boolean {
  const value = item.detail?.value
  return item.variant === 'float_for_int' && typeof value === 'number' && Number.isInteger(value)
}

/** Classifies one case decided with the `bfcl` profile. */
export function classifyAgreement(decided: Decided): AgreementClass {
  const { case: item, pass } = decided
  if (pass === item.bfcl_valid) return 'agree'
  if (UNPASSABLE.has(item.id)) return 'unpassable'
  if (!item.bfcl_valid && isFloatForInt(item)) return 'float_for_int'
  if (!item.bfcl_valid && isGreedyMiss(decided)) return 'greedy'
  return 'unexplained'
}

function containsString(value: unknown): boolean {
  if (typeof value === 'string') return true
  if (Array.isArray(value)) return value.some(containsString)
  return value !== null && typeof value === 'object' && Object.values(value).some(containsString)
}

/** The parameter a row added is one the doc declares with that very value as its default. */
function isDeclaredDefault(item: BfclCase, data: Dataset): boolean {
  const param = item.detail?.param
  if (param === undefined || item.actual === null) return false
  const docs = data.questions.get(item.id)?.function ?? []
  return docs.some((doc) => {
    const parameter = doc.parameters.properties[param]
    return (
      parameter !== undefined && jsonEqual(parameter.default as JsonValue, item.detail?.value as JsonValue)
    )
  })
}

/**
 * Why a case decided with the `default` profile disagrees with BFCL: for a stricter verdict, the reasons its
 * mismatches give (`strings`, `enum`, `types`, `defaults`, `marker`, or the mismatch itself); for a looser one, `numbers`,
 * `matching` or `defaults`. Empty when the verdicts agree.
 */
export function differenceReasons(decided: Decided, data: Dataset): string[] {
  const { case: item, pass, verdict } = decided
  if (pass === item.bfcl_valid) return []
  if (pass) {
    if (isFloatForInt(item)) return ['numbers']
    if (isGreedyMiss(decided)) return ['matching']
    return [isDeclaredDefault(item, data) ? 'defaults' : `other:${item.variant}`]
  }
  const reasons = new Set<string>()
  for (const mismatch of verdict?.mismatches ?? []) {
    if (mismatch.reason === 'defaulted') reasons.add('defaults')
    else if (mismatch.kind === 'schema' && mismatch.reason === 'not_in_enum') reasons.add('enum')
    else if (mismatch.kind === 'schema' && mismatch.reason === 'wrong_type') reasons.add('types')
    else if (mismatch.kind === 'value' && containsString(mismatch.received)) reasons.add('strings')
    else if (mismatch.kind === 'unexpected' && mismatch.rule === 'absent') reasons.add('marker')
    else reasons.add(`other:${mismatch.kind}:${mismatch.reason ?? ''}`)
  }
  return reasons.size === 0 ? ['other:unbuildable'] : [...reasons]
}
