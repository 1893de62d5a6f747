// Seed 001 ("Evaluation and scorer contract"): failure accounting. Every failure kind is counted, and no failure
// leaves a denominator.
import { describe, expect, test } from 'vitest'
import { addSample } from '../../src/score/add-sample.js'
import { createSample } from '../../src/score/create-sample.js'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../src/score/finalize-aggregate.js'
import { score } from '../../src/score/score.js'
import type { GenerationFailureKind } from '../../src/score/types.js'
import { call } from './helpers.js'

const gold = call('show_map', { query: 'Cubbon Park' })
const exact =
  '{"calls":[{"args":{"query":"Cubbon Park"},"tool":"show_map"}],"decision":"CALL","mode":"SINGLE"}'

const rows: [
  id: string,
  received: unknown,
  failure: GenerationFailureKind | undefined,
  kind: string | null,
][] = [
  ['exact', exact, undefined, null],
  ['missing', undefined, 'missing_prediction', 'missing_prediction'],
  ['generation', '', 'generation_failure', 'generation_failure'],
  ['truncated-but-exact', exact, 'truncated', 'truncated'],
  ['prose', `Here it is: ${exact}`, undefined, 'parse_failure'],
  ['duplicate-key', '{"decision":"ABSTAIN","decision":"ABSTAIN"}', undefined, 'parse_failure'],
  [
    'nan',
    '{"calls":[{"args":{"query":NaN},"tool":"show_map"}],"decision":"CALL","mode":"SINGLE"}',
    undefined,
    'parse_failure',
  ],
  ['call-count', '{"calls":[],"decision":"CALL","mode":"SINGLE"}', undefined, 'schema_invalid'],
  ['unknown-field', exact.replace('"mode"', '"note":1,"mode"'), undefined, 'schema_invalid'],
  ['mismatch', exact.replace('Cubbon Park', 'Cubbon  Park'), undefined, 'mismatch'],
]

function run() {
  let aggregate = emptyAggregate()
  for (const [id, received, failure] of rows) {
    const result = score(gold, received, { profile: 'action-ir' })
    const input = failure === undefined ? { id, score: result } : { id, score: result, failure }
    aggregate = addSample(aggregate, createSample(input))
  }
  return finalizeAggregate(aggregate)
}

describe('failure accounting', () => {
  test.each(rows.map(([id, received, failure, kind]) => ({ id, received, failure, kind })))(
    '$id is counted as $kind',
    ({ id, received, failure, kind }) => {
      const result = score(gold, received, { profile: 'action-ir' })
      const sample = createSample(
        failure === undefined ? { id, score: result } : { id, score: result, failure },
      )
      expect(sample.failure).toBe(kind)
      expect(sample.pass).toBe(kind === null)
    },
  )

  test('every failure stays in the denominators of the primary metrics', () => {
    const final = run()
    expect(final.summary.samples).toBe(rows.length)
    expect(final.summary.passRate).toBe(1 / rows.length)
    expect(final.summary.total).toEqual({ count: rows.length, mean: 1 / rows.length })
    expect(final.summary.axes.functionSelection.count).toBe(rows.length)
    expect(final.summary.axes.decision.count).toBe(rows.length)
    expect(final.failures.counts).toEqual({
      missing_prediction: 1,
      generation_failure: 1,
      truncated: 1,
      parse_failure: 3,
      schema_invalid: 2,
      mismatch: 1,
    })
    expect(final.failures.rates.parse_failure).toBe(3 / rows.length)
    // Per-tool accuracy is a secondary diagnostic over calls that were read (issue 16, item 4): the missing,
    // failed, truncated and unreadable rows are counted under their failure kinds above, not as wrong names.
    expect(final.tools.show_map).toEqual({
      calls: 2,
      nameAccuracy: 1,
      argumentAccuracy: { count: 2, mean: 1 / 2 },
    })
    expect(final.facts.keys).toMatchObject({ tp: 2, fp: 0, fn: rows.length - 2, rows: rows.length })
    expect(final.facts.values).toMatchObject({ tp: 1, fp: 1, fn: rows.length - 1 })
  })

  test('read failures are also kept by their own kind', () => {
    // The missing row received nothing, so nothing failed to read: it is counted as missing_prediction only.
    expect(run().failures.readFailures).toEqual({
      not_json: 2,
      duplicate_key: 1,
      non_finite: 1,
      schema_invalid: 2,
    })
  })

  test('a truncated output fails even when what was read is exact', () => {
    const sample = createSample({
      id: 't',
      score: score(gold, exact, { profile: 'action-ir' }),
      failure: 'truncated',
    })
    expect(sample).toMatchObject({ pass: false, total: 0, decision: { received: 'INVALID' } })
    expect(sample.axes).toMatchObject({ functionSelection: 0, argumentAccuracy: 0, decision: 0 })
    expect(sample.facts.keys).toEqual({ tp: 0, fp: 0, fn: 1 })
  })
})
