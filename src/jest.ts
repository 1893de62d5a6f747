/**
 * Jest setup entry: `setupFilesAfterEnv: ['expect-tool-calls/jest']` registers every matcher, `expect.toolCall` and
 * `expect.not.toolCall` on Jest's global `expect`, and brings their types for `@jest/globals` and for the global
 * `jest` namespace. Jest never prints a diff for custom matchers, so the messages carry it. Works when Jest runs
 * CommonJS and when it runs ES modules (`node --experimental-vm-modules`).
 */
// Kept in the built .d.ts: `declare module` below merges only with a module the program has loaded.
/// <reference types="expect" preserve="true" />
import { type ExtendableExpect, extendExpect } from './matchers/extend-expect.js'
import { matchers } from './matchers/index.js'
import type { ToolCallAsymmetricMatchers, ToolCallMatchers } from './matchers/types.js'
import {
  toMatchRunInlineSnapshot,
  toMatchRunSnapshot,
  toMatchToolCallInlineSnapshot,
  toMatchToolCallSnapshot,
} from './snapshot/jest.js'

/** Jest's global `expect`, read at run time so that importing this file never loads a package you don't have. */
function globalExpect(): ExtendableExpect {
  const candidate: unknown = Reflect.get(globalThis, 'expect')
  if (typeof candidate === 'function' && typeof Reflect.get(candidate, 'extend') === 'function') {
    return candidate as unknown as ExtendableExpect
  }
  throw new Error(
    "expect-tool-calls/jest: Jest's global `expect` is not defined. Load this file from Jest's " +
      "`setupFilesAfterEnv: ['expect-tool-calls/jest']` (not `setupFiles`, which runs before `expect` exists), " +
      'keep `injectGlobals` on, or call `expect.extend(matchers)` from `expect-tool-calls/matchers` yourself.',
  )
}

extendExpect(globalExpect(), {
  ...matchers,
  toMatchToolCallSnapshot,
  toMatchToolCallInlineSnapshot,
  toMatchRunSnapshot,
  toMatchRunInlineSnapshot,
})

declare module 'expect' {
  interface Matchers<R extends void | Promise<void>, T = unknown> extends ToolCallMatchers<R> {}
  interface AsymmetricMatchers extends ToolCallAsymmetricMatchers {}
}

declare global {
  namespace jest {
    // biome-ignore lint/complexity/noBannedTypes: `{}` is @types/jest's own default; merged declarations must agree.
    interface Matchers<R, T = {}> extends ToolCallMatchers<R> {}
    interface Expect extends ToolCallAsymmetricMatchers {}
    interface InverseAsymmetricMatchers extends ToolCallAsymmetricMatchers {}
  }
}
