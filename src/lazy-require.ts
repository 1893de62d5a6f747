/** A dependency loaded when first needed (see `lazyRequire`). */
export interface LazyModule<T> {
  /** The module, required the first time it is asked for. */
  (): T
  /**
   * Hands over the module an entry already imports (the CLI imports zod anyway), so that it is never required: a
   * program bundled with its dependencies (which a bundler cannot see through `require` by name) runs anywhere.
   */
  provide(module: T): void
}

/**
 * A dependency loaded the first time it is needed, not when the package is imported: jest-diff (only a failure that
 * prints a diff needs it) and zod (only compiling an expectation, or defining tools, does). Importing either costs
 * more than the rest of the Vitest setup entry, and a green run or a file that asserts no tool call needs neither.
 * Compiling and messages are synchronous, so the dependency is required, not imported, through Node's own `require`
 * reached from `process`, so that no entry imports a Node built-in.
 */
export function lazyRequire<T>(name: string, neededFor: string): LazyModule<T> {
  let loaded: T | undefined
  const get = () => {
    loaded ??= load<T>(name, neededFor)
    return loaded
  }
  return Object.assign(get, {
    provide: (module: T) => {
      loaded = module
    },
  })
}

function load<T>(name: string, neededFor: string): T {
  const nodeModule = globalThis.process?.getBuiltinModule?.('node:module')
  if (nodeModule === undefined) {
    throw new Error(
      `expect-tool-calls: ${neededFor} loads ${name} through Node's \`require\` (Node 20.16+, Bun, Deno)`,
    )
  }
  return nodeModule.createRequire(import.meta.url)(name) as T
}
