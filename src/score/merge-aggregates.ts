import { MatcherUsageError } from '../usage-error.js'
import type { Aggregate, FactTally, GroupTally, Tally, ToolTally } from './aggregate-types.js'
import { addUnits } from './fixed-point.js'
import { record } from './record.js'
import { mergeOptionalRunTallies } from './run/run-tally.js'
import { AXIS_NAMES, type AxisName, FAILURE_KINDS, type FailureKind } from './types.js'

function tally(a: Tally, b: Tally): Tally {
  return { count: a.count + b.count, sum: addUnits(a.sum, b.sum) }
}

function group(a: GroupTally, b: GroupTally): GroupTally {
  const axes = {} as Record<AxisName, Tally>
  for (const name of AXIS_NAMES) axes[name] = tally(a.axes[name], b.axes[name])
  const merged: GroupTally = {
    samples: a.samples + b.samples,
    passes: a.passes + b.passes,
    stale: a.stale + b.stale,
    axes,
    total: tally(a.total, b.total),
  }
  const runs = mergeOptionalRunTallies(a.runs, b.runs)
  if (runs !== undefined) merged.runs = runs
  return merged
}

function tool(a: ToolTally, b: ToolTally): ToolTally {
  return { calls: a.calls + b.calls, names: a.names + b.names, arguments: tally(a.arguments, b.arguments) }
}

function facts(a: FactTally, b: FactTally): FactTally {
  return {
    tp: a.tp + b.tp,
    fp: a.fp + b.fp,
    fn: a.fn + b.fn,
    rows: a.rows + b.rows,
    macro: tally(a.macro, b.macro),
  }
}

/** Merges two keyed maps, combining the entries both have. */
function keyed<T>(a: Record<string, T>, b: Record<string, T>, merge: (x: T, y: T) => T): Record<string, T> {
  const out = record<T>()
  for (const key of Object.keys(a)) out[key] = a[key]!
  for (const key of Object.keys(b)) out[key] = Object.hasOwn(out, key) ? merge(out[key]!, b[key]!) : b[key]!
  return out
}

const add = (x: number, y: number) => x + y

/**
 * The profile (or scorer version) of two aggregates together: either when the other is not set yet, and a
 * `MatcherUsageError` when they differ (their numbers mean different things).
 */
export function sameField(field: 'profile' | 'version', a: string | null, b: string | null): string | null {
  if (a === null || b === null || a === b) return a ?? b
  throw new MatcherUsageError([field], `cannot merge aggregates of ${field} "${a}" and "${b}"`)
}

/**
 * Combines two aggregates: every count and sum added, keyed breakdowns united. Associative and commutative, with
 * `emptyAggregate()` as identity; aggregates of different profiles or scorer versions do not merge
 * (`MatcherUsageError`).
 */
export function mergeAggregates(a: Aggregate, b: Aggregate): Aggregate {
  const failures = {} as Record<FailureKind, number>
  for (const kind of FAILURE_KINDS) failures[kind] = a.failures[kind] + b.failures[kind]
  return {
    profile: sameField('profile', a.profile, b.profile),
    version: sameField('version', a.version, b.version),
    all: group(a.all, b.all),
    categories: keyed(a.categories, b.categories, group),
    mutationKinds: keyed(a.mutationKinds, b.mutationKinds, group),
    tools: keyed(a.tools, b.tools, tool),
    failures,
    readFailures: keyed(a.readFailures, b.readFailures, add),
    decisions: keyed(a.decisions, b.decisions, (x, y) => keyed(x, y, add)),
    facts: { keys: facts(a.facts.keys, b.facts.keys), values: facts(a.facts.values, b.facts.values) },
  }
}
