// Seed 002 ("Grading design and failure modes"): its equivalences and the twelve ways a grader fails, as our
// engine decides them. Where seed 002 chose differently from our defaults (Unicode, duplicate keys), the choice is
// an option and both sides are tested.
import { describe, expect, test } from 'vitest'
import { field, type MatchOptions, match, type TurnExpectation } from '../../src/index.js'

const expected: TurnExpectation = {
  name: 'make_banner',
  arguments: { size: 4550, tags: 'web,hero', duration: 'PT45M' },
}
const loose: TurnExpectation = {
  name: 'make_banner',
  arguments: { size: 4550, tags: field.commaList('web,hero'), duration: field.duration('PT45M') },
}
const lenient: MatchOptions = { parse: 'lenient' }
const answer = '{"name": "make_banner", "arguments": {"size": 4550, "tags": "web,hero", "duration": "PT45M"}}'

describe('seed 002: equivalences', () => {
  test.each([
    [
      'comma-list parts are trimmed',
      '{"name":"make_banner","arguments":{"size":4550,"tags":"web, hero","duration":"PT45M"}}',
    ],
    [
      'durations compare by length',
      '{"name":"make_banner","arguments":{"size":4550,"tags":"web,hero","duration":"PT0H45M"}}',
    ],
    [
      '4550.0 is 4550',
      '{"name":"make_banner","arguments":{"size":4550.0,"tags":"web,hero","duration":"PT45M"}}',
    ],
    [
      'key order and white space never matter',
      '{ "arguments" : { "duration":"PT45M", "tags":"web,hero", "size":4550 }, "name":"make_banner" }',
    ],
  ])('%s', (_, text) => {
    expect(match(text, loose).pass).toBe(true)
  })

  test('the equivalences are rules the test asks for, not defaults', () => {
    expect(
      match(
        '{"name":"make_banner","arguments":{"size":4550,"tags":"web, hero","duration":"PT45M"}}',
        expected,
      ).pass,
    ).toBe(false)
    expect(
      match(
        '{"name":"make_banner","arguments":{"size":4550,"tags":"web,hero","duration":"PT0H45M"}}',
        expected,
      ).pass,
    ).toBe(false)
  })

  test('"P1M" (month) stays strict', () => {
    const monthly: TurnExpectation = { name: 'renew', arguments: { every: field.duration('P1M') } }
    expect(match({ name: 'renew', arguments: { every: 'P1M' } }, monthly).pass).toBe(true)
    expect(match({ name: 'renew', arguments: { every: 'P30D' } }, monthly).pass).toBe(false)
  })
})

