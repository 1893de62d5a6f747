import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { sentencesOf } from '../../../src/match/run/claims.js'
import { matchRun } from '../../../src/match/run/match-run.js'
import { DEFAULT_NEGATION } from '../../../src/match/run/negation.js'
import { resolveMentions } from '../../../src/match/run/resolve-mentions.js'
import type { RunMismatch } from '../../../src/match/run/types.js'
import { formatRunFailure } from '../../../src/report/run/format-run-failure.js'

/** One received call: name, arguments, result (default `'ok'`), and whether the tool reported an error. */
type CallSpec = [name: string, args?: object, result?: unknown, error?: boolean]

/** An AI SDK run, one call per step, then the final answer (none when `answer` is undefined). */
function run(answer: string | undefined, ...calls: CallSpec[]) {
  return {
    steps: [
      ...calls.map(([name, args = {}, result = 'ok', error], i) => ({
        content: [
          { type: 'tool-call', toolCallId: `c${i}`, toolName: name, input: args },
          error
            ? { type: 'tool-error', toolCallId: `c${i}`, toolName: name, input: args, error: result }
            : { type: 'tool-result', toolCallId: `c${i}`, toolName: name, input: args, output: result },
        ],
      })),
      ...(answer === undefined ? [] : [{ content: [{ type: 'text', text: answer }] }]),
    ],
  }
}

describe('sentencesOf', () => {
  test.each<[string, string[]]>([
    ['One. Two! Three? Four', ['One.', 'Two!', 'Three?', 'Four']],
    ['Refund 18.90 EUR. Done.', ['Refund 18.90 EUR.', 'Done.']],
    ['See example.com now', ['See example.com now']],
    ['Line one\nLine two\n\nLine three', ['Line one', 'Line two', 'Line three']],
    ['Wait...  Really?!  Yes', ['Wait...', 'Really?!', 'Yes']],
    ['  ', []],
    ['', []],
  ])('%j', (text, sentences) => {
    expect(sentencesOf(text)).toEqual(sentences)
  })
})

describe('the default negation cues: whole words, any case', () => {
  test.each<[string, boolean]>([
    ['I could not refund it.', true],
    ['No refund was made.', true],
    ['I will never do that.', true],
    ['I was unable to refund it.', true],
    ['I cannot refund it.', true],
    ["I can't refund it.", true],
    ['I can’t refund it.', true],
    ["I couldn't refund it.", true],
    ["It won't arrive.", true],
    ["It wasn't refunded.", true],
    ["I didn't refund it.", true],
    ['The refund failed.', true],
    ['Unfortunately, it is late.', true],
    ['NOT refunded.', true],
    ['I have refunded it.', false],
    ['Your order is noted.', false],
    ['Nothing to add; another refund is done.', false],
    ['It was a knotty order.', false],
    ['Failedness is not a word.', true],
    ['The failure is fixed.', false],
  ])('%j negated: %s', (text, negated) => {
    expect(DEFAULT_NEGATION.test(text)).toBe(negated)
  })
})

const refund = { name: 'refund_order', arguments: { order_id: 'ORD-1' } }
const refunded: RunExpectation = { claims: [{ when: 'refunded', requires: refund }] }
const kinds = (received: unknown, expectation: RunExpectation) =>
  matchRun(received, expectation).mismatches.map((mismatch) => mismatch.kind)
const claimsOf = (received: unknown, expectation: RunExpectation) =>
  matchRun(received, expectation).mismatches.filter(
    (mismatch): mismatch is Extract<RunMismatch, { kind: 'claim' }> => mismatch.kind === 'claim',
  )

