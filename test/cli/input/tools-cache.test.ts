import { describe, expect, test } from 'vitest'
import { ToolsCache } from '../../../src/cli/input/tools-cache.js'
import type { JsonValue } from '../../../src/json/types.js'

const tool = (name: string, type = 'string'): JsonValue => ({
  [name]: { schema: { type: 'object', properties: { city: { type } }, required: ['city'] } },
})
const copy = (value: JsonValue) => JSON.parse(JSON.stringify(value)) as JsonValue

describe('ToolsCache', () => {
  test('equal JSON texts share one tool set, the one before or one further back', () => {
    const cache = new ToolsCache()
    const a = cache.get(tool('a'))
    expect(a.ok).toBe(true)
    expect(cache.get(copy(tool('a')))).toBe(a)
    const b = cache.get(tool('b'))
    expect(b).not.toBe(a)
    expect(cache.get(copy(tool('a')))).toBe(a)
    expect(cache.get(tool('b'))).toBe(b)
  })

  test('texts that differ only in key order or in one value build separate sets', () => {
    const cache = new ToolsCache()
    const two: JsonValue = { ...(tool('a') as object), ...(tool('b') as object) }
    const swapped: JsonValue = { ...(tool('b') as object), ...(tool('a') as object) }
    const first = cache.get(two)
    expect(cache.get(swapped)).not.toBe(first)
    expect(cache.get(tool('a', 'integer'))).not.toBe(cache.get(tool('a')))
  })

  test('an invalid set is its usage error, remembered like a valid one', () => {
    const cache = new ToolsCache()
    const bad: JsonValue = { bad: { schema: { type: 'nonsense' } } }
    const result = cache.get(bad)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.path).toEqual(['bad', 'schema', 'type'])
    expect(cache.get(copy(bad))).toBe(result)
  })

  test('keeps at most `limit` sets: the oldest is built again', () => {
    const cache = new ToolsCache(2)
    const a = cache.get(tool('a'))
    cache.get(tool('b'))
    cache.get(tool('c'))
    const again = cache.get(tool('a'))
    expect(again).not.toBe(a)
    expect(again.ok).toBe(true)
  })
})
