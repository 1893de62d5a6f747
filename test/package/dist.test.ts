// The built package (run after `npm run build`, as `npm test` does): the core and the raw matchers never load a test
// runner, whatever chunks the bundler split them into, and only the setup entries are listed as having side effects.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const root = new URL('../../', import.meta.url)
const dist = new URL('dist/', root)
if (!existsSync(dist)) throw new Error('dist/ is missing: run `npm run build` first (npm test does)')

interface PackageJson {
  dependencies: Record<string, string>
  sideEffects: string[]
  bin: Record<string, string>
  exports: Record<string, string | Record<string, { default: string }>>
}
const pkg: PackageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'))
const RUNNER = /^(?:vitest|@vitest\/.*|jest|@jest\/.*|jest-snapshot|expect)$/

/** Every module a built file imports or requires, statically or dynamically. */
function specifiers(code: string): string[] {
  return [...code.matchAll(/\b(?:from|import|require)\s*\(?\s*(["'])([^"']+)\1/g)].map((found) => found[2]!)
}

/** The packages a built entry loads, following its own chunks. */
function packagesLoadedBy(entry: string): string[] {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of specifiers(readFileSync(new URL(file, dist), 'utf8'))) {
      if (specifier.startsWith('./')) visit(specifier.slice(2))
      else packages.add(specifier)
    }
  }
  visit(entry)
  return [...packages].sort()
}

const allowed = (name: string) => name in pkg.dependencies || name.startsWith('node:')

describe('the built entries', () => {
  test.each(['index.js', 'index.cjs', 'matchers.js', 'matchers.cjs'])('%s loads no test runner', (entry) => {
    const packages = packagesLoadedBy(entry)
    expect(packages.filter((name) => RUNNER.test(name))).toEqual([])
    expect(packages.filter((name) => !allowed(name))).toEqual([])
  })

  test.each(['jest.js', 'jest.cjs'])('%s uses the global expect, loading no Jest package', (entry) => {
    expect(packagesLoadedBy(entry).filter((name) => !allowed(name))).toEqual([])
  })

  test('vitest.js loads Vitest and the runtime dependencies only', () => {
    expect(packagesLoadedBy('vitest.js').filter((name) => !allowed(name))).toEqual(['vitest'])
  })
})

test('sideEffects lists exactly the built files of the setup entries and the CLI', () => {
  const setupFiles = ['./vitest', './jest'].flatMap((entry) =>
    Object.values(pkg.exports[entry] as Record<string, { default: string }>).map((target) => target.default),
  )
  setupFiles.push(pkg.bin['expect-tool-calls']!)
  expect([...pkg.sideEffects].sort()).toEqual(setupFiles.sort())
  for (const file of setupFiles) expect(existsSync(new URL(file, root))).toBe(true)
})
