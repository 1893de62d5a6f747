import { describe, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { expectFail, expectPass, expectUsageError } from './helpers.js'

const present = { $rule: 'present' }

describe('present', () => {
  test.each<[string, JsonValue]>([
    ['a string', 'x'],
    ['null', null],
    ['false', false],
    ['an empty object', {}],
  ])('passes on a present key holding %s', (_, received) => {
    expectPass(present, received)
  })

  test('fails on an absent key', () => {
    expectFail(present, undefined, [{ kind: 'missing' }])
  })

  test('fails on an absent key inside an object, at its path', () => {
    expectFail({ a: present }, {}, [{ kind: 'missing', at: ['a'] }])
  })

  test('usage error: an option', () => {
    expectUsageError({ $rule: 'present', value: 1 }, [])
  })
})
