import { describe, test } from 'vitest'
import { expectUsageError } from './helpers.js'

describe('exact: usage errors name the place inside the value', () => {
  test('two spellings of one key', () => {
    expectUsageError({ $rule: 'exact', value: { café: 1, 'cafe\u0301': 2 } }, ['value', 'cafe\u0301'])
  })
})
