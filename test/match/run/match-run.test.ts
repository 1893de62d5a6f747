import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { matchRun } from '../../../src/match/run/match-run.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { fixture } from '../../read/helpers.js'

/** A run in the canonical AI SDK shape: one step per list, each call answered with `result`. */
function run(...steps: [name: string, args?: object, result?: unknown, error?: boolean][][]) {
  let n = 0
  return {
    steps: [
      ...steps.map((calls) => {
        const ids = calls.map(() => `c${++n}`)
        return {
          content: [
            ...calls.map(([name, args = {}], i) => ({
              type: 'tool-call',
              toolCallId: ids[i],
              toolName: name,
              input: args,
            })),
            ...calls.map(([name, args = {}, result = 'ok', error], i) =>
              error
                ? { type: 'tool-error', toolCallId: ids[i], toolName: name, input: args, error: result }
                : { type: 'tool-result', toolCallId: ids[i], toolName: name, input: args, output: result },
            ),
          ],
        }
      }),
      { content: [{ type: 'text', text: 'done' }] },
    ],
  }
}

const kinds = (received: unknown, expectation: RunExpectation) =>
  matchRun(received, expectation).mismatches.map((mismatch) => mismatch.kind)

// agentevals' trajectory cases: reference [weather, search], in each mode (exact arguments).
const ab = run([['weather', { city: 'SF' }]], [['search', { q: 'x' }]])
const ba = run([['search', { q: 'x' }]], [['weather', { city: 'SF' }]])
const abc = run([['weather', { city: 'SF' }]], [['lookup']], [['search', { q: 'x' }]])
const a = run([['weather', { city: 'SF' }]])
const reference = [
  { name: 'weather', arguments: { city: 'SF' } },
  { name: 'search', arguments: { q: 'x' } },
]

describe('sequence modes over all calls of a run', () => {
  test.each([
    ['exact', ab, []],
    ['exact', ba, ['call_order']],
    ['exact', abc, ['call']],
    ['exact', a, ['missing_call']],
    ['unordered', ab, []],
    ['unordered', ba, []],
    ['unordered', abc, ['extra_call']],
    ['unordered', a, ['missing_call']],
    ['in-order', ab, []],
    ['in-order', abc, []],
    ['in-order', ba, ['call_order']],
    ['in-order', a, ['missing_call']],
    ['subset', ab, []],
    ['subset', a, []],
    ['subset', abc, ['extra_call']],
    ['superset', ab, []],
    ['superset', abc, []],
    ['superset', ba, []],
    ['superset', a, ['missing_call']],
    ['serial', ba, ['call_order']],
    ['parallel', ba, []],
  ] as const)('%s: %#', (order, received, expected) => {
    expect(kinds(received, { calls: reference, order })).toEqual(expected)
  })

  test("agentevals' ignore-arguments mode: names only", () => {
    const names = reference.map(({ name }) => ({ name }))
    expect(
      kinds(run([['weather', { city: 'LA' }]], [['search', {}]]), { calls: names, order: 'exact' }),
    ).toEqual([])
  })

  test('each expectation takes its own call: a repeated expectation needs repeated calls', () => {
    const twice = [{ name: 'search' }, { name: 'search' }]
    for (const order of ['unordered', 'superset', 'in-order', 'exact'] as const)
      expect(kinds(run([['search']]), { calls: twice, order }), order).toEqual(['missing_call'])
  })

  test('maximum matching, never greedy: a loose expectation does not steal the only call a strict one fits', () => {
    const received = run([
      ['search', { q: 'a' }],
      ['search', { q: 'b' }],
    ])
    const calls = [{ name: 'search' }, { name: 'search', arguments: { q: 'a' } }]
    expect(kinds(received, { calls, order: 'unordered' })).toEqual([])
  })

  test('times: exactly n, or a range', () => {
    const three = run([['search']], [['search']], [['search']])
    expect(kinds(three, { calls: [{ name: 'search', times: 3 }] })).toEqual([])
    expect(kinds(three, { calls: [{ name: 'search', times: 2 }] })).toEqual(['extra_call'])
    expect(kinds(three, { calls: [{ name: 'search', times: { min: 1, max: 3 } }] })).toEqual([])
    expect(kinds(three, { calls: [{ name: 'search', times: { max: 2 } }], order: 'superset' })).toEqual([
      'times',
    ])
    expect(kinds(three, { calls: [{ name: 'search', times: { min: 4 } }], order: 'unordered' })).toEqual([
      'missing_call',
    ])
  })

  test('name patterns stand for a family of tools', () => {
    const received = run([['search_web']], [['search_docs']])
    expect(kinds(received, { calls: [{ name: field.pattern('^search_'), times: 2 }] })).toEqual([])
    expect(kinds(received, { calls: [{ name: { $rule: 'pattern', value: '^fetch_' }, times: 2 }] })).toEqual([
      'call',
    ])
  })
})

