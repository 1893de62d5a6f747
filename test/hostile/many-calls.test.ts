import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import type { CallExpectation } from '../../src/expect/types.js'
import { match } from '../../src/match/match.js'
import { type MatcherContextLike, matchers, type ToolCallMatcherResult } from '../../src/matchers/index.js'
import { score } from '../../src/score/score.js'

const COUNT = 100_000
const call = (i: number) => ({ name: 'lookup', arguments: { id: i } })
const calls = Array.from({ length: COUNT }, (_, i) => call(i))
const reversed = [...calls].reverse()
const parallel = { calls, order: 'parallel' as const }

type RawMatcher = (this: MatcherContextLike, received: unknown, ...rest: unknown[]) => ToolCallMatcherResult

describe('100,000 parallel calls', () => {
  test('received in reverse order: match passes', () => {
    expect(match(reversed, parallel).pass).toBe(true)
  })

  test('one call differs: match fails at that call only', () => {
    const wrong = reversed.map((item, i) => (i === 17 ? { name: 'lookup', arguments: { id: -1 } } : item))
    const verdict = match(wrong, parallel)
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches.map((mismatch) => mismatch.path)).toEqual([['calls', 17, 'arguments', 'id']])
  })

  test('score passes, with every call credited', () => {
    const graded = score(parallel, reversed)
    expect(graded.pass).toBe(true)
    expect(graded.axes.functionSelection).toBe(1)
    expect(graded.axes.argumentAccuracy).toBe(1)
  })

  test('toMatchParallelCalls passes, and its .not message renders, ten calls listed', () => {
    const result = (matchers.toMatchParallelCalls as RawMatcher).call({ isNot: true }, reversed, calls)
    expect(result.pass).toBe(true)
    expect(result.message()).toMatch(/^expect\(received\)\.not\.toMatchParallelCalls/)
    expect(result.message()).toMatch(/… and 99990 more$/)
    expect(result.message().length).toBeLessThan(1_000)
  })

  test('a few calls with rules among plain ones are paired by key first, then by the rules', () => {
    const expected: CallExpectation[] = calls.map((item, i) =>
      i % 20_000 === 0 ? { name: 'lookup', arguments: { id: field.number(i) } } : item,
    )
    expect(match(reversed, { calls: expected, order: 'parallel' }).pass).toBe(true)
  })

  test('one expected call against 100,000 received: 99,999 extra calls', () => {
    const verdict = match(calls, { name: 'lookup', arguments: { id: 5 } })
    expect(verdict.pass).toBe(false)
    expect(verdict.extraCalls).toHaveLength(COUNT - 1)
    expect(match(calls, { name: 'lookup', arguments: { id: 5 } }, { extraCalls: 'allow' }).pass).toBe(true)
  })

  test('100,000 expected calls against one received: 99,999 missing calls', () => {
    const verdict = match([call(3)], parallel)
    expect(verdict.pass).toBe(false)
    // The first 1,000 are listed (MISMATCH_LIMIT), the rest counted.
    expect(verdict.mismatches.every((mismatch) => mismatch.kind === 'missing_call')).toBe(true)
    expect(verdict.mismatches.length + verdict.omittedMismatches!).toBe(COUNT - 1)
  })

  test('an abstention expected: fails with one decision mismatch and every call extra', () => {
    const verdict = match(calls, { abstain: true })
    expect(verdict.mismatches[0]).toMatchObject({ kind: 'decision', expected: 'ABSTAIN', received: 'CALL' })
    expect(verdict.mismatches.length + verdict.omittedMismatches!).toBe(COUNT + 1)
  })
})

describe('10,000 parallel calls, one differing: the failure message renders', () => {
  test('toMatchParallelCalls', () => {
    const some = calls.slice(0, 10_000)
    const wrong = some.map((item, i) => (i === 17 ? { name: 'lookup', arguments: { id: -1 } } : item))
    const result = (matchers.toMatchParallelCalls as RawMatcher).call({}, wrong, some)
    expect(result.pass).toBe(false)
    expect(result.message().split('\n')[2]).toBe('calls[17].arguments.id: expected 17, received -1')
  })
})

describe('100,000 calls: failure messages stay short', () => {
  const messageOf = (
    name: 'toMatchParallelCalls' | 'toMatchToolCalls',
    received: unknown[],
    expected: unknown[],
  ) => (matchers[name] as RawMatcher).call({}, received, expected).message()

  test.each<[string, 'toMatchParallelCalls' | 'toMatchToolCalls', () => unknown[]]>([
    [
      'parallel, one call differs',
      'toMatchParallelCalls',
      () => reversed.map((item, i) => (i === 17 ? call(-1) : item)),
    ],
    ['serial, every call differs', 'toMatchToolCalls', () => calls.map((_, i) => call(-i - 1))],
    ['serial, one call made', 'toMatchToolCalls', () => [call(3)]],
    ['serial, two calls swapped', 'toMatchToolCalls', () => [calls[1], calls[0], ...calls.slice(2)]],
  ])('%s: under 20,000 characters', (_, name, received) => {
    const message = messageOf(name, received(), calls)
    expect(message.length).toBeLessThan(20_000)
    expect(message).toMatch(/… and \d+ more/)
  })
})

