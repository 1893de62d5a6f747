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

/** The package a bare specifier names: `vitest/suite` is `vitest`, `@scope/name/sub` is `@scope/name`. */
function packageOf(specifier: string): string {
  if (specifier.startsWith('node:')) return specifier
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
}

/** The packages a built entry loads (a subpath counts as its package), following its own chunks. */
function packagesLoadedBy(entry: string): string[] {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of specifiers(readFileSync(new URL(file, dist), 'utf8'))) {
      if (specifier.startsWith('./')) visit(specifier.slice(2))
      else packages.add(packageOf(specifier))
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

  // jest-diff and zod each cost more to load than the rest of the Vitest setup entry: jest-diff is required when a
  // message prints a diff, zod when an expectation is compiled or tools are defined (`src/lazy-require.ts`).
  test.each(
    ['index.js', 'index.cjs', 'matchers.js', 'matchers.cjs', 'jest.js', 'jest.cjs', 'vitest.js'].flatMap(
      (entry) => ['jest-diff', 'zod'].map((name) => [entry, name]),
    ),
  )('%s does not load %s when it is loaded', (entry, name) => {
    expect(packagesLoadedBy(entry)).not.toContain(name)
  })
})

/** The files an export entry's conditions point at (nested conditions followed), declarations left out. */
function runtimeTargets(target: unknown): string[] {
  if (typeof target === 'string') return /\.d\.c?ts$/.test(target) ? [] : [target]
  return Object.values(target as Record<string, unknown>).flatMap(runtimeTargets)
}

/** The declaration file TypeScript picks for `entry` under the given conditions (first matching key wins). */
function typesFor(target: unknown, conditions: string[]): string | undefined {
  if (typeof target === 'string') return /\.d\.c?ts$/.test(target) ? target : undefined
  for (const [condition, next] of Object.entries(target as Record<string, unknown>)) {
    if (condition === 'default' || conditions.includes(condition)) return typesFor(next, conditions)
  }
  return undefined
}

test('sideEffects lists exactly the built files of the setup entries and the CLI', () => {
  const setupFiles = ['./vitest', './jest'].flatMap((entry) => runtimeTargets(pkg.exports[entry]))
  setupFiles.push(pkg.bin['expect-tool-calls']!)
  expect([...pkg.sideEffects].sort()).toEqual(setupFiles.sort())
  for (const file of setupFiles) expect(existsSync(new URL(file, root))).toBe(true)
})

// A tsconfig `"types": ["expect-tool-calls/vitest"]` is resolved with the `require` conditions under Node16 and
// NodeNext, and an import with `import`: every entry must give TypeScript a declaration file under both.
test.each(Object.keys(pkg.exports).filter((entry) => !entry.endsWith('.json')))(
  '%s has types for import and require',
  (entry) => {
    for (const mode of ['import', 'require']) {
      const types = typesFor(pkg.exports[entry], ['types', mode, 'node'])
      expect(types, `${entry} (${mode})`).toBeDefined()
      expect(existsSync(new URL(types!, root))).toBe(true)
    }
  },
)

test('expectation.schema.json ships, generated from the zod schemas of the source', async () => {
  const { expectationJsonSchema } = await import('../../src/compile/json-schema.js')
  expect(pkg.exports['./expectation.schema.json']).toBe('./dist/expectation.schema.json')
  const shipped: unknown = JSON.parse(readFileSync(new URL('expectation.schema.json', dist), 'utf8'))
  expect(shipped).toEqual(expectationJsonSchema())
  // Loading the source's rules (and zod) can take seconds on a busy machine.
})
