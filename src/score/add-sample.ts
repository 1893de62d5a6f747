import type { Aggregate, FactTally, GroupTally, ToolTally } from './aggregate-types.js'
import { emptyAggregate, emptyGroup, emptyTally } from './empty-aggregate.js'
import { callsWereRead } from './failure-kind.js'
import { addUnits, toUnits } from './fixed-point.js'
import { mergeAggregates, mergeAggregatesInto } from './merge-aggregates.js'
import { record } from './record.js'
import { runTallyOf } from './run/run-tally.js'
import { AXIS_NAMES, type FactCounts, type Sample } from './types.js'

function groupOf(sample: Sample): GroupTally {
  const group = emptyGroup()
  group.samples = 1
  group.passes = sample.pass ? 1 : 0
  group.stale = sample.stale ? 1 : 0
  for (const name of AXIS_NAMES) {
    const value = sample.axes[name]
    if (value !== null) group.axes[name] = { count: 1, sum: toUnits(value) }
  }
  if (sample.total !== null) group.total = { count: 1, sum: toUnits(sample.total) }
  if (sample.run !== undefined) group.runs = runTallyOf(sample.run)
  return group
}

/** Seed 001: a row with no gold and no predicted facts has F1 1. */
function factsOf(counts: FactCounts): FactTally {
  const denominator = 2 * counts.tp + counts.fp + counts.fn
  const f1 = denominator === 0 ? 1 : (2 * counts.tp) / denominator
  return { ...counts, rows: 1, macro: { count: 1, sum: toUnits(f1) } }
}

/** Per expected tool; nothing for a sample whose calls were never read (`UNREAD_FAILURES`). */
function toolsOf(sample: Sample): Record<string, ToolTally> {
  const tools = record<ToolTally>()
  if (!callsWereRead(sample.failure)) return tools
  for (const call of sample.calls) {
    const tally = tools[call.tool] ?? { calls: 0, names: 0, arguments: emptyTally() }
    tally.calls++
    tally.names += call.name
    if (call.arguments !== null) {
      tally.arguments = {
        count: tally.arguments.count + 1,
        sum: addUnits(tally.arguments.sum, toUnits(call.arguments)),
      }
    }
    tools[call.tool] = tally
  }
  return tools
}

/** The aggregate of one sample. */
export function sampleAggregate(sample: Sample): Aggregate {
  const aggregate = emptyAggregate()
  aggregate.profile = sample.profile
  aggregate.version = sample.version
  aggregate.all = groupOf(sample)
  if (sample.category !== undefined) aggregate.categories[sample.category] = groupOf(sample)
  const mutationKind = sample.metadata?.mutationKind
  if (typeof mutationKind === 'string') aggregate.mutationKinds[mutationKind] = groupOf(sample)
  aggregate.tools = toolsOf(sample)
  if (sample.failure !== null) aggregate.failures[sample.failure] = 1
  if (sample.readFailure !== undefined) aggregate.readFailures[sample.readFailure] = 1
  // A run item has no decision and no argument facts: it counts in neither.
  if (sample.decision !== undefined) {
    const received = record<number>()
    received[sample.decision.received] = 1
    aggregate.decisions[sample.decision.expected] = received
  }
  if (sample.run === undefined)
    aggregate.facts = { keys: factsOf(sample.facts.keys), values: factsOf(sample.facts.values) }
  return aggregate
}

/** Adds one sample to an aggregate (a new aggregate; the old one is unchanged). */
export function addSample(aggregate: Aggregate, sample: Sample): Aggregate {
  return mergeAggregates(aggregate, sampleAggregate(sample))
}

/**
 * Adds one sample to `aggregate` in place (a batch's running total): afterwards it equals what `addSample` would
 * have returned, without copying the whole aggregate for every sample.
 */
export function addSampleInPlace(aggregate: Aggregate, sample: Sample): void {
  mergeAggregatesInto(aggregate, sampleAggregate(sample))
}