describe('100,000 serial calls', () => {
  test('in order: match passes, asking one comparison per call', () => {
    expect(match(calls, { calls, order: 'serial' }).pass).toBe(true)
  })

  test('one call differs: the alignment stays on the diagonal and fails at that call only', () => {
    const wrong = calls.map((item, i) => (i === 17 ? { name: 'lookup', arguments: { id: -1 } } : item))
    const verdict = match(wrong, { calls, order: 'serial' })
    expect(verdict.mismatches.map((mismatch) => mismatch.path)).toEqual([['calls', 17, 'arguments', 'id']])
    expect(verdict.pairs.every((pair) => pair.expected === pair.received)).toBe(true)
  })

  test('one call missing: one missing_call, every other call paired with its own', () => {
    const verdict = match(
      calls.filter((_, i) => i !== 500),
      { calls, order: 'serial' },
    )
    expect(verdict.mismatches).toMatchObject([{ kind: 'missing_call', call: { expected: 500 } }])
    expect(verdict.pairs).toHaveLength(COUNT - 1)
  })

  test('two calls swapped: call_order', () => {
    const swapped = [...calls]
    ;[swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!]
    expect(match(swapped, { calls, order: 'serial' }).mismatches).toMatchObject([{ kind: 'call_order' }])
  })

  test('extra calls allowed: 100,000 expected calls found in order among 200,000', () => {
    const interleaved = calls.flatMap((item) => [{ name: 'noise', arguments: {} }, item])
    const expectation = { calls, order: 'serial' as const }
    expect(match(interleaved, expectation, { extraCalls: 'allow' }).pass).toBe(true)
    expect(match(interleaved, expectation).extraCalls).toHaveLength(COUNT)
  })

  /**
   * Expected calls whose rule counts its checks: the structural measure of time (no clocks here). Rules give no
   * keys, so nothing is paired by key and every comparison goes through the rule.
   */
  function countingExpectation() {
    const counter = { checks: 0 }
    const expected: CallExpectation[] = calls.map((_, i) => ({
      name: 'lookup',
      arguments: {
        id: field.satisfies((value) => {
          counter.checks++
          return value === i
        }, `id ${i}`),
      },
    }))
    return { counter, expectation: { calls: expected, order: 'serial' as const } }
  }

  test.each<[string, number, (list: typeof calls) => unknown[]]>([
    ['in order', 2, (list) => list],
    ['one call differs', 7, (list) => list.map((item, i) => (i === 17 ? call(-1) : item))],
    ['one call missing', 7, (list) => list.filter((_, i) => i !== 500)],
    ['one call extra', 7, (list) => [...list.slice(0, 9), call(-1), ...list.slice(9)]],
  ])('with rules, %s: at most %i comparisons per call, never calls × calls', (_, perCall, change) => {
    const { counter, expectation } = countingExpectation()
    const verdict = match(change(calls), expectation)
    expect(verdict.mismatches.length).toBeLessThanOrEqual(1)
    expect(counter.checks).toBeLessThanOrEqual(perCall * COUNT)
  })
})

describe('100,000 parallel calls with rules', () => {
  /** Expected calls whose `label` rule counts its checks; `exactId` keeps `id` a plain value (a rule otherwise). */
  function countingParallel(exactId: boolean) {
    const counter = { checks: 0 }
    const expected: CallExpectation[] = calls.map((_, i) => ({
      name: 'lookup',
      arguments: {
        id: exactId ? i : field.number(i),
        label: field.satisfies((value) => {
          counter.checks++
          return value === `item ${i}`
        }, `label ${i}`),
      },
    }))
    return { counter, expectation: { calls: expected, order: 'parallel' as const } }
  }
  const labelled = reversed.map((item) => ({
    ...item,
    arguments: { ...item.arguments, label: `item ${item.arguments.id}` },
  }))

  test('one plain argument each: shuffled calls pass, each compared with the calls that share its value', () => {
    const { counter, expectation } = countingParallel(true)
    expect(match(labelled, expectation).pass).toBe(true)
    expect(counter.checks).toBeLessThanOrEqual(2 * COUNT)
  })

  test('one plain argument each, one call differs in its rule: fails at that call', () => {
    const { counter, expectation } = countingParallel(true)
    const wrong = labelled.map((item, i) =>
      i === 17 ? { ...item, arguments: { ...item.arguments, label: 'x' } } : item,
    )
    const verdict = match(wrong, expectation)
    expect(verdict.mismatches.map((mismatch) => [mismatch.kind, mismatch.path])).toEqual([
      ['value', ['calls', 17, 'arguments', 'label']],
    ])
    expect(counter.checks).toBeLessThanOrEqual(3 * COUNT)
  })

  test.each([
    [
      'every call differs',
      () => labelled.map((item) => ({ ...item, arguments: { ...item.arguments, label: 'x' } })),
    ],
    ['the calls would pass', () => labelled],
  ])('nothing plain to pair by, %s: pairing_limit, no comparison asked', (_, received) => {
    const { counter, expectation } = countingParallel(false)
    const verdict = match(received(), expectation)
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches).toEqual([
      {
        kind: 'pairing_limit',
        path: ['calls'],
        expected: COUNT,
        received: COUNT,
        reason: 'too_many_comparisons',
      },
    ])
    expect(counter.checks).toBe(0)
    const graded = score(expectation, received())
    expect(graded.pass).toBe(false)
    expect(graded.axes.argumentAccuracy).toBe(0)
  })

  test('toMatchParallelCalls says why it gave up', () => {
    const { expectation } = countingParallel(false)
    const result = (matchers.toMatchParallelCalls as RawMatcher).call({}, labelled, expectation.calls)
    expect(result.pass).toBe(false)
    expect(result.message()).toContain(
      'gave up pairing 100000 expected with 100000 received calls: more than 1,000,000 comparisons',
    )
  })
})
