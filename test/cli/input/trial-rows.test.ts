import { describe, expect, test } from 'vitest'
import { TrialRows } from '../../../src/cli/input/trial-rows.js'
import type { Violation } from '../../../src/cli/input/violation.js'

/** A TrialRows over `p.jsonl` and the problems it reported, with their line. */
function setup() {
  const problems: Omit<Violation, 'file'>[] = []
  const rows = new TrialRows('p.jsonl')
  const at = (line: number) => (path: Violation['path'], problem: Violation['problem']) =>
    problems.push({ line, path: path ?? [], problem })
  return { rows, problems, at }
}

describe('TrialRows', () => {
  test('the first row decides; a row that disagrees is reported with the first row’s place', () => {
    const { rows, problems, at } = setup()
    expect(rows.trials).toBe(false)
    expect(rows.agrees({ id: 'a', trial: 0 }, 1, at(1))).toBe(true)
    expect(rows.trials).toBe(true)
    expect(rows.agrees({ id: 'b', trial: null }, 2, at(2))).toBe(true)
    expect(rows.agrees({ id: 'c' }, 3, at(3))).toBe(false)
    expect(problems).toEqual([
      {
        line: 3,
        path: [],
        problem: { kind: 'trial_mixed', has: false, first: { file: 'p.jsonl', line: 1 } },
      },
    ])
  })

  test('a file without trials refuses a row with one', () => {
    const { rows, problems, at } = setup()
    expect(rows.agrees({ id: 'a' }, 1, at(1))).toBe(true)
    expect(rows.agrees({ id: 'a', trial: 1 }, 2, at(2))).toBe(false)
    expect(rows.trials).toBe(false)
    expect(problems[0]).toMatchObject({ path: ['trial'], problem: { kind: 'trial_mixed', has: true } })
  })

  test('each (row, trial) once; a repeat is reported at its line with the first; no usable trial is not fresh', () => {
    const { rows, problems, at } = setup()
    expect(rows.fresh(0, 'a', { trial: 0 }, 1, at(1))).toBe(true)
    expect(rows.fresh(0, 'a', { trial: 1 }, 2, at(2))).toBe(true)
    expect(rows.fresh(1, 'b', { trial: 0 }, 3, at(3))).toBe(true)
    expect(rows.fresh(0, 'a', { trial: 0 }, 4, at(4))).toBe(false)
    expect(rows.fresh(0, 'a', { trial: -1 }, 5, at(5))).toBe(false)
    expect(rows.fresh(0, 'a', {}, 6, at(6))).toBe(false)
    expect(problems).toEqual([
      {
        line: 4,
        path: ['trial'],
        problem: { kind: 'duplicate_trial', id: 'a', trial: 0, first: { file: 'p.jsonl', line: 1 } },
      },
    ])
  })
})
