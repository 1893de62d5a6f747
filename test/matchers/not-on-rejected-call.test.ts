// A call its tool's schema rejects cannot be judged: no `.not` assertion passes on it, whatever the matcher, except
// the validity matchers, whose question the schema answers.
import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { defineTools } from '../../src/index.js'

const tools = defineTools({
  transfer: { schema: z.object({ to: z.string(), amount: z.number() }) },
  lookup: { schema: z.object({ id: z.string() }) },
})
const malformed = { name: 'transfer', arguments: { to: 'mallory', amount: 'lots' } }
const valid = { name: 'transfer', arguments: { to: 'bob', amount: 5 } }
const toMallory = { name: 'transfer', arguments: { to: 'mallory' } }

const negated: [string, (received: unknown) => void][] = [
  ['toContainToolCall', (received) => expect(received).not.toContainToolCall(toMallory, { tools })],
  [
    'toMatchToolCall',
    (received) => expect(received).not.toMatchToolCall(toMallory, { tools, extraArguments: 'allow' }),
  ],
  ['toHaveToolCalls', (received) => expect(received).not.toHaveToolCalls([toMallory], { tools })],
  [
    'toMatchToolCall of another tool',
    (received) => expect(received).not.toMatchToolCall({ name: 'lookup', arguments: { id: 'x' } }, { tools }),
  ],
]

describe('.not on a call its tool rejects', () => {
  test.each(negated)('.not.%s fails, naming the rejected argument', (_, assert) => {
    expect(() => assert(malformed)).toThrow(/amount/)
  })

  test.each(negated)('.not.%s still passes on a valid call that differs', (_, assert) => {
    expect(() => assert(valid)).not.toThrow()
  })

  test('the validity matchers answer the schema question, negated too', () => {
    expect(malformed).not.toBeValidToolCall(tools)
    expect([malformed]).not.toHaveValidToolCalls(tools)
    expect(() => expect(valid).not.toBeValidToolCall(tools)).toThrow(/valid/)
  })

  test('without tools, nothing is rejected: .not judges the arguments as given', () => {
    expect(malformed).not.toMatchToolCall({ name: 'transfer', arguments: { to: 'mallory', amount: 5 } })
  })
})
