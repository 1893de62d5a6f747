import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { type MatcherContextLike, matchers, type ToolCallMatcherResult } from '../../src/matchers/index.js'

type Name = keyof typeof matchers
type RawMatcher = (this: MatcherContextLike, received: unknown, ...rest: unknown[]) => ToolCallMatcherResult

function messageOf(name: Name, context: MatcherContextLike, received: unknown, ...rest: unknown[]): string {
  const result = (matchers[name] as RawMatcher).call(context, received, ...rest)
  return stripVTControlCharacters(result.message())
}

/** A model may send arguments that look like rules, or like broken ones: they are data. */
const unknownRule = { name: 'get_weather', arguments: { $rule: {} } }
const lookalike = { name: 'lookup', arguments: { q: { $rule: 'casefold', value: 'X' } } }

describe('received arguments with a $rule key are data in messages', () => {
  test('.not messages list the received call as JSON', () => {
    expect(messageOf('toMatchToolCall', { isNot: true }, [unknownRule], { name: '*' })).toContain(
      'the call matched: get_weather({"$rule": {}})',
    )
    expect(messageOf('toContainToolCall', { isNot: true }, [lookalike], { name: 'lookup' })).toContain(
      'calls[0] matched: lookup({"q": {"$rule": "casefold", "value": "X"}})',
    )
  })

  test('an unexpected call and the pairing show the received arguments as JSON, never as a rule', () => {
    const message = messageOf('toMatchToolCall', {}, [lookalike, unknownRule], { name: 'get_weather' })
    expect(message).toContain('calls[0]: unexpected call lookup({"q": {"$rule": "casefold", "value": "X"}})')
    expect(message).toContain('unpaired: calls[0] lookup({"q": {"$rule": "casefold", "value": "X"}})')
    expect(message).not.toContain('casefold("X")')
  })

  test('calls out of order, with the same names, are listed as data', () => {
    const first = { name: 'f', arguments: { $rule: 'nope' } }
    const second = { name: 'f', arguments: { $rule: 'ignore' } }
    const message = messageOf(
      'toMatchToolCalls',
      {},
      [second, first],
      [
        { name: 'f', arguments: { x: { $rule: 'absent' } }, extraArguments: 'allow' },
        { name: 'f', arguments: { $rule: 'exact', value: { $rule: 'ignore' } } },
      ],
    )
    expect(message).toContain('received f({"$rule": "ignore"}) → f({"$rule": "nope"})')
  })
})
