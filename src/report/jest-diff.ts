/** jest-diff, loaded the first time a message prints a diff rather than when the package is imported. */

/** The jest-diff module: `diff` for two values, `diffLinesUnified` for two texts already split into lines. */
export type JestDiff = typeof import('jest-diff')

let loaded: JestDiff | undefined

/**
 * jest-diff, loaded on first call. A green run prints no diff, and loading jest-diff (chalk, pretty-format,
 * react-is) cost more than the rest of `expect-tool-calls/vitest`'s setup; Vitest prints its own diff for most
 * matchers. Messages are built synchronously, so it is required, not imported: jest-diff is CommonJS, and Node's
 * `require` is reached through `process` so that no entry imports a Node built-in.
 */
export function jestDiff(): JestDiff {
  loaded ??= load()
  return loaded
}

function load(): JestDiff {
  const nodeModule = globalThis.process?.getBuiltinModule?.('node:module')
  if (nodeModule === undefined) {
    throw new Error(
      "expect-tool-calls: printing a diff loads jest-diff through Node's `require` (Node 20.16+, Bun, Deno)",
    )
  }
  return nodeModule.createRequire(import.meta.url)('jest-diff') as JestDiff
}