describe('claims: a sentence that claims needs a call that backs it', () => {
  test.each<[string, unknown, RunExpectation, string[]]>([
    [
      'backed: the refund was made and did not fail',
      run("I've refunded your order.", [
        'refund_order',
        { order_id: 'ORD-1', amount: 5 },
        { refund_id: 'R-1' },
      ]),
      refunded,
      [],
    ],
    ['not claimed: no sentence says it', run('Your order is on its way.'), refunded, []],
    ['claimed in any case', run('REFUNDED!'), refunded, ['claim']],
    ['negated: not a claim', run("I couldn't get it refunded."), refunded, []],
    [
      'a negation in another sentence does not unmake it',
      run("I've refunded your order. Nothing else is wrong, no?"),
      refunded,
      ['claim'],
    ],
    [
      'negations: false makes every match a claim',
      run('Not refunded.'),
      { ...refunded, negations: false },
      ['claim'],
    ],
    [
      'negations replaced: the default cue is no longer one',
      run('Not refunded.'),
      { ...refunded, negations: field.pattern('\\bnicht\\b') },
      ['claim'],
    ],
    [
      'negations replaced: its own cue',
      run('Nicht refunded.'),
      { ...refunded, negations: field.pattern(/\bnicht\b/i) },
      [],
    ],
    ['claimed, never called', run("I've refunded your order."), refunded, ['claim']],
    [
      'claimed, the call failed (status error)',
      run("I've refunded your order.", ['refund_order', { order_id: 'ORD-1' }, 'card declined', true]),
      refunded,
      ['claim'],
    ],
    [
      'claimed, the call failed (ok: false)',
      run("I've refunded your order.", ['refund_order', { order_id: 'ORD-1' }, { ok: false }]),
      refunded,
      ['claim'],
    ],
    [
      'a failed call, then one that did not fail: backed',
      run(
        "I've refunded your order.",
        ['refund_order', { order_id: 'ORD-1' }, 'Error: timeout'],
        ['refund_order', { order_id: 'ORD-1' }, { refund_id: 'R-1' }],
      ),
      refunded,
      [],
    ],
    [
      'claimed, called with other arguments',
      run("I've refunded your order.", ['refund_order', { order_id: 'ORD-2' }]),
      refunded,
      ['claim'],
    ],
    [
      'a text rule as when',
      run('Refund RF-2 is on its way.'),
      { claims: [{ when: field.pattern('\\bRF-\\d+'), requires: refund }] },
      ['claim'],
    ],
    [
      'two sentences make the claim: each one is named',
      run('Refunded. Yes, refunded.'),
      refunded,
      ['claim', 'claim'],
    ],
    [
      'no answer: claims fail saying so',
      run(undefined, ['refund_order', { order_id: 'ORD-1' }]),
      refunded,
      ['no_answer'],
    ],
  ])('%s', (_title, received, expectation, expected) => {
    expect(kinds(received, expectation)).toEqual(expected)
  })

  test('not called: the sentence, what it claims and the call it needs', () => {
    expect(claimsOf(run('Hello. I have refunded your order.'), refunded)).toEqual([
      {
        kind: 'claim',
        claim: 0,
        sentence: 'I have refunded your order.',
        when: 'refunded',
        expected: refund,
        reason: { kind: 'not_called' },
      },
    ])
  })

  test('failed: the latest call that meets requires', () => {
    const received = run(
      'Refunded.',
      ['refund_order', { order_id: 'ORD-1' }, 'x', true],
      ['refund_order', { order_id: 'ORD-1' }, { error: 'declined' }],
    )
    expect(claimsOf(received, refunded)[0]!.reason).toEqual({ kind: 'failed', at: { step: 1, call: 0 } })
  })

  test('other arguments: the closest call of that tool, with the difference', () => {
    const received = run(
      'Refunded.',
      ['get_order', { order_id: 'ORD-1' }],
      ['refund_order', { order_id: 'ORD-2' }],
    )
    const message = formatRunFailure(matchRun(received, refunded))
    expect(message).toContain(
      'answer: "Refunded." claims "refunded" (claims[0]), but no call met refund_order({"order_id": "ORD-1"}); steps[1].calls[0] came closest:',
    )
    expect(message).toContain('steps[1].calls[0].arguments.order_id: expected "ORD-1", received "ORD-2"')
  })

  test('requires: arguments are at least these, unless it says extraArguments: forbid', () => {
    const received = run('Refunded.', ['refund_order', { order_id: 'ORD-1', amount: 5 }])
    expect(kinds(received, refunded)).toEqual([])
    expect(
      kinds(received, { claims: [{ when: 'refunded', requires: { ...refund, extraArguments: 'forbid' } }] }),
    ).toEqual(['claim'])
  })

  test('requires may say the status and the result', () => {
    const received = run('Refunded.', ['refund_order', { order_id: 'ORD-1' }, { state: 'queued' }])
    const requires = { ...refund, result: { state: 'done' } }
    expect(kinds(received, { claims: [{ when: 'refunded', requires }] })).toEqual(['claim'])
  })

  test.each<[unknown, string]>([
    [{ claims: [{ when: 'x' }] }, 'requires must be a call expectation'],
    [{ claims: [{ when: '', requires: refund }] }, 'when must not be empty'],
    [{ claims: [{ when: 5, requires: refund }] }, 'when must be a string or a text rule'],
    [{ claims: [{ when: 'x', requires: { ...refund, times: 2 } }] }, 'times means nothing in requires'],
    [{ claims: [{ when: 'x', requires: { nom: 'x' } }] }, 'claims[0].requires'],
    [{ claims: [], negations: 'not' }, 'negations must be a pattern rule'],
    [{ claims: [], negations: true }, 'negations must be a pattern rule'],
    [{ acknowledgeErrors: false }, 'acknowledgeErrors must be true or a list of tool names'],
    [{ acknowledgeErrors: [''] }, 'a tool name must not be empty'],
  ])('%j is a usage error', (expectation, words) => {
    expect(() => matchRun(run('x'), expectation as RunExpectation)).toThrow(words)
  })
})

