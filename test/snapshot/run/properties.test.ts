import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonObject, JsonValue } from '../../../src/json/types.js'
import { readRun } from '../../../src/read/run/read-run.js'
import { renderSnapshot } from '../../../src/snapshot/render-snapshot.js'
import { captureRun } from '../../../src/snapshot/run/capture-run.js'
import { matchRunSnapshot } from '../../../src/snapshot/run/match-run-snapshot.js'
import { parseRunSnapshot } from '../../../src/snapshot/run/parse-run-snapshot.js'
import { anthropicRun, captured, openAiRun, runs } from './helpers.js'

const results = fc.constantFrom('shape' as const, 'full' as const)

/** Replaces some argument leaves, results and the answer by rules they satisfy (casefold, ignore), as a person would. */
function loosen(data: JsonObject, choose: () => number): JsonObject {
  const leaf = (value: JsonValue): JsonValue => {
    if (typeof value === 'string') {
      const pick = choose()
      if (pick === 0) return { $rule: 'casefold', value: value.toUpperCase() }
      if (pick === 1) return { $rule: 'ignore' }
      return value
    }
    if (value === null || typeof value !== 'object') return value
    if (Array.isArray(value)) return value.map(leaf)
    if (Object.hasOwn(value, '$rule')) return value
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, leaf(inner)]))
  }
  const call = (item: JsonObject): JsonObject => {
    const out: JsonObject = { ...item, arguments: leaf(item.arguments!) }
    if (item.result !== undefined && choose() === 1) out.result = { $rule: 'ignore' }
    return out
  }
  const steps = (data.steps as JsonObject[]).map((step) =>
    Object.hasOwn(step, 'calls') ? { ...step, calls: (step.calls as JsonObject[]).map(call) } : call(step),
  )
  return { ...data, steps, answer: choose() === 1 ? { $rule: 'ignore' } : data.answer! }
}

describe('run snapshot properties', () => {
  test('for any run readRun reads: capture, store, read back and match passes; updating changes nothing', () => {
    fc.assert(
      fc.property(runs(), results, fc.boolean(), (run, mode, anthropic) => {
        const received = anthropic ? anthropicRun(run) : openAiRun(run)
        expect(readRun(received).ok).toBe(true)
        const capture = captured(received, { results: mode })
        const text = renderSnapshot(capture.data)
        const result = matchRunSnapshot(capture, parseRunSnapshot(text))
        expect(result.pass, result.message).toBe(true)
        expect(result.resolved).toBe(text)
      }),
      { numRuns: 200 },
    )
  })

  test('the same run from OpenAI and from Anthropic gives the same snapshot', () => {
    fc.assert(
      fc.property(runs(false), results, (run, mode) => {
        const texts = [openAiRun(run), anthropicRun(run)].map((received) =>
          renderSnapshot(captured(received, { results: mode }).data),
        )
        expect(texts[0]).toBe(texts[1])
      }),
      { numRuns: 150 },
    )
  })

  test('hand-written rules that hold are kept byte for byte', () => {
    fc.assert(
      fc.property(runs(), fc.infiniteStream(fc.nat(2)), (run, picks) => {
        const capture = captured(anthropicRun(run))
        const iterator = picks[Symbol.iterator]()
        const text = renderSnapshot(loosen(capture.data, () => iterator.next().value as number))
        const result = matchRunSnapshot(capture, parseRunSnapshot(text))
        expect(result.pass, result.message).toBe(true)
        expect(result.resolved).toBe(text)
      }),
      { numRuns: 200 },
    )
  })

  test('whatever the stored snapshot and the run, -u writes one the run meets, and a second -u changes nothing', () => {
    fc.assert(
      fc.property(runs(), runs(), results, fc.infiniteStream(fc.nat(3)), (before, after, mode, picks) => {
        const iterator = picks[Symbol.iterator]()
        const template = loosen(
          captured(openAiRun(before), { results: mode }).data,
          () => iterator.next().value as number,
        )
        const capture = captureRun(anthropicRun(after), { results: mode })
        if (!capture.ok) throw new Error('unreadable')
        const updated = matchRunSnapshot(capture, parseRunSnapshot(renderSnapshot(template))).resolved
        const again = matchRunSnapshot(capture, parseRunSnapshot(updated))
        expect(again.pass, again.message).toBe(true)
        expect(again.resolved).toBe(updated)
      }),
      { numRuns: 300 },
    )
  })
})
