import { describe, expect, test } from 'vitest'
import type { RunMismatch } from '../../../src/match/run/types.js'
import { describeLookup } from '../../../src/report/run/describe-call-mismatch.js'
import { describeRunMismatch } from '../../../src/report/run/describe-run-mismatch.js'
import { timeline } from '../../../src/report/run/timeline.js'

const at = { step: 2, call: 0 }
const cases: Record<RunMismatch['kind'], [RunMismatch, string]> = {
  read_failure: [
    {
      kind: 'read_failure',
      failure: { kind: 'unanswered_call', path: [1, 'tool_calls', 0], token: 'get_order' },
    },
    'could not read the run: the call "get_order" has no result, yet the run goes on at [1].tool_calls[0]',
  ],
  call: [
    {
      kind: 'call',
      at,
      expected: { name: 'refund' },
      mismatches: [{ kind: 'value', path: ['arguments', 'amount'], expected: 5, received: 6 }],
      lookups: [],
    },
    'steps[2].calls[0].arguments.amount: expected 5, received 6',
  ],
  missing_call: [
    { kind: 'missing_call', expected: { name: 'search' }, mode: 'exact', step: 1 },
    'steps[1]: missing call search(…) (these calls in this order, nothing else)',
  ],
  extra_call: [
    { kind: 'extra_call', at, mode: 'unordered' },
    'steps[2].calls[0]: unexpected call (these calls in any order, nothing else)',
  ],
  call_order: [
    {
      kind: 'call_order',
      expected: [{ name: 'get_order' }, { name: 'refund' }],
      received: [
        { at: { step: 0, call: 0 }, name: 'refund', matches: 1 },
        { at: { step: 1, call: 0 }, name: 'email' },
        { at: { step: 2, call: 0 }, name: 'get_order', matches: 0 },
      ],
      mode: 'in-order',
    },
    'the calls were made, but not in this order (these calls in this order, others between allowed): expected get_order → refund, received refund → email → get_order',
  ],
  missing_step: [{ kind: 'missing_step', step: 3 }, 'steps[3]: missing step (the run has 3 steps)'],
  extra_step: [
    { kind: 'extra_step', step: 1 },
    "steps[1]: unexpected step (pass extraSteps: 'allow' to allow more steps)",
  ],
  times: [
    { kind: 'times', expected: { name: 'search' }, max: 2, count: 3 },
    'search(…) was called 3 times, at most 2 allowed',
  ],
  max_calls: [{ kind: 'max_calls', max: 3, count: 4 }, 'the run made 4 calls, at most 3 allowed (maxCalls)'],
  max_steps: [{ kind: 'max_steps', max: 1, count: 2 }, 'the run took 2 steps, at most 1 allowed (maxSteps)'],
  never: [
    { kind: 'never', expected: { name: 'delete_account' }, at },
    'steps[2].calls[0]: delete_account(…) must never be called',
  ],
  invalid_call: [
    {
      kind: 'invalid_call',
      at,
      mismatches: [
        {
          kind: 'schema',
          path: ['arguments', 'id'],
          expected: 'refund',
          reason: 'wrong_type',
          expectedType: 'string',
          received: 7,
        },
      ],
    },
    'steps[2].calls[0].arguments.id: the refund schema wants a string, received a number 7',
  ],
  answer: [
    {
      kind: 'answer',
      mismatches: [{ kind: 'value', path: ['answer'], expected: 'Refunded.', received: 'Sorry.' }],
    },
    'answer: expected "Refunded.", received "Sorry."',
  ],
  identical_calls: [
    {
      kind: 'identical_calls',
      name: 'search',
      arguments: { q: 'mug' },
      at: [
        { step: 1, call: 0 },
        { step: 3, call: 0 },
        { step: 5, call: 1 },
      ],
      count: 3,
      max: 2,
    },
    'search({"q": "mug"}) was made 3 times with the same arguments and the same result, at steps 1, 3, 5 (at most 2 allowed: loops.maxIdentical)',
  ],
  claim: [
    {
      kind: 'claim',
      claim: 0,
      sentence: "I've refunded your order.",
      when: 'refunded',
      expected: { name: 'refund_order' },
      reason: { kind: 'not_called' },
    },
    'answer: "I\'ve refunded your order." claims "refunded" (claims[0]), but no call refund_order(…) was made',
  ],
  no_answer: [
    { kind: 'no_answer', check: 'claims' },
    'the run ends without a final answer, so its claims cannot be backed (claims)',
  ],
  unacknowledged_error: [
    { kind: 'unacknowledged_error', at, name: 'refund_order', answered: true },
    'steps[2].calls[0]: refund_order failed and no later refund_order call succeeded, yet the final answer does not say so (no negation cue in it: acknowledgeErrors)',
  ],
  cycle: [
    {
      kind: 'cycle',
      names: ['search', 'open'],
      repeats: 3,
      from: { step: 2, call: 0 },
      to: { step: 7, call: 0 },
    },
    'cycle [search → open] ×3 at steps 2–7 (the same calls with the same results, back to back: loops.cycles)',
  ],
}

describe('describeRunMismatch: every kind has words', () => {
  test.each(Object.entries(cases))('%s', (_kind, [mismatch, words]) => {
    expect(describeRunMismatch(mismatch)).toBe(words)
  })
})