describe('acknowledgeErrors: a failed call no later call recovered needs a negation cue in the answer', () => {
  const failedRefund: CallSpec = ['refund_order', { order_id: 'ORD-1' }, 'card declined', true]
  test.each<[string, unknown, RunExpectation, string[]]>([
    ['no call failed', run('All done.', ['refund_order']), { acknowledgeErrors: true }, []],
    [
      'failed, and the answer says so',
      run("I couldn't refund it.", failedRefund),
      { acknowledgeErrors: true },
      [],
    ],
    [
      'failed, and the answer reads as if all went well',
      run('All done!', failedRefund),
      { acknowledgeErrors: true },
      ['unacknowledged_error'],
    ],
    [
      'failed, then recovered by a later call of the same tool (other arguments too)',
      run('All done!', failedRefund, ['refund_order', { order_id: 'ORD-1', retry: true }]),
      { acknowledgeErrors: true },
      [],
    ],
    [
      'a later call of another tool does not recover it',
      run('All done!', failedRefund, ['get_order']),
      { acknowledgeErrors: true },
      ['unacknowledged_error'],
    ],
    ['a tool not listed', run('All done!', failedRefund), { acknowledgeErrors: ['cancel_order'] }, []],
    [
      'a tool listed',
      run('All done!', failedRefund),
      { acknowledgeErrors: ['refund_order'] },
      ['unacknowledged_error'],
    ],
    [
      'an error in the result text counts as failed',
      run('All done!', ['search', {}, 'Error: index offline']),
      { acknowledgeErrors: true },
      ['unacknowledged_error'],
    ],
    ['no answer', run(undefined, failedRefund), { acknowledgeErrors: true }, ['unacknowledged_error']],
    [
      'negations: false: nothing acknowledges',
      run('I could not.', failedRefund),
      { acknowledgeErrors: true, negations: false },
      ['unacknowledged_error'],
    ],
  ])('%s', (_title, received, expectation, expected) => {
    expect(kinds(received, expectation)).toEqual(expected)
  })

  test('a failed call leads, by its step, before a claim no call was made for', () => {
    const expectation: RunExpectation = { ...refunded, acknowledgeErrors: true }
    expect(kinds(run('Refunded.', ['search', {}, 'x', true]), expectation)).toEqual([
      'unacknowledged_error',
      'claim',
    ])
  })

  test('the mismatch names the call, its tool, and whether there was an answer', () => {
    expect(
      matchRun(run('All done!', ['get_order'], ['search', {}, 'x', true]), { acknowledgeErrors: true })
        .mismatches,
    ).toEqual([{ kind: 'unacknowledged_error', at: { step: 1, call: 0 }, name: 'search', answered: true }])
    expect(
      matchRun(run(undefined, ['search', {}, 'x', true]), { acknowledgeErrors: true }).mismatches,
    ).toEqual([{ kind: 'unacknowledged_error', at: { step: 0, call: 0 }, name: 'search', answered: false }])
  })
})

