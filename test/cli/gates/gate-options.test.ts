import { describe, expect, test } from 'vitest'
import { gateOptions } from '../../../src/cli/gates/gate-options.js'

describe('gateOptions', () => {
  test('no gate flags: no gates', () => {
    expect(gateOptions({})).toEqual({
      minPassRate: undefined,
      minScore: undefined,
      baseline: undefined,
      maxRegression: 0,
      minPassHatK: undefined,
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
      minPassHatK: undefined,
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

describe('gateOptions: --min-pass-hat-k K:R', () => {
  test.each([
    ['3:0.8', { k: 3, min: 0.8 }],
    ['1:0', { k: 1, min: 0 }],
    ['1:1', { k: 1, min: 1 }],
    ['12:.75', { k: 12, min: 0.75 }],
    ['2:1.000', { k: 2, min: 1 }],
  ])('%j reads as %j', (text, gate) => {
    expect(gateOptions({ 'min-pass-hat-k': text })).toMatchObject({ minPassHatK: gate })
  })

  test.each([
    '',
    '3',
    '3:',
    ':0.8',
    '0:0.8',
    '-1:0.8',
    '+3:0.8',
    '03:0.8',
    '3.0:0.8',
    '1e1:0.8',
    '99999999999999999:0.8',
    '3:1.01',
    '3:-0',
    '3:1e-1',
    '3:0x1',
    '3: 0.8',
    ' 3:0.8',
    '3:0.8:1',
    '3:80%',
    '3:NaN',
  ])('%j is not K:R', (text) => {
    expect(gateOptions({ 'min-pass-hat-k': text })).toBe(
      `--min-pass-hat-k must be K:R, K a whole number ≥ 1 and R a number from 0 to 1, e.g. 3:0.8 (got ${text})`,
    )
  })
})
