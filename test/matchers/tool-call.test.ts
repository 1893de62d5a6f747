import { stripVTControlCharacters } from 'node:util'
import { printDiffOrStringify } from '@vitest/utils/diff'
import { diff } from 'jest-diff'
import '../../src/vitest.js'
import { describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { defineTools, field } from '../../src/index.js'
import { toolCall, UnreadableValueError } from '../../src/matchers/index.js'
import { openAi } from './helpers.js'

const weather = { name: 'get_weather', arguments: { city: 'Paris' } }

describe('expect.toolCall', () => {
  test('inside toEqual', () => {
    expect({ response: openAi(weather) }).toEqual({ response: expect.toolCall(weather) })
    expect({ response: openAi({ ...weather, arguments: { city: 'Rome' } }) }).not.toEqual({
      response: expect.toolCall(weather),
    })
  })

  test('inside toHaveBeenCalledWith', () => {
    const dispatch = vi.fn()
    dispatch({ name: 'get_weather', arguments: '{"city":"Paris"}' })
    expect(dispatch).toHaveBeenCalledWith(expect.toolCall(weather))
  })

  test('inside arrayContaining', () => {
    expect([openAi(), openAi(weather)]).toEqual(expect.arrayContaining([expect.toolCall(weather)]))
  })

  test('prints readably in a failing diff', () => {
    const text = stripVTControlCharacters(diff([expect.toolCall(weather)], [openAi()]) ?? '')
    expect(text).toContain('ToolCall<get_weather({"city": "Paris"})>')
    expect(toolCall(weather).toAsymmetricMatcher()).toBe('ToolCall<get_weather({"city": "Paris"})>')
  })

  test('a malformed expectation throws when the matcher is built', () => {
    expect(() => expect.toolCall({ name: 'x', arguments: { a: { $rule: 'nope' } } })).toThrow(
      /^Matcher error:/,
    )
  })
})

describe('expect.toolCall in failing comparisons', () => {
  test.each([
    ['in an array', () => expect([openAi()]).toEqual([expect.toolCall(weather)])],
    ['in an object', () => expect({ m: openAi() }).toEqual({ m: expect.toolCall(weather) })],
  ])('%s fails with an assertion error, not a crash', (_, assertion) => {
    expect(assertion).toThrow(/deeply equal/)
  })

  test('a copy of the matcher (as runners make for diffs) still works', () => {
    const copy = Object.assign(Object.create(Object.getPrototypeOf(toolCall(weather))), toolCall(weather))
    expect(copy.asymmetricMatch(openAi(weather))).toBe(true)
    expect(copy.asymmetricMatch(openAi())).toBe(false)
  })
})

describe('expect.toolCall names the first difference of the closest call', () => {
  const rome = { name: 'get_weather', arguments: { city: 'Rome' } }

  test("in the runner's diff of a failing toEqual", () => {
    let error: { actual?: unknown; expected?: unknown } = {}
    try {
      expect({ response: openAi(rome) }).toEqual({ response: expect.toolCall(weather) })
    } catch (thrown) {
      error = thrown as typeof error
    }
    const text = stripVTControlCharacters(printDiffOrStringify(error.actual, error.expected) ?? '')
    expect(text).toContain(
      '"response": ToolCall<get_weather({"city": "Paris"})> (first difference: arguments.city: expected "Paris", received "Rome")',
    )
  })

  test.each<[string, unknown, string]>([
    ['a value', openAi(rome), 'arguments.city: expected "Paris", received "Rome"'],
    [
      'a missing argument',
      openAi({ name: 'get_weather', arguments: {} }),
      'arguments.city: missing (expected "Paris")',
    ],
    [
      'another tool',
      openAi({ name: 'get_time', arguments: { city: 'Paris' } }),
      'name: expected tool "get_weather", received "get_time"',
    ],
    [
      'the closest of two calls, not the extra one',
      openAi({ name: 'log', arguments: {} }, rome),
      'calls[1].arguments.city: expected "Paris", received "Rome"',
    ],
    ['no call', openAi(), 'the expected call was not made: get_weather({"city": "Paris"})'],
  ])('%s', (_, received, difference) => {
    const matcher = toolCall(weather)
    expect(matcher.asymmetricMatch(received)).toBe(false)
    expect(matcher.toAsymmetricMatcher()).toBe(
      `ToolCall<get_weather({"city": "Paris"})> (first difference: ${difference})`,
    )
    expect(matcher.toString()).toBe(`ToolCall (first difference: ${difference})`)
  })

  test('before any comparison, and after passing ones, only the expectation', () => {
    const matcher = toolCall(weather)
    expect(matcher.toAsymmetricMatcher()).toBe('ToolCall<get_weather({"city": "Paris"})>')
    expect(matcher.asymmetricMatch(openAi(weather))).toBe(true)
    expect(matcher.toString()).toBe('ToolCall')
  })

  test('expect.not.toolCall says no difference (the call matched)', () => {
    const matcher = expect.not.toolCall(weather) as unknown as ReturnType<typeof toolCall>
    expect(matcher.asymmetricMatch(openAi(weather))).toBe(false)
    expect(matcher.toAsymmetricMatcher()).toBe('NotToolCall<get_weather({"city": "Paris"})>')
  })
})

type Asymmetric = { asymmetricMatch(received: unknown): boolean }
const notToolCall = (expected: typeof weather) => expect.not.toolCall(expected) as Asymmetric

describe('expect.toolCall on a value that cannot be read', () => {
  const unreadable: [string, unknown, string][] = [
    [
      'broken JSON',
      '{"name": "get_weather", "arguments": {',
      'could not read the tool calls: the text is not JSON',
    ],
    ['an unknown shape', { hello: 'world' }, 'could not read the tool calls:'],
    ['null', null, 'could not read the tool calls:'],
  ]

  test.each(unreadable)(
    '%s: toolCall(…) and not.toolCall(…) both throw the read failure',
    (_, received, words) => {
      for (const matcher of [toolCall(weather), notToolCall(weather)]) {
        let thrown: unknown
        try {
          matcher.asymmetricMatch(received)
        } catch (error) {
          thrown = error
        }
        expect(thrown).toBeInstanceOf(UnreadableValueError)
        expect((thrown as UnreadableValueError).message).toContain(words)
        expect((thrown as UnreadableValueError).failure.kind).toEqual(expect.any(String))
      }
    },
  )

  test.each(unreadable)('%s: no negation passes', (_, received) => {
    expect(() => expect(received).not.toEqual(expect.toolCall(weather))).toThrow(UnreadableValueError)
    expect(() => expect([received]).toEqual([expect.not.toolCall(weather)])).toThrow(UnreadableValueError)
    const spy = vi.fn()
    spy(received)
    expect(() => expect(spy).not.toHaveBeenCalledWith(expect.toolCall(weather))).toThrow(UnreadableValueError)
    expect(() => expect(spy).toHaveBeenCalledWith(expect.not.toolCall(weather))).toThrow(UnreadableValueError)
  })

  test.each<[string, unknown]>([
    ["the user's message", { role: 'user', content: 'hi' }],
    ["a tool's result", { role: 'tool', tool_call_id: 'call_1', content: '{"temperature_c": 14}' }],
    ['a system message', { role: 'system', content: 'You are a weather bot.' }],
  ])('%s is no model turn: it equals neither toolCall(…) nor not.toolCall(…)', (_, message) => {
    expect(toolCall(weather).asymmetricMatch(message)).toBe(false)
    expect(notToolCall(weather).asymmetricMatch(message)).toBe(false)
    // So a transcript can be searched.
    expect([message, openAi(weather)]).toEqual(expect.arrayContaining([expect.toolCall(weather)]))
    expect([message]).not.toEqual(expect.arrayContaining([expect.toolCall({ name: '*' })]))
  })

  test("the user's message: the runner's diff says why it differs", () => {
    const matcher = toolCall(weather)
    matcher.asymmetricMatch({ role: 'user', content: 'hi' })
    expect(matcher.toString()).toMatch(
      /^ToolCall \(first difference: could not read the tool calls: this is a user's message/,
    )
  })

  // Inside an object or array, Vitest's toEqual takes an undefined value for a missing key and never asks.
  test('undefined, compared directly, throws too', () => {
    expect(() => toolCall(weather).asymmetricMatch(undefined)).toThrow(UnreadableValueError)
    expect(() => expect(undefined).not.toEqual(expect.toolCall(weather))).toThrow(UnreadableValueError)
  })

  test('the message names the matcher and the failure', () => {
    expect(() => toolCall(weather).asymmetricMatch('{"name": "get_weather" "arguments"')).toThrow(
      'expect.toolCall(get_weather({"city": "Paris"})) cannot judge the received value, negated or not: could not read the tool calls: the text is not JSON at 1:24',
    )
    expect(() => notToolCall(weather).asymmetricMatch('{"name": "get_weather" "arguments"')).toThrow(
      /^expect\.not\.toolCall\(get_weather/,
    )
  })

  test('a readable value that differs still equals not.toolCall(…)', () => {
    expect(notToolCall(weather).asymmetricMatch(openAi({ name: 'other', arguments: {} }))).toBe(true)
    expect(toolCall(weather).asymmetricMatch(openAi({ name: 'other', arguments: {} }))).toBe(false)
    expect(openAi()).not.toEqual(expect.toolCall(weather))
  })
})

describe('a call its tool schema rejects is not judged under expect.not', () => {
  const tools = defineTools({
    transfer: { schema: z.object({ to: z.string(), amount: z.number() }) },
  })
  const malformed = { name: 'transfer', arguments: { to: 'mallory', amount: 'lots' } }
  const run = [
    { role: 'user', content: 'Pay mallory.' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: { name: 'transfer', arguments: JSON.stringify(malformed.arguments) },
        },
      ],
    },
  ]

  test('expect.not.toolCall throws, naming the rejected argument', () => {
    const matcher = expect.not.toolCall(
      { name: 'transfer', arguments: { to: 'mallory' } },
      { tools, extraArguments: 'allow' },
    )
    expect(() => expect(malformed).toEqual(matcher)).toThrow(UnreadableValueError)
    expect(() => expect(malformed).toEqual(matcher)).toThrow(/schema rejects: arguments\.amount/)
  })

  test('expect.not.toolRun throws, naming the step and call', () => {
    const matcher = expect.not.toolRun(
      { calls: [{ name: 'transfer', arguments: { to: 'mallory', amount: field.ignore() } }] },
      { tools },
    )
    expect(() => expect(run).toEqual(matcher)).toThrow(
      /steps\[0\]\.calls\[0\]\.arguments\.amount: the transfer schema wants a number/,
    )
  })

  test('expect.not.toolRun on a run that did what never forbids, malformed: the run did it, so it passes', () => {
    expect(run).toEqual(
      expect.not.toolRun({ never: [{ name: 'transfer', arguments: { to: 'mallory' } }] }, { tools }),
    )
  })

  test('the positive forms are simply not equal, and a valid call is judged as before', () => {
    expect(malformed).not.toEqual(
      expect.toolCall({ name: 'transfer', arguments: { to: 'mallory' } }, { tools }),
    )
    expect(run).not.toEqual(expect.toolRun({ calls: [{ name: 'transfer' }] }, { tools }))
    const valid = { name: 'transfer', arguments: { to: 'bob', amount: 5 } }
    expect(valid).toEqual(expect.not.toolCall({ name: 'transfer', arguments: { to: 'mallory' } }, { tools }))
  })
})
