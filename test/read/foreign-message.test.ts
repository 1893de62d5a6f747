import { describe, expect, test } from 'vitest'
import { foreignAuthor, foreignMessage } from '../../src/read/foreign-message.js'
import { normalizeReadOptions } from '../../src/read/normalize-read-options.js'
import { readFailure, thrownFailure } from './helpers.js'

const OPTIONS = normalizeReadOptions(undefined)

/** A LangChain message instance: `lc_kwargs` set in the constructor, its type told by a method. */
class Instance {
  readonly lc_kwargs = { content: 'hi' }
  readonly content = 'hi'
}

class GetTypeOnly extends Instance {
  getType(): unknown {
    return 'human'
  }
}

class TypeOf extends Instance {
  constructor(private readonly type: unknown) {
    super()
  }
  _getType(): unknown {
    return this.type
  }
}

class ByLcId extends Instance {
  constructor(readonly lc_id: unknown) {
    super()
  }
}

class Throwing extends Instance {
  _getType(): string {
    throw new Error('no type here')
  }
}

describe('foreignAuthor says whose message it is', () => {
  test.each([
    ['a user role with content', { role: 'user', content: 'hi' }, 'user'],
    ['a tool role with a serialised body (kwargs)', { role: 'tool', kwargs: {} }, 'tool'],
    [
      'a LangChain type behind a role that is not foreign',
      { role: 'assistant', type: 'human', content: 'hi' },
      'user',
    ],
    ['a role that is an array, not a string', { role: ['user'], content: 'hi' }, undefined],
    ['a type that is an array, not a string', { type: ['human'], content: 'hi' }, undefined],
    [
      'a serialised HumanMessage',
      { lc: 1, type: 'constructor', id: ['langchain_core', 'HumanMessage'] },
      'user',
    ],
    ['another lc version', { lc: 2, type: 'constructor', id: ['langchain_core', 'HumanMessage'] }, undefined],
    [
      'an lc object that is no constructor',
      { lc: 1, type: 'secret', id: ['langchain_core', 'HumanMessage'] },
      undefined,
    ],
    ['an id beside another type', { lc: 1, type: 'ai', id: ['langchain_core', 'HumanMessage'] }, undefined],
    ['a class name inherited from Object', { lc: 1, type: 'constructor', id: ['toString'] }, undefined],
    ['a class name that is an array', { lc: 1, type: 'constructor', id: [['HumanMessage']] }, undefined],
    ['a _getType method without lc_kwargs', { _getType: () => 'human', content: 'hi' }, undefined],
    ['an lc_id without lc_kwargs', { lc_id: ['langchain_core', 'HumanMessage'] }, undefined],
  ])('%s → %s', (_, value, author) => {
    expect(foreignAuthor(value, [])).toBe(author)
  })

  test.each([
    ['getType() when there is no _getType()', () => new GetTypeOnly(), 'user'],
    ['_getType() naming a tool message', () => new TypeOf('tool'), 'tool'],
    ['_getType() naming the model', () => new TypeOf('ai'), undefined],
    ['_getType() naming a key inherited from Object', () => new TypeOf('toString'), undefined],
    ['_getType() returning an array', () => new TypeOf(['human']), undefined],
    [
      'its lc_id when it has no type method',
      () => new ByLcId(['langchain_core', 'messages', 'SystemMessage']),
      'system',
    ],
    ['an lc_id naming a key inherited from Object', () => new ByLcId(['toString']), undefined],
  ])('an instance: %s → %s', (_, make, author) => {
    expect(foreignAuthor(make(), [])).toBe(author)
  })

  test('a _getType() that throws is unreadable at the method', () => {
    expect(thrownFailure(() => foreignAuthor(new Throwing(), ['messages', 0]))).toStrictEqual({
      kind: 'unreadable',
      path: ['messages', 0, '_getType'],
      detail: 'no type here',
    })
  })

  test('a _getType() that throws fails the read', () => {
    expect(readFailure(new Throwing())).toStrictEqual({
      kind: 'unreadable',
      path: ['_getType'],
      detail: 'no type here',
    })
  })
})

describe('foreignMessage reads as not_model_output', () => {
  test('with the author as the detail, at the path of the message', () => {
    expect(
      thrownFailure(() => foreignMessage.read({ role: 'system', content: 'be brief' }, ['input'], OPTIONS)),
    ).toStrictEqual({
      kind: 'not_model_output',
      path: ['input'],
      detail: 'system',
    })
  })

  test('with no detail when no author is known', () => {
    expect(thrownFailure(() => foreignMessage.read({}, ['input'], OPTIONS))).toStrictEqual({
      kind: 'not_model_output',
      path: ['input'],
    })
  })
})
