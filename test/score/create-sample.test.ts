import { describe, expect, test } from 'vitest'
import {
  abridgeMismatch,
  SAMPLE_FIELD_CHARS,
  SAMPLE_MISMATCHES,
  SAMPLE_STRING,
} from '../../src/score/abridge-mismatches.js'
import { createSample } from '../../src/score/create-sample.js'
import { sampleRun } from '../../src/score/run/sample-run.js'
import { scoreRun } from '../../src/score/run/score-run.js'
import { score } from '../../src/score/score.js'
import { call } from './helpers.js'
import { oneByOne } from './run/helpers.js'

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

describe('createSample: what a sample stores is bounded (issue 19, item 4)', () => {
  const expected = call('f', { x: [] })

  test('a missing prediction has no mismatch and no read failure (nothing was received)', () => {
    const sample = createSample({ id: '1', score: score(expected, undefined), failure: 'missing_prediction' })
    expect(sample.mismatches).toEqual([])
    expect(sample).not.toHaveProperty('readFailure')
    expect(sample).not.toHaveProperty('mismatchesOmitted')
  })

  test('many mismatches: the first 20 are kept and the rest counted', () => {
    const received = [call('f', { x: Array.from({ length: 500 }, (_, i) => i) })]
    const scored = score(expected, received)
    expect(scored.verdict.mismatches.length).toBeGreaterThan(SAMPLE_MISMATCHES)
    const sample = createSample({ id: '1', score: scored })
    expect(sample.mismatches).toEqual(scored.verdict.mismatches.slice(0, SAMPLE_MISMATCHES))
    expect(sample.mismatchesOmitted).toBe(scored.verdict.mismatches.length - SAMPLE_MISMATCHES)
  })

  test('huge values are abridged and marked; a row stays small', () => {
    const big = 'é'.repeat(200_000)
    const received = Array.from({ length: 300 }, (_, i) =>
      call(`g${i}`, { text: big, list: Array(500).fill(i) }),
    )
    const sample = createSample({ id: '1', score: score(call('f', { text: 'a' }), received) })
    const line = JSON.stringify(sample)
    expect(line.length).toBeLessThan(200_000)
    expect(sample.mismatches.some((mismatch) => mismatch.abridged === true)).toBe(true)
    expect(sample.mismatchesOmitted).toBeGreaterThan(0)
  })
})

describe('abridgeMismatch', () => {
  test('strings are clipped at a code point, values bounded, keys kept as data, and it says so', () => {
    const pair = '😀'
    const text = `${'a'.repeat(SAMPLE_STRING - 1)}${pair}`
    const received = JSON.parse(`{"__proto__": 1, "k": ${JSON.stringify(text)}}`)
    const abridged = abridgeMismatch({ kind: 'value', path: ['calls', 0, 'x'.repeat(5_000)], received })
    expect(abridged.abridged).toBe(true)
    expect(Object.keys(abridged.received as object)).toEqual(['__proto__', 'k'])
    expect((abridged.received as { k: string }).k).toBe('a'.repeat(SAMPLE_STRING - 1))
    expect(abridged.path[2]).toBe('x'.repeat(SAMPLE_STRING))
    const many = abridgeMismatch({ kind: 'value', path: [], expected: Array(1_000).fill([1, 2]) })
    expect(JSON.stringify(many.expected).length).toBeLessThan(1_000)
    expect(many.abridged).toBe(true)
  })

  test('one field holds at most 4,000 characters of strings and keys in all', () => {
    const strings = abridgeMismatch({ kind: 'value', path: [], received: Array(50).fill('x'.repeat(900)) })
    expect(JSON.stringify(strings.received).length).toBeLessThan(SAMPLE_FIELD_CHARS + 500)
    expect(strings.abridged).toBe(true)
    const keys = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`${i}`.padEnd(500, 'k'), i]))
    const path = Array.from({ length: 30 }, () => 'p'.repeat(500))
    const both = abridgeMismatch({ kind: 'value', path, expected: keys })
    expect(JSON.stringify(both.expected).length).toBeLessThan(SAMPLE_FIELD_CHARS + 500)
    expect(both.path.join('').length).toBe(SAMPLE_FIELD_CHARS)
    expect(both.path).toHaveLength(30)
  })

  test('a small mismatch is kept as it is, without the mark', () => {
    const mismatch = { kind: 'value' as const, path: ['calls', 0], expected: { a: [1, 'x'] }, received: null }
    expect(abridgeMismatch(mismatch)).toEqual(mismatch)
  })
})

describe('createSample of a run item', () => {
  const expected = { steps: [{ name: 'a' }, { name: 'b' }] }
  const runItem = (received: unknown) => scoreRun(expected, received, { category: 'agent' })

  test('no decision and no turn mismatch: the run part holds its axes, counts and mismatches', () => {
    const scored = runItem(oneByOne(['a']))
    const sample = createSample({ id: 'r1', score: scored })
    expect(sample).not.toHaveProperty('decision')
    expect(sample).not.toHaveProperty('readFailure')
    expect(sample.mismatches).toEqual([])
    expect(sample).toMatchObject({ category: 'agent', pass: false, failure: 'mismatch', total: scored.total })
    expect(sample.run).toEqual(sampleRun(scored, false, false))
    expect(JSON.parse(JSON.stringify(sample))).toEqual(sample)
  })

  test('a passing run has no read failure', () => {
    const sample = createSample({ id: 'r1', score: runItem(oneByOne(['a'], ['b'])) })
    expect(sample).toMatchObject({ pass: true, failure: null })
    expect(sample).not.toHaveProperty('readFailure')
  })

  test("a run that cannot be read keeps its read failure's kind, unless the prediction is missing", () => {
    const unread = runItem({ not: 'a run' })
    const first = unread.verdict.mismatches[0]!
    expect(first.kind).toBe('read_failure')
    const kind = first.kind === 'read_failure' ? first.failure.kind : undefined
    expect(createSample({ id: 'r1', score: unread }).readFailure).toBe(kind)
    const missing = createSample({ id: 'r1', score: unread, failure: 'missing_prediction' })
    expect(missing).not.toHaveProperty('readFailure')
    expect(missing.run!.mismatches).toEqual([])
  })

  test('a generation failure fails the run item: pass false, total 0, its run axes 0', () => {
    const sample = createSample({
      id: 'r1',
      score: runItem(oneByOne(['a'], ['b'])),
      failure: 'generation_failure',
    })
    expect(sample).toMatchObject({ pass: false, total: 0, failure: 'generation_failure' })
    expect(sample.run!.axes).toMatchObject({ f1: 0, stepAccuracy: 0, efficiency: 0, neverRespected: null })
    expect(sample.run!.counts).toMatchObject({ calls: 0, matching: { matched: 0, missed: 2 } })
  })
})
