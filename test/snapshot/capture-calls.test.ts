import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { captureCalls, captureOneTurn } from '../../src/snapshot/capture-calls.js'
import { toolCallSerializer } from '../../src/snapshot/serializer.js'
import { createSnapshotAdapter } from '../../src/snapshot/snapshot-adapter.js'
import { toolCallKind } from '../../src/snapshot/snapshot-kind.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { anthropic, capture, gemini, openAi, weather } from './helpers.js'
import { openAiRun } from './run/helpers.js'

const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8'))

describe('captureCalls', () => {
  test('one call is a call expectation, without the provider id', () => {
    expect(capture(openAi(weather)).data).toEqual({
      name: 'get_weather',
      arguments: { city: 'Paris', unit: 'celsius', reason: 'the user asked' },
    })
  })

  test.each([
    ['OpenAI', openAi],
    ['Anthropic', anthropic],
    ['Gemini', gemini],
  ])('%s: several calls in one turn are parallel, recorded order-free', (_, shape) => {
    const other = { name: 'get_time', arguments: { zone: 'CET' } }
    const recorded = {
      calls: [
        { name: 'get_time', arguments: { zone: 'CET' } },
        { name: 'get_weather', arguments: weather.arguments },
      ],
      order: 'parallel',
    }
    expect(capture(shape(weather, other)).data).toEqual(recorded)
    // The model made them in the other order: the same snapshot, byte for byte.
    expect(capture(shape(other, weather)).data).toEqual(recorded)
  })

  test('Action IR calls made in SERIAL mode stay an ordered list, in the order made', () => {
    const received = {
      decision: 'CALL',
      mode: 'SERIAL',
      calls: [
        { tool: 'get_weather', args: { city: 'Paris' } },
        { tool: 'get_time', args: { zone: 'CET' } },
      ],
    }
    const captured = captureCalls(received)
    expect(captured.ok && captured.data).toEqual({
      calls: [
        { name: 'get_weather', arguments: { city: 'Paris' } },
        { name: 'get_time', arguments: { zone: 'CET' } },
      ],
      order: 'serial',
    })
  })

  test.each([
    ['OpenAI', openAi],
    ['Anthropic', anthropic],
    ['Gemini', gemini],
  ])('%s: no call is an abstention', (_, shape) => {
    expect(capture(shape()).data).toEqual({ abstain: true })
  })

  test.each([
    ['action-ir/call-parallel.json', { order: 'parallel' }],
    ['action-ir/clarify.json', { clarify: ['datetime'] }],
    ['action-ir/abstain.json', { abstain: true }],
    [
      'action-ir/confirm-single.json',
      { confirm: [{ name: 'send_message', arguments: { body: 'Running late', to: 'Asha' } }] },
    ],
  ])('Action IR %s keeps its decision', (path, expected) => {
    expect(capture(fixture(path)).data).toMatchObject(expected)
  })

  test('received data that looks like a rule is kept literal', () => {
    const data = capture(openAi({ name: 'save', arguments: { doc: { $rule: 'ignore', x: 1 } } })).data
    expect(data.arguments).toEqual({ doc: { $rule: 'exact', value: { $rule: 'ignore', x: 1 } } })
  })

  test('a read failure is data, never a snapshot', () => {
    const captured = captureCalls('{"name": "a", "name": "b"}')
    expect(captured).toMatchObject({ ok: false, failure: { kind: 'duplicate_key', token: 'name' } })
  })

  test('read options apply, and the policies are kept for comparison', () => {
    const captured = captureCalls('Sure! {"name": "get_weather", "arguments": {}}', { parse: 'lenient' })
    expect(captured).toMatchObject({ ok: true, data: { name: 'get_weather', arguments: {} } })
    expect(capture(openAi(weather)).options).toMatchObject({ unicode: 'nfc', extraArguments: 'forbid' })
  })
})

describe('captureOneTurn: a tool-call snapshot of a run of several steps is a usage error', () => {
  const steps = (count: number) =>
    openAiRun({
      steps: Array.from({ length: count }, (_, index) => [
        { name: `tool_${index}`, arguments: {}, result: 'ok' },
      ]),
    })

  test.each([2, 3])('%i steps: names toMatchRunSnapshot', (count) => {
    expect(() => captureOneTurn(steps(count))).toThrow(MatcherUsageError)
    expect(() => captureOneTurn(steps(count))).toThrow(`this run has ${count} steps: use toMatchRunSnapshot`)
    expect(() => toolCallKind.capture(steps(count))).toThrow('use toMatchRunSnapshot')
    expect(() => createSnapshotAdapter().capture(steps(count))).toThrow('use toMatchRunSnapshot')
    expect(toolCallSerializer.test(steps(count))).toBe(false)
  })

  test('one step keeps working, a conversation as a single response', () => {
    const one = captureOneTurn(steps(1))
    expect(one.ok && one.data).toEqual({ name: 'tool_0', arguments: {} })
    expect(toolCallSerializer.test(steps(1))).toBe(true)
    expect(captureOneTurn(openAi(weather)).ok).toBe(true)
  })
})
