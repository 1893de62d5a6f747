import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import { match } from '../../src/match/match.js'

describe('match: compiled expectations are cached for frozen expectations, per policy', () => {
  const frozen = Object.freeze({ name: 'f', arguments: Object.freeze({ city: field.casefold('PARIS') }) })
  const received = [{ name: 'f', arguments: { city: 'paris' } }]

  test('the same frozen expectation under one policy, then another, then the first again', () => {
    expect(match(received, frozen).pass).toBe(true)
    expect(match(received, frozen, { unicode: 'none' }).pass).toBe(true)
    expect(match(received, frozen, { extraArguments: 'allow' }).pass).toBe(true)
    expect(match(received, frozen).pass).toBe(true)
    expect(match([{ name: 'f', arguments: { city: 'Rome' } }], frozen).pass).toBe(false)
  })

  test('an expectation that is not frozen is compiled each time: changing it changes the verdict', () => {
    const open: { name: string; arguments: Record<string, string> } = {
      name: 'f',
      arguments: { city: 'paris' },
    }
    expect(match(received, open).pass).toBe(true)
    open.arguments.city = 'Rome'
    expect(match(received, open).pass).toBe(false)
  })
})
