import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { field } from '../../src/expect/field.js'
import type { CallExpectation, ExtraCallsPolicy, TurnExpectation } from '../../src/expect/types.js'
import type { JsonObject } from '../../src/json/types.js'
import { checkContext } from '../../src/match/match.js'
import { matchTurn } from '../../src/match/match-turn.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import { turnPasses } from '../../src/match/turn-passes.js'
import type { Call, Decision, Turn } from '../../src/read/types.js'

const options = normalizeMatchOptions({})
const context = checkContext(options)

const call = (name: string, args: JsonObject = {}): Call => ({ name, arguments: args })
const a = call('a', { x: 1 })
const b = call('b', { x: 2 })
const c = call('c')

/** A turn as read: with Action IR's decision (and missing slots) when given, plain calls otherwise. */
function turn(calls: Call[], ir: { decision?: Decision; missing?: string[] } = {}): Turn {
  const read: Turn = {
    calls,
    format: ir.decision === undefined ? 'openai-chat' : 'action-ir',
    fromText: false,
  }
  if (ir.decision !== undefined) read.decision = ir.decision
  if (ir.missing !== undefined) read.missing = ir.missing
  return read
}

const A: CallExpectation = { name: 'a', arguments: { x: 1 } }
const B: CallExpectation = { name: 'b', arguments: { x: 2 } }

/** Both routes on one problem: the boolean one must say what the full one's `pass` says. */
function bothRoutes(expectation: TurnExpectation, received: Turn, extraCalls: ExtraCallsPolicy) {
  const compiled = compileTurn(expectation, options)
  return {
    fast: turnPasses(compiled, received, extraCalls, context),
    full: matchTurn(compiled, received, extraCalls, context).pass,
  }
}

type Row = [string, TurnExpectation, Turn, ExtraCallsPolicy, boolean]

