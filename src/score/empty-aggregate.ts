import type { Aggregate, FactTally, GroupTally, Tally } from './aggregate-types.js'
import { record } from './record.js'
import { AXIS_NAMES, type AxisName, FAILURE_KINDS, type FailureKind } from './types.js'

/** A tally of nothing. */
export function emptyTally(): Tally {
  return { count: 0, sum: '0' }
}

/** A group of no samples, with every axis present. */
export function emptyGroup(): GroupTally {
  const axes = {} as Record<AxisName, Tally>
  for (const name of AXIS_NAMES) axes[name] = emptyTally()
  return { samples: 0, passes: 0, stale: 0, axes, total: emptyTally() }
}

function emptyFacts(): FactTally {
  return { tp: 0, fp: 0, fn: 0, rows: 0, macro: emptyTally() }
}

/** The aggregate of no samples: the identity of `mergeAggregates`. */
export function emptyAggregate(): Aggregate {
  const failures = {} as Record<FailureKind, number>
  for (const kind of FAILURE_KINDS) failures[kind] = 0
  return {
    profile: null,
    version: null,
    all: emptyGroup(),
    categories: record(),
    mutationKinds: record(),
    tools: record(),
    failures,
    readFailures: record(),
    decisions: record(),
    facts: { keys: emptyFacts(), values: emptyFacts() },
  }
}
