import { describe, expect, test } from 'vitest'
import { createSample } from '../../src/score/create-sample.js'
import { score } from '../../src/score/score.js'
import { call } from './helpers.js'

describe('createSample', () => {
  const scored = score(call('f', { city: 'الرياض' }), [call('f', { city: 'Riyadh' })], { category: 'simple' })

  test('a samples.jsonl row: id, pass, axes, mismatches and what the aggregate counts', () => {
    const sample = createSample({ id: 'row-1', score: scored, metadata: { mutationKind: 'translit' } })
    expect(sample).toMatchObject({
      id: 'row-1',
      category: 'simple',
      metadata: { mutationKind: 'translit' },
      profile: 'default',
      pass: false,
      axes: { functionSelection: 1, argumentAccuracy: 0, arabicPreservation: 0, abstention: null },
      total: 1 / 3,
      failure: 'mismatch',
      decision: { expected: 'CALL', received: 'CALL' },
      calls: [{ tool: 'f', received: 0, name: 1, arguments: 0 }],
      stale: false,
    })
    expect(sample.mismatches[0]).toMatchObject({ kind: 'value', path: ['calls', 0, 'arguments', 'city'] })
    expect(JSON.parse(JSON.stringify(sample))).toEqual(sample)
  })

  test("the category given wins over the score's", () => {
    expect(createSample({ id: '1', score: scored, category: 'other' }).category).toBe('other')
    expect(createSample({ id: '1', score: score(call('f'), [call('f')]) })).not.toHaveProperty('category')
  })

  test('the read failure kind is kept', () => {
    expect(createSample({ id: '1', score: score(call('f'), '{"name": "f"') }).readFailure).toBe('not_json')
  })

  test.each(['missing_prediction', 'generation_failure', 'truncated'] as const)(
    '%s fails the item: 0 where an axis applies, null where none does',
    (failure) => {
      const passing = score(call('f', { a: 1 }), [call('f', { a: 1 })])
      const sample = createSample({ id: '1', score: passing, failure })
      expect(sample).toMatchObject({ pass: false, failure, total: 0, decision: { received: 'INVALID' } })
      expect(sample.axes).toMatchObject({
        functionSelection: 0,
        argumentAccuracy: 0,
        abstention: null,
        decision: null,
      })
      expect(sample.calls).toEqual([{ tool: 'f', received: null, name: 0, arguments: 0 }])
      expect(sample.facts).toEqual({ keys: { tp: 0, fp: 0, fn: 1 }, values: { tp: 0, fp: 0, fn: 1 } })
    },
  )
})
