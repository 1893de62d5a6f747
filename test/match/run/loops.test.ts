import { describe, expect, test } from 'vitest'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { matchRun } from '../../../src/match/run/match-run.js'
import { formatRunFailure } from '../../../src/report/run/format-run-failure.js'

/** A run in the canonical AI SDK shape: one step per call, each answered with `result` ('ok' unless given). */
function run(...calls: [name: string, args?: object, result?: unknown][]) {
  return {
    steps: [
      ...calls.map(([name, args = {}, result = 'ok'], i) => ({
        content: [
          { type: 'tool-call', toolCallId: `c${i}`, toolName: name, input: args },
          { type: 'tool-result', toolCallId: `c${i}`, toolName: name, input: args, output: result },
        ],
      })),
      { content: [{ type: 'text', text: 'done' }] },
    ],
  }
}

const search = (q = 'mug'): [string, object] => ['search', { q }]
const open = (id = 'p1'): [string, object] => ['open', { id }]

describe('loops in a run expectation', () => {
  test.each<[string, unknown, RunExpectation, string[]]>([
    ['no calls', run(), { loops: {} }, []],
    ['two identical searches', run(search(), search()), { loops: {} }, []],
    [
      'three identical searches',
      run(search(), search(), open(), search()),
      { loops: {} },
      ['identical_calls'],
    ],
    ['three searches, each another query', run(search('a'), search('b'), search('c')), { loops: {} }, []],
    [
      'a poll whose answer changed',
      run(['poll', {}, 'pending'], ['poll', {}, 'pending'], ['poll', {}, 'done']),
      { loops: {} },
      [],
    ],
    [
      'search → open three times',
      run(search(), open(), search(), open(), search(), open()),
      { loops: {} },
      ['cycle'],
    ],
    [
      'loops beside other checks: each says its own',
      run(search(), search(), search()),
      { loops: {}, maxCalls: 2 },
      ['identical_calls', 'max_calls'],
    ],
  ])('%s', (_title, received, expectation, kinds) => {
    const verdict = matchRun(received, expectation)
    expect(verdict.mismatches.map((mismatch) => mismatch.kind)).toEqual(kinds)
    expect(verdict.pass).toBe(kinds.length === 0)
  })

  test('the message names the call and the step of each repeat', () => {
    const verdict = matchRun(run(search(), open(), search(), search()), { loops: {} })
    expect(formatRunFailure(verdict)).toContain(
      'search({"q": "mug"}) was made 3 times with the same arguments and the same result, at steps 0, 2, 3 (at most 2 allowed: loops.maxIdentical)',
    )
  })

  test('the message shows a cycle with its tools, repeats and steps', () => {
    const verdict = matchRun(run(['x'], search(), open(), search(), open(), search(), open()), { loops: {} })
    expect(formatRunFailure(verdict)).toContain('cycle [search → open] ×3 at steps 1–6')
  })

  test.each<[unknown, string]>([
    [{ loops: { maxIdentical: 0 } }, 'must be 1 or more at loops.maxIdentical'],
    [{ loops: { maxIdentical: 1.5 } }, 'must be a whole number at loops.maxIdentical'],
    [{ loops: { cycles: { maxPeriod: 1 } } }, 'at loops.cycles'],
    [{ loops: { cycles: { minRepeats: 1 } } }, 'at loops.cycles'],
    [{ loops: { cycles: true } }, 'at loops.cycles'],
    [{ loops: { ignoreArguments: 'ts' } }, 'at loops.ignoreArguments'],
    [{ loops: { maxRepeats: 2 } }, 'maxRepeats'],
  ])('%j is a usage error', (expectation, words) => {
    expect(() => matchRun(run(), expectation as RunExpectation)).toThrow(words)
  })
})
