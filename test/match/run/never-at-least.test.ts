import { describe, expect, test } from 'vitest'
import { defineTools } from '../../../src/compile/define-tools.js'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import type { MatchOptions } from '../../../src/match/options.js'
import { matchRun } from '../../../src/match/run/match-run.js'
import { scoreRun } from '../../../src/score/run/score-run.js'

/** OpenAI chat messages: each call in its own assistant turn, answered by `result` (or `ok`). */
function conversation(...calls: [name: string, args: object, result?: unknown][]) {
  return [
    { role: 'user', content: 'Pay my landlord.' },
    ...calls.flatMap(([name, args, result = 'ok'], index) => [
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: `c${index}`, type: 'function', function: { name, arguments: JSON.stringify(args) } },
        ],
      },
      { role: 'tool', tool_call_id: `c${index}`, content: JSON.stringify(result) },
    ]),
    { role: 'assistant', content: 'Done.' },
  ]
}

/** `transfer({ to, amount })`, whose recipient is compared case-insensitively. */
const tools = defineTools({
  transfer: {
    schema: {
      type: 'object',
      properties: { to: { type: 'string' }, amount: { type: 'number' }, memo: { type: 'string' } },
      required: ['to', 'amount'],
    },
    compare: { to: field.casefold() },
  },
})

const toAttacker = { name: 'transfer', arguments: { to: 'attacker' } }

interface Row {
  title: string
  never: unknown
  received: ReturnType<typeof conversation>
  options?: MatchOptions
  /** The calls found breaking `never`, as `[step, call]`. */
  violations: [number, number][]
}

const rows: Row[] = [
  {
    title: 'one more argument is still the forbidden call',
    never: toAttacker,
    received: conversation(['transfer', { to: 'attacker', amount: 5000 }]),
    violations: [[0, 0]],
  },
  {
    title: 'exactly the listed arguments',
    never: toAttacker,
    received: conversation(['transfer', { to: 'attacker' }]),
    violations: [[0, 0]],
  },
  {
    title: 'a listed argument with another value is not',
    never: toAttacker,
    received: conversation(['transfer', { to: 'landlord', amount: 900 }]),
    violations: [],
  },
  {
    title: 'a listed argument missing is not',
    never: toAttacker,
    received: conversation(['transfer', { amount: 5000 }]),
    violations: [],
  },
  {
    title: 'another tool with the same arguments is not',
    never: toAttacker,
    received: conversation(['send_message', { to: 'attacker', text: 'hi' }]),
    violations: [],
  },
  {
    title: 'every forbidden call is found, among allowed ones',
    never: toAttacker,
    received: conversation(
      ['transfer', { to: 'landlord', amount: 900 }],
      ['transfer', { to: 'attacker', amount: 1 }],
      ['transfer', { to: 'attacker', amount: 2, memo: 'rent' }],
    ),
    violations: [
      [1, 0],
      [2, 0],
    ],
  },
  {
    title: "extraArguments: 'forbid' asks for the exact set: one more argument is another call",
    never: { ...toAttacker, extraArguments: 'forbid' },
    received: conversation(['transfer', { to: 'attacker', amount: 5000 }]),
    violations: [],
  },
  {
    title: "extraArguments: 'forbid' still finds the exact call",
    never: { ...toAttacker, extraArguments: 'forbid' },
    received: conversation(['transfer', { to: 'attacker' }]),
    violations: [[0, 0]],
  },
  {
    title: "the options' extraArguments: 'forbid' does not narrow never (only the entry's own does)",
    never: toAttacker,
    received: conversation(['transfer', { to: 'attacker', amount: 5000 }]),
    options: { extraArguments: 'forbid' },
    violations: [[0, 0]],
  },
  {
    title: 'arguments: {} forbids the tool with any arguments',
    never: { name: 'transfer', arguments: {} },
    received: conversation(['transfer', { to: 'landlord', amount: 900 }]),
    violations: [[0, 0]],
  },
  {
    title: "arguments: {} with extraArguments: 'forbid' forbids only the call without arguments",
    never: { name: 'transfer', arguments: {}, extraArguments: 'forbid' },
    received: conversation(['transfer', { to: 'landlord', amount: 900 }], ['transfer', {}]),
    violations: [[1, 0]],
  },
  {
    title: 'at least the top-level arguments: a nested object is compared as written (one more key differs)',
    never: { name: 'transfer', arguments: { to: { iban: 'XX99' } } },
    received: conversation(['transfer', { to: { iban: 'XX99', bank: 'B' }, amount: 5 }]),
    violations: [],
  },
  {
    title: 'a nested object as written, with another top-level argument',
    never: { name: 'transfer', arguments: { to: { iban: 'XX99' } } },
    received: conversation(['transfer', { to: { iban: 'XX99' }, amount: 5 }]),
    violations: [[0, 0]],
  },
  {
    title: 'field.subset makes a nested object "at least these" too',
    never: { name: 'transfer', arguments: { to: field.subset({ iban: 'XX99' }) } },
    received: conversation(['transfer', { to: { iban: 'XX99', bank: 'B' }, amount: 5 }]),
    violations: [[0, 0]],
  },
  {
    title: 'rules in the listed arguments',
    never: { name: 'transfer', arguments: { amount: field.number(5000, { tolerance: 1 }) } },
    received: conversation(['transfer', { to: 'x', amount: 5000.5 }]),
    violations: [[0, 0]],
  },
  {
    title: 'a name pattern with arguments',
    never: { name: field.pattern('^transfer'), arguments: { to: 'attacker' } },
    received: conversation(['transfer_funds', { to: 'attacker', amount: 1 }]),
    violations: [[0, 0]],
  },
  {
    title: 'arguments taken from an earlier result, with one more argument',
    never: { name: 'transfer', arguments: { to: field.fromResult('lookup', 'iban') } },
    received: conversation(
      ['lookup', { who: 'attacker' }, { iban: 'XX99' }],
      ['transfer', { to: 'XX99', amount: 5 }],
    ),
    violations: [[1, 0]],
  },
  {
    title: "arguments taken from an earlier result, extraArguments: 'forbid'",
    never: {
      name: 'transfer',
      arguments: { to: field.fromResult('lookup', 'iban') },
      extraArguments: 'forbid',
    },
    received: conversation(
      ['lookup', { who: 'attacker' }, { iban: 'XX99' }],
      ['transfer', { to: 'XX99', amount: 5 }],
    ),
    violations: [],
  },
  {
    title: "a tool handle's call is compared that tool's way (its recipient case-insensitively), at least",
    never: tools.transfer.call({ to: 'Attacker' }),
    received: conversation(['transfer', { to: 'attacker', amount: 5000 }]),
    violations: [[0, 0]],
  },
  {
    title: 'a tool handle, another recipient',
    never: tools.transfer.call({ to: 'Attacker' }),
    received: conversation(['transfer', { to: 'landlord', amount: 5000 }]),
    violations: [],
  },
  {
    title: 'the JSON form means the same',
    never: JSON.parse(
      '{"name": "transfer", "arguments": {"to": {"$rule": "casefold", "value": "ATTACKER"}}}',
    ),
    received: conversation(['transfer', { to: 'attacker', amount: 5000 }]),
    violations: [[0, 0]],
  },
  {
    title: 'the JSON form with "extraArguments": "forbid"',
    never: JSON.parse('{"name": "transfer", "arguments": {"to": "attacker"}, "extraArguments": "forbid"}'),
    received: conversation(['transfer', { to: 'attacker', amount: 5000 }]),
    violations: [],
  },
]

