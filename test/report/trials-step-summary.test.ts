import { describe, expect, test } from 'vitest'
import { renderStepSummary } from '../../src/report/step-summary.js'
import { trialsStepSummary } from '../../src/report/trials-step-summary.js'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../src/score/finalize-aggregate.js'
import { summarizeTrials } from '../../src/trials/summarize-trials.js'
import { addTrialInPlace, addUnjudgedInPlace, emptyTrialsTally } from '../../src/trials/trials-tally.js'

/** refund 3 of 5, search 2 of 2, cancel 0 of 4; `extra` more flaky items named f00, f01… */
function tally(extra = 0) {
  const counts = emptyTrialsTally()
  for (const passed of [true, false, true, true, false]) addTrialInPlace(counts, 'refund', passed)
  for (const passed of [true, true]) addTrialInPlace(counts, 'search', passed)
  for (let index = 0; index < 4; index++) addTrialInPlace(counts, 'cancel', false)
  for (let index = 0; index < extra; index++) {
    const id = `f${String(index).padStart(2, '0')}`
    addTrialInPlace(counts, id, true)
    addTrialInPlace(counts, id, false)
  }
  return counts
}

describe('the trials part of the step summary', () => {
  test('rate and interval, labels, pass^k and pass@k to the smallest n, flaky ids (numbers by hand)', () => {
    // pass^1 = (0.6 + 1 + 0) / 3 = 0.533; pass^2 = (C(3,2)/C(5,2) + 1 + 0) / 3 = 0.433; pass@2 = (0.9 + 1 + 0) / 3.
    expect(trialsStepSummary(summarizeTrials(tally()))).toEqual([
      '',
      '**Trials:** 3 items · 11 trials · 5 passed (45.5 %, 95 % Wilson interval 21.3 %–72.0 %) · 1 stable-pass · 1 flaky · 1 stable-fail',
      '',
      '| k | 1 | 2 |',
      '| --- | ---: | ---: |',
      '| pass^k | 0.533 | 0.433 |',
      '| pass@k | 0.533 | 0.633 |',
      '',
      'Flaky items: refund',
    ])
  })

  test('unjudged items are counted; more than ten flaky ids are counted, not listed', () => {
    const counts = tally(11)
    addUnjudgedInPlace(counts, 'never-ran')
    const lines = trialsStepSummary(summarizeTrials(counts))
    expect(lines[1]).toMatch(/· 1 stable-pass · 12 flaky · 1 stable-fail · 1 unjudged$/)
    expect(lines.at(-1)).toBe('Flaky items: f00, f01, f02, f03, f04, f05, f06, f07, f08, f09 … and 2 more')
  })

  test('no judged trial: no k table, no flaky line', () => {
    const counts = emptyTrialsTally()
    addUnjudgedInPlace(counts, 'a')
    expect(trialsStepSummary(summarizeTrials(counts))).toEqual([
      '',
      '**Trials:** 1 item · 0 trials · 0 passed (n/a, 95 % Wilson interval 0.0 %–100.0 %) · 0 stable-pass · 0 flaky · 0 stable-fail · 1 unjudged',
    ])
  })

  test('renderStepSummary places it after the category table, and leaves it out without trials', () => {
    const metrics = finalizeAggregate(emptyAggregate())
    const withTrials = renderStepSummary('t', metrics, [], [], summarizeTrials(tally()))
    expect(withTrials).toContain('| pass^k | 0.533 | 0.433 |')
    expect(withTrials.indexOf('**Trials:**')).toBeGreaterThan(withTrials.indexOf('| category |'))
    expect(renderStepSummary('t', metrics, [])).not.toContain('Trials')
  })
})
