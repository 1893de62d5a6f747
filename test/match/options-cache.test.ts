import { afterEach, describe, expect, test } from 'vitest'
import { configure, normalizeMatchOptions } from '../../src/match/options.js'

afterEach(() => configure({}))

describe('normalizeMatchOptions on frozen options', () => {
  test('normalises a frozen object once and returns a frozen result', () => {
    const options = Object.freeze({ extraCalls: 'allow' as const })
    const first = normalizeMatchOptions(options)
    expect(normalizeMatchOptions(options)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(first.extraCalls).toBe('allow')
  })

  test('an unfrozen object is normalised each time, so changing it counts', () => {
    const options: { extraCalls: 'allow' | 'forbid' } = { extraCalls: 'allow' }
    expect(normalizeMatchOptions(options).extraCalls).toBe('allow')
    options.extraCalls = 'forbid'
    expect(normalizeMatchOptions(options).extraCalls).toBe('forbid')
  })

  test('configure changes the defaults under a frozen object too', () => {
    const options = Object.freeze({ extraCalls: 'allow' as const })
    expect(normalizeMatchOptions(options).extraArguments).toBe('forbid')
    configure({ extraArguments: 'allow' })
    expect(normalizeMatchOptions(options).extraArguments).toBe('allow')
    configure({})
    expect(normalizeMatchOptions(options).extraArguments).toBe('forbid')
  })
})
