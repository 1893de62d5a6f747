import { describe, expect, test } from 'vitest'
import { compileCachedTurn, compiledIfReused } from '../../src/compile/compile-cache.js'
import { compileKey } from '../../src/compile/compile-key.js'
import { defineTools } from '../../src/compile/define-tools.js'
import { field } from '../../src/expect/field.js'
import type { CallExpectation } from '../../src/expect/types.js'
import { match } from '../../src/match/match.js'
import { registryOf } from '../../src/schema/registry-of.js'

const policies = { unicode: 'nfc', extraArguments: 'forbid' } as const
const schema = { type: 'object', properties: { city: { type: 'string' } } }

describe('compileCachedTurn', () => {
  test('the same unchanged object compiles twice per policies and tool set, then is found', () => {
    const expectation = { name: 'get_weather', arguments: { city: field.casefold('Paris') } }
    const first = compileCachedTurn(expectation, policies)
    // The second call takes the text the first left out, and compiles again: the object may have changed.
    const second = compileCachedTurn(expectation, policies)
    expect(second).not.toBe(first)
    expect(compileCachedTurn(expectation, policies)).toBe(second)
    expect(compileCachedTurn(expectation, policies)).toBe(second)
    const loose = { ...policies, extraArguments: 'allow' } as const
    const allowing = compileCachedTurn(expectation, loose)
    expect(allowing).not.toBe(second)
    expect(compileCachedTurn(expectation, loose)).not.toBe(allowing)
    expect(compileCachedTurn(expectation, loose)).toBe(compileCachedTurn(expectation, loose))
    expect(compileCachedTurn(expectation, policies)).toBe(second)
    const tools = registryOf(defineTools({ get_weather: { schema } }))
    const withTools = compileCachedTurn(expectation, { ...policies, tools })
    expect(withTools).not.toBe(second)
    const again = compileCachedTurn(expectation, { ...policies, tools })
    expect(compileCachedTurn(expectation, { ...policies, tools })).toBe(again)
  })

  test('an expectation met once is compiled without taking its text; the second time takes it', () => {
    let reads = 0
    const args = {}
    Object.defineProperty(args, 'city', {
      enumerable: true,
      get: () => {
        reads++
        return 'Paris'
      },
    })
    const expectation = { name: 'get_weather', arguments: args }
    compileCachedTurn(expectation, policies)
    const compiling = reads
    expect(compiling).toBeGreaterThan(0)
    reads = 0
    compileCachedTurn(expectation, policies)
    const again = reads
    reads = 0
    // From the third call on, only the text is taken (and it is the same).
    compileCachedTurn(expectation, policies)
    const text = reads
    expect(text).toBeGreaterThan(0)
    // The second call compiled again and took the text; the first did not take it.
    expect(again).toBe(compiling + text)
  })

  test('a frozen expectation is compiled once, its text never taken', () => {
    const expectation = Object.freeze({ name: 'f', arguments: Object.freeze({ a: field.casefold('x') }) })
    const first = compileCachedTurn(expectation, policies)
    expect(compileCachedTurn(expectation, policies)).toBe(first)
  })

  test('an object frozen after it was first met is compiled again once, then trusted', () => {
    const expectation = { name: 'f', arguments: { a: 1 } }
    const first = compileCachedTurn(expectation, policies)
    expectation.arguments.a = 2
    Object.freeze(expectation.arguments)
    Object.freeze(expectation)
    const frozen = compileCachedTurn(expectation, policies)
    expect(frozen).not.toBe(first)
    expect(frozen.kind === 'calls' && frozen.calls[0]!.arguments).toEqual({ kind: 'value', value: { a: 2 } })
    expect(compileCachedTurn(expectation, policies)).toBe(frozen)
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
    const first = compileCachedTurn(expectation, policies)
    const second = compileCachedTurn(expectation, policies)
    expect(second).not.toBe(first)
    expect(compileCachedTurn(expectation, policies)).not.toBe(second)
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

describe('compiledIfReused', () => {
  test('a frozen expectation under frozen options: nothing the first time, compiled the second, then found', () => {
    const expectation = Object.freeze({ name: 'f', arguments: Object.freeze({ a: 1 }) })
    const options = Object.freeze({ ...policies })
    const other = Object.freeze({ ...policies })
    expect(compiledIfReused(expectation, options)).toBeUndefined()
    const compiled = compiledIfReused(expectation, options)
    expect(compiled).toMatchObject({ kind: 'calls', calls: [{ name: 'f' }] })
    expect(compiledIfReused(expectation, options)).toBe(compiled)
    expect(compileCachedTurn(expectation, options)).toBe(compiled)
    // Met under another options object: a first meeting again; then the compilation kept for the same policies.
    expect(compiledIfReused(expectation, other)).toBeUndefined()
    expect(compiledIfReused(expectation, other)).toBe(compiled)
  })

  test('a frozen expectation compiled before is found at once', () => {
    const expectation = Object.freeze({ name: 'f' })
    const options = Object.freeze({ ...policies })
    const compiled = compileCachedTurn(expectation, options)
    expect(compiledIfReused(expectation, options)).toBe(compiled)
  })

  test.each<[string, () => unknown, () => typeof policies]>([
    ['an expectation that is not frozen', () => ({ name: 'f' }), () => Object.freeze({ ...policies })],
    ['options that are not frozen', () => Object.freeze({ name: 'f' }), () => ({ ...policies })],
    ['no object', () => 'f', () => Object.freeze({ ...policies })],
    ['null', () => null, () => Object.freeze({ ...policies })],
  ])('%s: never compiled here', (_title, makeExpectation, makeOptions) => {
    const expectation = makeExpectation()
    const options = makeOptions()
    for (let meeting = 0; meeting < 3; meeting++)
      expect(compiledIfReused(expectation, options)).toBeUndefined()
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
