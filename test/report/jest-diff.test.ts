import * as imported from 'jest-diff'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { jestDiff } from '../../src/report/jest-diff.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('jestDiff', () => {
  test('is the jest-diff an import gives, required once', () => {
    expect(jestDiff().diff).toBe(imported.diff)
    expect(jestDiff().diffLinesUnified).toBe(imported.diffLinesUnified)
    expect(jestDiff()).toBe(jestDiff())
  })

  test("without Node's module loader, the error says what printing a diff needs", async () => {
    vi.resetModules()
    vi.spyOn(process, 'getBuiltinModule').mockReturnValue(undefined as never)
    const fresh = await import('../../src/report/jest-diff.js')
    expect(() => fresh.jestDiff()).toThrow("printing a diff loads jest-diff through Node's `require`")
  })
})
