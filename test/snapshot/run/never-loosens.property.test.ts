import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonObject, JsonValue } from '../../../src/json/types.js'
import { matchRun } from '../../../src/match/run/match-run.js'
import { renderSnapshot } from '../../../src/snapshot/render-snapshot.js'
import { matchRunSnapshot } from '../../../src/snapshot/run/match-run-snapshot.js'
import { parseRunSnapshot } from '../../../src/snapshot/run/parse-run-snapshot.js'
import { resolveRun } from '../../../src/snapshot/run/resolve-run.js'
import { captured, openAiRun, runs, type TestCall, type TestRun } from './helpers.js'

// For generated runs and hand-edited snapshots, an update (`-u`) never turns a failing assertion of a hand-written
// rule into a passing one: a hand-written order still fails the calls swapped, a `never` entry still fails the
// forbidden call (or the update is refused, keeping it), a hand-written case rule still fails another text.

/** A run with one call per step, every call answered: two such runs differ only where their calls do. */
function flat(run: TestRun): TestRun {
  const calls = run.steps.flat().map((call) => ({ ...call, result: call.result ?? 'ok', error: false }))
  return { steps: calls.map((call) => [call]), ...(run.answer === undefined ? {} : { answer: run.answer }) }
}

const calls = (run: TestRun): TestCall[] => run.steps.flat()
const same = (a: TestCall, b: TestCall) =>
  JSON.stringify([a.name, a.arguments]) === JSON.stringify([b.name, b.arguments])
const FORBIDDEN = ['delete_account', 'wire_money']

/** The run's snapshot as a person edits it: its calls across steps in a written order, case rules, never entries. */
function handEdited(run: TestRun, order: 'exact' | 'in-order', casefold: boolean): JsonObject {
  const data = captured(openAiRun(run)).data
  const listed = (data.steps as JsonObject[]).flatMap((step) =>
    Object.hasOwn(step, 'calls') ? (step.calls as JsonObject[]) : [step],
  )
  const loosen = (value: JsonValue): JsonValue =>
    typeof value === 'string' && casefold
      ? { $rule: 'casefold', value: value.toUpperCase() }
      : value === null || typeof value !== 'object' || Array.isArray(value)
        ? value
        : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, loosen(inner)]))
  return {
    calls: listed.map((call) => ({ ...call, arguments: loosen(call.arguments!) })),
    order,
    never: FORBIDDEN.map((name) => ({ name })),
    answer: data.answer!,
  }
}

/** `-u`: the template resolved through the run, or `refused` with the template kept in what would be shown. */
function update(template: JsonObject, run: TestRun) {
  const capture = captured(openAiRun(run))
  const stored = parseRunSnapshot(renderSnapshot(template))
  const result = matchRunSnapshot(capture, stored)
  return { refused: result.refused, updated: parseRunSnapshot(renderSnapshot(resolveRun(stored, capture))) }
}

const passes = (snapshot: JsonObject, run: TestRun) =>
  matchRunSnapshot(captured(openAiRun(run)), snapshot).pass

const forbidden = fc.constantFrom(...FORBIDDEN)
const pair = fc.tuple(runs(false), runs(false)).map(([before, after]) => [flat(before), flat(after)] as const)

describe('-u never loosens a hand-written rule (property)', () => {
  test('order: kept as written; under exact, the new run’s calls swapped fail the updated snapshot', () => {
    fc.assert(
      fc.property(
        pair,
        fc.constantFrom('exact' as const, 'in-order' as const),
        fc.boolean(),
        fc.nat(),
        ([before, after], order, casefold, pick) => {
          const template = handEdited(before, order, casefold)
          const { refused, updated } = update(template, after)
          if (refused !== undefined) return
          expect(passes(updated, after)).toBe(true)
          if (updated.calls !== undefined) expect(updated.order).toBe(order)
          // `in-order` lets other calls through, so a swap may not break it: the order kept is what is checked there.
          if (order === 'in-order') return
          const list = calls(after)
          const at = list.findIndex((call, index) => index + 1 < list.length && !same(call, list[index + 1]!))
          if (at === -1) return
          // Any adjacent pair of distinct calls: the first one found, or a later one.
          const later = list.findIndex(
            (call, index) =>
              index >= pick % list.length && index + 1 < list.length && !same(call, list[index + 1]!),
          )
          const i = later === -1 ? at : later
          const swapped = [...list]
          ;[swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!]
          const probe: TestRun = { ...after, steps: swapped.map((call) => [call]) }
          expect(passes(updated, probe)).toBe(false)
        },
      ),
      { numRuns: 150, seed: 33 },
    )
  })

  test('never: an entry the new run breaks refuses the update; one it keeps to still fails the forbidden call', () => {
    fc.assert(
      fc.property(pair, forbidden, fc.boolean(), ([before, after], name, breaks) => {
        const template = handEdited(before, 'exact', false)
        const forbiddenCall: TestCall = { name, arguments: {}, result: 'ok' }
        const run: TestRun = breaks ? { ...after, steps: [...after.steps, [forbiddenCall]] } : after
        const { refused, updated } = update(template, run)
        expect(updated.never).toEqual(template.never)
        if (breaks) {
          expect(refused).toContain(`${name}(…): called at steps[${after.steps.length}].calls[0]`)
          return
        }
        expect(refused).toBeUndefined()
        const probe: TestRun = { ...after, steps: [...after.steps, [forbiddenCall]] }
        const verdict = matchRun(openAiRun(probe), updated as never)
        expect(verdict.mismatches.map((mismatch) => mismatch.kind)).toContain('never')
      }),
      { numRuns: 150, seed: 33 },
    )
  })

  test('case rules: a call text changed beyond its case fails the updated snapshot, whichever rules were kept', () => {
    fc.assert(
      fc.property(pair, ([before, after]) => {
        const { refused, updated } = update(handEdited(before, 'exact', true), after)
        if (refused !== undefined) return
        const list = calls(after)
        const index = list.findIndex((call) =>
          Object.values(call.arguments).some((value) => typeof value === 'string'),
        )
        if (index === -1) return
        const call = list[index]!
        const key = Object.keys(call.arguments).find((name) => typeof call.arguments[name] === 'string')!
        const changed = {
          ...call,
          arguments: { ...call.arguments, [key]: `${String(call.arguments[key])}-other` },
        }
        const probe: TestRun = { ...after, steps: list.map((item, at) => [at === index ? changed : item]) }
        expect(passes(updated, probe)).toBe(false)
      }),
      { numRuns: 150, seed: 33 },
    )
  })
})
