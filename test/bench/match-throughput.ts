import type { TurnExpectation } from '../../src/expect/types.js'
import { decide } from '../../src/match/decide.js'
import { match } from '../../src/match/match.js'
import { readCalls } from '../../src/read/read-calls.js'
import type { BfclPair } from './bfcl-pairs.js'
import type { ResultsTable } from './results-table.js'
import { sink, type Timing, timeRounds } from './timing.js'

/** JSON.parse of every case line: the floor of any tool that reads the cases. */
export function parseLines(pairs: readonly BfclPair[]): void {
  for (const pair of pairs) sink.value += JSON.parse(pair.line) === null ? 0 : 1
}

/**
 * `match` over every pre-parsed pair, against the pair's own imported expectation (reused from batch to batch, so
 * compiled once for good) or, given `expectations`, the one at the same index (a fresh set: see `FreshBatches`).
 */
export function matchParsed(pairs: readonly BfclPair[], expectations?: readonly unknown[]): number {
  let passed = 0
  for (let index = 0; index < pairs.length; index++) {
    const pair = pairs[index]!
    const expected = (expectations?.[index] ?? pair.imported.expectation) as TurnExpectation
    if (match(pair.received, expected, pair.imported.options).pass) passed++
  }
  sink.value += passed
  return passed
}

/** `decide` over every pre-parsed pair: the same decisions as `matchParsed`, without the explanations. */
export function decideParsed(pairs: readonly BfclPair[], expectations?: readonly unknown[]): number {
  let passed = 0
  for (let index = 0; index < pairs.length; index++) {
    const pair = pairs[index]!
    const expected = (expectations?.[index] ?? pair.imported.expectation) as TurnExpectation
    if (decide(pair.received, expected, pair.imported.options)) passed++
  }
  sink.value += passed
  return passed
}

/** Each pair's expectation as JSON text, as a batch file holds it (for `FreshBatches`). */
export function expectationTexts(pairs: readonly BfclPair[]): string[] {
  return pairs.map((pair) => JSON.stringify(pair.imported.expectation))
}

/**
 * Throughput of `match` (and `decide`) over the pre-parsed BFCL pairs against JSON.parse of the same case lines; and, on the raw JSON
 * text of each output, the cost of strict parsing: `readCalls` on the text minus `readCalls` on the same output
 * already parsed, against JSON.parse of that text (target ≤ 2×), with `match` on text and on objects for scale.
 */
export async function benchMatch(pairs: readonly BfclPair[], table: ResultsTable, rounds: number) {
  // Text in: the outputs that are JSON (a text answer with no call is not).
  const withCalls = pairs.filter((pair) => pair.case.actual !== null)
  const texts = withCalls.map((pair) => pair.receivedText)
  const timings = await timeRounds(
    [
      { name: 'JSON.parse(case line)', units: pairs.length, run: () => parseLines(pairs) },
      { name: 'match (pre-parsed)', units: pairs.length, run: () => matchParsed(pairs) },
      { name: 'decide (pre-parsed)', units: pairs.length, run: () => decideParsed(pairs) },
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
        name: 'readCalls(output text, strict parse)',
        units: withCalls.length,
        run: () => {
          for (const item of texts) sink.value += readCalls(item, { syntax: 'python' }).ok ? 1 : 0
        },
      },
      {
        name: 'readCalls(same outputs, pre-parsed)',
        units: withCalls.length,
        run: () => {
          for (const pair of withCalls)
            sink.value += readCalls(pair.received, { syntax: 'python' }).ok ? 1 : 0
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
  const [floor, parsed, decided] = timings as [Timing, Timing, Timing]
  const [textFloor, readText, readParsed, textMatch, parsedAgain] = text as [
    Timing,
    Timing,
    Timing,
    Timing,
    Timing,
  ]
  table.add(row(floor, null, ''))
  table.add(row(parsed, floor.name, ''))
  table.add({
    ...row(decided, floor.name, ''),
    note: `pass/fail only, the same decisions as match; ${(parsed.usPerUnit / decided.usPerUnit).toFixed(1)}× match's throughput`,
  })
  table.add(row(textFloor, null, ''))
  table.add(row(readText, textFloor.name, ''))
  table.add(row(readParsed, textFloor.name, ''))
  // Text in costs what reading text costs beyond reading the same calls already parsed: the strict parse.
  const overhead = readText.ratio - readParsed.ratio
  table.add({
    name: 'strict-parse overhead: readCalls(text) − readCalls(parsed)',
    value: readText.usPerUnit - readParsed.usPerUnit,
    unit: 'µs/case',
    ratio: overhead,
    baseline: textFloor.name,
    target: '≤ 2×',
    met: overhead <= 2,
  })
  table.add(row(textMatch, textFloor.name, ''))
  table.add({
    ...row(parsedAgain, textFloor.name, ''),
    note: 'match(text) − match(parsed) is the same overhead inside a 50 µs call: too noisy to hold a target',
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
