import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { canonicalize } from '../../../src/canonical.js'
import type { JsonObject } from '../../../src/json/types.js'
import type { SchemaIssue, ToolDescription } from '../../../src/schema/adapters/types.js'
import { MatcherUsageError } from '../../../src/usage-error.js'

/** A fixture under `test/fixtures/`, parsed fresh on every call. */
export function fixture(path: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8'))
}

/** Arguments as the engine hands them to a schema: canonical (`null` prototypes, so `__proto__` is a plain key). */
export function args(json: string | object): JsonObject {
  const value = typeof json === 'string' ? JSON.parse(json) : json
  const result = canonicalize(value)
  if (
    !result.ok ||
    result.value === null ||
    typeof result.value !== 'object' ||
    Array.isArray(result.value)
  ) {
    throw new Error(`not canonical arguments: ${JSON.stringify(json)}`)
  }
  return result.value
}

/** The parts of issues the headline test compares across sources: reason, path and expected type. */
export function shapes(
  issues: readonly SchemaIssue[],
): { reason: string; path: (string | number)[]; expectedType?: string }[] {
  return issues.map(({ reason, path, expectedType }) => ({
    reason,
    path: [...path],
    ...(expectedType ? { expectedType } : {}),
  }))
}

/** Expects `run` to throw a MatcherUsageError at `path`, and returns it. */
export function usageError(run: () => unknown, path: readonly (string | number)[]): MatcherUsageError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(MatcherUsageError)
    expect((error as MatcherUsageError).path).toEqual(path)
    expect((error as MatcherUsageError).message).toMatch(/^Matcher error: /)
    return error as MatcherUsageError
  }
  return expect.fail('expected a MatcherUsageError')
}

/** Tools by name. */
export function byName(tools: readonly ToolDescription[] | undefined): Map<string, ToolDescription> {
  if (tools === undefined) return expect.fail('expected a tool list')
  return new Map(tools.map((tool) => [tool.name, tool]))
}
