import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { openAi } from './helpers.js'

const notify = { name: 'notify', arguments: { to: 'ops' } }
const log = { name: 'log', arguments: { line: 'x' } }

describe('.toContainToolCall', () => {
  test('passes when one of several calls matches', () => {
    expect(openAi(log, notify)).toContainToolCall(notify)
  })

  test('fails when none does, pointing at the closest', () => {
    expect(() =>
      expect(openAi(log, { name: 'notify', arguments: { to: 'dev' } })).toContainToolCall(notify),
    ).toThrow(/arguments\.to: expected "ops", received "dev"/)
  })
})

describe('.not.toContainToolCall', () => {
  test('passes when no call matches', () => {
    expect(openAi(log)).not.toContainToolCall(notify)
  })

  test('fails naming the call that matched', () => {
    expect(() => expect(openAi(log, notify)).not.toContainToolCall(notify)).toThrow(
      /calls\[1\] matched: notify/,
    )
  })
})
