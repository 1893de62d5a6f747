import { readdirSync, readFileSync } from 'node:fs'
import { expect as jestExpect } from 'expect'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import type { CallExpectation, TurnExpectation } from '../../../src/expect/types.js'
import { decide } from '../../../src/match/decide.js'
import { match } from '../../../src/match/match.js'
import type { MatchOptions } from '../../../src/match/options.js'
import { normalizeMatchOptions } from '../../../src/match/options.js'
import { matchRun } from '../../../src/match/run/match-run.js'
import { matchers } from '../../../src/matchers/index.js'
import { readReceived } from '../../../src/read/run/read-received.js'
import { readRun, readRunNormalized } from '../../../src/read/run/read-run.js'
import { scoreRun } from '../../../src/score/run/score-run.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { callExpectation } from '../../fuzz/arbitraries/expectation.js'
import { matchOptions, materialize, readable, received } from '../../fuzz/arbitraries/received.js'
import { FUZZ_TOOLS as tools } from '../../fuzz/arbitraries/tools.js'
import { expectationFrom } from '../../fuzz/expectation-from.js'

// One judgement: where a turn expectation and its run form mean the same, `match`, `decide`, `matchRun`, `scoreRun`
// and the run matchers (raw, through Vitest's `expect` and through the standalone `expect` package, Jest's) reach one
// verdict — on the fuzz's inputs and options, and on every run fixture.

if (!Object.hasOwn(expect, 'toMatchRun')) expect.extend(matchers)
jestExpect.extend(matchers as never)

type Order = 'single' | 'serial' | 'parallel'

/** The turn expectation, and the run expectation that means the same (the turn's extraCalls becomes the order). */
function forms(calls: CallExpectation[], order: Order, options: MatchOptions) {
  const allow = normalizeMatchOptions(options).extraCalls === 'allow'
  const turn: TurnExpectation = order === 'single' ? calls[0]! : { calls, order }
  const runOrder = allow
    ? order === 'serial'
      ? 'in-order'
      : 'superset'
    : order === 'serial'
      ? 'exact'
      : 'unordered'
  const run: RunExpectation = { calls: calls as RunExpectation['calls'], order: runOrder }
  const { extraCalls: _, ...runOptions } = options
  return { turn, run, runOptions }
}

/** Whether a received value is one a run and a turn read alike: a readable run, its calls what the turn reads. */
function readAlike(value: unknown, options: MatchOptions): boolean {
  const normalized = normalizeMatchOptions(options)
  const turn = readReceived(value, normalized)
  const run = readRunNormalized(value, normalized)
  if (!turn.ok || !run.ok) return turn.ok === run.ok
  // An Action IR decision (CLARIFY, CONFIRM, ABSTAIN) is a turn's to judge: a run has calls, not decisions.
  if (turn.turn.decision !== undefined && turn.turn.decision !== 'CALL') return false
  const flat = run.run.steps.flatMap((step) =>
    step.calls.map(({ name, arguments: args }) => ({ name, args })),
  )
  return (
    JSON.stringify(flat) ===
    JSON.stringify(turn.turn.calls.map(({ name, arguments: args }) => ({ name, args })))
  )
}

/** Asserts through an `expect`; true when it passed, false when it failed (a usage error is rethrown). */
function passesThrough(assert: () => void): boolean {
  try {
    assert()
    return true
  } catch (error) {
    if (error instanceof MatcherUsageError || (error as Error).name === 'MatcherUsageError') throw error
    return false
  }
}

/** Every face's verdict on one case; the first is `match`'s. */
function verdicts(value: () => unknown, calls: CallExpectation[], order: Order, options: MatchOptions) {
  const { turn, run, runOptions } = forms(calls, order, options)
  const vitestRun = expect as unknown as (v: unknown) => { toMatchRun(e: unknown, o?: unknown): void }
  const jestRun = jestExpect as unknown as (v: unknown) => { toMatchRun(e: unknown, o?: unknown): void }
  return {
    match: match(value(), turn, options).pass,
    decide: decide(value(), turn, options),
    matchRun: matchRun(value(), run, runOptions).pass,
    scoreRun: scoreRun(run, value(), runOptions).pass,
    toMatchTurn: matchers.toMatchTurn.call({}, value(), turn, options).pass,
    toMatchRun: matchers.toMatchRun.call({}, value(), run, runOptions).pass,
    vitest: passesThrough(() => vitestRun(value()).toMatchRun(run, runOptions)),
    jest: passesThrough(() => jestRun(value()).toMatchRun(run, runOptions)),
  }
}

function expectOneVerdict(result: Record<string, boolean>): void {
  const expected = Object.fromEntries(Object.keys(result).map((key) => [key, result.match]))
  expect(result).toEqual(expected)
}

