import { describe, test } from 'vitest'
import { expectUsageError } from './helpers.js'

describe('optional: a usage error inside names its place', () => {
  test('an unknown rule inside', () => {
    expectUsageError({ $rule: 'optional', value: { $rule: 'nope' } }, ['value', '$rule'])
  })
})
