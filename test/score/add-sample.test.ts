import { describe, expect, test } from 'vitest'
import { addSample, sampleAggregate } from '../../src/score/add-sample.js'
import { createSample } from '../../src/score/create-sample.js'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../src/score/finalize-aggregate.js'
import { finalRuns } from '../../src/score/run/final-runs.js'
import { mergeRunTallies, runTallyOf } from '../../src/score/run/run-tally.js'
import { scoreRun } from '../../src/score/run/score-run.js'
import { score } from '../../src/score/score.js'
import { call } from './helpers.js'
import { oneByOne } from './run/helpers.js'

const runSample = (id: string, received: unknown, category = 'refunds') =>
  createSample({
    id,
    score: scoreRun({ steps: [{ name: 'a' }, { name: 'b' }] }, received, { category }),
    metadata: { mutationKind: 'drop' },
  })
const turnSample = (id: string) =>
  createSample({ id, score: score(call('f', { a: 1 }), [call('f', { a: 2 })], { category: 'refunds' }) })

describe('sampleAggregate of a run item', () => {
  // Built inside each test: a mutation run attributes to a test only the code that test runs.
  const sample = () => runSample('1', oneByOne(['a']))

  test('its run tally is in every group it belongs to', () => {
    const item = sample()
    const aggregate = sampleAggregate(item)
    const tally = runTallyOf(item.run!)
    expect(aggregate.all.runs).toEqual(tally)
    expect(aggregate.categories.refunds!.runs).toEqual(tally)
    expect(aggregate.mutationKinds.drop!.runs).toEqual(tally)
    expect(aggregate.all).toMatchObject({ samples: 1, passes: 0, total: { count: 1 } })
  })

  test('it counts in neither the decisions nor the argument facts', () => {
    const aggregate = sampleAggregate(sample())
    expect(aggregate.decisions).toEqual({})
    expect(aggregate.facts).toEqual(emptyAggregate().facts)
  })

  test('per tool, each call it required: made (a) or not (b)', () => {
    const tally = (names: number) => ({ calls: 1, names, arguments: { count: 0, sum: '0' } })
    expect(sampleAggregate(sample()).tools).toEqual({ a: tally(1), b: tally(0) })
  })

  test('a run that cannot be read counts its failure and its read failure', () => {
    const unread = sampleAggregate(runSample('2', { not: 'a run' }))
    expect(unread.failures).toMatchObject({ schema_invalid: 1, mismatch: 0 })
    expect(Object.values(unread.readFailures)).toEqual([1])
    expect(unread.tools).toEqual({})
  })
})

describe('sampleAggregate of a turn item', () => {
  test('no run tally; its decision and facts are counted', () => {
    const aggregate = sampleAggregate(turnSample('1'))
    expect(aggregate.all).not.toHaveProperty('runs')
    expect(aggregate.decisions).toEqual({ CALL: { CALL: 1 } })
    expect(aggregate.facts.keys.rows).toBe(1)
  })
})

describe('run and turn items together', () => {
  test('the run tally sums the run items only; a group of turn items alone keeps no run tally', () => {
    const runs = [runSample('1', oneByOne(['a'])), runSample('2', oneByOne(['a'], ['b']), 'other')]
    const samples = [turnSample('t1'), runs[0]!, turnSample('t2'), runs[1]!]
    const aggregate = samples.reduce(addSample, emptyAggregate())
    expect(aggregate.all.runs).toEqual(mergeRunTallies(runTallyOf(runs[0]!.run!), runTallyOf(runs[1]!.run!)))
    expect(aggregate.all.samples).toBe(4)
    expect(aggregate.decisions).toEqual({ CALL: { CALL: 2 } })

    const turnsOnly = [turnSample('t1'), turnSample('t2')].reduce(addSample, emptyAggregate())
    expect(turnsOnly.all).not.toHaveProperty('runs')
    // Merging in either order keeps the run tally.
    expect(addSample(turnsOnly, runs[0]!).all.runs).toEqual(runTallyOf(runs[0]!.run!))
    expect(addSample(sampleAggregate(runs[0]!), turnSample('t3')).all.runs).toEqual(runTallyOf(runs[0]!.run!))
  })

  test('the final aggregate shows the run metrics of each group that has run items, and none elsewhere', () => {
    const aggregate = [turnSample('t1'), runSample('1', oneByOne(['a']), 'runs')].reduce(
      addSample,
      emptyAggregate(),
    )
    const final = finalizeAggregate(aggregate)
    expect(final.summary.runs).toEqual(finalRuns(aggregate.all.runs!))
    expect(final.categories.runs!.runs).toEqual(finalRuns(aggregate.categories.runs!.runs!))
    expect(final.categories.refunds).not.toHaveProperty('runs')
  })
})
