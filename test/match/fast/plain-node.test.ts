import { describe, expect, test } from 'vitest'
import { compileField } from '../../../src/compile/compile-field.js'
import type { FieldExpectation } from '../../../src/expect/types.js'
import { field } from '../../../src/index.js'
import { isPlainNode } from '../../../src/match/fast/plain-node.js'

const deep = (depth: number): FieldExpectation => (depth === 0 ? 'x' : [deep(depth - 1)])
const deepObject = (depth: number): FieldExpectation => (depth === 0 ? 'x' : { a: deepObject(depth - 1) })

// Each row builds its expectation in the test body (a thunk), not while the table is collected.
describe('isPlainNode', () => {
  test.each<[string, () => FieldExpectation, boolean]>([
    ['a plain value', () => ({ city: 'Paris' }), true],
    [
      'an object holding plain rules',
      () => ({ city: field.oneOf('Paris', field.bfclString('paris')), unit: field.optional('C') }),
      true,
    ],
    ['an array holding a plain rule', () => [field.exact({ $rule: 'casefold' }), 1], false],
    ['an array of plain rules', () => [field.present(), field.ignore()], true],
    ['absent', () => ({ city: field.absent() }), true],
    ['oneOf of arrays', () => field.oneOf([1, 2], [3]), true],
    ['oneOf of objects', () => field.oneOf({ a: 1 }, { b: [null, true] }), true],
    [
      'oneOf of a null-prototype object',
      () => field.oneOf(Object.assign(Object.create(null), { a: 1 })),
      true,
    ],
    ['another rule', () => ({ city: field.casefold('paris') }), false],
    ['a plain value beside another rule', () => ({ city: 'Paris', unit: field.casefold('c') }), false],
    ['another rule inside a plain one', () => field.oneOf('Paris', field.casefold('paris')), false],
    ['an asymmetric matcher', () => ({ city: expect.any(String) }), false],
    ['an asymmetric matcher alone', () => expect.any(String), false],
    ['an asymmetric matcher inside a plain rule', () => field.oneOf('Paris', expect.any(String)), false],
    [
      'an asymmetric matcher holding no function inside a plain rule',
      () => field.oneOf('Paris', expect.stringContaining('Par')),
      false,
    ],
    [
      'a matcher written as a plain object inside a plain rule',
      () => field.oneOf({ asymmetricMatch: () => true }),
      false,
    ],
    ['a plain rule holding arrays 63 deep (64 levels)', () => field.oneOf('a', deep(63)), true],
    ['a plain rule holding arrays 64 deep', () => field.oneOf('a', deep(64)), false],
    ['a plain rule nested deeper than 64', () => field.oneOf('a', deep(70)), false],
    ['a plain rule holding objects 63 deep (64 levels)', () => field.oneOf('a', deepObject(63)), true],
    ['a plain rule holding objects 64 deep', () => field.oneOf('a', deepObject(64)), false],
  ])('%s', (_title, written, plain) => {
    const node = compileField(written(), [], 'nfc')
    expect(isPlainNode(node)).toBe(plain)
    // Asked again: the same answer (kept per node).
    expect(isPlainNode(node)).toBe(plain)
  })
})