describe('mentions of a call’s values in the answer and in claims', () => {
  const refundCall: CallSpec = [
    'refund_order',
    { order_id: 'ORD-1049', amount: 18.9 },
    { refund: { id: 'RF-7' } },
  ]
  const answerKinds = (answer: string | undefined, expectation: RunExpectation, ...calls: CallSpec[]) =>
    kinds(run(answer, ...calls), expectation)

  test.each<[string, string | undefined, RunExpectation, CallSpec[], string[]]>([
    [
      'the answer cites the refund id the tool returned',
      'Refund RF-7 is on its way.',
      { answer: field.mentions(field.fromResult('refund_order', 'refund.id')) },
      [refundCall],
      [],
    ],
    [
      'the answer cites another id',
      'Refund RF-8 is on its way.',
      { answer: field.mentions(field.fromResult('refund_order', 'refund.id')) },
      [refundCall],
      ['answer'],
    ],
    [
      'fromCall: the latest call’s argument',
      'Refunded ORD-1049.',
      { answer: field.mentions(field.fromCall('refund_order', 'order_id')) },
      [['refund_order', { order_id: 'ORD-1' }], refundCall],
      [],
    ],
    [
      'fromCall: an earlier call’s argument is not the latest',
      'Refunded ORD-1.',
      { answer: field.mentions(field.fromCall('refund_order', 'order_id')) },
      [['refund_order', { order_id: 'ORD-1' }], refundCall],
      ['answer'],
    ],
    [
      'a number found is mentioned as a number',
      'Refunded 18.90 EUR.',
      { answer: field.mentions(field.fromCall('refund_order', 'amount')) },
      [refundCall],
      [],
    ],
    [
      'a mention inside another rule',
      'Refunded RF-7.',
      { answer: field.oneOf(field.mentions(field.fromResult('refund_order', 'refund.id')), 'n/a') },
      [refundCall],
      [],
    ],
    [
      'no such call: the answer fails',
      'Refund RF-7 is on its way.',
      { answer: field.mentions(field.fromResult('refund_order', 'refund.id')) },
      [],
      ['answer'],
    ],
    [
      'nothing at the path: the answer fails',
      'Refund RF-7 is on its way.',
      { answer: field.mentions(field.fromResult('refund_order', 'refund.code')) },
      [refundCall],
      ['answer'],
    ],
    [
      'an object found: the answer fails',
      'Refund RF-7 is on its way.',
      { answer: field.mentions(field.fromResult('refund_order', 'refund')) },
      [refundCall],
      ['answer'],
    ],
    [
      'no answer: the answer fails',
      undefined,
      { answer: field.mentions(field.fromResult('refund_order', 'refund.id')) },
      [refundCall],
      ['answer'],
    ],
    [
      'a claim made by mentioning the refunded order: backed',
      'Order ORD-1049 is refunded.',
      {
        claims: [
          {
            when: field.mentions(field.fromCall('refund_order', 'order_id')),
            requires: { name: 'refund_order', status: 'ok' },
          },
        ],
      },
      [refundCall],
      [],
    ],
  ])('%s', (_title, answer, expectation, calls, expected) => {
    expect(answerKinds(answer, expectation, ...calls)).toEqual(expected)
  })

  test('the message says why a mention found nothing', () => {
    const verdict = matchRun(run('Refund RF-7.', ['refund_order', { order_id: 'ORD-1' }, { ok: true }]), {
      answer: field.mentions(field.fromResult('refund_order', 'refund.id')),
    })
    expect(formatRunFailure(verdict)).toContain(
      'mentions(fromResult("refund_order", "refund.id")): refund_order (steps[0].calls[0]) holds nothing at refund.id in its result',
    )
    const none = matchRun(run('Refund RF-7.'), {
      answer: field.mentions(field.fromCall('refund_order', 'id')),
    })
    expect(formatRunFailure(none)).toContain(
      'mentions(fromCall("refund_order", "id")): no refund_order call was made',
    )
  })

  test('every reason a mention finds nothing has words', () => {
    const calls: CallSpec[] = [['refund_order', { order_id: 'ORD-1' }, { refund: { id: 'RF-7' } }]]
    const said = (answer: unknown) =>
      formatRunFailure(matchRun(run('RF-7.', ...calls), { answer } as RunExpectation))
    expect(said(field.mentions(field.fromCall('refund_order', 'amount')))).toContain(
      'mentions(fromCall("refund_order", "amount")): refund_order (steps[0].calls[0]) holds nothing at amount in its arguments',
    )
    expect(said(field.mentions(field.fromResult({ step: 3, call: 1 }, 'id')))).toContain(
      'mentions(fromResult(steps[3].calls[1], "id")): no call is there',
    )
    expect(said(field.mentions(field.fromResult({ step: 0 }, 'refund')))).toContain(
      'mentions(fromResult(steps[0].calls[0], "refund")): the value found ({"id":"RF-7"}) is neither a text nor a number',
    )
    const denied = [
      { at: { step: 0, call: 0 }, call: { name: 'refund_order', arguments: {}, status: 'denied' as const } },
    ]
    expect(resolveMentions(field.mentions(field.fromResult('refund_order', 'id')), denied)).toMatchObject({
      $rule: 'satisfies',
      label: 'mentions(fromResult("refund_order", "id")): refund_order (steps[0].calls[0]) has no result',
    })
  })

  test('an asymmetric matcher beside a mention is kept as it is', () => {
    const received = run('Refund RF-7 done.', ['refund_order', {}, { refund: { id: 'RF-7' } }])
    const answer = field.oneOf(
      expect.stringContaining('nothing') as never,
      field.mentions(field.fromResult('refund_order', 'refund.id')),
    )
    expect(kinds(received, { answer })).toEqual([])
    expect(kinds(run('Done.', ['refund_order', {}, { refund: { id: 'RF-7' } }]), { answer })).toEqual([
      'answer',
    ])
  })

  test('objects without a prototype are walked; a cycle stops the walk and the compiler refuses it', () => {
    const bare = Object.assign(Object.create(null) as object, {
      id: field.mentions(field.fromResult('refund_order', 'refund.id')),
    })
    const answer = field.oneOf(bare as never, field.mentions(field.fromResult('refund_order', 'refund.id')))
    expect(kinds(run('RF-7.', ['refund_order', {}, { refund: { id: 'RF-7' } }]), { answer })).toEqual([])
    const cyclic: { $rule: 'oneOf'; values: unknown[] } = { $rule: 'oneOf', values: [] }
    cyclic.values.push(field.mentions(field.fromCall('a', 'b')), cyclic)
    expect(() => matchRun(run('x'), { answer: cyclic as never })).toThrow()
  })

  test('a mention by step and call index', () => {
    const expectation = { answer: field.mentions(field.fromResult({ step: 1 }, 'refund.id')) }
    expect(kinds(run('RF-7 done.', ['get_order'], refundCall), expectation)).toEqual([])
    expect(kinds(run('RF-7 done.', refundCall), expectation)).toEqual(['answer'])
  })

  test('a malformed mention is a usage error at once, before any run', () => {
    expect(() =>
      matchRun(run('x'), { answer: field.mentions({ $rule: 'fromCall', call: '', path: 'id' } as never) }),
    ).toThrow(/answer\.value/)
    expect(() =>
      matchRun(run('x'), {
        claims: [
          {
            when: field.oneOf(field.mentions(field.fromCall('a', 'b')), { $rule: 'nope' } as never),
            requires: refund,
          },
        ],
      }),
    ).toThrow(/unknown rule "nope"/)
  })
})

