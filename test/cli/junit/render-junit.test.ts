import { describe, expect, test } from 'vitest'
import { renderJunit } from '../../../src/cli/junit/render-junit.js'
import type { Sample } from '../../../src/score/types.js'

const sample = (id: string, pass: boolean, extra: Partial<Sample> = {}): Sample =>
  ({
    id,
    pass,
    calls: [],
    mismatches: [],
    failure: pass ? null : 'wrong_arguments',
    total: pass ? 1 : 0,
    ...extra,
  }) as unknown as Sample

describe('renderJunit', () => {
  test('one suite per category, one case per sample, a failure with its first difference', () => {
    const xml = renderJunit([
      sample('b<1>', true, { category: 'search' }),
      sample('a', false, {
        category: 'refunds',
        calls: [{}] as Sample['calls'],
        mismatches: [
          { kind: 'value', path: ['calls', 0, 'arguments', 'city'], expected: 'Paris', received: 'Rome' },
        ],
      }),
      sample('c', false),
    ])
    expect(xml.split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuites name="expect-tool-calls" tests="3" failures="2" errors="0">',
      '  <testsuite name="(no category)" tests="1" failures="1" errors="0" skipped="0">',
      '    <testcase classname="(no category)" name="c">',
      '      <failure message="failed: wrong_arguments" type="wrong_arguments">failed: wrong_arguments</failure>',
      '    </testcase>',
      '  </testsuite>',
      '  <testsuite name="refunds" tests="1" failures="1" errors="0" skipped="0">',
      '    <testcase classname="refunds" name="a">',
      expect.stringMatching(
        /^ {6}<failure message="[^"]*city[^"]*&quot;Paris&quot;[^"]*" type="wrong_arguments">/,
      ),
      '    </testcase>',
      '  </testsuite>',
      '  <testsuite name="search" tests="1" failures="0" errors="0" skipped="0">',
      '    <testcase classname="search" name="b&lt;1&gt;"/>',
      '  </testsuite>',
      '</testsuites>',
      '',
    ])
  })
})

describe('renderJunit: the failure message', () => {
  const city = { kind: 'value', path: ['calls', 0, 'arguments', 'city'], expected: 'Paris', received: 'Rome' }
  const message = (extra: Partial<Sample>) =>
    /<failure message="([^"]*)"/.exec(
      renderJunit([sample('x', false, { calls: [{}], ...extra } as Partial<Sample>)]),
    )![1]

  test.each<[string, Partial<Sample>, string | RegExp]>([
    [
      'a mismatch alone',
      { failure: 'mismatch', mismatches: [city] } as Partial<Sample>,
      /^arguments\.city: /,
    ],
    [
      'a generation failure before what was read',
      { failure: 'truncated', mismatches: [city] } as Partial<Sample>,
      /^failed: truncated; arguments\.city: /,
    ],
    [
      'a generation failure with nothing read',
      { failure: 'generation_failure', mismatches: [] },
      'failed: generation_failure',
    ],
    [
      'a failure kind with no mismatch',
      { failure: 'schema_invalid', mismatches: [] },
      'failed: schema_invalid',
    ],
    [
      'no failure kind and no mismatch',
      { failure: null, mismatches: [] } as unknown as Partial<Sample>,
      'failed',
    ],
  ])('%s', (_, extra, expected) => {
    if (typeof expected === 'string') expect(message(extra)).toBe(expected)
    else expect(message(extra)).toMatch(expected)
  })
})
