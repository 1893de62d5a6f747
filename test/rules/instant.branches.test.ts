import { describe, test } from 'vitest'
import { expectPass } from './helpers.js'

describe('instant: branches', () => {
  test('a tolerance in milliseconds too large for nanoseconds is capped, not Infinity', () => {
    const rule = { $rule: 'instant', value: '2026-03-01T10:00:00Z', tolerance: 1e303 }
    expectPass(rule, '1970-01-01T00:00:00Z')
    expectPass(rule, '9999-12-31T23:59:59Z')
  })
})
