import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { match } from '../../src/match/match.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { expectReadFailure, throughEveryFace } from './helpers.js'

const DEPTH = 100_000

/** A value nested `depth` levels deep, built without recursion. */
function deep(depth: number, style: 'object' | 'array'): JsonValue {
  let value: JsonValue = 1
  for (let level = 0; level < depth; level++) value = style === 'array' ? [value] : { a: value }
  return value
}

const expectation = { name: 'f', arguments: { x: 1 } }

/** The offset of the `n`th `{` or `[` (the texts here have no brackets inside strings). */
function openingBracket(text: string, n: number): number {
  let seen = 0
  for (let index = 0; index < text.length; index++) {
    if ((text[index] === '{' || text[index] === '[') && ++seen === n) return index
  }
  return -1
}

describe('100,000-deep nesting', () => {
  test.each([
    ['arrays', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`],
    ['objects', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`],
    ['objects, never closed', `${'{"a":'.repeat(DEPTH)}1`],
    [
      'a call whose arguments nest',
      `{"name":"f","arguments":{"x":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}}`,
    ],
  ])('text of %s is too_deep, at the 65th opening bracket', (_, text) => {
    const faces = throughEveryFace(() => text, expectation)
    expectReadFailure(faces, { kind: 'too_deep', format: 'text' })
    expect(faces.verdict.failure?.position?.offset).toBe(openingBracket(text, 65))
  })

  test('an arguments string that nests is arguments_not_json (too_deep)', () => {
    const response = () => ({
      choices: [
        {
          message: {
            role: 'assistant',
            tool_calls: [{ type: 'function', function: { name: 'f', arguments: '['.repeat(DEPTH) } }],
          },
          finish_reason: 'tool_calls',
        },
      ],
    })
    const faces = throughEveryFace(response, expectation)
    expectReadFailure(faces, { kind: 'arguments_not_json', detail: 'too_deep', format: 'openai-chat' })
  })

  test.each(['object', 'array'] as const)(
    'arguments of JavaScript %ss are too_deep at depth 64, with the path',
    (style) => {
      const faces = throughEveryFace(() => ({ name: 'f', arguments: { x: deep(DEPTH, style) } }), expectation)
      expectReadFailure(faces, { kind: 'too_deep', format: 'canonical' })
      expect(faces.verdict.failure?.path?.slice(0, 3)).toEqual([
        'arguments',
        'x',
        style === 'array' ? 0 : 'a',
      ])
    },
  )

  test('a received object nested 100,000 deep is no known shape; an array of arrays is not a call list', () => {
    expectReadFailure(
      throughEveryFace(() => deep(DEPTH, 'object'), expectation),
      { kind: 'unknown_shape' },
    )
    expectReadFailure(
      throughEveryFace(() => deep(DEPTH, 'array'), expectation),
      {
        kind: 'not_an_object',
        path: [0],
      },
    )
  })

  test('lenient parsing of deep text: arrays and objects open as JSON, too deep to be a call', () => {
    const arrays = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`
    expect(match(arrays, { abstain: true }, { parse: 'lenient' }).failure).toMatchObject({
      kind: 'no_call_found',
    })
    expect(match(`deep: ${arrays}`, { abstain: true }, { parse: 'lenient' }).pass).toBe(true)
    const objects = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`
    const verdict = match(objects, expectation, { parse: 'lenient' })
    expect(verdict.failure).toMatchObject({ kind: 'no_call_found' })
  })

  test('an expectation nested 100,000 deep, or plans in plans, is a usage error', () => {
    expect(() => match([], { name: 'f', arguments: { x: deep(DEPTH, 'object') } } as never)).toThrow(
      MatcherUsageError,
    )
    let plans: object = { abstain: true }
    for (let level = 0; level < DEPTH; level++) plans = { plans: [plans] }
    expect(() => match([], plans as never)).toThrow(/plans nest too deeply/)
  })
})