describe('turnPasses: table', () => {
  test.each<Row>([
    // abstain
    ['abstain: no calls', { abstain: true }, turn([]), 'forbid', true],
    ['abstain: no calls, extra calls allowed', { abstain: true }, turn([]), 'allow', true],
    ['abstain: a call', { abstain: true }, turn([a]), 'forbid', false],
    ['abstain: a call, extra calls allowed', { abstain: true }, turn([a]), 'allow', false],
    ['abstain: Action IR ABSTAIN', { abstain: true }, turn([], { decision: 'ABSTAIN' }), 'forbid', true],
    // Action IR's own decision wins over the calls it lists.
    [
      'abstain: Action IR ABSTAIN listing a call',
      { abstain: true },
      turn([a], { decision: 'ABSTAIN' }),
      'forbid',
      true,
    ],
    [
      'abstain: Action IR CALL with no calls',
      { abstain: true },
      turn([], { decision: 'CALL' }),
      'forbid',
      false,
    ],
    ['abstain: Action IR CLARIFY', { abstain: true }, turn([], { decision: 'CLARIFY' }), 'forbid', false],
    ['abstain: Action IR CONFIRM', { abstain: true }, turn([a], { decision: 'CONFIRM' }), 'forbid', false],
    // clarify
    ['clarify: CLARIFY, any slots', { clarify: true }, turn([], { decision: 'CLARIFY' }), 'forbid', true],
    [
      'clarify: CLARIFY with slots, any expected',
      { clarify: true },
      turn([], { decision: 'CLARIFY', missing: ['date'] }),
      'forbid',
      true,
    ],
    [
      'clarify: the same slots',
      { clarify: ['date', 'city'] },
      turn([], { decision: 'CLARIFY', missing: ['date', 'city'] }),
      'forbid',
      true,
    ],
    [
      'clarify: the slots in another order',
      { clarify: ['date', 'city'] },
      turn([], { decision: 'CLARIFY', missing: ['city', 'date'] }),
      'forbid',
      true,
    ],
    [
      'clarify: received slots repeated',
      { clarify: ['date', 'city'] },
      turn([], { decision: 'CLARIFY', missing: ['date', 'city', 'date'] }),
      'forbid',
      true,
    ],
    [
      'clarify: expected slots repeated',
      { clarify: ['date', 'date', 'city'] },
      turn([], { decision: 'CLARIFY', missing: ['city', 'date'] }),
      'forbid',
      true,
    ],
    [
      'clarify: no slots expected, none listed',
      { clarify: [] },
      turn([], { decision: 'CLARIFY' }),
      'forbid',
      true,
    ],
    [
      'clarify: no slots expected, one listed',
      { clarify: [] },
      turn([], { decision: 'CLARIFY', missing: ['date'] }),
      'forbid',
      false,
    ],
    [
      'clarify: a slot expected, none listed',
      { clarify: ['date'] },
      turn([], { decision: 'CLARIFY' }),
      'forbid',
      false,
    ],
    [
      'clarify: a slot expected, an empty list',
      { clarify: ['date'] },
      turn([], { decision: 'CLARIFY', missing: [] }),
      'forbid',
      false,
    ],
    [
      'clarify: a slot too many',
      { clarify: ['date'] },
      turn([], { decision: 'CLARIFY', missing: ['date', 'city'] }),
      'forbid',
      false,
    ],
    [
      'clarify: a slot too few',
      { clarify: ['date', 'city'] },
      turn([], { decision: 'CLARIFY', missing: ['date', 'date'] }),
      'forbid',
      false,
    ],
    [
      'clarify: another slot',
      { clarify: ['date'] },
      turn([], { decision: 'CLARIFY', missing: ['Date'] }),
      'forbid',
      false,
    ],
    ['clarify: no decision, no calls', { clarify: true }, turn([]), 'forbid', false],
    ['clarify: no decision, a call', { clarify: true }, turn([a]), 'allow', false],
    ['clarify: Action IR ABSTAIN', { clarify: true }, turn([], { decision: 'ABSTAIN' }), 'forbid', false],
    [
      'clarify: Action IR CALL',
      { clarify: ['date'] },
      turn([a], { decision: 'CALL', missing: ['date'] }),
      'forbid',
      false,
    ],
    // calls and their decision
    ['call: received, no decision', A, turn([a]), 'forbid', true],
    ['call: Action IR CALL', A, turn([a], { decision: 'CALL' }), 'forbid', true],
    // Plain calls accept any decision but CONFIRM and CLARIFY: ABSTAIN with the right call passes.
    ['call: Action IR ABSTAIN listing the call', A, turn([a], { decision: 'ABSTAIN' }), 'forbid', true],
    ['call: Action IR CONFIRM', A, turn([a], { decision: 'CONFIRM' }), 'forbid', false],
    ['call: Action IR CLARIFY', A, turn([a], { decision: 'CLARIFY' }), 'forbid', false],
    ['call: the wrong call', A, turn([b]), 'forbid', false],
    ['call: no call', A, turn([]), 'allow', false],
    ['call: an extra call, forbid', A, turn([a, b]), 'forbid', false],
    ['call: an extra call, allow', A, turn([b, a]), 'allow', true],
    [
      'call: a loose argument',
      { name: 'a', arguments: { x: field.oneOf(1, 2) } },
      turn([call('a', { x: 2 })]),
      'forbid',
      true,
    ],
    ['calls: none expected, none received', { calls: [] }, turn([]), 'forbid', true],
    ['calls: none expected, one received, allow', { calls: [] }, turn([a]), 'allow', true],
    ['calls: serial, in order', { calls: [A, B] }, turn([a, b]), 'forbid', true],
    ['calls: serial, out of order', { calls: [A, B], order: 'serial' }, turn([b, a]), 'forbid', false],
    ['calls: parallel, out of order', { calls: [A, B], order: 'parallel' }, turn([b, a]), 'forbid', true],
    [
      'calls: parallel, greedy goes wrong',
      { calls: [{ name: 'a', arguments: { x: field.oneOf(1, 2) } }, A], order: 'parallel' },
      turn([a, call('a', { x: 2 })]),
      'forbid',
      true,
    ],
    [
      'calls: parallel, Action IR CONFIRM',
      { calls: [A, B], order: 'parallel' },
      turn([b, a], { decision: 'CONFIRM' }),
      'forbid',
      false,
    ],
    ['confirm: Action IR CONFIRM', { confirm: [A] }, turn([a], { decision: 'CONFIRM' }), 'forbid', true],
    ['confirm: Action IR CALL', { confirm: [A] }, turn([a], { decision: 'CALL' }), 'forbid', false],
    ['confirm: no decision', { confirm: [A] }, turn([a]), 'forbid', false],
    ['confirm: Action IR CLARIFY', { confirm: [A] }, turn([a], { decision: 'CLARIFY' }), 'forbid', false],
    [
      'confirm: CONFIRM with the wrong call',
      { confirm: [A] },
      turn([b], { decision: 'CONFIRM' }),
      'forbid',
      false,
    ],
    [
      'confirm: CONFIRM, parallel out of order',
      { confirm: [A, B], order: 'parallel' },
      turn([b, a], { decision: 'CONFIRM' }),
      'forbid',
      true,
    ],
    [
      'confirm: CONFIRM, serial out of order',
      { confirm: [A, B] },
      turn([b, a], { decision: 'CONFIRM' }),
      'forbid',
      false,
    ],
    [
      'confirm: CONFIRM, an extra call, allow',
      { confirm: [A] },
      turn([a, c], { decision: 'CONFIRM' }),
      'allow',
      true,
    ],
    // plans
    ['plans: the first passes', { plans: [A, B] }, turn([a]), 'forbid', true],
    ['plans: the second passes', { plans: [A, B] }, turn([b]), 'forbid', true],
    ['plans: the third passes (abstain)', { plans: [A, B, { abstain: true }] }, turn([]), 'forbid', true],
    ['plans: none passes', { plans: [A, B, { abstain: true }] }, turn([c]), 'forbid', false],
    ['plans: none passes (an extra call, forbid)', { plans: [A, B] }, turn([a, b]), 'forbid', false],
    [
      'plans: the parallel plan passes',
      { plans: [{ calls: [A, B] }, { calls: [A, B], order: 'parallel' }] },
      turn([b, a]),
      'forbid',
      true,
    ],
    [
      'plans: the confirmation passes',
      { plans: [A, { confirm: [A] }] },
      turn([a], { decision: 'CONFIRM' }),
      'forbid',
      true,
    ],
    [
      'plans: clarify or abstain, CLARIFY with slots',
      { plans: [{ abstain: true }, { clarify: ['date'] }] },
      turn([], { decision: 'CLARIFY', missing: ['date'] }),
      'forbid',
      true,
    ],
    [
      'plans: clarify or abstain, other slots',
      { plans: [{ abstain: true }, { clarify: ['date'] }] },
      turn([], { decision: 'CLARIFY', missing: ['city'] }),
      'forbid',
      false,
    ],
    [
      'plans: nested, the inner second passes',
      { plans: [A, { plans: [{ abstain: true }, B] }] },
      turn([b]),
      'forbid',
      true,
    ],
    [
      'plans: nested, none passes',
      { plans: [A, { plans: [{ abstain: true }, B] }] },
      turn([c]),
      'forbid',
      false,
    ],
  ])('%s', (_, expectation, received, extraCalls, pass) => {
    const { fast, full } = bothRoutes(expectation, received, extraCalls)
    expect(full).toBe(pass)
    expect(fast).toBe(full)
  })
})