describe('describeRunMismatch: why a claim is not backed, and an error with no answer', () => {
  const claim = {
    kind: 'claim' as const,
    claim: 1,
    sentence: 'Your refund RF-1 is on its way.',
    when: { $rule: 'pattern' as const, value: 'refund' },
    expected: { name: 'refund_order', arguments: { order_id: 'A' } },
  }
  test.each<[string, RunMismatch, string]>([
    [
      'its call failed',
      { ...claim, reason: { kind: 'failed', at } },
      'answer: "Your refund RF-1 is on its way." claims pattern(/refund/) (claims[1]), but steps[2].calls[0], the refund_order call that backs it, failed',
    ],
    [
      'called with other arguments: the closest call and its differences',
      {
        ...claim,
        reason: {
          kind: 'other_call',
          closest: {
            at,
            mismatches: [{ kind: 'value', path: ['arguments', 'order_id'], expected: 'A', received: 'B' }],
            lookups: [],
          },
        },
      },
      'answer: "Your refund RF-1 is on its way." claims pattern(/refund/) (claims[1]), but no call met refund_order({"order_id": "A"}); steps[2].calls[0] came closest:\n  steps[2].calls[0].arguments.order_id: expected "A", received "B"',
    ],
    [
      'an unrecovered error in a run without an answer',
      { kind: 'unacknowledged_error', at, name: 'refund_order', answered: false },
      'steps[2].calls[0]: refund_order failed and no later refund_order call succeeded, and the run ends without a final answer to say so (acknowledgeErrors)',
    ],
  ])('%s', (_title, mismatch, words) => {
    expect(describeRunMismatch(mismatch)).toBe(words)
  })
})

describe('describeRunMismatch: the call of the same tool that came closest', () => {
  const closest = {
    at,
    mismatches: [{ kind: 'value' as const, path: ['arguments', 'id'], expected: 'A', received: 'B' }],
    lookups: [],
  }
  test.each<[string, RunMismatch, string]>([
    [
      'a missing call, in-order, after the call before it',
      {
        kind: 'missing_call',
        expected: { name: 'refund' },
        mode: 'in-order',
        after: { step: 1, call: 0 },
        closest,
      },
      'steps[2].calls[0].arguments.id: expected "A", received "B"\n  (no refund call met its expectation after steps[1].calls[0]; steps[2].calls[0] came closest — these calls in this order, others between allowed)',
    ],
    [
      'a missing call without a call of its tool',
      { kind: 'missing_call', expected: { name: 'refund' }, mode: 'superset' },
      'missing call refund(…) (at least these calls, others allowed)',
    ],
    [
      'a call no expectation took, beside the expectation of its tool',
      { kind: 'extra_call', at, mode: 'subset', closest: { ...closest, expected: { name: 'refund' } } },
      'steps[2].calls[0].arguments.id: expected "A", received "B"\n  (steps[2].calls[0] met no expectation; the closest is refund(…) — only these calls, some may be missing)',
    ],
    [
      'repeated names: the whole calls in the order',
      {
        kind: 'call_order',
        expected: [
          { name: 'a', arguments: { x: 1 } },
          { name: 'a', arguments: { x: 2 } },
        ],
        received: [{ at, name: 'a' }, { at: { step: 3 } }],
        mode: 'exact',
        step: 2,
      } as unknown as RunMismatch,
      'steps[2]: the calls were made, but not in this order (these calls in this order, nothing else): expected a({"x": 1}) → a({"x": 2}), received a',
    ],
  ])('%s', (_, mismatch, words) => {
    expect(describeRunMismatch(mismatch)).toBe(words)
  })
})

describe('describeLookup: what fromResult looked at', () => {
  const base = { path: ['arguments', 'order_id'], ref: 'get_order', resultPath: 'order.id' }
  const mismatch = { kind: 'value' as const, path: ['arguments', 'order_id'], received: 'A-78' }
  test.each([
    [
      {
        ...base,
        at: { step: 0, call: 0 },
        name: 'get_order',
        outcome: { kind: 'found' as const, value: 'A-77' },
      },
      `expected the value of get_order's result at order.id ("A-77"), received "A-78"`,
    ],
    [
      { ...base, outcome: { kind: 'no_call' as const } },
      "expected the value of get_order's result at order.id, but no earlier step called get_order",
    ],
    [
      { ...base, ref: { step: 1 }, outcome: { kind: 'no_call' as const } },
      "expected the value of the call's result at order.id, but no earlier step has a call at steps[1].calls[0]",
    ],
    [
      { ...base, at: { step: 0, call: 1 }, name: 'get_order', outcome: { kind: 'no_result' as const } },
      "expected the value of get_order's result at order.id, but get_order (steps[0].calls[1]) has no result",
    ],
    [
      { ...base, at: { step: 0, call: 0 }, name: 'get_order', outcome: { kind: 'no_path' as const } },
      "expected the value of get_order's result at order.id, but get_order's result (steps[0].calls[0]) holds nothing there",
    ],
  ])('%#', (lookup, words) => {
    expect(describeLookup(lookup, mismatch)).toBe(words)
  })
})

describe('timeline', () => {
  test('one line per step, results abridged, failures marked, the answer last', () => {
    const run = {
      format: 'openai-chat' as const,
      steps: [
        {
          calls: [
            {
              name: 'get_order',
              arguments: { id: 'A' },
              result: { order: { id: 'A', lines: 'x'.repeat(80) } },
              status: 'ok' as const,
            },
          ],
        },
        {
          calls: [
            { name: 'refund', arguments: {}, result: 'closed', status: 'error' as const },
            { name: 'email', arguments: {}, status: 'approval_requested' as const },
            { name: 'log', arguments: {} },
          ],
        },
      ],
      answer: 'Sorry.',
    }
    expect(timeline(run, 1)).toMatchInlineSnapshot(`
      "  0. get_order({"id":"A"}) → {"order":{"id":"A","…[71 characters left out]…xxxxxxxxxxxxxxxxx"}}
      > 1. refund({}) → ✗ "closed"; email({}) → (approval_requested); log({})
        answer: "Sorry.""
    `)
    expect(timeline({ format: 'canonical', steps: [] })).toBe('  (no step)')
  })
})
