// When only a tool's schema stood between a call and the expectation, the call the test forbids was made, malformed:
// no `.not` assertion passes on it, whatever the matcher, except the validity matchers, whose question the schema
// answers. A call that differs in its values as well is judged different, schema or not.
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
  [
    'toContainToolCall',
    (received) => expect(received).not.toContainToolCall(toMallory, { tools, extraArguments: 'allow' }),
  ],
  ['toHaveCalledTool', (received) => expect(received).not.toHaveCalledTool(toMallory, undefined, { tools })],
  [
    'toMatchToolCall',
    (received) => expect(received).not.toMatchToolCall(toMallory, { tools, extraArguments: 'allow' }),
  ],
  [
    'toHaveToolCalls',
    (received) => expect(received).not.toHaveToolCalls([toMallory], { tools, extraArguments: 'allow' }),
  ],
]

describe('.not on a call its tool rejects', () => {
  test.each(negated)('.not.%s fails, naming the rejected argument', (_, assert) => {
    expect(() => assert(malformed)).toThrow(/amount/)
  })

  test.each(negated)('.not.%s still passes on a valid call that differs', (_, assert) => {
    expect(() => assert(valid)).not.toThrow()
  })

  test.each([
    ['another tool', { name: 'lookup', arguments: { id: 'x' } }],
    ['the same tool to someone else', { name: 'transfer', arguments: { to: 'bob' } }],
  ])('.not passes when the rejected call differs in more than its schema: %s', (_, expected) => {
    expect(malformed).not.toMatchToolCall(expected, { tools, extraArguments: 'allow' })
    expect(malformed).not.toContainToolCall(expected, { tools, extraArguments: 'allow' })
    expect(malformed).not.toHaveCalledTool(expected, undefined, { tools })
    expect(malformed).toEqual(expect.not.toolCall(expected, { tools, extraArguments: 'allow' }))
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
