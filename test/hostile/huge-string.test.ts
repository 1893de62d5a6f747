import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import { match } from '../../src/match/match.js'
import { type MatcherContextLike, matchers, type ToolCallMatcherResult } from '../../src/matchers/index.js'
import { throughEveryFace } from './helpers.js'

type RawMatcher = (this: MatcherContextLike, received: unknown, ...rest: unknown[]) => ToolCallMatcherResult

const SIZE = 50 * 1024 * 1024
const huge = 'a'.repeat(SIZE)
const call = () => ({ name: 'write', arguments: { text: huge } })

describe('a 50 MB string argument', () => {
  test('as an object: passes an exact expectation through match, score and the matcher', () => {
    const faces = throughEveryFace(call, { name: 'write', arguments: { text: huge } }, { lean: true })
    expect(faces.verdict.pass).toBe(true)
    expect(faces.graded.axes.argumentAccuracy).toBe(1)
  })

  test('as an object: ignored, present, or matched by a pattern', () => {
    for (const rule of [field.ignore(), field.present(), field.pattern(/^a+$/), field.trimmed(huge)]) {
      expect(match(call(), { name: 'write', arguments: { text: rule } }).pass).toBe(true)
    }
  })

  test('as JSON text, and as an OpenAI arguments string', () => {
    const expectation = { name: 'write', arguments: { text: field.present() } }
    expect(match(JSON.stringify(call()), expectation).pass).toBe(true)
    const tool = { type: 'function', function: { name: 'write', arguments: JSON.stringify({ text: huge }) } }
    const response = {
      choices: [{ message: { role: 'assistant', tool_calls: [tool] }, finish_reason: 'stop' }],
    }
    expect(match(response, expectation).pass).toBe(true)
  })

  test('a mismatch fails with the path, and a first line that does not carry 50 MB', () => {
    const faces = throughEveryFace(call, { name: 'write', arguments: { text: 'short' } }, { lean: true })
    expect(faces.verdict.mismatches).toMatchObject([
      { kind: 'value', path: ['calls', 0, 'arguments', 'text'] },
    ])
    expect(faces.graded.axes.argumentAccuracy).toBe(0)
    const [hint, , first] = faces.message.split('\n')
    expect(hint).toBe('expect(received).toMatchTurn(expected)')
    expect(first!.length).toBeLessThan(200)
    // The diff keeps the string's head and tail and counts what it left out.
    expect(faces.message.length).toBeLessThan(2_000)
    expect(faces.message).toContain(`…[${SIZE - 200} characters left out]…`)
  })

  test('the runner’s own diff gets bounded sides too, and a difference in the middle is shown', () => {
    const other = `${huge.slice(0, SIZE / 2)}b${huge.slice(SIZE / 2 + 1)}`
    const toMatchTurn = matchers.toMatchTurn as RawMatcher
    const result = toMatchTurn.call({ diffPrinting: 'runner' }, call(), {
      name: 'write',
      arguments: { text: other },
    })
    expect(result.pass).toBe(false)
    expect(result.message().length).toBeLessThan(1_000)
    expect(String(result.expected).length).toBeLessThan(1_000)
    expect(String(result.actual).length).toBeLessThan(1_000)
    expect(String(result.expected)).toContain('ab')
    expect(String(result.actual)).not.toContain('ab')
  })
})
