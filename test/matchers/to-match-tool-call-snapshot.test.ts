// The raw snapshot matchers (what `expect.extend(matchers)` registers without a setup entry) throw a usage error
// that names what snapshots need; the setup entries replace them with the runner-backed ones.
import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { matchers } from '../../src/matchers/index.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { openAi } from './helpers.js'

describe.each([
  ['toMatchToolCallSnapshot', 'toMatchTurn'],
  ['toMatchToolCallInlineSnapshot', 'toMatchTurn'],
  ['toMatchRunSnapshot', 'toMatchRun'],
  ['toMatchRunInlineSnapshot', 'toMatchRun'],
] as const)('raw %s', (name, instead) => {
  test('throws a MatcherUsageError naming the runners, the setup entries and what to use instead', () => {
    const matcher = matchers[name] as (this: object, received: unknown) => unknown
    expect(() => matcher.call({}, openAi({ name: 'refund', arguments: {} }))).toThrow(MatcherUsageError)
    expect(() => matcher.call({}, null)).toThrow(
      new RegExp(
        `^Matcher error: ${name} needs Vitest or Jest, which store snapshots: .*expect-tool-calls/vitest.*compare with ${instead}\\.`,
      ),
    )
  })

  test('the Vitest setup entry registers the runner-backed matcher instead', () => {
    const assertion = expect(openAi({ name: 'refund', arguments: {} })) as unknown as Record<string, unknown>
    expect(assertion[name]).toBeTypeOf('function')
    expect(() => (expect('{"broken') as unknown as Record<string, () => void>)[name]!()).not.toThrow(
      MatcherUsageError,
    )
  })
})
