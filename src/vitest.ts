/**
 * Vitest setup entry: `setupFiles: ['expect-tool-calls/vitest']` registers every matcher and `expect.toolCall`, and
 * brings their types. Vitest prints the diff itself from `actual`/`expected`, so messages leave it out. Each graded
 * assertion also records its verdict in the test's metadata, for `expect-tool-calls/reporter`.
 */
// Kept in the built .d.ts: `declare module` below merges only with a module the program has loaded.
/// <reference types="vitest" preserve="true" />
import type { ToolCallAsymmetricMatchers, ToolCallMatchers } from './matchers/types.js'
import type { ToolCallTaskMeta } from './reporter/tool-call-record.js'

// Loaded with `import()`, so that the built package has it in a chunk of its own: Vitest transforms a setup file
// (and runs it through its module runner), but loads the package's other files as Node does, which costs less.
const { registerOnVitest } = await import('./vitest-register.js')
registerOnVitest()

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: Vitest's own declaration uses `any` here; the parameter must match.
  interface Assertion<T = any> extends ToolCallMatchers<T> {}
  interface AsymmetricMatchersContaining extends ToolCallAsymmetricMatchers {}
  interface ExpectStatic extends ToolCallAsymmetricMatchers {}
  interface TaskMeta extends ToolCallTaskMeta {}
}
