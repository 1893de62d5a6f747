import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { openAi } from './helpers.js'

describe('.toAbstain', () => {
  test.each([
    ['a text-only response', openAi()],
    ['an empty list', []],
    ['prose', 'You are welcome!'],
    ['prose with brackets (issue #16)', 'Prices start at $120 [economy].'],
    ['Action IR ABSTAIN', { decision: 'ABSTAIN' }],
  ])('passes on %s', (_, received) => {
    expect(received).toAbstain()
  })

  test('passes on prose with braces, lenient too (issue #16)', () => {
    expect('Your booking reference is {PNR-7XK2Q9}.').toAbstain({ parse: 'lenient' })
    expect('Your booking reference is {PNR-7XK2Q9}.').toAbstain()
  })

  test.each([
    [
      'a call',
      openAi({ name: 'search', arguments: {} }),
      /expected no tool call \(abstain\), received a tool call/,
    ],
    ['a malformed call', '{"name": "search", "arguments": {', /could not read the tool calls/],
    [
      'a model-native call in strict mode',
      '<tool_call>{"name": "search", "arguments": {}}</tool_call>',
      /holds a hermes tool call .*syntax: 'hermes'/,
    ],
    ['a CLARIFY decision', { decision: 'CLARIFY', missing: ['when'] }, /received a clarifying question/],
  ])('fails on %s', (_, received, message) => {
    expect(() => expect(received).toAbstain()).toThrow(message)
  })
})

describe('.not.toAbstain', () => {
  test('passes on a call', () => {
    expect(openAi({ name: 'search', arguments: {} })).not.toAbstain()
  })

  test('fails when no call was made', () => {
    expect(() => expect(openAi()).not.toAbstain()).toThrow(/made no tool call/)
  })
})

describe('.not.toAbstain on what cannot be read', () => {
  test.each([
    ['a malformed call', '{"name": "search", "arguments": {'],
    [
      'a call cut by the token limit',
      {
        ...openAi({ name: 'search', arguments: {} }),
        choices: [{ ...openAi({ name: 'search', arguments: {} }).choices[0], finish_reason: 'length' }],
      },
    ],
  ])('passes on %s: a broken call is not an abstention', (_, received) => {
    expect(received).not.toAbstain()
  })

  test.each([
    ['an unknown shape', { reply: 'ok' }],
    ['a user message', { role: 'user', content: 'hi' }],
    [
      'a filtered response',
      { ...openAi(), choices: [{ ...openAi().choices[0], finish_reason: 'content_filter' }] },
    ],
  ])('fails on %s, as .toAbstain does', (_, received) => {
    expect(() => expect(received).not.toAbstain()).toThrow(/could not read the tool calls/)
    expect(() => expect(received).toAbstain()).toThrow(/could not read the tool calls/)
  })
})

describe('a stop the reader cannot vouch for is no abstention', () => {
  const anthropic = (stop_reason: string) => ({
    id: 'msg_01',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5',
    content: [{ type: 'text', text: 'Let me look that up.' }],
    stop_reason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  })

  test('end_turn with text only is an abstention', () => {
    expect(anthropic('end_turn')).toAbstain()
  })

  test.each(['pause_turn', 'a_reason_added_later'])(
    '%s: toAbstain fails, and so does .not.toHaveCalledTool',
    (stop) => {
      expect(() => expect(anthropic(stop)).toAbstain()).toThrow(stop)
      expect(() => expect(anthropic(stop)).not.toHaveCalledTool('delete_account')).toThrow(stop)
    },
  )
})
