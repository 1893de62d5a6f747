import { describe, expect, test } from 'vitest'
import { defineTools } from '../../src/compile/define-tools.js'
import type { MatchOptions } from '../../src/match/options.js'
import { meaninglessOptions } from '../../src/matchers/check-matcher-options.js'
import { matchers, toolCall, toolRun } from '../../src/matchers/index.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { openAi } from './helpers.js'

const tools = defineTools({
  refund: { schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
})
const received = openAi({ name: 'refund', arguments: { id: 'A-1' } })
const call = { name: 'refund', arguments: { id: 'A-1' } }

/** Each matcher called with typical arguments and `options` last. */
const callers: Record<string, (options: MatchOptions) => unknown> = {
  toMatchToolCall: (options) => matchers.toMatchToolCall.call({}, received, call, options),
  toMatchToolCalls: (options) => matchers.toMatchToolCalls.call({}, received, [call], options),
  toMatchParallelCalls: (options) => matchers.toMatchParallelCalls.call({}, received, [call], options),
  toMatchAnyPlan: (options) => matchers.toMatchAnyPlan.call({}, received, [[call]], options),
  toMatchTurn: (options) => matchers.toMatchTurn.call({}, received, call, options),
  toContainToolCall: (options) => matchers.toContainToolCall.call({}, received, call, options),
  toAbstain: (options) => matchers.toAbstain.call({}, received, options),
  toClarify: (options) => matchers.toClarify.call({}, received, undefined, options),
  toConfirm: (options) => matchers.toConfirm.call({}, received, [call], options),
  toBeValidToolCall: (options) => matchers.toBeValidToolCall.call({}, received, tools, options),
  toHaveValidToolCalls: (options) => matchers.toHaveValidToolCalls.call({}, received, tools, options),
  toMatchRun: (options) => matchers.toMatchRun.call({}, received, { never: [{ name: 'x' }] }, options),
  toHaveCalledTool: (options) => matchers.toHaveCalledTool.call({}, received, 'refund', undefined, options),
  toCallInOrder: (options) => matchers.toCallInOrder.call({}, received, ['refund'], options),
  toHaveToolCalls: (options) => matchers.toHaveToolCalls.call({}, received, [call], options),
  toHaveToolCallCount: (options) => matchers.toHaveToolCallCount.call({}, received, 1, options),
  toHaveToolMessages: (options) => matchers.toHaveToolMessages.call({}, received, [], options),
  toHaveNoLoops: (options) => matchers.toHaveNoLoops.call({}, received, options),
  'expect.toolCall': (options) => toolCall(call, options).asymmetricMatch(received),
  'expect.toolRun': (options) => toolRun({ never: [{ name: 'x' }] }, options).asymmetricMatch(received),
}

/** A value for each match option (the read options mean something to every matcher: each one reads). */
const values: Record<string, unknown> = {
  profile: 'default',
  extraArguments: 'allow',
  extraCalls: 'allow',
  tools,
  validation: 'none',
}

const meaningless = Object.keys(callers).flatMap((matcher) =>
  Object.entries(meaninglessOptions(matcher)).map(([key, why]) => ({ matcher, key, why })),
)

describe('an option that means nothing for a matcher is a usage error saying why', () => {
  test.each(meaningless)('$matcher, $key', ({ matcher, key, why }) => {
    for (const value of key === 'extraCalls' || key === 'extraArguments'
      ? ['allow', 'forbid']
      : [values[key]]) {
      expect(() => callers[matcher]!({ [key]: value })).toThrow(
        new MatcherUsageError(['options', key], `${key} means nothing for ${matcher}: ${why}`),
      )
    }
  })

  test.each([
    ['toContainToolCall', 'extraCalls', /other calls are always allowed/],
    ['toHaveCalledTool', 'extraArguments', /write extraArguments: 'forbid' in the call expectation/],
    ['toHaveToolCallCount', 'extraCalls', /it counts every call/],
    ['toHaveNoLoops', 'extraCalls', /compares the calls with each other/],
    ['toMatchRun', 'extraCalls', /order 'superset' allows any other call, 'in-order' allows others between/],
    ['toHaveCalledTool', 'extraCalls', /'superset'.*'in-order'/],
    ['toBeValidToolCall', 'tools', /the tools are its first argument/],
    ['toAbstain', 'extraCalls', /it expects no call/],
  ])('%s, %s', (matcher, key, words) => {
    expect(() => callers[matcher]!({ [key]: values[key] } as MatchOptions)).toThrow(words)
  })

  test('an option given as undefined is no option (a spread of partial options)', () => {
    expect(() =>
      callers.toContainToolCall!({ extraCalls: undefined } as unknown as MatchOptions),
    ).not.toThrow()
  })

  test('every other match option is taken by every matcher', () => {
    for (const [matcher, run] of Object.entries(callers)) {
      const refused = meaninglessOptions(matcher)
      for (const [key, value] of Object.entries(values)) {
        if (key in refused) continue
        expect(() => run({ [key]: value }), `${matcher}, ${key}`).not.toThrow()
      }
    }
  })

  test('every matcher is in the table of callers, and every entry of the refusals names one', () => {
    const named = [
      ...Object.keys(matchers).filter((name) => !/Snapshot$/.test(name)),
      'expect.toolCall',
      'expect.toolRun',
    ]
    expect(Object.keys(callers).sort()).toEqual(named.sort())
    expect(meaningless.length).toBeGreaterThan(15)
  })

  test('a value that throws when read is a usage error naming where', () => {
    const options = Object.defineProperty({}, 'extraCalls', {
      enumerable: true,
      get() {
        throw new Error('boom')
      },
    })
    expect(() => callers.toContainToolCall!(options)).toThrow(
      /Matcher error: could not be read \(boom\) at options\.extraCalls/,
    )
  })
})
