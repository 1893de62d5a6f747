import type { Aggregate, FactTally, GroupTally, Tally, ToolTally } from './aggregate-types.js'
import { emptyAggregate, emptyGroup, emptyTally } from './empty-aggregate.js'
import { callsWereRead } from './failure-kind.js'
import { addValue } from './fixed-point.js'
import { mergeAggregates, sameField } from './merge-aggregates.js'
import { record } from './record.js'
import { mergeOptionalRunTallies, runTallyOf } from './run/run-tally.js'
import { AXIS_NAMES, type FactCounts, type Sample } from './types.js'

/** Adds one value in [0, 1] to a tally in place. */
function addToTally(tally: Tally, value: number): void {
  tally.count += 1
  tally.sum = addValue(tally.sum, value)
}

/** Counts a sample in a group, in place. */
function addToGroup(group: GroupTally, sample: Sample): void {
  group.samples += 1
  if (sample.pass) group.passes += 1
  if (sample.stale) group.stale += 1
  for (const name of AXIS_NAMES) {
    const value = sample.axes[name]
    if (value !== null) addToTally(group.axes[name], value)
  }
  if (sample.total !== null) addToTally(group.total, sample.total)
  // With the sample's own run tally given, the merge always gives one.
  if (sample.run !== undefined) group.runs = mergeOptionalRunTallies(group.runs, runTallyOf(sample.run))!
}

/** The group of `key` in a keyed breakdown, made empty when it is not there yet. */
function groupAt(groups: Record<string, GroupTally>, key: string): GroupTally {
  if (!Object.hasOwn(groups, key)) groups[key] = emptyGroup()
  return groups[key]!
}

/** Counts one row's facts in place, and its F1 (a row with no gold and no predicted facts has F1 1). */
function addFacts(tally: FactTally, counts: FactCounts): void {
  tally.tp += counts.tp
  tally.fp += counts.fp
  tally.fn += counts.fn
  tally.rows += 1
  const denominator = 2 * counts.tp + counts.fp + counts.fn
  addToTally(tally.macro, denominator === 0 ? 1 : (2 * counts.tp) / denominator)
}

/** Per expected tool; nothing for a sample whose calls were never read (`UNREAD_FAILURES`). */
function addTools(tools: Record<string, ToolTally>, sample: Sample): void {
  if (!callsWereRead(sample.failure)) return
  for (const call of sample.calls) {
    if (!Object.hasOwn(tools, call.tool)) tools[call.tool] = { calls: 0, names: 0, arguments: emptyTally() }
    const tally = tools[call.tool]!
    tally.calls += 1
    tally.names += call.name
    if (call.arguments !== null) addToTally(tally.arguments, call.arguments)
  }
}

/** Adds one to the count of `key`. */
function countIn(counts: Record<string, number>, key: string): void {
  counts[key] = (Object.hasOwn(counts, key) ? counts[key]! : 0) + 1
}

/** The aggregate of one sample. */
export function sampleAggregate(sample: Sample): Aggregate {
  const aggregate = emptyAggregate()
  addSampleInPlace(aggregate, sample)
  return aggregate
}

/** Adds one sample to an aggregate (a new aggregate; the old one is unchanged). */
export function addSample(aggregate: Aggregate, sample: Sample): Aggregate {
  return mergeAggregates(aggregate, sampleAggregate(sample))
}

/**
 * Adds one sample to `aggregate` in place (a batch's running total): afterwards it equals what `addSample` would
 * have returned, without copying the whole aggregate, or building one for the sample, for every sample. Its groups
 * and tallies are changed where they are, so `aggregate` must own them: one that `emptyAggregate` made and only this
 * function grew (never one that `mergeAggregates` returned, which shares its inputs' entries). Aggregates of another
 * profile or scorer version do not mix (`MatcherUsageError`), and nothing is changed then.
 */
export function addSampleInPlace(aggregate: Aggregate, sample: Sample): void {
  const profile = sameField('profile', aggregate.profile, sample.profile)
  const version = sameField('version', aggregate.version, sample.version)
  aggregate.profile = profile
  aggregate.version = version
  addToGroup(aggregate.all, sample)
  if (sample.category !== undefined) addToGroup(groupAt(aggregate.categories, sample.category), sample)
  const mutationKind = sample.metadata?.mutationKind
  if (typeof mutationKind === 'string') addToGroup(groupAt(aggregate.mutationKinds, mutationKind), sample)
  addTools(aggregate.tools, sample)
  if (sample.failure !== null) aggregate.failures[sample.failure] += 1
  if (sample.readFailure !== undefined) countIn(aggregate.readFailures, sample.readFailure)
  // A run item has no decision and no argument facts: it counts in neither.
  if (sample.decision !== undefined) {
    const { expected, received } = sample.decision
    if (!Object.hasOwn(aggregate.decisions, expected)) aggregate.decisions[expected] = record<number>()
    countIn(aggregate.decisions[expected]!, received)
  }
  if (sample.run === undefined) {
    addFacts(aggregate.facts.keys, sample.facts.keys)
    addFacts(aggregate.facts.values, sample.facts.values)
  }
}
