import { describe, expect, test } from 'vitest'
import { gateOptions } from '../../../src/cli/gates/gate-options.js'

describe('gateOptions', () => {
  test('no gate flags: no gates', () => {
    expect(gateOptions({})).toEqual({
      minPassRate: undefined,
      minScore: undefined,
      baseline: undefined,
      maxRegression: 0,
    })
  })

  test('numbers from 0 to 1, and a baseline with its allowed drop', () => {
    expect(
      gateOptions({ 'min-pass-rate': '0.9', 'min-score': '1', baseline: 'runs/a', 'max-regression': '0.02' }),
    ).toEqual({
      minPassRate: 0.9,
      minScore: 1,
      baseline: 'runs/a',
      maxRegression: 0.02,
    })
    expect(gateOptions({ baseline: 'runs/a' })).toMatchObject({ maxRegression: 0 })
  })

  test.each(['', ' ', '-0.1', '1.5', 'abc', 'NaN', '90%'])('%j is not a threshold', (text) => {
    expect(gateOptions({ 'min-pass-rate': text })).toBe(
      `--min-pass-rate must be a number from 0 to 1 (got ${text})`,
    )
  })

  test('--max-regression needs --baseline', () => {
    expect(gateOptions({ 'max-regression': '0.1' })).toBe(
      '--max-regression needs --baseline RUN_DIR (the run to compare with)',
    )
  })
})
