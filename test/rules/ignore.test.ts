import { describe, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { expectFail, expectPass, expectUsageError } from './helpers.js'

const ignore = { $rule: 'ignore' }

describe('ignore', () => {
  test.each<[string, JsonValue | undefined]>([
    ['an absent key', undefined],
    ['a string', 'free text the scorer must not judge'],
    ['null', null],
    ['an object', { any: ['thing'] }],
  ])('passes on %s', (_, received) => {
    expectPass(ignore, received)
  })

  test('passes inside an object, present or absent, while other keys are still checked', () => {
    expectPass({ note: ignore, id: 1 }, { id: 1 })
    expectPass({ note: ignore, id: 1 }, { id: 1, note: 'x' })
    expectFail({ note: ignore, id: 1 }, { id: 2, note: 'x' }, [{ kind: 'value', at: ['id'] }])
  })

  test('usage error: an option', () => {
    expectUsageError({ $rule: 'ignore', value: 1 }, [])
  })
})
