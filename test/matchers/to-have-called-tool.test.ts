import '../../src/vitest.js'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { defineTools } from '../../src/compile/define-tools.js'
import { field } from '../../src/expect/field.js'
import type { RunCallExpectation, Times } from '../../src/expect/run-types.js'
import { run } from './helpers.js'

/** An OpenAI chat history: the user asks, the model calls `transfer` with `args`, the tool answers, the model ends. */
function transferRun(...transfers: object[]) {
  return [
    { role: 'user', content: 'Pay my landlord.' },
    ...transfers.flatMap((args, index) => [
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `call_${index}`,
            type: 'function',
            function: { name: 'transfer', arguments: JSON.stringify(args) },
          },
        ],
      },
      { role: 'tool', tool_call_id: `call_${index}`, content: '{"status":"sent"}' },
    ]),
    { role: 'assistant', content: 'Sent.' },
  ]
}

const tools = defineTools({
  transfer: {
    schema: {
      type: 'object',
      properties: { to: { type: 'string' }, amount: { type: 'number' } },
      required: ['to', 'amount'],
    },
    compare: { to: field.casefold() },
  },
})

const toAttacker = { name: 'transfer', arguments: { to: 'attacker' } }
const sentToAttacker = transferRun({ to: 'attacker', amount: 5000 })

interface Row {
  title: string
  tool: string | RunCallExpectation
  times?: Times
  received: unknown
  /** Whether the run called it: `toHaveCalledTool` passes, `.not.toHaveCalledTool` fails. */
  called: boolean
}

const rows: Row[] = [
  {
    title: 'at least these arguments: one more is still the call',
    tool: toAttacker,
    received: sentToAttacker,
    called: true,
  },
  {
    title: 'exactly these arguments',
    tool: toAttacker,
    received: transferRun({ to: 'attacker' }),
    called: true,
  },
  {
    title: 'another value of a listed argument',
    tool: toAttacker,
    received: transferRun({ to: 'landlord', amount: 900 }),
    called: false,
  },
  {
    title: "extraArguments: 'forbid' asks for the exact set",
    tool: { ...toAttacker, extraArguments: 'forbid' },
    received: sentToAttacker,
    called: false,
  },
  {
    title: "extraArguments: 'forbid', the exact call",
    tool: { ...toAttacker, extraArguments: 'forbid' },
    received: transferRun({ to: 'attacker' }),
    called: true,
  },
  {
    title: 'a nested object is compared as written',
    tool: { name: 'transfer', arguments: { to: { iban: 'XX99' } } },
    received: transferRun({ to: { iban: 'XX99', bank: 'B' }, amount: 1 }),
    called: false,
  },
  {
    title: 'field.subset loosens a nested object',
    tool: { name: 'transfer', arguments: { to: field.subset({ iban: 'XX99' }) } },
    received: transferRun({ to: { iban: 'XX99', bank: 'B' }, amount: 1 }),
    called: true,
  },
  {
    title: "a tool handle's call, compared that tool's way",
    tool: tools.transfer.call({ to: 'ATTACKER' }),
    received: sentToAttacker,
    called: true,
  },
  {
    title: 'the JSON form',
    tool: JSON.parse('{"name": "transfer", "arguments": {"to": "attacker"}}'),
    received: sentToAttacker,
    called: true,
  },
  {
    title: 'times counts the calls with at least these arguments',
    tool: toAttacker,
    times: 2,
    received: transferRun(
      { to: 'attacker', amount: 1 },
      { to: 'landlord', amount: 2 },
      { to: 'attacker', amount: 3 },
    ),
    called: true,
  },
  {
    title: 'times: fewer calls with these arguments than asked',
    tool: toAttacker,
    times: 3,
    received: transferRun(
      { to: 'attacker', amount: 1 },
      { to: 'landlord', amount: 2 },
      { to: 'attacker', amount: 3 },
    ),
    called: false,
  },
]

describe('.toHaveCalledTool', () => {
  test.each(rows)('$title', ({ tool, times, received, called }) => {
    expect(run('toHaveCalledTool', {}, received, tool, times).pass).toBe(called)
    if (called) expect(received).toHaveCalledTool(tool, times)
    else
      expect(() => expect(received).toHaveCalledTool(tool, times)).toThrow(
        /missing call transfer|no transfer call met its expectation/,
      )
  })
})

describe('.not.toHaveCalledTool', () => {
  test.each(rows)('$title', ({ tool, times, received, called }) => {
    // `pass` is never flipped for `.not`: the same result, read the other way.
    expect(run('toHaveCalledTool', { isNot: true }, received, tool, times).pass).toBe(called)
    if (called)
      expect(() => expect(received).not.toHaveCalledTool(tool, times)).toThrow(/the run called transfer/)
    else expect(received).not.toHaveCalledTool(tool, times)
  })

  test('the failure names the call', () => {
    const result = run('toHaveCalledTool', { isNot: true }, sentToAttacker, toAttacker)
    expect(stripVTControlCharacters(result.message())).toMatch(
      /Expected no match, but the run called transfer/,
    )
  })
})
