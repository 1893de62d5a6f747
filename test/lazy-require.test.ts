import { afterEach, describe, expect, test, vi } from 'vitest'
import { lazyRequire } from '../src/lazy-require.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('lazyRequire', () => {
  test('requires the package the first time it is asked for, once', () => {
    const load = lazyRequire<{ z: unknown }>('zod', 'a test')
    const spy = vi.spyOn(process, 'getBuiltinModule')
    const first = load()
    expect(first.z).toBeTypeOf('object')
    expect(load()).toBe(first)
    expect(spy).toHaveBeenCalledTimes(1)
  })

  test('a module handed over is used and never required', () => {
    const load = lazyRequire<{ name: string }>('no-such-package-here', 'a test')
    const spy = vi.spyOn(process, 'getBuiltinModule')
    load.provide({ name: 'given' })
    expect(load()).toStrictEqual({ name: 'given' })
    expect(spy).not.toHaveBeenCalled()
  })

  test('a package that is not installed throws where it is first needed', () => {
    const load = lazyRequire('no-such-package-here', 'a test')
    expect(() => load()).toThrow(/Cannot find module 'no-such-package-here'/)
  })

  test("without Node's module loader, the error says what needed the package", () => {
    vi.spyOn(process, 'getBuiltinModule').mockReturnValue(undefined as never)
    const load = lazyRequire('zod', 'checking an expectation')
    expect(() => load()).toThrow(
      "expect-tool-calls: checking an expectation loads zod through Node's `require` (Node 20.16+, Bun, Deno)",
    )
  })
})