const order = fc.constantFrom<Order>('single', 'serial', 'parallel')
const calls = fc.array(callExpectation({ stale: false }), { minLength: 1, maxLength: 3 })
const withTools = fc.oneof(
  matchOptions,
  matchOptions.map((options) => ({ ...options, tools })),
  matchOptions.map((options) => ({ ...options, tools, validation: 'as_sent' as const })),
)

describe('one verdict for a turn expectation and its run form', () => {
  test('over the fuzz inputs and options (tools or not)', () => {
    let compared = 0
    let invalid = 0
    fc.assert(
      fc.property(received, calls, order, withTools, (input, expected, form, options) => {
        const value = () => materialize(input)
        let readable: boolean
        try {
          readable = readAlike(value(), options)
        } catch (error) {
          if (error instanceof MatcherUsageError) return
          throw error
        }
        if (!readable) return
        compared++
        const result = verdicts(value, form === 'single' ? expected.slice(0, 1) : expected, form, options)
        expectOneVerdict(result)
        // Cases the tools decided: the calls compared pass, and a call fails its schema.
        const list = form === 'single' ? expected.slice(0, 1) : expected
        const { turn } = forms(list, form, options)
        if (!result.match && match(value(), turn, { ...options, validation: 'none' }).pass) invalid++
      }),
      { numRuns: 400, seed: 20_261_207 },
    )
    // Tools often decide; the next property reaches passing verdicts as often.
    expect(compared).toBeGreaterThan(100)
    expect(invalid).toBeGreaterThan(0)
  })

  test('over readable fuzz inputs against expectations built from what they hold, as made or altered', () => {
    const tally = { compared: 0, passing: 0 }
    fc.assert(
      fc.property(
        readable,
        fc.array(fc.nat(40), { maxLength: 12 }),
        fc.nat(5),
        withTools,
        (input, picks, alter, options) => {
          const value = () => materialize(input)
          const normalized = normalizeMatchOptions(options)
          const read = readReceived(value(), normalized)
          if (!read.ok || !readAlike(value(), options)) return
          const built = expectationFrom(read.turn, picks)
          const form: Order | undefined =
            'name' in built
              ? 'single'
              : 'calls' in built && built.calls.length > 0
                ? built.order === 'parallel'
                  ? 'parallel'
                  : 'serial'
                : undefined
          if (form === undefined) return
          const list: CallExpectation[] =
            'name' in built ? [built as CallExpectation] : [...(built as { calls: CallExpectation[] }).calls]
          // Altered: a call dropped, the calls reversed, a name changed, or as built.
          if (alter === 1 && list.length > 1) list.pop()
          if (alter === 2) list.reverse()
          if (alter === 3) list[0] = { ...list[0]!, name: 'refund' }
          tally.compared++
          const result = verdicts(
            value,
            list,
            form === 'single' && list.length > 1 ? 'serial' : form,
            options,
          )
          expectOneVerdict(result)
          if (result.match) tally.passing++
        },
      ),
      { numRuns: 400, seed: 20_261_207 },
    )
    expect(tally.compared).toBeGreaterThan(100)
    expect(tally.passing).toBeGreaterThan(30)
    expect(tally.compared - tally.passing).toBeGreaterThan(30)
  })

  const root = new URL('../../fixtures/runs/', import.meta.url)
  const fixtures = readdirSync(root).flatMap((dir) =>
    readdirSync(new URL(`${dir}/`, root))
      .filter((file) => file.endsWith('.json'))
      .map((file) => `${dir}/${file}`),
  )

  test.each(fixtures)('every run fixture: %s', (path) => {
    const value = JSON.parse(readFileSync(new URL(path, root), 'utf8')) as unknown
    const read = readRun(value)
    if (!read.ok) {
      expect(verdicts(() => value, [{ name: '*' }], 'single', {})).toEqual(
        Object.fromEntries(
          Object.keys(verdicts(() => value, [{ name: '*' }], 'single', {})).map((key) => [key, false]),
        ),
      )
      return
    }
    const made = read.run.steps.flatMap((step) =>
      step.calls.map(({ name, arguments: args }) => ({ name, arguments: args })),
    )
    const first = made[0] ?? { name: 'x', arguments: {} }
    const cases: [CallExpectation[], Order, MatchOptions][] = [
      [made, 'serial', {}],
      [made, 'parallel', {}],
      [[...made].reverse(), 'serial', {}],
      [[...made].reverse(), 'parallel', {}],
      [made.slice(1), 'serial', {}],
      [[first], 'single', {}],
      [[first], 'single', { extraCalls: 'allow' }],
      [made.slice(1), 'serial', { extraCalls: 'allow' }],
      [[{ ...first, arguments: { ...first.arguments, extra: 1 } }], 'parallel', { extraCalls: 'allow' }],
      [made, 'serial', { tools }],
    ]
    for (const [expected, form, options] of cases) {
      if (expected.length === 0) continue
      expectOneVerdict(verdicts(() => value, expected, form, options))
    }
  })
})
