import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/index.js'
import type { ReadResult } from '../../../src/read/types.js'

/**
 * Issue #16's rule, as a class of inputs: prose is an abstention whatever brackets, braces, parentheses, code spans
 * or JSON-looking fragments it holds; text is malformed only when it tries to be a call (it opens as JSON after
 * white space or a fence, or holds a call-shaped object, or carries a model-native format's markers).
 */

const word = fc.stringMatching(/^[A-Za-z][a-z]{0,9}[.,!?:;]?$/)

/** Fragments an answer in words may hold: none of them is, or tries to be, a call. */
const fragment = fc.oneof(
  word,
  word.map((w) => `[${w}]`),
  fc.nat(99).map((n) => `[${n}]`),
  word.map((w) => `(${w})`),
  word.map((w) => `{${w}}`),
  fc.stringMatching(/^[A-Z0-9]{3,8}$/).map((code) => `{PNR-${code}}`),
  word.map((w) => `\`${w}(x)\``),
  word.map((w) => `\`{${w}: 1}\``),
  fc.constantFrom(
    '{"city": "Paris"}',
    '{"total": 42, "items": [1, 2]}',
    '["a", "b"]',
    '[1, 2, 3]',
    '{"a": 1',
    '{}',
    '[ ]',
    '$120 [economy]',
    '```\nconst x = {a: 1}\n```',
    '```json\n{"units": "metric"}\n```',
    'f(x) = {x | x > 0}',
    '<b>bold</b>',
  ),
)

/** An answer in words: it opens with a word, then words and fragments separated by white space. */
const prose = fc
  .tuple(word, fc.array(fc.tuple(fc.constantFrom(' ', '\n', '  '), fragment), { maxLength: 12 }))
  .map(([first, rest]) => first + rest.map(([space, part]) => space + part).join(''))

function outcome(result: ReadResult): string {
  if (!result.ok) return `failure ${result.failure.kind}`
  return result.turn.calls.length === 0 ? 'abstain' : `${result.turn.calls.length} call(s)`
}

describe('prose with brackets or braces is an abstention (issue #16)', () => {
  test('strict and lenient parsing read every such answer as no call', () => {
    fc.assert(
      fc.property(prose, (text) => {
        expect(outcome(readCalls(text))).toBe('abstain')
        expect(outcome(readCalls(text, { parse: 'lenient' }))).toBe('abstain')
      }),
      { numRuns: 500 },
    )
  })

  test.each([
    ['Prices start at $120 [economy].'],
    ['Your booking reference is {PNR-7XK2Q9}.'],
    ['Use `get_weather(city)` to check; see [1] and (2).'],
    ['The set is {1, 2, 3} and the map is {"a": 1}.'],
  ])('%j', (text) => {
    expect(outcome(readCalls(text))).toBe('abstain')
    expect(outcome(readCalls(text, { parse: 'lenient' }))).toBe('abstain')
  })
})

describe('text that tries to call is never an abstention', () => {
  const call = '{"name": "delete_account", "arguments": {"id": 7}}'

  test('a call anywhere in prose: strict fails (with its position), lenient reads it', () => {
    fc.assert(
      fc.property(prose, prose, (before, after) => {
        const text = `${before} ${call} ${after}`
        expect(outcome(readCalls(text))).toMatch(/^failure /)
        expect(outcome(readCalls(text, { parse: 'lenient' }))).toBe('1 call(s)')
      }),
      { numRuns: 200 },
    )
  })

  test('a call-shaped object that does not parse fails in both modes', () => {
    fc.assert(
      fc.property(prose, fc.nat(call.length - 2), (before, cut) => {
        const text = `${before} ${call.slice(0, cut + 1)}`
        if (!text.includes('"name"')) return
        expect(outcome(readCalls(text))).toMatch(/^failure /)
        expect(outcome(readCalls(text, { parse: 'lenient' }))).toMatch(/^failure /)
      }),
      { numRuns: 200 },
    )
  })

  test.each([
    ['JSON after white space', '  {"city": "Paris"'],
    ['JSON in an opening fence', '```json\n{"city": "Paris"\n```'],
    ['an array of objects', '[{"a": 1}, {"b": 2} and more'],
    ['a Python-style dict', "{'name': 'f'}"],
    ['a model-native marker', 'Checking. <tool_call>{"name": "f"}</tool_call>'],
  ])('%s is a read failure in strict mode', (_, text) => {
    expect(outcome(readCalls(text))).toMatch(/^failure /)
  })
})
