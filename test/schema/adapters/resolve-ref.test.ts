import { describe, expect, test } from 'vitest'
import { resolveRef } from '../../../src/schema/adapters/resolve-ref.js'

const A = { type: 'string' }
const ROOT = { $defs: { a: A, 'x/y': A, 'm~n': A, __proto__: A } as object, type: 'object' }
const OLD = { $schema: 'http://json-schema.org/draft-07/schema#', definitions: { a: A }, type: 'object' }

describe('resolveRef', () => {
  test.each([
    [ROOT, '#', ROOT],
    [ROOT, '#/$defs/a', A],
    [ROOT, '#/$defs/x~1y', A],
    [ROOT, '#/$defs/m~0n', A],
    [ROOT, '#/$defs/missing', undefined],
    [ROOT, '#/$defs/toString', undefined],
    [ROOT, '#/$defs/type', undefined],
    [ROOT, '#/definitions/a', undefined],
    [ROOT, '#/$defs/a/properties', undefined],
    [ROOT, '#/properties/a', undefined],
    [ROOT, 'other.json#/$defs/a', undefined],
    [OLD, '#/definitions/a', A],
    [OLD, '#/$defs/a', undefined],
  ])('%#: %s', (root, ref, expected) => {
    expect(resolveRef(root as never, ref)).toBe(expected)
  })
})
