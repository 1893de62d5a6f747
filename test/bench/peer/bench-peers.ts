import type { BfclPair } from '../bfcl-pairs.js'
import { FreshBatches } from '../fresh-batches.js'
import { decideParsed, expectationTexts, matchParsed, parseLines } from '../match-throughput.js'
import type { ResultsTable } from '../results-table.js'
import { ratioTo, timeRounds } from '../timing.js'
import { benchPassing } from './bench-passing.js'
import { installPeers } from './install-peers.js'
import { agentEvalsAdapter, type PeerAdapter, vitestEvalsAdapter } from './peer-adapters.js'
import { type PeerCase, toPeerCase } from './peer-cases.js'

const TARGETS: Readonly<Record<string, number>> = { 'vitest-evals': 1.5, agentevals: 25 }

async function loadAdapters(table: ResultsTable): Promise<PeerAdapter[]> {
  const failure = installPeers()
  if (failure !== undefined) {
    table.notes.push(`peers skipped: ${failure}`)
    return []
  }
  const adapters: PeerAdapter[] = []
  for (const [name, load] of [
    ['vitest-evals', vitestEvalsAdapter],
    ['agentevals', agentEvalsAdapter],
  ] as const) {
    try {
      adapters.push(await load())
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      console.warn(`${name} could not be loaded, skipped: ${why}`)
      table.notes.push(`${name} skipped: could not be loaded (${why})`)
    }
  }
  return adapters
}

/** Per category: cases, and how many each peer cannot express exactly; then the agreement with BFCL's verdicts. */
function expressibility(cases: readonly PeerCase[], adapters: readonly PeerAdapter[]): string {
  const categories = [...new Set(cases.map((item) => item.category))].sort()
  const header = ['category', 'cases', ...adapters.map((adapter) => `${adapter.name}: cannot express (why)`)]
  const rows = categories.map((category) => {
    const own = cases.filter((item) => item.category === category)
    return [
      category,
      String(own.length),
      ...adapters.map((adapter) => {
        const reasons = new Map<string, number>()
        let count = 0
        for (const item of own) {
          const missing = [...item.reasons].filter((reason) => adapter.cannot.has(reason))
          if (missing.length > 0) count++
          for (const reason of missing) reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
        }
        const why = [...reasons].map(([reason, n]) => `${reason} ${n}`).join(', ')
        return count === 0 ? '0' : `${count} (${why})`
      }),
    ]
  })
  const total = [
    'all',
    String(cases.length),
    ...adapters.map((adapter) =>
      String(cases.filter((item) => [...item.reasons].some((reason) => adapter.cannot.has(reason))).length),
    ),
  ]
  return [header, ...rows, total].map((row) => `| ${row.join(' | ')} |`).join('\n')
}

/**
 * The same pre-parsed BFCL pairs through `match`, `decide` and each peer (converted to its input before timing),
 * interleaved round by round. Ours get their expectations as a batch brings them: a new object per case, parsed from
 * its JSON text before the round, compiled once and used once (`FreshBatches`); tool sets and options are one
 * object per BFCL question, built before timing, as the CLI builds each distinct tool set once. Each peer gets two
 * rows: its time over `match`'s (the full verdict: every mismatch with its path, the pairing, credit) and over
 * `decide`'s (the same pass or fail, explanation left to `match`) — how many times the peer's throughput ours is.
 * `match` and `decide` with the expectation objects reused from round to round (compiled once for good) are timed
 * alongside, for scale.
 */
export async function benchPeers(pairs: readonly BfclPair[], table: ResultsTable, rounds: number) {
  const adapters = await loadAdapters(table)
  const cases = pairs.map(toPeerCase)
  const verdicts = new Map<string, boolean[]>()
  const texts = expectationTexts(pairs)
  const forMatch = new FreshBatches(texts, rounds + 1)
  const forDecide = new FreshBatches(texts, rounds + 1)
  const passes = new Set<number>()
  const entries = [
    {
      name: 'match (new expectation objects)',
      units: pairs.length,
      run: () => passes.add(matchParsed(pairs, forMatch.next())),
    },
    {
      name: 'decide (new expectation objects)',
      units: pairs.length,
      run: () => passes.add(decideParsed(pairs, forDecide.next())),
    },
    ...adapters.map((adapter) => ({
      name: `${adapter.name} (${adapter.mode})`,
      units: cases.length,
      run: async () => {
        const passed: boolean[] = []
        for (const item of cases) passed.push(await adapter.decide(item))
        verdicts.set(adapter.name, passed)
      },
    })),
    { name: 'match (objects reused)', units: pairs.length, run: () => passes.add(matchParsed(pairs)) },
    { name: 'decide (objects reused)', units: pairs.length, run: () => passes.add(decideParsed(pairs)) },
    { name: 'JSON.parse(case line)', units: pairs.length, run: () => parseLines(pairs) },
  ]
  const timings = await timeRounds(entries, rounds)
  // A copy of an expectation must be decided as the expectation itself: one pass count in every batch.
  if (passes.size !== 1)
    throw new Error(`fresh and reused expectations passed ${[...passes].join(' / ')} cases`)
  const decided = timings[1]!
  adapters.forEach((adapter, index) => {
    const timing = timings[index + 2]!
    const target = TARGETS[adapter.name]!
    for (const [baseline, ratio, what] of [
      [timings[0]!, timing.ratio, 'full verdict'],
      [decided, ratioTo(timing, decided), 'pass/fail; match explains on demand'],
    ] as const) {
      table.add({
        name: `${timing.name} vs ${baseline.name.replace(' (new expectation objects)', '')}`,
        value: timing.usPerUnit,
        unit: 'µs/case',
        ratio,
        baseline: `${baseline.name}, same pairs (${what})`,
        target: `≥ ${target}× its throughput`,
        met: ratio >= target,
      })
    }
  })
  const agreement = adapters.map((adapter) => {
    const passed = verdicts.get(adapter.name) ?? []
    const agree = cases.filter((item, index) => passed[index] === item.bfclValid).length
    return `${adapter.name} agrees with BFCL's verdict on ${agree}/${cases.length}`
  })
  const floor = timings.at(-1)!
  table.notes.push(
    `peer rounds (ratios vs match): ${timings.map((timing) => `${timing.name} ${timing.usPerUnit.toFixed(2)} µs/case (${timing.ratio.toFixed(2)}×)`).join('; ')}`,
    `JSON.parse(case line) in the peer rounds: ${floor.usPerUnit.toFixed(2)} µs/case`,
    ...agreement,
  )
  await benchPassing(pairs, cases, adapters, table, rounds)
  return { expressibility: expressibility(cases, adapters) }
}