describe('steps', () => {
  test('step i meets the i-th expectation; missing and extra steps fail', () => {
    const received = run([['get_order', { id: 'A' }]], [['refund', { id: 'A' }], ['email']])
    const steps = [
      { name: 'get_order' },
      { calls: [{ name: 'email' }, { name: 'refund' }], order: 'unordered' as const },
    ]
    expect(kinds(received, { steps })).toEqual([])
    expect(kinds(received, { steps: steps.slice(0, 1) })).toEqual(['extra_step'])
    expect(kinds(received, { steps: steps.slice(0, 1), extraSteps: 'allow' })).toEqual([])
    expect(kinds(received, { steps: [...steps, { name: 'close' }] })).toEqual(['missing_step'])
  })

  test('a step expectation in exact order fails on the call that differs, naming its step', () => {
    const verdict = matchRun(run([['get_order', { id: 'A' }]], [['refund', { id: 'B' }]]), {
      steps: [{ name: 'get_order' }, { name: 'refund', arguments: { id: 'A' } }],
    })
    expect(verdict.mismatches).toMatchObject([
      {
        kind: 'call',
        at: { step: 1, call: 0 },
        mismatches: [{ kind: 'value', path: ['arguments', 'id'], expected: 'A', received: 'B' }],
      },
    ])
  })
})

describe('counts, never, results, status', () => {
  const received = run([['search'], ['search']], [['delete_account', { user: 'u1' }]])

  test('maxCalls and maxSteps', () => {
    expect(kinds(received, { maxCalls: 3 })).toEqual([])
    expect(kinds(received, { maxCalls: 2 })).toEqual(['max_calls'])
    expect(kinds(received, { maxSteps: 1 })).toEqual(['max_steps'])
  })

  test('never: a call that must not happen, with its arguments when given', () => {
    expect(kinds(received, { never: [{ name: 'delete_account' }] })).toEqual(['never'])
    expect(kinds(received, { never: [{ name: 'delete_account', arguments: { user: 'u2' } }] })).toEqual([])
    expect(matchRun(received, { never: [{ name: 'delete_account' }] }).mismatches[0]).toMatchObject({
      at: { step: 1, call: 0 },
    })
  })

  test('result and status', () => {
    const failed = run([['refund', {}, 'window closed', true]])
    expect(
      kinds(failed, { calls: [{ name: 'refund', status: 'error', result: field.pattern('closed') }] }),
    ).toEqual([])
    expect(matchRun(failed, { calls: [{ name: 'refund', status: 'ok' }] }).mismatches).toMatchObject([
      { kind: 'call', mismatches: [{ kind: 'value', path: ['status'], expected: 'ok', received: 'error' }] },
    ])
  })

  test('a denied call keeps its status', () => {
    const denied = [
      {
        role: 'assistant',
        parts: [
          {
            type: 'tool-refund',
            toolCallId: 'c1',
            state: 'output-denied',
            input: { id: 1 },
            approval: { id: 'a1', approved: false },
          },
        ],
      },
    ]
    expect(kinds(denied, { calls: [{ name: 'refund', status: 'denied' }] })).toEqual([])
    expect(kinds(denied, { calls: [{ name: 'refund', status: 'ok' }] })).toEqual(['call'])
  })
})

