// An eval over recorded predictions: each manifest row is a prompt and the turn the support agent should make, in
// the expectation language (plain JSON); each prediction is the provider's raw response, recorded once. One test
// per row, with the row's category at the start of its name, so `expect-tool-calls/reporter` can add the run up
// into name, argument and abstention accuracy, per tool and per category (see README.md).
//
// Rows the recorded agent is known to get wrong are listed in known-failures.json and run with `test.fails`: the
// suite stays green (the reporter still counts them as wrong), and a fixed row fails until it leaves the list.
import { readFileSync } from 'node:fs'
import type { TurnExpectation } from 'expect-tool-calls'
import { describe, expect, test } from 'vitest'

/** One manifest row. */
interface Row {
  id: string
  category: string
  prompt: string
  expected: TurnExpectation
}

const load = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const rows = load('./manifest.json') as Row[]
const knownFailures = load('./known-failures.json') as Record<string, string>
const prediction = (id: string) => load(`./predictions/${id}.json`)

const expectedRight = rows.filter((row) => !Object.hasOwn(knownFailures, row.id))
const knownWrong = rows.filter((row) => Object.hasOwn(knownFailures, row.id))

describe('support agent', () => {
  test.each(expectedRight)('[$category] $id', ({ id, expected }) => {
    expect(prediction(id)).toMatchTurn(expected)
  })

  test.fails.each(knownWrong)('[$category] $id (known failure)', ({ id, expected }) => {
    expect(prediction(id)).toMatchTurn(expected)
  })

  test('every row has a prediction, and every known failure a row', () => {
    const ids = rows.map((row) => row.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(() => prediction(id)).not.toThrow()
    expect(Object.keys(knownFailures).filter((id) => !ids.includes(id))).toEqual([])
  })
})
