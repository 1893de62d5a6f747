import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { readCalls } from '../../src/read/read-calls.js'
import { ReadError } from '../../src/read/read-error.js'
import type { Run, RunReadResult } from '../../src/read/run/types.js'
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

/** The ReadFailure a reader throws while running `read` (any other error is rethrown; no throw fails the test). */
export function thrownFailure(read: () => unknown): ReadFailure {
  try {
    read()
  } catch (error) {
    if (error instanceof ReadError) return error.failure
    throw error
  }
  return expect.fail('expected a read failure')
}

/** The run `readRun` read, failing the test with the read failure when there is one. */
export function runOk(result: RunReadResult): Run {
  if (!result.ok) expect.fail(JSON.stringify(result.failure))
  return result.run
}

/** The read failure of `readRun`, failing the test when it read a run. */
export function runFailure(result: RunReadResult): ReadFailure {
  if (result.ok) expect.fail(`expected a read failure, read ${JSON.stringify(result.run)}`)
  return result.failure
}