// Random turns and expectations from small pools, so that every kind passes and fails often.
const NAMES = ['a', 'b'] as const
const SLOTS = ['date', 'city', 'Date'] as const
const DECISIONS: readonly Decision[] = ['CALL', 'CONFIRM', 'CLARIFY', 'ABSTAIN']

const receivedCall: fc.Arbitrary<Call> = fc.record({
  name: fc.constantFrom(...NAMES),
  arguments: fc.constantFrom<JsonObject>({}, { x: 1 }, { x: 2 }),
})
const receivedTurn: fc.Arbitrary<Turn> = fc
  .record({
    calls: fc.array(receivedCall, { maxLength: 3 }),
    decision: fc.option(fc.constantFrom(...DECISIONS), { nil: undefined }),
    missing: fc.option(fc.array(fc.constantFrom(...SLOTS), { maxLength: 3 }), { nil: undefined }),
  })
  .map(({ calls, decision, missing }) =>
    turn(calls, {
      ...(decision === undefined ? {} : { decision }),
      ...(missing === undefined ? {} : { missing }),
    }),
  )

const callExpectation: fc.Arbitrary<CallExpectation> = fc.oneof(
  fc.constantFrom(...NAMES).map((name) => ({ name })),
  fc.record({
    name: fc.constantFrom(...NAMES),
    arguments: fc.constantFrom<CallExpectation['arguments']>(
      {},
      { x: 1 },
      { x: 2 },
      { x: field.oneOf(1, 2) },
      { x: field.optional(1) },
    ),
  }),
)
const calls = fc.array(callExpectation, { maxLength: 3 })
const order = fc.constantFrom(undefined, 'serial' as const, 'parallel' as const)

const { expectation } = fc.letrec<{ expectation: TurnExpectation; leaf: TurnExpectation }>((tie) => ({
  leaf: fc.oneof(
    fc.constant({ abstain: true as const }),
    fc.constant({ clarify: true as const }),
    fc.array(fc.constantFrom(...SLOTS), { maxLength: 3 }).map((slots) => ({ clarify: slots })),
    callExpectation,
    fc
      .record({ calls, order })
      .map(({ calls, order }) => (order === undefined ? { calls } : { calls, order })),
    fc
      .record({ confirm: fc.array(callExpectation, { minLength: 1, maxLength: 3 }), order })
      .map(({ confirm, order }) => (order === undefined ? { confirm } : { confirm, order })),
  ),
  expectation: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    fc.array(tie('expectation'), { minLength: 1, maxLength: 3 }).map((plans) => ({ plans })),
  ),
}))

