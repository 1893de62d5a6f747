import { describe, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const absent = { $rule: 'absent' }

describe('absent', () => {
  test('passes on an absent key', () => {
    expectPass(absent, undefined)
  })

  test('passes on an absent key inside an object', () => {
    expectPass({ a: absent, b: 1 }, { b: 1 })
  })

  test.each<[string, JsonValue, Expected[]]>([
    ['a value', 'x', [{ kind: 'unexpected', rule: 'absent' }]],
    ['null', null, [{ kind: 'unexpected', rule: 'absent' }]],
    ['false', false, [{ kind: 'unexpected', rule: 'absent' }]],
  ])('fails on a present key holding %s', (_, received, mismatches) => {
    expectFail(absent, received, mismatches)
  })

  test('fails on a present key inside an object, at its path', () => {
    expectFail({ a: absent, b: 1 }, { a: null, b: 1 }, [{ kind: 'unexpected', at: ['a'], rule: 'absent' }])
  })

  test('usage error: an option', () => {
    expectUsageError({ $rule: 'absent', value: 1 }, [])
  })
})