describe('answer: the text the run ended with', () => {
  const answered = run([['search']])
  const unanswered = { steps: run([['search']]).steps.slice(0, 1) }

  test.each<[string, unknown, RunExpectation, string[]]>([
    ['the same text', answered, { answer: 'done' }, []],
    ['a rule', answered, { answer: field.casefold('DONE') }, []],
    ['other text', answered, { answer: 'finished' }, ['answer']],
    ['no answer where one is expected', unanswered, { answer: 'done' }, ['answer']],
    ['absent, as required', unanswered, { answer: field.absent() }, []],
    ['an answer where none may be', answered, { answer: field.absent() }, ['answer']],
    ['beside steps, after them', answered, { steps: [{ name: 'x' }], answer: 'no' }, ['call', 'answer']],
  ])('%s', (_, received, expectation, expected) => {
    expect(kinds(received, expectation)).toEqual(expected)
  })

  test('the answer is compared in the Unicode form the options choose', () => {
    const decomposed = run([['search']])
    decomposed.steps[1] = { content: [{ type: 'text', text: 'cafe\u0301' }] }
    expect(kinds(decomposed, { answer: 'caf\u00e9' })).toEqual([])
    expect(matchRun(decomposed, { answer: 'caf\u00e9' }, { unicode: 'none' }).pass).toBe(false)
  })

  test('the mismatch is at answer', () => {
    expect(matchRun(answered, { answer: 'finished' }).mismatches).toEqual([
      {
        kind: 'answer',
        mismatches: [{ kind: 'value', path: ['answer'], expected: 'finished', received: 'done' }],
      },
    ])
  })
})

describe('fromResult: results feed arguments', () => {
  const lookup = ['get_order', { q: 'broken mug' }, { order: { id: 'A-77' } }] as const
  const used = (id: string) => run([[...lookup]], [['refund', { order_id: id }]])
  const expectation: RunExpectation = {
    calls: [
      { name: 'get_order' },
      { name: 'refund', arguments: { order_id: field.fromResult('get_order', 'order.id') } },
    ],
  }

  test('the argument equals the value at the path in the latest earlier result of that tool', () => {
    expect(kinds(used('A-77'), expectation)).toEqual([])
  })

  test('a different value fails, saying which result it looked at and what it held', () => {
    const [mismatch] = matchRun(used('A-78'), expectation).mismatches
    expect(mismatch).toMatchObject({
      kind: 'call',
      at: { step: 1, call: 0 },
      mismatches: [{ kind: 'value', path: ['arguments', 'order_id'], expected: 'A-77', received: 'A-78' }],
      lookups: [
        {
          path: ['arguments', 'order_id'],
          ref: 'get_order',
          resultPath: 'order.id',
          at: { step: 0, call: 0 },
          outcome: { kind: 'found', value: 'A-77' },
        },
      ],
    })
  })

  test('an asymmetric matcher beside a fromResult rule is kept as written, not taken apart', () => {
    const withNote = (id: string, note: string) => run([[...lookup]], [['refund', { order_id: id, note }]])
    const expected: RunExpectation = {
      calls: [
        { name: 'get_order' },
        {
          name: 'refund',
          arguments: {
            order_id: field.fromResult('get_order', 'order.id'),
            note: expect.stringContaining('late'),
          },
        },
      ],
    }
    expect(matchRun(withNote('A-77', 'arrived late'), expected).pass).toBe(true)
    expect(matchRun(withNote('A-77', 'on time'), expected).pass).toBe(false)
    expect(matchRun(withNote('A-78', 'arrived late'), expected).pass).toBe(false)
  })

  test('the JSON form and a step/call reference', () => {
    const json = { $rule: 'fromResult', call: { step: 0, call: 0 }, path: 'order.id' }
    expect(
      kinds(used('A-77'), {
        calls: [{ name: 'get_order' }, { name: 'refund', arguments: { order_id: json } }],
      } as RunExpectation),
    ).toEqual([])
  })

  test.each([
    ['no such earlier call', field.fromResult('find_order', 'order.id'), 'no_call'],
    ['no such path', field.fromResult('get_order', 'order.number'), 'no_path'],
    ['a later step', field.fromResult({ step: 1 }, 'order.id'), 'no_call'],
  ])('%s fails with what it looked at', (_name, rule, outcome) => {
    const verdict = matchRun(used('A-77'), {
      calls: [{ name: 'get_order' }, { name: 'refund', arguments: { order_id: rule } }],
    })
    expect(verdict.mismatches[0]).toMatchObject({ kind: 'call', lookups: [{ outcome: { kind: outcome } }] })
  })

  test('a call without result', () => {
    const unanswered = {
      messages: [
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'a', type: 'function', function: { name: 'refund', arguments: '{"order_id":"A-77"}' } },
          ],
        },
      ],
    }
    const verdict = matchRun(unanswered, {
      calls: [{ name: 'refund', arguments: { order_id: field.fromResult('refund', 'x') } }],
    })
    expect(verdict.mismatches[0]).toMatchObject({ lookups: [{ outcome: { kind: 'no_call' } }] })
  })
})

