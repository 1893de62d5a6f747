import { MatcherUsageError } from '../usage-error.js'
import type { Aggregate, GroupTally } from './aggregate-types.js'
import type { FinalAggregate, FinalGroup, FinalizeOptions, FinalTool } from './final-types.js'
import { finalDecisions, finalFacts, finalGroup, finalMean, rate } from './finalize-parts.js'
import { record } from './record.js'
import { FAILURE_KINDS, type FailureKind } from './types.js'

function groups(tallies: Record<string, GroupTally>): Record<string, FinalGroup> {
  const out = record<FinalGroup>()
  for (const key of Object.keys(tallies)) out[key] = finalGroup(tallies[key]!)
  return out
}

function weightOf(category: string, weights: Readonly<Record<string, number>> | undefined): number {
  if (weights === undefined) return 1
  const weight = Object.hasOwn(weights, category) ? weights[category] : undefined
  if (weight === undefined) {
    throw new MatcherUsageError(['categoryWeights', category], `no weight for category "${category}"`)
  }
  if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0) {
    throw new MatcherUsageError(
      ['categoryWeights', category],
      'a category weight must be a finite number ≥ 0',
    )
  }
  return weight
}

/** `x × 2^exponent`, in steps that never overflow or underflow on the way: exact while the result is normal. */
function timesPowerOfTwo(x: number, exponent: number): number {
  let out = x
  let left = exponent
  while (left > 1000) {
    out *= 2 ** 1000
    left -= 1000
  }
  while (left < -1000) {
    out *= 2 ** -1000
    left += 1000
  }
  return out * 2 ** left
}

/**
 * Σ(category mean total × weight) / Σ weight over the categories with a total. The weights are first
 * scaled by one power of two that brings the largest near 1, so that no sum overflows (`1e308` twice) and no
 * product underflows (`5e-324`): scaling by a power of two is exact, so ordinary weights give the same bits as
 * without it, and equal weights, however large or small, give the plain mean.
 */
function overall(categories: Record<string, FinalGroup>, options: FinalizeOptions | undefined) {
  const weights = record<number>()
  const weighted: [mean: number, weight: number][] = []
  let largest = 0
  for (const category of Object.keys(categories).sort()) {
    const mean = categories[category]!.total.mean
    const w = weightOf(category, options?.categoryWeights)
    if (mean === null) continue
    weights[category] = w
    weighted.push([mean, w])
    largest = Math.max(largest, w)
  }
  if (largest === 0) return { score: null, weights }
  const exponent = -Math.floor(Math.log2(largest))
  let sum = 0
  let weight = 0
  for (const [mean, w] of weighted) {
    const scaled = timesPowerOfTwo(w, exponent)
    sum += mean * scaled
    weight += scaled
  }
  return { score: sum / weight, weights }
}

/**
 * Turns an aggregate into plain-JSON metrics: means per axis, category and mutation kind, per-tool accuracy,
 * failure counts and rates over all samples, decision metrics, argument-fact F1, stale-schema rate, and the
 * weighted overall score. Every metric with a zero denominator is `null`, never 0 or 1.
 */
export function finalizeAggregate(aggregate: Aggregate, options?: FinalizeOptions): FinalAggregate {
  const categories = groups(aggregate.categories)
  const tools = record<FinalTool>()
  for (const name of Object.keys(aggregate.tools)) {
    const tool = aggregate.tools[name]!
    tools[name] = {
      calls: tool.calls,
      nameAccuracy: rate(tool.names, tool.calls),
      argumentAccuracy: finalMean(tool.arguments),
    }
  }
  const rates = {} as Record<FailureKind, number | null>
  for (const kind of FAILURE_KINDS) rates[kind] = rate(aggregate.failures[kind], aggregate.all.samples)
  return {
    profile: aggregate.profile,
    version: aggregate.version,
    summary: finalGroup(aggregate.all),
    overall: overall(categories, options),
    categories,
    mutationKinds: groups(aggregate.mutationKinds),
    tools,
    failures: {
      counts: { ...aggregate.failures },
      rates,
      readFailures: Object.assign(record<number>(), aggregate.readFailures),
    },
    decisions: finalDecisions(aggregate.decisions),
    facts: { keys: finalFacts(aggregate.facts.keys), values: finalFacts(aggregate.facts.values) },
  }
}
