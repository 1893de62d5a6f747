import { afterEach, describe, expect, test } from 'vitest'
import { withoutStack } from '../src/without-stack.js'

const original = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit')!

afterEach(() => {
  Object.defineProperty(Error, 'stackTraceLimit', original)
})

describe('withoutStack', () => {
  test('builds the error with no stack frames and puts the limit back', () => {
    const before = Error.stackTraceLimit
    const error = withoutStack(() => new Error('carried'))
    expect(error.message).toBe('carried')
    expect(error.stack).toBe('Error: carried')
    expect(Error.stackTraceLimit).toBe(before)
    expect(new Error('normal').stack).toContain('\n    at ')
  })

  test('puts the limit back when building throws', () => {
    const before = Error.stackTraceLimit
    expect(() =>
      withoutStack(() => {
        throw new RangeError('boom')
      }),
    ).toThrow('boom')
    expect(Error.stackTraceLimit).toBe(before)
  })

  test('a limit that cannot be changed (frozen intrinsics) is left alone', () => {
    Object.defineProperty(Error, 'stackTraceLimit', { value: 7, writable: false, configurable: true })
    const error = withoutStack(() => new Error('still built'))
    expect(error.message).toBe('still built')
    expect(Error.stackTraceLimit).toBe(7)
  })
})