describe('properties', () => {
  const words = fc.constantFrom('refunded', 'your', 'order', 'is', 'done', 'the', 'money', 'sent')
  const sentence = fc.array(words, { minLength: 1, maxLength: 6 }).map((list) => list.join(' '))
  const other: fc.Arbitrary<CallSpec> = fc
    .record({
      name: fc.constantFrom('get_order', 'search', 'refund_order'),
      id: fc.constantFrom('ORD-1', 'ORD-2'),
      failed: fc.boolean(),
    })
    .map(({ name, id, failed }) => [name, { order_id: id }, failed ? 'Error: down' : 'ok'])

  test('an answer whose every sentence is negated makes no claim, whatever the calls', () => {
    fc.assert(
      fc.property(
        fc.array(sentence, { maxLength: 4 }),
        fc.array(other, { maxLength: 4 }),
        (sentences, calls) => {
          const answer = sentences.map((text) => `I did not say ${text}.`).join(' ')
          expect(kinds(run(answer || 'Hi.', ...calls), refunded)).toEqual([])
        },
      ),
    )
  })

  test('a call that backs the claim makes every claim pass, wherever it is and whatever else was called', () => {
    fc.assert(
      fc.property(
        fc.array(sentence, { minLength: 1, maxLength: 4 }),
        fc.array(other, { maxLength: 4 }),
        fc.nat(4),
        (sentences, calls, at) => {
          const backing: CallSpec = ['refund_order', { order_id: 'ORD-1', amount: 5 }, { refund_id: 'R-1' }]
          const all = [...calls.slice(0, at), backing, ...calls.slice(at)]
          expect(kinds(run(`${sentences.join('. ')}.`, ...all), refunded)).toEqual([])
        },
      ),
    )
  })
})