describe('received input and usage errors', () => {
  test('an unreadable run is a failing verdict', () => {
    expect(kinds([{ role: 'tool', tool_call_id: 'x', content: 'y' }], { maxCalls: 1 })).toEqual([
      'read_failure',
    ])
    expect(kinds(null, { maxCalls: 1 })).toEqual(['read_failure'])
  })

  test('a recorded run: lookup, then refund of the looked-up order', () => {
    const received = fixture('runs/openai-chat/refund-conversation.json')
    expect(
      kinds(received, {
        calls: [
          {
            name: 'get_order',
            arguments: { order_id: 'A-77' },
            result: field.subset({ order: field.subset({ id: 'A-77' }) }),
          },
          {
            name: 'refund_order',
            arguments: { order_id: field.fromResult('get_order', 'order.id'), amount: 42.5 },
          },
          { name: 'send_email', arguments: field.subset({ order_id: 'A-77' }) },
        ],
        never: [{ name: 'delete_account' }],
        maxSteps: 2,
      }),
    ).toEqual([])
  })

  test.each([
    [
      { calls: [], order: 'strict' },
      "unknown order \"strict\": use one of 'exact', 'unordered', 'in-order', 'subset', 'superset', 'serial', 'parallel' at order",
    ],
    [{ calls: [{ name: 'a', times: -1 }] }, 'times must not be negative at calls[0].times'],
    [
      { calls: [{ name: 'a', times: { min: 3, max: 1 } }] },
      'times.min must not exceed times.max at calls[0].times',
    ],
    [
      { calls: [{ name: 'a', arguments: { x: { $rule: 'fromResult', call: 'a' } } }] },
      'at calls[0].arguments.x.path',
    ],
    [{ steps: [{ calls: [], order: 'any' }] }, 'unknown order "any"'],
    [{}, 'a run expectation needs steps, calls, never, maxCalls, maxSteps or answer'],
    [
      { calls: [{ name: 'a', status: 'failed' }] },
      "status must be 'ok', 'error', 'denied' or 'approval_requested' at calls[0].status",
    ],
    [{ answer: { $rule: 'nope' } }, 'unknown rule "nope"'],
    [{ maxCalls: 1, extra: true }, 'extra'],
  ])('%j is a usage error', (expectation, words) => {
    expect(() => matchRun([], expectation as RunExpectation)).toThrow(MatcherUsageError)
    expect(() => matchRun([], expectation as RunExpectation)).toThrow(words)
  })

  test("a cycle in a run call's arguments is a usage error naming it, not a stack overflow", () => {
    const call: Record<string, unknown> = { name: 'f' }
    call.arguments = { x: call }
    expect(() => matchRun([], { calls: [call] } as unknown as RunExpectation)).toThrow(
      'the expectation contains a cycle at calls[0].arguments.x.arguments',
    )
  })

  test('a value that throws when read is a usage error naming where, never a raw error', () => {
    const call = { name: 'f' }
    Object.defineProperty(call, 'arguments', {
      enumerable: true,
      get() {
        throw new Error('boom')
      },
    })
    const revoked = Proxy.revocable({}, {})
    revoked.revoke()
    for (const [expectation, words] of [
      [{ calls: [call] }, 'could not be read (boom) at calls[0].arguments'],
      [{ steps: [{ calls: [revoked.proxy] }] }, 'could not be read'],
    ] as const) {
      expect(() => matchRun([], expectation as RunExpectation)).toThrow(MatcherUsageError)
      expect(() => matchRun([], expectation as RunExpectation)).toThrow(words)
    }
  })

  test('a file\'s top-level "$schema" string is set aside; anything else there is a usage error', () => {
    const schema = 'https://example.com/expectation.schema.json'
    expect(matchRun(run([['f']]), { $schema: schema, calls: [{ name: 'f' }] } as RunExpectation).pass).toBe(
      true,
    )
    expect(() => matchRun([], { $schema: 1, calls: [] } as unknown as RunExpectation)).toThrow(
      '$schema must be a string at $schema',
    )
    expect(() =>
      matchRun([], { steps: [{ $schema: schema, name: 'f' }] } as unknown as RunExpectation),
    ).toThrow('$schema')
  })
})

