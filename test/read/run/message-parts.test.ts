import { describe, expect, test } from 'vitest'
import {
  everyBlock,
  placeAt,
  roleOf,
  someBlock,
  stringField,
  textOfContent,
  typeOf,
} from '../../../src/read/run/message-parts.js'
import { thrownFailure } from '../helpers.js'

const failureOf = thrownFailure

describe('textOfContent', () => {
  test.each<[string, unknown, string | undefined]>([
    ['a string is itself', 'Done.', 'Done.'],
    ['an empty string is itself', '', ''],
    ['text blocks are joined with nothing between', [{ type: 'text', text: 'Do' }, { text: 'ne.' }], 'Done.'],
    [
      'blocks without text are left out',
      [{ type: 'image' }, { type: 'text', text: 'a' }, { type: 'tool_use' }],
      'a',
    ],
    ['only blocks without text: none', [{ type: 'image' }, { type: 'tool_use', id: 'x' }], undefined],
    ['an empty list: none', [], undefined],
    ['null: none', null, undefined],
    ['a number: none', 7, undefined],
    ['an object that is not a list: none', { text: 'a' }, undefined],
  ])('%s', (_name, content, text) => {
    expect(textOfContent(content, [])).toBe(text)
  })

  test('a block that cannot be read fails at its own path', () => {
    const block = Object.defineProperty({ type: 'text' }, 'text', {
      get() {
        throw new Error('gone')
      },
    })
    expect(failureOf(() => textOfContent([{ text: 'a' }, block], ['m', 'content']))).toMatchObject({
      kind: 'unreadable',
      path: ['m', 'content', 1, 'text'],
    })
  })
})

describe('string fields', () => {
  test.each([
    ['a string', 'user', 'user'],
    ['a number', 1, undefined],
    ['an object', { role: 'user' }, undefined],
    ['absent', undefined, undefined],
  ])('roleOf, typeOf and stringField read %s', (_name, value, expected) => {
    expect(roleOf({ role: value }, [])).toBe(expected)
    expect(typeOf({ type: value }, [])).toBe(expected)
    expect(stringField({ name: value }, 'name', [])).toBe(expected)
  })
})

describe('placeAt', () => {
  test('places each call at its index in the list under the key', () => {
    const calls = [
      { name: 'a', arguments: {} },
      { name: 'b', arguments: {} },
    ]
    expect(placeAt(calls, [2], 'tool_calls')).toEqual([
      { call: calls[0], path: [2, 'tool_calls', 0] },
      { call: calls[1], path: [2, 'tool_calls', 1] },
    ])
  })
})

describe('everyBlock and someBlock', () => {
  const isText = (block: object) => (block as { type?: unknown }).type === 'text'

  test.each<[string, unknown, boolean, boolean]>([
    ['all blocks pass', [{ type: 'text' }, { type: 'text' }], true, true],
    ['one block of two passes', [{ type: 'image' }, { type: 'text' }], false, true],
    ['no block passes', [{ type: 'image' }], false, false],
    ['a non-object beside a passing block', ['text', { type: 'text' }], false, true],
    ['only non-objects', ['text', null], false, false],
    ['an empty list', [], true, false],
    ['not a list', { type: 'text' }, false, false],
    ['a string', 'text', false, false],
  ])('%s', (_name, content, every, some) => {
    expect(everyBlock(content, [], isText)).toBe(every)
    expect(someBlock(content, [], isText)).toBe(some)
  })

  test('the test sees each block with its path', () => {
    const seen: unknown[] = []
    const record = (_block: object, at: readonly (string | number)[]) => {
      seen.push(at)
      return false
    }
    everyBlock([{}], ['m', 'content'], (block, at) => !record(block, at))
    someBlock([{}, 'x', {}], ['m', 'content'], record)
    expect(seen).toEqual([
      ['m', 'content', 0],
      ['m', 'content', 0],
      ['m', 'content', 2],
    ])
  })
})