describe('seed 002: the ways a grader fails', () => {
  test('1. an echoed schema before the call: lenient keeps the last call', () => {
    const text = `Tools: {"tools": [{"name": "make_banner", "parameters": {}}]}\nCall: ${answer}`
    expect(match(text, expected, lenient).pass).toBe(true)
    expect(match(text, expected).pass).toBe(false)
  })

  test("1. a model that prints two calls: graded on the last one with lenient: 'last' (seed 002); both are seen by default", () => {
    const first = '{"name": "delete_account", "arguments": {}}'
    const text = `${first}\nSorry, I meant: ${answer}`
    expect(match(text, expected, { parse: 'lenient', lenient: 'last' }).pass).toBe(true)
    const verdict = match(text, expected, lenient)
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches.map((m) => m.kind)).toContain('extra_call')
  })

  test('2. fences and prose: lenient reads through them, strict refuses', () => {
    const text = `Here you go:\n\`\`\`json\n${answer}\n\`\`\``
    expect(match(text, expected, lenient).pass).toBe(true)
    expect(match(text, expected).failure?.kind).toBe('not_json')
    expect(match(`${answer}\n\`\`\``, expected).failure?.kind).toBe('trailing_content')
  })

  test('3. envelope drift does not pass; wire-format wrappers unwrap', () => {
    expect(match('{"tool": "make_banner", "args": {"size": 4550}}', expected, lenient).pass).toBe(false)
    expect(match('{"size": 4550, "tags": "web,hero", "duration": "PT45M"}', expected, lenient).pass).toBe(
      false,
    )
    const wrapped = `{"tool_calls": [{"function": {"name": "make_banner", "arguments": ${JSON.stringify(JSON.stringify({ size: 4550, tags: 'web,hero', duration: 'PT45M' }))}}}]}`
    expect(match(wrapped, expected, lenient).pass).toBe(true)
  })

  test('4. "4550" is not 4550 unless the test says field.number', () => {
    const text = '{"name":"make_banner","arguments":{"size":"4550","tags":"web,hero","duration":"PT45M"}}'
    const verdict = match(text, expected)
    expect(verdict.mismatches).toEqual([
      expect.objectContaining({ kind: 'type', path: ['calls', 0, 'arguments', 'size'] }),
    ])
    const numeric: TurnExpectation = {
      name: 'make_banner',
      arguments: { size: field.number(4550), tags: 'web,hero', duration: 'PT45M' },
    }
    expect(match(text, numeric).pass).toBe(true)
  })

  test('4. -0 is 0', () => {
    expect(match('{"name":"f","arguments":{"x":-0}}', { name: 'f', arguments: { x: 0 } }).pass).toBe(true)
  })

  test('5. array order matters by default', () => {
    expect(
      match(
        { name: 'f', arguments: { labels: ['b', 'a'] } },
        { name: 'f', arguments: { labels: ['a', 'b'] } },
      ).pass,
    ).toBe(false)
  })

  test('6. only an exact match with the stale call is flagged stale', () => {
    const create: TurnExpectation = {
      name: 'create_user',
      arguments: { full_name: 'Ada' },
      stale: { name: 'create_user', arguments: { name: 'Ada' } },
    }
    expect(match({ name: 'create_user', arguments: { name: 'Ada' } }, create).mismatches[0]?.kind).toBe(
      'stale_schema',
    )
    expect(
      match({ name: 'create_user', arguments: { name: 'Ada', admin: true } }, create).mismatches[0]?.kind,
    ).not.toBe('stale_schema')
  })

  test('8. duplicate keys: an error when strict, the last value wins when lenient', () => {
    const text = '{"name":"f","arguments":{"x":1,"x":2}}'
    expect(match(text, { name: 'f', arguments: { x: 2 } }).failure).toMatchObject({
      kind: 'duplicate_key',
      token: 'x',
    })
    expect(match(text, { name: 'f', arguments: { x: 2 } }, lenient).pass).toBe(true)
  })

  test('9. Unicode: NFC by default, code points with unicode "none"', () => {
    const text = '{"name":"f","arguments":{"city":"Montre\u0301al"}}'
    expect(match(text, { name: 'f', arguments: { city: 'Montr\u00e9al' } }).pass).toBe(true)
    expect(match(text, { name: 'f', arguments: { city: 'Montr\u00e9al' } }, { unicode: 'none' }).pass).toBe(
      false,
    )
  })

  test.each(['', 'Sorry, I cannot do that.'])(
    '10. a non-JSON answer %j makes no call, so an expected call is missing',
    (text) => {
      expect(match(text, expected).mismatches.map((m) => m.kind)).toEqual(['missing_call'])
    },
  )

  test('10. a call in Python syntax fails too: a read failure that names syntax: python (it is no abstention)', () => {
    const verdict = match('make_banner(size=4550, tags="web,hero")', expected)
    expect(verdict.pass).toBe(false)
    expect(verdict.failure).toMatchObject({ kind: 'native_syntax', format: 'pythonic', detail: 'python' })
  })

  test.each([null, 42, true, undefined])(
    '11. a non-string, non-object answer %j is a read failure',
    (value) => {
      expect(match(value, expected).failure?.kind).toBe('not_an_object')
    },
  )

  test('12. pathological nesting is a failing verdict, not a crash', () => {
    const text = `{"name":"f","arguments":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`
    expect(match(text, expected).failure?.kind).toBe('too_deep')
  })
})