describe('properties', () => {
  const names = fc.constantFrom('a', 'b', 'c')
  test('unordered passes iff the received names are a permutation of the expected ones; superset iff they contain them', () => {
    fc.assert(
      fc.property(
        fc.array(names, { maxLength: 5 }),
        fc.array(names, { maxLength: 5 }),
        (expected, received) => {
          const runOf = run(...received.map((name): [string][] => [[name]]))
          const calls = expected.map((name) => ({ name }))
          const count = (list: string[]) => (name: string) => list.filter((x) => x === name).length
          const same = ['a', 'b', 'c'].every((name) => count(expected)(name) === count(received)(name))
          const contains = ['a', 'b', 'c'].every((name) => count(expected)(name) <= count(received)(name))
          expect(matchRun(runOf, { calls, order: 'unordered' }).pass).toBe(same)
          expect(matchRun(runOf, { calls, order: 'superset' }).pass).toBe(contains)
          expect(matchRun(runOf, { calls, order: 'subset' }).pass).toBe(
            ['a', 'b', 'c'].every((name) => count(expected)(name) >= count(received)(name)),
          )
        },
      ),
      { numRuns: 150 },
    )
  })

  test('in-order passes iff the expected names are a subsequence of the received ones; exact iff equal', () => {
    fc.assert(
      fc.property(
        fc.array(names, { maxLength: 5 }),
        fc.array(names, { maxLength: 6 }),
        (expected, received) => {
          const runOf = run(...received.map((name): [string][] => [[name]]))
          const calls = expected.map((name) => ({ name }))
          let i = 0
          for (const name of received) if (name === expected[i]) i++
          expect(matchRun(runOf, { calls, order: 'in-order' }).pass).toBe(i === expected.length)
          expect(matchRun(runOf, { calls, order: 'exact' }).pass).toBe(expected.join() === received.join())
        },
      ),
      { numRuns: 150 },
    )
  })
})
