import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Path } from '../../src/json/types.js'
import { relatedPaths } from '../../src/report/related-paths.js'

const startsWith = (path: Path, prefix: Path) =>
  prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment)

/** The definition, asked of every path in turn. */
const naive = (paths: readonly Path[], path: Path) =>
  paths.some((candidate) => startsWith(candidate, path) || startsWith(path, candidate))

const segment = fc.oneof(fc.constantFrom('a', 'b', '0'), fc.integer({ min: 0, max: 2 }))
const path = fc.array(segment, { maxLength: 4 })

describe('relatedPaths', () => {
  test.each<[Path[], Path, boolean]>([
    [[], [], false],
    [[], ['arguments'], false],
    [[['arguments', 'x', 3]], ['arguments'], true],
    [[['arguments', 'x', 3]], ['arguments', 'x', 3, 'deep'], true],
    [[['arguments', 'x', 3]], ['arguments', 'x', 4], false],
    [[['arguments', 'x', 0]], ['arguments', 'x', '0'], false],
    [[[]], ['anything', 1], true],
    [[['name']], ['arguments'], false],
  ])('%j relates to %j: %s', (paths, asked, related) => {
    expect(relatedPaths(paths)(asked)).toBe(related)
  })

  test('agrees with the definition', () => {
    fc.assert(
      fc.property(fc.array(path, { maxLength: 6 }), path, (paths, asked) => {
        expect(relatedPaths(paths)(asked)).toBe(naive(paths, asked))
      }),
    )
  })
})
