import type { z as Zod } from 'zod'
import { lazyRequire } from './lazy-require.js'

/** The `z` namespace of zod. */
export type ZodNamespace = typeof Zod

const zodModule = lazyRequire<{ z: ZodNamespace }>('zod', 'checking an expectation or a tool')

/**
 * zod's `z`, loaded the first time a schema is built (see `lazyRequire`): importing zod costs more than the rest of
 * the Vitest setup entry, and only compiling an expectation or defining tools needs it. Schemas a user passes to
 * `defineTools` may come from another copy of zod: they are recognised by shape, never by `instanceof`, and zod keeps
 * its registry of metadata on `globalThis`, shared by every copy.
 */
export function zod(): ZodNamespace {
  return zodModule().z
}

/** Hands over zod where an entry imports it anyway (the CLI), so that it is never required (see `LazyModule`). */
export function provideZod(module: { z: ZodNamespace }): void {
  zodModule.provide(module)
}

/** A schema built the first time it is asked for, with zod loaded then (see `zod`). */
export function lazySchema<Schema>(build: (z: ZodNamespace) => Schema): () => Schema {
  let built: Schema | undefined
  return () => {
    built ??= build(zod())
    return built
  }
}
