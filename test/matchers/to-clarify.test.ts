import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'

const clarify = { decision: 'CLARIFY', missing: ['datetime', 'place'] }

describe('.toClarify', () => {
  test('passes with or without the slots (a set)', () => {
    expect(clarify).toClarify()
    expect(clarify).toClarify(['place', 'datetime'])
    expect('{"decision":"CLARIFY","missing":["datetime","place"]}').toClarify(['datetime', 'place'])
  })

  test.each([
    [
      'other slots',
      clarify,
      ['datetime'],
      /missing: expected \["datetime"\], received \["datetime","place"\]/,
    ],
    [
      'a call',
      { decision: 'CALL', mode: 'SINGLE', calls: [{ tool: 'show_map', args: {} }] },
      undefined,
      /expected a clarifying question/,
    ],
  ])('fails on %s', (_, received, missing, message) => {
    expect(() => expect(received).toClarify(missing)).toThrow(message)
  })
})

describe('.not.toClarify', () => {
  test('passes on another decision', () => {
    expect({ decision: 'ABSTAIN' }).not.toClarify()
  })

  test('fails on CLARIFY', () => {
    expect(() => expect(clarify).not.toClarify()).toThrow(/asked to clarify/)
  })
})
