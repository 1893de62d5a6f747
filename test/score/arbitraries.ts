import fc from 'fast-check'
import { field } from '../../src/expect/field.js'
import type { CallExpectation, FieldExpectation, TurnExpectation } from '../../src/expect/types.js'
import type { GenerationFailureKind } from '../../src/score/types.js'

const texts = ['الرياض', 'الرياض 2025', 'Riyadh', 'أحمد', 'احمد', 'Paris', 'paris', ' Paris ']
const plainValue = fc.oneof(fc.constantFrom<unknown>(...texts, 5, 5.5, '5', true, null), fc.constant([1, 2]))
const keys = fc.constantFrom('city', 'name', 'n', 'flag')

const fieldExpectation: fc.Arbitrary<FieldExpectation> = fc.oneof(
  { weight: 4, arbitrary: plainValue as fc.Arbitrary<FieldExpectation> },
  fc.constantFrom(...texts).map((text) => field.casefold(text)),
  fc.constantFrom(...texts).map((text) => field.arabic(text)),
  fc.constantFrom(5, 6).map((value) => field.number(value, { tolerance: 0.5 })),
  fc.constant(field.ignore()),
  fc.constantFrom(...texts).map((text) => field.optional(text)),
)

/** A call expectation over a few names and argument keys, sometimes with unchecked arguments. */
export const callExpectation: fc.Arbitrary<CallExpectation> = fc
  .record({
    name: fc.constantFrom('a', 'b', '*'),
    arguments: fc.option(fc.dictionary(keys, fieldExpectation, { maxKeys: 3 }), { nil: undefined, freq: 6 }),
  })
  .map(({ name, arguments: args }) => (args === undefined ? { name } : { name, arguments: args }))

const callList = fc.array(callExpectation, { minLength: 1, maxLength: 3 })
const order = fc.constantFrom<'serial' | 'parallel' | undefined>('serial', 'parallel', undefined)

const simpleTurn: fc.Arbitrary<TurnExpectation> = fc.oneof(
  { weight: 3, arbitrary: callExpectation },
  {
    weight: 3,
    arbitrary: fc
      .record({ calls: callList, order })
      .map(({ calls, order: o }) => (o === undefined ? { calls } : { calls, order: o })),
  },
  fc.constant({ abstain: true as const }),
  fc.constantFrom<TurnExpectation>({ clarify: true }, { clarify: ['date'] }),
  fc.record({ confirm: callList }),
)

/** Any turn expectation, plans included. */
export const turnExpectation: fc.Arbitrary<TurnExpectation> = fc.oneof(
  { weight: 5, arbitrary: simpleTurn },
  fc.array(simpleTurn, { minLength: 1, maxLength: 3 }).map((plans) => ({ plans })),
)

const receivedCall = fc.record({
  name: fc.constantFrom('a', 'b', 'c'),
  arguments: fc.dictionary(keys, plainValue, { maxKeys: 4 }),
})

const actionIrTurn = fc.oneof(
  fc
    .record({
      decision: fc.constantFrom('CALL', 'CONFIRM'),
      mode: fc.constantFrom('SINGLE', 'SERIAL', 'PARALLEL'),
      calls: fc.array(receivedCall, { minLength: 1, maxLength: 3 }),
    })
    .map(({ decision, mode, calls }) => ({
      decision,
      mode,
      calls: (mode === 'SINGLE' ? calls.slice(0, 1) : calls).map((call) => ({
        tool: call.name,
        args: call.arguments,
      })),
    })),
  fc.constantFrom({ decision: 'CLARIFY', missing: ['date'] }, { decision: 'ABSTAIN' }),
)

const structured = fc.oneof(fc.array(receivedCall, { maxLength: 4 }), actionIrTurn)

/** Anything a model may send back: calls, Action IR, their text (sometimes cut short), prose, junk. */
export const received: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: structured },
  { weight: 2, arbitrary: structured.map((value) => JSON.stringify(value)) },
  structured.chain((value) => {
    const text = JSON.stringify(value)
    return fc.nat(text.length).map((cut) => text.slice(0, cut))
  }),
  fc.constantFrom<unknown>('No call needed.', '', 5, null, { foo: 1 }, '{"a":1,"a":2}'),
)

/** A profile name. */
export const profileName = fc.constantFrom('default', 'arabic', 'action-ir')

/** Policies that override a profile's. */
export const policies = fc.record(
  {
    extraCalls: fc.constantFrom<'forbid' | 'allow'>('forbid', 'allow'),
    extraArguments: fc.constantFrom<'forbid' | 'allow'>('forbid', 'allow'),
  },
  { requiredKeys: [] },
)

/** What a batch runner adds to a score. */
export const sampleContext = fc.record({
  category: fc.option(fc.constantFrom('simple', 'dialect_handling', 'error_recovery', '10', '__proto__'), {
    nil: undefined,
  }),
  mutationKind: fc.option(fc.constantFrom('rename', 'enum', 'retype'), { nil: undefined }),
  failure: fc.option(
    fc.constantFrom<GenerationFailureKind>('missing_prediction', 'generation_failure', 'truncated'),
    {
      nil: undefined,
      freq: 8,
    },
  ),
})
