import { describe, expect, test } from 'vitest'
import { arrayItems, field, ownKeys } from '../../src/read/field.js'
import { ReadError } from '../../src/read/read-error.js'

function failureOf(read: () => unknown): unknown {
  try {
    read()
  } catch (error) {
    if (error instanceof ReadError) return error.failure
  }
  return undefined
}

class WithGetter {
  get toolCalls(): string[] {
    return ['from the prototype']
  }
}

describe('field', () => {
  test('reads prototype getters by access', () => {
    expect(field(new WithGetter(), 'toolCalls', [])).toEqual(['from the prototype'])
  })

  test('a throwing getter is unreadable at its path', () => {
    const value = Object.defineProperty({}, 'x', {
      get() {
        throw new Error('no')
      },
    })
    expect(failureOf(() => field(value, 'x', ['a', 0]))).toEqual({
      kind: 'unreadable',
      path: ['a', 0, 'x'],
      detail: 'no',
    })
  })
})

/** `[1, <hole>, 3]`, built without a sparse literal. */
function holey(): unknown[] {
  const value = [1, 2, 3]
  delete value[1]
  return value
}

describe('arrayItems', () => {
  test('reads an array, and gives undefined for anything else', () => {
    expect(arrayItems([1, 2], [])).toEqual([1, 2])
    expect(arrayItems({ length: 1, 0: 'a' }, [])).toBeUndefined()
  })

  test.each([
    ['a hole', holey(), { kind: 'invalid_value', path: ['p', 1] }],
    ['a huge sparse array', new Array(2 ** 31), { kind: 'unreadable', path: ['p'] }],
  ])('%s fails at once', (_, value, failure) => {
    expect(failureOf(() => arrayItems(value, ['p']))).toMatchObject(failure)
  })
})

describe('ownKeys', () => {
  test('a Proxy whose ownKeys throws is unreadable', () => {
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('keys')
        },
      },
    )
    expect(failureOf(() => ownKeys(proxy, ['q']))).toEqual({
      kind: 'unreadable',
      path: ['q'],
      detail: 'keys',
    })
  })
})
