import { stripVTControlCharacters } from 'node:util'
import { diff } from 'jest-diff'
import '../../src/vitest.js'
import { describe, expect, test, vi } from 'vitest'
import { toolCall } from '../../src/matchers/index.js'
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

type Asymmetric = { asymmetricMatch(received: unknown): boolean }
const notToolCall = (expected: typeof weather) => expect.not.toolCall(expected) as Asymmetric

describe('expect.toolCall on a value that cannot be read', () => {
  test('equals neither toolCall(…) nor not.toolCall(…)', () => {
    for (const received of ['{"name": "get_weather", "arguments": {', { role: 'user', content: 'hi' }]) {
      expect(toolCall(weather).asymmetricMatch(received)).toBe(false)
      expect(notToolCall(weather).asymmetricMatch(received)).toBe(false)
    }
    expect(notToolCall(weather).asymmetricMatch(openAi({ name: 'other', arguments: {} }))).toBe(true)
  })
})
