import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { match } from '../../src/match/match.js'
import { addSample, addSampleInPlace, sampleAggregate } from '../../src/score/add-sample.js'
import type { Aggregate } from '../../src/score/aggregate-types.js'
import { createSample } from '../../src/score/create-sample.js'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../src/score/finalize-aggregate.js'
import { mergeAggregates } from '../../src/score/merge-aggregates.js'
import { score } from '../../src/score/score.js'
import { stringifyAggregate } from '../../src/score/stringify-aggregate.js'
import type { Sample } from '../../src/score/types.js'
import { policies, profileName, received, sampleContext, turnExpectation } from './arbitraries.js'
import { matchOptionsOf } from './helpers.js'

const params = { seed: 20261202, numRuns: 200 }

const inUnit = (value: number | null) => value === null || (value >= 0 && value <= 1)

describe('score invariants', () => {
  test('every axis and the total are in [0, 1] or null', () => {
    fc.assert(
      fc.property(turnExpectation, received, profileName, policies, (expected, input, profile, options) => {
        for (const category of [undefined, 'dialect_handling', 'error_recovery']) {
          const result = score(expected, input, {
            ...options,
            profile,
            ...(category === undefined ? {} : { category }),
          })
          for (const value of Object.values(result.axes)) expect(inUnit(value)).toBe(true)
          expect(inUnit(result.total)).toBe(true)
          for (const call of result.calls) expect(inUnit(call.arguments)).toBe(true)
        }
      }),
      params,
    )
  })

  test('pass is exactly match(...).pass under the same policies (default and arabic)', () => {
    fc.assert(
      fc.property(
        turnExpectation,
        received,
        fc.constantFrom('default', 'arabic'),
        policies,
        (expected, input, profile, options) => {
          const all = { ...options, profile }
          expect(score(expected, input, all).pass).toBe(match(input, expected, matchOptionsOf(all)).pass)
        },
      ),
      params,
    )
  })

  test('action-ir passes only what match passes, and fails a mode or format the engine lets through', () => {
    fc.assert(
      fc.property(turnExpectation, received, (expected, input) => {
        const result = score(expected, input, { profile: 'action-ir' })
        const engine = match(input, expected, matchOptionsOf({ profile: 'action-ir' }))
        if (result.pass) expect(engine.pass).toBe(true)
        if (engine.pass && !result.pass) {
          const tightened = result.verdict.mismatches.some(
            (item) =>
              (item.kind === 'value' && item.path[0] === 'mode') ||
              item.failure?.expected?.includes('action-ir'),
          )
          expect(tightened).toBe(true)
        }
        expect(result.total).toBe(result.pass ? 1 : 0)
      }),
      params,
    )
  })

  test('a read failure scores 0 on every axis that applies', () => {
    fc.assert(
      fc.property(turnExpectation, received, profileName, (expected, input, profile) => {
        const result = score(expected, input, { profile })
        if (result.verdict.failure === undefined) return
        for (const value of Object.values(result.axes)) expect(value === null || value === 0).toBe(true)
      }),
      params,
    )
  })
})

const samples = (profile: string) =>
  fc.array(fc.tuple(turnExpectation, received, sampleContext), { maxLength: 12 }).map((rows) =>
    rows.map(([expected, input, context], index): Sample => {
      const options = context.category === undefined ? { profile } : { profile, category: context.category }
      const result = score(expected, input, options)
      return createSample({
        id: `row-${index}`,
        score: result,
        ...(context.mutationKind === undefined ? {} : { metadata: { mutationKind: context.mutationKind } }),
        ...(context.failure === undefined ? {} : { failure: context.failure }),
      })
    }),
  )

const fold = (list: readonly Sample[]) => list.reduce(addSample, emptyAggregate())

/** Splits `items` at the given cut points. */
function split<T>(items: readonly T[], cuts: readonly number[]): T[][] {
  const points = [...new Set(cuts.map((cut) => cut % (items.length + 1)))].sort((x, y) => x - y)
  const out: T[][] = []
  let start = 0
  for (const point of [...points, items.length]) {
    out.push(items.slice(start, point))
    start = point
  }
  return out
}

/** Merges aggregates in a random tree: repeatedly merges two neighbours chosen by `picks`. */
function mergeTree(parts: Aggregate[], picks: readonly number[]): Aggregate {
  const queue = [...parts]
  let step = 0
  while (queue.length > 1) {
    const at = (picks[step++ % Math.max(picks.length, 1)] ?? 0) % (queue.length - 1)
    queue.splice(at, 2, mergeAggregates(queue[at]!, queue[at + 1]!))
  }
  return queue[0] ?? emptyAggregate()
}

describe('aggregate monoid', () => {
  const shardParams = { seed: 20261203, numRuns: 60 }

  test('adding samples in place, one by one, gives the merge of their aggregates, byte for byte', () => {
    fc.assert(
      fc.property(
        profileName.chain((profile) => samples(profile)),
        fc.array(fc.nat(), { maxLength: 8 }),
        (list, picks) => {
          const running = emptyAggregate()
          for (const sample of list) addSampleInPlace(running, sample)
          const merged = mergeTree(list.map(sampleAggregate), picks)
          expect(JSON.stringify(running)).toBe(JSON.stringify(merged))
        },
      ),
      shardParams,
    )
  })

  test('merging is associative, with the empty aggregate as identity', () => {
    fc.assert(
      fc.property(
        profileName.chain((profile) => fc.tuple(samples(profile), samples(profile), samples(profile))),
        ([a, b, c]) => {
          const [x, y, z] = [fold(a), fold(b), fold(c)]
          expect(mergeAggregates(mergeAggregates(x, y), z)).toEqual(mergeAggregates(x, mergeAggregates(y, z)))
          expect(mergeAggregates(emptyAggregate(), x)).toEqual(x)
          expect(mergeAggregates(x, emptyAggregate())).toEqual(x)
          expect(mergeAggregates(x, y)).toEqual(mergeAggregates(y, x))
        },
      ),
      shardParams,
    )
  })

  test('N shards merged in any tree give byte-identical output to one run', () => {
    fc.assert(
      fc.property(
        profileName.chain(samples),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.constantFrom(
          undefined,
          Object.fromEntries([
            ['simple', 0.4],
            ['dialect_handling', 0.3],
            ['error_recovery', 0.3],
            ['10', 1],
            ['__proto__', 2],
          ]),
        ),
        (list, cuts, picks, categoryWeights) => {
          const options = categoryWeights === undefined ? undefined : { categoryWeights }
          const whole = fold(list)
          const merged = mergeTree(split(list, cuts).map(fold), picks)
          expect(stringifyAggregate(merged)).toBe(stringifyAggregate(whole))
          expect(stringifyAggregate(finalizeAggregate(merged, options))).toBe(
            stringifyAggregate(finalizeAggregate(whole, options)),
          )
        },
      ),
      shardParams,
    )
  })

  test('finalised metrics are in [0, 1] or null, and null only where the denominator is 0', () => {
    fc.assert(
      fc.property(profileName.chain(samples), (list) => {
        const final = finalizeAggregate(fold(list))
        expect(final.summary.passRate === null).toBe(list.length === 0)
        for (const axis of Object.values(final.summary.axes)) {
          expect(axis.mean === null).toBe(axis.count === 0)
          expect(inUnit(axis.mean)).toBe(true)
        }
        expect(final.facts.keys.macroF1 === null).toBe(list.length === 0)
      }),
      shardParams,
    )
  })
})
