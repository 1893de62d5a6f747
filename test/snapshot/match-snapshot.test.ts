import { describe, expect, test } from 'vitest'
import { captureCalls } from '../../src/snapshot/capture-calls.js'
import { matchSnapshot } from '../../src/snapshot/match-snapshot.js'
import { parseSnapshot } from '../../src/snapshot/parse-snapshot.js'
import { renderSnapshot } from '../../src/snapshot/render-snapshot.js'
import { capture, gemini, openAi, weather } from './helpers.js'

const stored = parseSnapshot(
  '{"name": "get_weather", "arguments": {"city": {"$rule": "casefold", "value": "Paris"}, "unit": "celsius", ' +
    '"reason": {"$rule": "ignore"}}}',
)

describe('matchSnapshot', () => {
  test('hand-written rules are honoured; resolved equals the re-rendered snapshot on a pass', () => {
    const result = matchSnapshot(
      capture(gemini({ ...weather, arguments: { ...weather.arguments, city: 'paris' } })),
      stored,
    )
    expect(result).toMatchObject({ pass: true, message: '', summary: '' })
    expect(result.resolved).toBe(result.expected)
    expect(result.expected).toBe(renderSnapshot(stored))
  })

  test('a failure says where, in words, and resolves the update', () => {
    const received = openAi({
      name: 'get_weather',
      arguments: { city: 'PARIS', unit: 'kelvin', reason: 'r' },
    })
    const result = matchSnapshot(capture(received), stored)
    expect(result.pass).toBe(false)
    expect(result.summary).toMatch(/^arguments\.unit: expected "celsius", received "kelvin"$/)
    expect(result.summary).not.toMatch(/arguments\.(city|reason)/)
    expect(result.message).toContain(result.summary)
    expect(result.message).toContain('- Expected')
    expect(result.resolved).toContain('"unit": "kelvin"')
    expect(result.resolved).toContain('"$rule": "casefold"')
  })

  test('unreadable input fails with the read-failure words and resolves to the stored snapshot', () => {
    const result = matchSnapshot(captureCalls('{"name": "a", "arguments": {"q": 1, "q": 2}}'), stored)
    expect(result.pass).toBe(false)
    expect(result.message).toMatch(/^could not read the tool calls: .*duplicate key "q"/)
    expect(result.message).toContain('no snapshot was written or compared')
    expect(result.resolved).toBe(result.expected)
  })

  test('the words the runners print beside their own diff count no hidden argument: that diff shows them all', () => {
    const received = openAi({
      name: 'get_weather',
      arguments: { city: 'Paris', unit: 'kelvin', reason: 'r' },
    })
    const result = matchSnapshot(capture(received), stored)
    expect(result.message).toContain('(1 matching argument not shown)')
    expect(result.summary).toBe('arguments.unit: expected "celsius", received "kelvin"')
    // The runner's diff (`expected` against `resolved`) shows every argument the count would call hidden.
    for (const key of ['city', 'reason']) {
      expect(result.expected).toContain(`"${key}"`)
      expect(result.resolved).toContain(`"${key}"`)
    }
  })
})