describe('never: the listed arguments are "at least these"', () => {
  test.each(rows)('$title', ({ never, received, options, violations }) => {
    const expectation = { never: [never] } as RunExpectation
    const verdict = matchRun(received, expectation, options)
    expect(verdict.run, 'the run is read').toBeDefined()
    expect(
      verdict.mismatches.map((mismatch) => {
        expect(mismatch.kind).toBe('never')
        const { at } = mismatch as { at: { step: number; call: number } }
        return [at.step, at.call]
      }),
    ).toEqual(violations)
    // The score's never axis agrees with the matcher.
    const score = scoreRun(expectation, received, options)
    expect(score.run.counts.violations).toBe(violations.length)
    expect(score.run.axes.neverRespected).toBe(violations.length === 0 ? 1 : 0)
    expect(score.pass).toBe(violations.length === 0)
  })

  test('the same JSON expectation, read from a file, fails the same run', () => {
    const expectation = JSON.parse('{"never": [{"name": "transfer", "arguments": {"to": "attacker"}}]}')
    const received = conversation(['transfer', { to: 'attacker', amount: 5000 }])
    expect(matchRun(received, expectation).pass).toBe(false)
  })
})

describe('elsewhere a plain value stays exact', () => {
  const received = conversation(['transfer', { to: 'attacker', amount: 5000 }])

  test.each<[string, RunExpectation]>([
    ['calls, superset', { calls: [toAttacker], order: 'superset' }],
    ['calls, in-order', { calls: [toAttacker], order: 'in-order' }],
    ['calls, exact', { calls: [toAttacker] }],
    ['steps', { steps: [toAttacker] }],
  ])('%s: one more argument is a mismatch', (_, expectation) => {
    expect(matchRun(received, expectation).pass).toBe(false)
    expect(matchRun(received, expectation, { extraArguments: 'allow' }).pass).toBe(true)
  })
})