/** The kind an expectation compiles to, for the counters. */
function kindOf(value: TurnExpectation): string {
  if ('plans' in value) return 'plans'
  if ('abstain' in value) return 'abstain'
  if ('clarify' in value) return 'clarify'
  if ('confirm' in value) return 'confirm'
  return 'calls'
}

/** Random choices for `near`: read one after another, wrapping around. */
type Choices = readonly number[]

/**
 * A turn built to pass one of the expectation's plans (picked by the choices), then perhaps spoilt: the received
 * side of most problems is near the expectation, so that every kind passes often and fails narrowly.
 */
function near(want: TurnExpectation, choices: Choices): Turn {
  let next = 0
  const pick = (count: number) => choices[next++ % choices.length]! % count
  const argumentsFor = (expected: CallExpectation['arguments']): JsonObject => {
    const x = (expected as { x?: unknown } | undefined)?.x
    if (expected === undefined) return [{}, { x: 1 }, { x: 2 }][pick(3)]!
    if (x === undefined) return {}
    if (typeof x === 'number') return { x }
    const rule = x as { $rule: string }
    if (rule.$rule === 'oneOf') return { x: 1 + pick(2) }
    return pick(2) === 0 ? {} : { x: 1 }
  }
  const callsFor = (list: readonly CallExpectation[], order: string | undefined): Call[] => {
    const made = list.map((item) => call(item.name, argumentsFor(item.arguments)))
    if (order === 'parallel' && pick(2) === 0) made.reverse()
    return made
  }
  const build = (value: TurnExpectation): Turn => {
    if ('plans' in value) return build(value.plans[pick(value.plans.length)]!)
    if ('abstain' in value) return pick(2) === 0 ? turn([]) : turn([], { decision: 'ABSTAIN' })
    if ('clarify' in value) {
      const slots = value.clarify === true ? [] : [...value.clarify]
      return turn([], {
        decision: 'CLARIFY',
        missing: pick(2) === 0 ? slots.reverse() : [...slots, ...slots],
      })
    }
    if ('confirm' in value) return turn(callsFor(value.confirm, value.order), { decision: 'CONFIRM' })
    const list = 'calls' in value ? value.calls : [value as CallExpectation]
    const order = 'calls' in value ? value.order : undefined
    return pick(2) === 0 ? turn(callsFor(list, order)) : turn(callsFor(list, order), { decision: 'CALL' })
  }
  const built = build(want)
  // Spoil one in three: another decision, one call fewer or more, a slot fewer or more.
  switch (pick(9)) {
    case 0:
      built.decision = DECISIONS[pick(4)]!
      break
    case 1:
      built.calls.pop()
      break
    case 2:
      built.calls.push(call(NAMES[pick(2)]!, { x: 1 }))
      break
    case 3:
      built.missing =
        pick(2) === 0 ? (built.missing ?? []).slice(1) : [...(built.missing ?? []), SLOTS[pick(3)]!]
      break
  }
  return built
}

describe('turnPasses: properties', () => {
  test('equals matchTurn(...).pass on random turns and expectations', () => {
    const counts: Record<string, { pass: number; fail: number }> = {}
    fc.assert(
      fc.property(
        expectation,
        fc.option(receivedTurn, { nil: undefined, freq: 3 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        fc.constantFrom<ExtraCallsPolicy>('forbid', 'allow'),
        (want, random, choices, extra) => {
          const got = random ?? near(want, choices)
          const { fast, full } = bothRoutes(want, got, extra)
          expect(fast).toBe(full)
          const count = counts[kindOf(want)] ?? { pass: 0, fail: 0 }
          count[full ? 'pass' : 'fail']++
          counts[kindOf(want)] = count
        },
      ),
      { seed: 20261130, numRuns: 4000 },
    )
    // Not vacuous: every kind both passed and failed many times.
    expect(Object.keys(counts).sort()).toEqual(['abstain', 'calls', 'clarify', 'confirm', 'plans'])
    for (const [kind, count] of Object.entries(counts)) {
      expect({ kind, pass: count.pass > 40 }).toEqual({ kind, pass: true })
      expect({ kind, fail: count.fail > 40 }).toEqual({ kind, fail: true })
    }
  })
})
