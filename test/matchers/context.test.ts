// The runner's colour functions are called as methods of `utils`: Bun's throw when called without their receiver.
import { describe, expect, test } from 'vitest'
import { colorsOf } from '../../src/matchers/context.js'

describe('colorsOf', () => {
  test('calls each colour on its utils object', () => {
    const utils = {
      tag: '!',
      EXPECTED_COLOR(this: { tag: string }, text: string) {
        if (this !== utils) throw new Error('Expected this to be instanceof ExpectMatcherUtils')
        return `${this.tag}e:${text}`
      },
      RECEIVED_COLOR(this: { tag: string }, text: string) {
        if (this !== utils) throw new Error('detached')
        return `${this.tag}r:${text}`
      },
      DIM_COLOR(this: { tag: string }, text: string) {
        if (this !== utils) throw new Error('detached')
        return `${this.tag}d:${text}`
      },
    }
    const colors = colorsOf({ utils })
    expect([colors.expected('a'), colors.received('b'), colors.dim('c')]).toEqual(['!e:a', '!r:b', '!d:c'])
  })

  test('no utils: text as it is', () => {
    const colors = colorsOf({})
    expect([colors.expected('a'), colors.received('b'), colors.dim('c')]).toEqual(['a', 'b', 'c'])
  })
})
