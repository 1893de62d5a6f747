import { describe, expect, test } from 'vitest'
import { refuseAsync } from '../../../src/read/stream/async-value.js'
import { thrownFailure } from '../helpers.js'

describe('refuseAsync', () => {
  test('a Promise or a live stream fails async_value at its path, naming what it is', () => {
    expect(thrownFailure(() => refuseAsync(Promise.resolve(1), ['steps', 0]))).toStrictEqual({
      kind: 'async_value',
      path: ['steps', 0],
      detail: 'promise',
    })
    async function* stream() {
      yield 1
    }
    expect(thrownFailure(() => refuseAsync(stream(), ['fullStream']))).toStrictEqual({
      kind: 'async_value',
      path: ['fullStream'],
      detail: 'async iterable',
    })
  })

  test('anything else, and a value whose getter throws, passes on to the readers', () => {
    // biome-ignore lint/suspicious/noThenProperty: a then that is no function makes no Promise
    expect(refuseAsync({ then: 'later' }, [])).toBeUndefined()
    expect(refuseAsync([1, 2], [])).toBeUndefined()
    const hostile = Object.defineProperty({}, 'then', {
      get() {
        throw new Error('no')
      },
    })
    expect(refuseAsync(hostile, [])).toBeUndefined()
  })
})
