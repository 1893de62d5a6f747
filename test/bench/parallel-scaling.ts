import { field } from '../../src/expect/field.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import { match } from '../../src/match/match.js'
import type { ResultsTable } from './results-table.js'
import { median } from './timing.js'

/** A seeded shuffle (mulberry32), so every run times the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** `n` distinct calls, as received (shuffled) and as a parallel expectation (plain values, or a rule in each). */
function workload(n: number, rules: boolean) {
  const calls = Array.from({ length: n }, (_, index) => ({
    name: index % 2 === 0 ? 'set_item' : 'move_item',
    arguments: { id: index, label: `Item ${index}`, tags: ['a', `t${index % 7}`] },
  }))
  const expected = (): TurnExpectation => ({
    calls: calls.map((call) => ({
      name: call.name,
      arguments: rules
        ? { ...call.arguments, label: field.casefold(call.arguments.label) }
        : { ...call.arguments },
    })),
    order: 'parallel',
  })
  return { received: shuffled(calls, n), expected }
}

/** Median milliseconds of one `match` of `n` parallel calls (a fresh expectation each time: compilation counted). */
function timeParallel(n: number, rules: boolean): number {
  const { received, expected } = workload(n, rules)
  const repeats = Math.max(3, Math.round(2000 / n))
  const expectations = Array.from({ length: repeats + 1 }, expected)
  if (!match(received, expectations[0]!).pass) throw new Error(`${n} parallel calls should pass`)
  const times: number[] = []
  for (const expectation of expectations.slice(1)) {
    const start = performance.now()
    match(received, expectation)
    times.push(performance.now() - start)
  }
  return median(times)
}

/**
 * Parallel matching at 10, 100 and 1,000 distinct calls (shuffled against a parallel expectation), with plain values
 * (paired by canonical text) and with a rule in every call (paired by maximum matching), and the growth exponent: the
 * slope of log(time) against log(n) from 100 to 1,000.
 */
export function benchParallel(table: ResultsTable) {
  for (const rules of [false, true]) {
    const times = [10, 100, 1000].map((n) => ({ n, ms: timeParallel(n, rules) }))
    const slope = (a: { n: number; ms: number }, b: { n: number; ms: number }) =>
      Math.log(b.ms / a.ms) / Math.log(b.n / a.n)
    const kind = rules ? 'rule in every call' : 'plain values'
    for (const { n, ms } of times) {
      const last = n === 1000
      table.add({
        name: `parallel match, ${n} calls (${kind})`,
        value: ms,
        unit: 'ms',
        ratio: null,
        baseline: '',
        target: last ? '< 1 s' : '',
        met: last ? ms < 1000 : null,
        ...(last && {
          note: `growth exponent ${slope(times[0]!, times[1]!).toFixed(2)} (10→100), ${slope(times[1]!, times[2]!).toFixed(2)} (100→1,000)`,
        }),
      })
    }
  }
}
