// A scored sample that holds the new run mismatches (loops, claims, unacknowledged errors, no answer) is a sample
// the CLI reads back, and a CI row has words for it.
import { describe, expect, test } from 'vitest'
import { checkSampleRow } from '../../../src/cli/input/sample-schema.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { describeSampleDifference } from '../../../src/report/describe-sample-difference.js'
import { createSample } from '../../../src/score/create-sample.js'
import { score } from '../../../src/score/score.js'
import { oneByOne } from './helpers.js'

const claims = { claims: [{ when: 'refunded', requires: { name: 'refund_order', arguments: { id: 'A' } } }] }

describe('samples with loop and claim mismatches', () => {
  test.each<[string, RunExpectation, unknown, string]>([
    ['identical calls', { loops: {} }, oneByOne(['a'], ['a'], ['a']), 'identical_calls'],
    ['a cycle', { loops: {} }, oneByOne(['a'], ['b'], ['a'], ['b'], ['a'], ['b']), 'cycle'],
    ['a claim never backed', claims, oneByOne(), 'claim'],
    ['a claim whose call failed', claims, oneByOne(['refund_order', { id: 'A' }, 'x', true]), 'claim'],
    ['a claim called with other arguments', claims, oneByOne(['refund_order', { id: 'B' }]), 'claim'],
    [
      'an unacknowledged error',
      { acknowledgeErrors: true },
      oneByOne(['a', {}, 'x', true]),
      'unacknowledged_error',
    ],
    ['no answer', claims, { steps: [] }, 'no_answer'],
  ])('%s', (_title, expectation, received, kind) => {
    const answered =
      kind === 'no_answer'
        ? received
        : JSON.parse(JSON.stringify(received).replace('"text":"done"', '"text":"Refunded. All done."'))
    const sample = createSample({ id: 'x', score: score(expectation, answered) })
    expect(sample.run?.mismatches.map((mismatch) => mismatch.kind)).toContain(kind)
    const row = JSON.parse(JSON.stringify(sample))
    expect(checkSampleRow(row)).toEqual([])
    const words = describeSampleDifference(row)
    expect(words).toBeDefined()
    expect(words).not.toMatch(/"\$rule"|\[object Object\]|no words for/)
  })
})
