import { match } from '../../src/match/match.js'
import type { BfclPair } from './bfcl-pairs.js'
import type { ResultsTable } from './results-table.js'
import { sink, type Timing, timeRounds } from './timing.js'

/** JSON.parse of every case line: the floor of any tool that reads the cases. */
export function parseLines(pairs: readonly BfclPair[]): void {
  for (const pair of pairs) sink.value += JSON.parse(pair.line) === null ? 0 : 1
}

/** `match` over every pre-parsed pair (imports built beforehand). */
export function matchParsed(pairs: readonly BfclPair[]): number {
  let passed = 0
  for (const pair of pairs) {
    if (match(pair.received, pair.imported.expectation, pair.imported.options).pass) passed++
  }
  sink.value += passed
  return passed
}

/**
 * Throughput of `match` over the pre-parsed BFCL pairs against JSON.parse of the same case lines, and of `match` on
 * the raw JSON text of the output (strict parsing included) against JSON.parse of that text.
 */
export async function benchMatch(pairs: readonly BfclPair[], table: ResultsTable, rounds: number) {
  // Text in: the outputs that are JSON (a text answer with no call is not).
  const withCalls = pairs.filter((pair) => pair.case.actual !== null)
  const texts = withCalls.map((pair) => pair.receivedText)
  const timings = await timeRounds(
    [
      { name: 'JSON.parse(case line)', units: pairs.length, run: () => parseLines(pairs) },
      { name: 'match (pre-parsed)', units: pairs.length, run: () => matchParsed(pairs) },
    ],
    rounds,
  )
  const text = await timeRounds(
    [
      {
        name: 'JSON.parse(output text)',
        units: withCalls.length,
        run: () => {
          for (const item of texts) sink.value += JSON.parse(item) === null ? 0 : 1
        },
      },
      {
        name: 'match (output text, strict parse)',
        units: withCalls.length,
        run: () => {
          for (const [index, pair] of withCalls.entries())
            sink.value += match(texts[index], pair.imported.expectation, pair.imported.options).pass ? 1 : 0
        },
      },
      {
        name: 'match (same outputs, pre-parsed)',
        units: withCalls.length,
        run: () => matchParsed(withCalls),
      },
    ],
    rounds,
  )
  const [floor, parsed] = timings as [Timing, Timing]
  const [textFloor, textMatch, parsedAgain] = text as [Timing, Timing, Timing]
  table.add(row(floor, null, ''))
  table.add(row(parsed, floor.name, ''))
  table.add(row(textFloor, null, ''))
  table.add({
    ...row(textMatch, textFloor.name, '≤ 2×'),
    met: textMatch.ratio <= 2,
  })
  const overhead = textMatch.ratio - parsedAgain.ratio
  table.add({
    name: 'strict-parse overhead: match(text) − match(parsed)',
    value: textMatch.usPerUnit - parsedAgain.usPerUnit,
    unit: 'µs/case',
    ratio: overhead,
    baseline: textFloor.name,
    target: '≤ 2×',
    met: overhead <= 2,
  })
  return { floor, parsed }
}

function row(timing: Timing, baseline: string | null, target: string) {
  return {
    name: timing.name,
    value: timing.usPerUnit,
    unit: 'µs/case',
    ratio: baseline === null ? null : timing.ratio,
    baseline: baseline ?? '',
    target,
    met: null,
  }
}
