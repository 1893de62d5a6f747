import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { useLinearPatterns } from '../../../src/schema/adapters/linear-patterns.js'

/**
 * `useLinearPatterns` reaches into zod's internals: it finds the regex checks `z.fromJSONSchema` builds (a def with
 * `check: 'string_format'` and a `RegExp` `pattern`) and swaps the pattern, which zod reads when the check runs. No
 * public API promises either, so the versions it was checked against are pinned here: another zod fails this test
 * until someone has re-checked the internals (the structural test below, and linear-patterns.test.ts) and widened
 * the range.
 */
const CHECKED = { from: [4, 6, 7], below: [4, 7, 0] } as const

type Version = readonly [number, number, number]

function parse(text: string): Version | undefined {
  const found = /^(\d+)\.(\d+)\.(\d+)$/.exec(text)
  return found === null ? undefined : [Number(found[1]), Number(found[2]), Number(found[3])]
}

function compare(a: Version, b: Version): number {
  for (let index = 0; index < 3; index++) if (a[index] !== b[index]) return a[index]! - b[index]!
  return 0
}

/** Why `text` is outside the checked range, or `undefined` inside it. */
function outsideChecked(text: string): string | undefined {
  const version = parse(text)
  const range = `>=${CHECKED.from.join('.')} <${CHECKED.below.join('.')}`
  if (version !== undefined && compare(version, CHECKED.from) >= 0 && compare(version, CHECKED.below) < 0)
    return undefined
  return (
    `zod ${text} is installed, but src/schema/adapters/linear-patterns.ts was checked against zod ${range} only: ` +
    `it rewrites zod's internal regex checks. Re-check them on this version (this file's structural test and ` +
    `linear-patterns.test.ts must pass), then widen CHECKED here.`
  )
}

/** Every object reachable from `root` through own properties, as `useLinearPatterns` walks them. */
function reachable(root: unknown): object[] {
  const seen = new Set<object>()
  const stack = [root]
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value !== 'object' || value === null || seen.has(value)) continue
    seen.add(value)
    for (const key of Object.getOwnPropertyNames(value)) stack.push((value as Record<string, unknown>)[key])
  }
  return [...seen]
}

const regexChecks = (schema: unknown) =>
  reachable(schema).filter(
    (value) =>
      (value as { check?: unknown }).check === 'string_format' &&
      (value as { format?: unknown }).format === 'regex',
  ) as { pattern: unknown }[]

describe('linear-patterns.ts runs on the zod versions it was checked against', () => {
  test('the installed zod is in the checked range', () => {
    const installed = (createRequire(import.meta.url)('zod/package.json') as { version: string }).version
    const problem = outsideChecked(installed)
    if (problem !== undefined) expect.fail(problem)
  })

  test.each([
    ['4.6.7', true],
    ['4.6.12', true],
    ['4.6.6', false],
    ['4.7.0', false],
    ['5.0.0', false],
    ['4.6.7-beta.1', false],
  ])('zod %s is in the range: %s', (version, inside) => {
    expect(outsideChecked(version) === undefined).toBe(inside)
    if (!inside) expect(outsideChecked(version)).toContain(`zod ${version} is installed`)
  })

  test('zod still builds the regex checks it rewrites, and reads the pattern when a check runs', () => {
    const schema = z.fromJSONSchema({
      type: 'object',
      properties: { id: { type: 'string', pattern: '^(a|aa)+$' } },
      patternProperties: { '^x-': { type: 'string' } },
    })
    const checks = regexChecks(schema)
    expect(checks.length, "zod's regex check (check: 'string_format', format: 'regex') was not found").toBe(2)
    for (const check of checks) expect(check.pattern).toBeInstanceOf(RegExp)
    useLinearPatterns(schema)
    for (const check of regexChecks(schema)) expect(check.pattern).not.toBeInstanceOf(RegExp)
    // Answered by the linear matcher: the backtracking RegExp would take minutes on this input.
    expect(schema.safeParse({ id: `${'a'.repeat(60)}!` }).success).toBe(false)
    expect(schema.safeParse({ id: 'aaa', 'x-tag': 'ok' }).success).toBe(true)
  })
})
