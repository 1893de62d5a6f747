import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Violation } from '../../../src/cli/input/violation.js'
import { ViolationList } from '../../../src/cli/input/violation-list.js'

const violation = (line: number): Violation => ({
  file: line % 2 === 0 ? 'm.jsonl' : 'p.jsonl',
  line,
  problem: { kind: 'unknown_field', field: 'x' },
})

describe('ViolationList.append', () => {
  test('is adding the other list’s violations here, one by one', () => {
    fc.assert(
      fc.property(fc.nat(8), fc.nat(12), fc.nat(12), fc.nat(12), (cap, a, b, c) => {
        const lists = [a, b, c].map((count, list) => {
          const made = new ViolationList(cap)
          for (let i = 0; i < count; i++) made.add(violation(list * 100 + i))
          return made
        })
        const appended = new ViolationList(cap)
        for (const list of lists) appended.append(list)
        const added = new ViolationList(cap)
        for (const [list, count] of [a, b, c].entries())
          for (let i = 0; i < count; i++) added.add(violation(list * 100 + i))
        expect(appended.count).toBe(added.count)
        expect(appended.listed).toEqual(added.listed)
        expect(appended.describe()).toBe(added.describe())
      }),
      { seed: 20261202, numRuns: 200 },
    )
  })
})
