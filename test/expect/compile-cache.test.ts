import { describe, expect, test } from 'vitest'
import { compileCachedTurn } from '../../src/expect/compile-cache.js'
import { compileKey } from '../../src/expect/compile-key.js'
import { field } from '../../src/expect/field.js'
import type { CallExpectation } from '../../src/expect/types.js'
import { match } from '../../src/match/match.js'
import { defineTools } from '../../src/schema/define-tools.js'
import { registryOf } from '../../src/schema/registry-of.js'

const policies = { unicode: 'nfc', extraArguments: 'forbid' } as const
const schema = { type: 'object', properties: { city: { type: 'string' } } }

describe('compileCachedTurn', () => {
  test('the same unchanged object compiles once per policies and tool set', () => {
    const expectation = { name: 'get_weather', arguments: { city: field.casefold('Paris') } }
    const first = compileCachedTurn(expectation, policies)
    expect(compileCachedTurn(expectation, policies)).toBe(first)
    expect(compileCachedTurn(expectation, { ...policies, extraArguments: 'allow' })).not.toBe(first)
    const tools = registryOf(defineTools({ get_weather: { schema } }))
    const withTools = compileCachedTurn(expectation, { ...policies, tools })
    expect(withTools).not.toBe(first)
    expect(compileCachedTurn(expectation, { ...policies, tools })).toBe(withTools)
  })

  test('a mutated expectation is compiled anew, and matched as it now is', () => {
    const expectation: { -readonly [Key in keyof CallExpectation]: CallExpectation[Key] } = {
      name: 'get_weather',
      arguments: { city: 'Paris' },
    }
    const received = { name: 'get_weather', arguments: { city: 'Lyon' } }
    expect(match(received, expectation).pass).toBe(false)
    ;(expectation.arguments as { city: string }).city = 'Lyon'
    expect(match(received, expectation).pass).toBe(true)
    expectation.arguments = { city: field.casefold('LYON') }
    expect(match(received, expectation).pass).toBe(true)
  })

  test('an equal copy is compiled on its own (the compiled form points back at what was written)', () => {
    const written = { name: 'f', arguments: { a: 1 } }
    expect(compileCachedTurn({ ...written }, policies)).not.toBe(compileCachedTurn(written, policies))
  })

  test('expectations holding functions are compiled every time', () => {
    const expectation = { name: 'f', arguments: { a: field.satisfies((value) => value === 1, 'one') } }
    expect(compileCachedTurn(expectation, policies)).not.toBe(compileCachedTurn(expectation, policies))
  })

  test('a frozen expectation under frozen options is found by identity, per options object', () => {
    const expectation = Object.freeze({ name: 'f', arguments: Object.freeze({ a: field.casefold('x') }) })
    const strict = Object.freeze({ ...policies })
    const loose = Object.freeze({ ...policies, extraArguments: 'allow' as const })
    const first = compileCachedTurn(expectation, strict)
    expect(compileCachedTurn(expectation, strict)).toBe(first)
    const other = compileCachedTurn(expectation, loose)
    expect(other).not.toBe(first)
    expect(
      other.kind === 'calls' &&
        other.calls[0]!.arguments?.kind === 'object' &&
        other.calls[0]!.arguments.extra,
    ).toBe('allow')
    expect(compileCachedTurn(expectation, loose)).toBe(other)
    // An equal options object, frozen too, reaches the same compiled form through the policies key.
    expect(compileCachedTurn(expectation, Object.freeze({ ...policies }))).toBe(first)
  })

  test('a malformed expectation throws every time', () => {
    const expectation = { name: '' }
    expect(() => compileCachedTurn(expectation, policies)).toThrow(/name/)
    expect(() => compileCachedTurn(expectation, policies)).toThrow(/name/)
  })
})

describe('compileKey', () => {
  test.each([
    [{ name: 'f', arguments: { a: [1, 'x', null, true] } }, true],
    [Object.assign(Object.create(null), { name: 'f' }), true],
    [{ name: 'f', arguments: { a: undefined } }, false],
    [{ name: 'f', arguments: { a: Number.NaN } }, false],
    [{ name: 'f', arguments: { a: () => 1 } }, false],
    [{ name: 'f', arguments: { a: new Date(0) } }, false],
    [{ name: 'f', [Symbol('tools')]: 1 }, false],
  ])('%o has a key: %s', (expectation, plain) => {
    expect(compileKey(expectation) !== undefined).toBe(plain)
  })
})
