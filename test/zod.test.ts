import { describe, expect, test, vi } from 'vitest'
import * as imported from 'zod'
import { lazySchema, zod } from '../src/zod.js'

describe('zod', () => {
  test('is the z of the installed zod (its CommonJS build: the same API)', () => {
    expect(Object.keys(zod()).sort()).toStrictEqual(Object.keys(imported.z).sort())
  })

  test('a lazy schema is built once, when first asked for', () => {
    const build = vi.fn((z: ReturnType<typeof zod>) => z.string())
    const schema = lazySchema(build)
    expect(build).not.toHaveBeenCalled()
    expect(schema().safeParse('x').success).toBe(true)
    expect(schema()).toBe(schema())
    expect(build).toHaveBeenCalledTimes(1)
  })
})
