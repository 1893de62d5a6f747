import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { readCalls } from '../../src/read/read-calls.js'
import type { Call, ReadFailure, ReadOptions, Turn } from '../../src/read/types.js'

/** A fixture under `test/fixtures/`, parsed fresh on every call so tests may mutate it. */
export function fixture(path: string): unknown {
  return JSON.parse(fixtureText(path))
}

/** The raw text of a fixture. */
export function fixtureText(path: string): string {
  return readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8')
}

/** Marks a property to delete in `mutated`. */
export const REMOVE = Symbol('remove')

/** A fixture with the value at `at` replaced (or removed with `REMOVE`): a broken variant. */
export function mutated(path: string, at: readonly (string | number)[], value: unknown): unknown {
  return edited(fixture(path), at, value)
}

/** `root` (changed in place, and returned) with the value at `at` replaced, or removed with `REMOVE`. */
export function edited(root: unknown, at: readonly (string | number)[], value: unknown): unknown {
  let parent = root as Record<string | number, unknown>
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = at[at.length - 1]!
  if (value === REMOVE) delete parent[last]
  else parent[last] = value
  return root
}

/** The value at `at` inside a fixture (a sub-object such as one choice or one tool call). */
export function part(path: string, at: readonly (string | number)[]): unknown {
  let value = fixture(path)
  for (const key of at) value = (value as Record<string | number, unknown>)[key]
  return value
}

/** Reads and expects success; returns the Turn. */
export function readOk(received: unknown, options?: ReadOptions): Turn {
  const result = readCalls(received, options)
  if (!result.ok) expect.fail(`expected a Turn, got ${JSON.stringify(result.failure)}`)
  return result.turn
}

/** Reads and expects a failure; returns it. */
export function readFailure(received: unknown, options?: ReadOptions): ReadFailure {
  const result = readCalls(received, options)
  if (result.ok) expect.fail(`expected a failure, got ${JSON.stringify(result.turn)}`)
  return result.failure
}

/** Calls as plain data (canonical objects have a null prototype), for `toEqual`. */
export function plain(calls: readonly Call[]): unknown {
  return JSON.parse(JSON.stringify(calls))
}
