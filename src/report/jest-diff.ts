import { type LazyModule, lazyRequire } from '../lazy-require.js'

/** The jest-diff module: `diff` for two values, `diffLinesUnified` for two texts already split into lines. */
export type JestDiff = typeof import('jest-diff')

/**
 * jest-diff, loaded on first call (see `lazyRequire`). A green run prints no diff, and loading jest-diff (chalk,
 * pretty-format, react-is) cost more than the rest of `expect-tool-calls/vitest`'s setup; Vitest prints its own
 * diff for most matchers.
 */
export const jestDiff: LazyModule<JestDiff> = lazyRequire<JestDiff>('jest-diff', 'printing a diff')
