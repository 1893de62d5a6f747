import { readdirSync, statSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { Path } from '../../src/json/types.js'
import { readCalls } from '../../src/read/read-calls.js'
import { readRun } from '../../src/read/run/index.js'
import { fixture } from './helpers.js'

const ROOT = new URL('../fixtures/', import.meta.url)

/** Every recorded received value under test/fixtures (tool schemas are not received values). */
function fixtures(dir = ''): string[] {
  return readdirSync(new URL(dir, ROOT)).flatMap((name) => {
    const path = `${dir}${name}`
    if (statSync(new URL(path, ROOT)).isDirectory()) return path === 'tools' ? [] : fixtures(`${path}/`)
    return path.endsWith('.json') ? [path] : []
  })
}

/** Every object or array inside `value`, with its path (the first `limit`). */
function nodes(value: unknown, limit: number): [Path, object][] {
  const out: [Path, object][] = []
  const visit = (node: unknown, path: Path) => {
    if (typeof node !== 'object' || node === null || out.length >= limit) return
    out.push([path, node])
    for (const [key, child] of Object.entries(node))
      visit(child, [...path, Array.isArray(node) ? Number(key) : key])
  }
  visit(value, [])
  return out
}

/** `value` with the property at `path` turned into a getter that throws. */
function poisoned(path: string, at: Path, key: string | number): unknown {
  const root = fixture(path)
  let node = root as Record<string | number, unknown>
  for (const segment of at) node = node[segment] as Record<string | number, unknown>
  Object.defineProperty(node, key, {
    enumerable: true,
    configurable: true,
    get() {
      throw new Error('poisoned')
    },
  })
  return root
}

/** What a read gives, for comparing: the calls or the failure. */
function outcome(read: ReturnType<typeof readCalls> | ReturnType<typeof readRun>): unknown {
  return read.ok ? JSON.parse(JSON.stringify('run' in read ? read.run : read.turn)) : read.failure
}

/**
 * A getter that throws anywhere in a recorded output either is never read (the outcome is unchanged) or fails the
 * read as `unreadable` at exactly its own path: every reader passes the path it reads at down to what it reads,
 * so a failure points at the property that broke, never at its container or the root.
 */
describe.each(fixtures())('%s: a throwing getter fails the read at its own path', (path) => {
  const readers = path.startsWith('runs/') ? ([readRun, readCalls] as const) : ([readCalls] as const)
  test.each(readers.map((read) => [read.name, read] as const))('%s', (_, read) => {
    const original = outcome(read(fixture(path)))
    const places = nodes(fixture(path), 300).flatMap(([at, node]) =>
      Object.keys(node).map((key) => [at, Array.isArray(node) ? Number(key) : key] as const),
    )
    for (const [at, key] of places.slice(0, 600)) {
      const read2 = read(poisoned(path, at, key))
      if (read2.ok || read2.failure.kind !== 'unreadable') {
        expect(outcome(read2), `a getter at ${JSON.stringify([...at, key])}`).toEqual(original)
        continue
      }
      expect(read2.failure.path, `a getter at ${JSON.stringify([...at, key])}`).toEqual([...at, key])
    }
  })
})
