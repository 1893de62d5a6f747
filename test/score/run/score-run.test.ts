import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { matchRun } from '../../../src/match/run/match-run.js'
import { scoreRun } from '../../../src/score/run/score-run.js'
import { score } from '../../../src/score/score.js'
import { agentRun, expectRunAxis, oneByOne, type RunRow } from './helpers.js'

const a = { name: 'a' }
const b = { name: 'b' }
const search = (q: string) => ({ name: 'search', arguments: { q } })
const list = (...calls: RunExpectation['calls'] & object) => ({ calls, order: 'superset' as const })

describe('precision, recall and F1 of the calls (maximum matching, whatever the order)', () => {
  const rows: (RunRow & { precision: number | null; recall: number | null })[] = [
    {
      title: 'nothing expected and nothing called: F1 1, precision and recall do not apply',
      expected: { calls: [] },
      received: agentRun(),
      value: 1,
      precision: null,
      recall: null,
      counts: { matching: { expected: 0, matched: 0, missed: 0, extra: 0 } },
    },
    {
      title: 'an empty list received is a run with nothing called',
      expected: { calls: [] },
      received: [],
      value: 1,
      precision: null,
      recall: null,
    },
    {
      title: 'nothing expected, a call made',
      expected: { calls: [] },
      received: oneByOne(['a']),
      value: 0,
      precision: 0,
      recall: null,
      counts: { matching: { expected: 0, matched: 0, missed: 0, extra: 1 } },
    },
    {
      title: 'a call expected, nothing called',
      expected: { calls: [a] },
      received: agentRun(),
      value: 0,
      precision: null,
      recall: 0,
      counts: { matching: { expected: 1, matched: 0, missed: 1, extra: 0 } },
    },
    {
      title: 'both calls',
      expected: list(a, b),
      received: oneByOne(['a'], ['b']),
      value: 1,
      precision: 1,
      recall: 1,
    },
    {
      title: 'one of two',
      expected: list(a, b),
      received: oneByOne(['a']),
      value: 2 / 3,
      precision: 1,
      recall: 0.5,
    },
    {
      title: 'an extra call',
      expected: list(a),
      received: oneByOne(['a'], ['c']),
      value: 2 / 3,
      precision: 0.5,
      recall: 1,
    },
    {
      title: 'a repeated call takes no second expectation',
      expected: list(search('x')),
      received: oneByOne(['search', { q: 'x' }], ['search', { q: 'x' }]),
      value: 2 / 3,
      precision: 0.5,
      recall: 1,
      counts: { matching: { expected: 1, matched: 1, missed: 0, extra: 1 } },
    },
    {
      title: 'a repeated expectation needs repeated calls (times: 2)',
      expected: list({ name: 'search', times: 2 }),
      received: oneByOne(['search']),
      value: 2 / 3,
      precision: 1,
      recall: 0.5,
      counts: { matching: { expected: 2, matched: 1, missed: 1, extra: 0 } },
    },
    {
      title: 'times { min: 1, max: 3 }: three calls are all taken',
      expected: list({ name: 'search', times: { min: 1, max: 3 } }),
      received: oneByOne(['search'], ['search'], ['search']),
      value: 1,
      precision: 1,
      recall: 1,
      counts: { matching: { expected: 1, matched: 3, missed: 0, extra: 0 } },
    },
    {
      title: 'times { max: 2 }: allowed calls are taken, a third is extra',
      expected: list({ name: 'search', times: { max: 2 } }),
      received: oneByOne(['search'], ['search'], ['search']),
      value: 0.8,
      precision: 2 / 3,
      recall: 1,
      counts: { matching: { expected: 0, matched: 2, missed: 0, extra: 1 } },
    },
    {
      title: 'maximum matching, never greedy: the loose expectation leaves the strict one its call',
      expected: list({ name: 'search' }, search('a')),
      received: oneByOne(['search', { q: 'a' }], ['search', { q: 'b' }]),
      value: 1,
      precision: 1,
      recall: 1,
    },
    {
      title: 'a call with other arguments is not the expected call',
      expected: list({ name: 'a', arguments: { x: 1 } }),
      received: oneByOne(['a', { x: 2 }]),
      value: 0,
      precision: 0,
      recall: 0,
    },
    {
      title: 'a name alone accepts any arguments',
      expected: list(a),
      received: oneByOne(['a', { x: 2 }]),
      value: 1,
      precision: 1,
      recall: 1,
    },
    {
      title: 'a step call made in another step still counts as made',
      expected: { steps: [a, b] },
      received: agentRun([['a'], ['b']]),
      value: 1,
      precision: 1,
      recall: 1,
    },
    {
      title: 'calls listed with steps are the whole-run statement',
      expected: { steps: [a], calls: [a, b], order: 'superset', extraSteps: 'allow' },
      received: oneByOne(['a']),
      value: 2 / 3,
      precision: 1,
      recall: 0.5,
    },
    {
      title: 'no call listed (never only): none applies',
      expected: { never: [a] },
      received: oneByOne(['b']),
      value: null,
      precision: null,
      recall: null,
      counts: { matching: null },
    },
  ]
  test.each(rows)('$title', (row) => {
    expectRunAxis(row, 'f1')
    expectRunAxis({ ...row, value: row.precision }, 'precision')
    expectRunAxis({ ...row, value: row.recall }, 'recall')
  })

  test('the order mode decides pass, not F1: the same calls reversed', () => {
    const received = oneByOne(['b'], ['a'])
    for (const order of ['exact', 'unordered', 'in-order', 'subset', 'superset'] as const) {
      const result = scoreRun({ calls: [a, b], order }, received)
      expect(result.run.axes.f1, order).toBe(1)
      expect(result.pass, order).toBe(matchRun(received, { calls: [a, b], order }).pass)
    }
  })

  test('subset: missing calls pass the verdict but cost recall', () => {
    const result = scoreRun({ calls: [a, b], order: 'subset' }, oneByOne(['a']))
    expect(result.pass).toBe(true)
    expect(result.run.axes.recall).toBe(0.5)
  })
})

describe('step accuracy', () => {
  const steps = [a, b]
  test.each<RunRow>([
    {
      title: 'every step met',
      expected: { steps },
      received: oneByOne(['a'], ['b']),
      value: 1,
      counts: { stepMatching: { expected: 2, met: 2, counted: 2 } },
    },
    {
      title: 'an extra step counts against it',
      expected: { steps },
      received: oneByOne(['a'], ['b'], ['c']),
      value: 2 / 3,
      counts: { stepMatching: { expected: 2, met: 2, counted: 3 } },
    },
    {
      title: "an extra step is not counted with extraSteps: 'allow'",
      expected: { steps, extraSteps: 'allow' },
      received: oneByOne(['a'], ['b'], ['c']),
      value: 1,
    },
    { title: 'a missing step', expected: { steps }, received: oneByOne(['a']), value: 0.5 },
    { title: 'steps swapped', expected: { steps }, received: oneByOne(['b'], ['a']), value: 0 },
    {
      title: 'a step of two calls in any order',
      expected: { steps: [{ calls: [a, b], order: 'unordered' }] },
      received: agentRun([['b'], ['a']]),
      value: 1,
    },
    {
      title: 'the two calls in two steps meet neither',
      expected: { steps: [{ calls: [a, b], order: 'unordered' }] },
      received: oneByOne(['b'], ['a']),
      value: 0,
    },
    { title: 'no step expected, none taken', expected: { steps: [] }, received: agentRun(), value: 1 },
    { title: 'no step expected, one taken', expected: { steps: [] }, received: oneByOne(['a']), value: 0 },
    {
      title: 'no step expected, extra steps allowed',
      expected: { steps: [], extraSteps: 'allow' },
      received: oneByOne(['a']),
      value: 1,
    },
    {
      title: 'without steps it does not apply',
      expected: { calls: [a], order: 'subset' },
      received: oneByOne(['a']),
      value: null,
      counts: { stepMatching: null },
    },
  ])('$title', (row) => expectRunAxis(row, 'stepAccuracy'))
})

describe('never', () => {
  const deleteTwo = { name: 'delete', arguments: { id: 2 } }
  test.each<RunRow>([
    {
      title: 'no forbidden call',
      expected: { never: [{ name: 'delete' }] },
      received: oneByOne(['search']),
      value: 1,
      counts: { violations: 0 },
    },
    {
      title: 'a forbidden call, named without arguments: any arguments',
      expected: { never: [{ name: 'delete' }] },
      received: oneByOne(['search'], ['delete', { id: 1 }]),
      value: 0,
      counts: { violations: 1 },
    },
    {
      title: 'with arguments: other arguments are no violation',
      expected: { never: [deleteTwo] },
      received: oneByOne(['delete', { id: 1 }]),
      value: 1,
      counts: { violations: 0 },
    },
    {
      title: 'with arguments: those arguments are',
      expected: { never: [deleteTwo] },
      received: oneByOne(['delete', { id: 1 }], ['delete', { id: 2 }]),
      value: 0,
      counts: { violations: 1 },
    },
    {
      title: 'a call that meets two never expectations is one violation',
      expected: { never: [{ name: 'delete' }, { name: field.pattern('^del') }] },
      received: oneByOne(['delete']),
      value: 0,
      counts: { violations: 1 },
    },
    {
      title: 'each violating call counts',
      expected: { never: [{ name: 'delete' }] },
      received: oneByOne(['delete'], ['delete', { id: 3 }]),
      value: 0,
      counts: { violations: 2 },
    },
    {
      title: 'an empty never list does not apply',
      expected: { never: [], calls: [] },
      received: agentRun(),
      value: null,
    },
    {
      title: 'without never it does not apply',
      expected: { maxCalls: 3 },
      received: agentRun(),
      value: null,
    },
  ])('$title', (row) => expectRunAxis(row, 'neverRespected'))
})

describe('efficiency: extra and repeated calls', () => {
  test.each<RunRow>([
    { title: 'no call wastes nothing', expected: { calls: [a] }, received: agentRun(), value: 1 },
    {
      title: 'every call taken, none repeated',
      expected: list(a, b),
      received: oneByOne(['a'], ['b']),
      value: 1,
      counts: { repeated: 0, wasted: 0 },
    },
    {
      title: 'an extra call is wasted',
      expected: list(a),
      received: oneByOne(['a'], ['c']),
      value: 0.5,
      counts: { repeated: 0, wasted: 1 },
    },
    {
      title: 'a call repeated with the same arguments is wasted even when the expectation allows it',
      expected: list({ name: 'search', times: 2 }),
      received: oneByOne(['search', { q: 'x' }], ['search', { q: 'x' }]),
      value: 0.5,
      counts: { repeated: 1, wasted: 1 },
    },
    {
      title: 'the same call with other arguments is no repeat',
      expected: list({ name: 'search', times: 2 }),
      received: oneByOne(['search', { q: 'x' }], ['search', { q: 'y' }]),
      value: 1,
      counts: { repeated: 0, wasted: 0 },
    },
    {
      title: 'a repeat that is also extra is wasted once',
      expected: list(a),
      received: oneByOne(['a'], ['a'], ['a']),
      value: 1 / 3,
      counts: { repeated: 2, wasted: 2 },
    },
    {
      title: 'without listed calls nothing is extra, repeats still are wasted',
      expected: { never: [{ name: 'delete' }] },
      received: oneByOne(['search'], ['search'], ['lookup']),
      value: 2 / 3,
      counts: { repeated: 1, wasted: 1 },
    },
  ])('$title', (row) => expectRunAxis(row, 'efficiency'))
})

describe('result dependency: fromResult rules satisfied over checked', () => {
  const lookUp = (id: string) => ['get_order', { email: 'x' }, { order: { id, email: 'x@y' } }] as const
  const refund = (id: string, amount = 20) => ['refund', { order_id: id, amount }] as const
  const fromOrder = { order_id: field.fromResult('get_order', 'order.id'), amount: 20 }
  const refunds = (times?: number) =>
    ({
      calls: [{ name: 'refund', arguments: fromOrder, ...(times === undefined ? {} : { times }) }],
      order: 'superset',
    }) as RunExpectation
  test.each<RunRow>([
    {
      title: 'the id the lookup returned',
      expected: refunds(),
      received: oneByOne([...lookUp('A-77')], [...refund('A-77')]),
      value: 1,
      counts: { dependencies: { checked: 1, satisfied: 1 } },
    },
    {
      title: 'another id: the refund is still the call checked, and fails',
      expected: refunds(),
      received: oneByOne([...lookUp('A-77')], [...refund('A-78')]),
      value: 0,
      counts: { dependencies: { checked: 1, satisfied: 0 } },
    },
    {
      title: 'no refund: nothing checked',
      expected: refunds(),
      received: oneByOne([...lookUp('A-77')]),
      value: null,
      counts: { dependencies: { checked: 0, satisfied: 0 } },
    },
    {
      title: 'no lookup before the refund: checked, and not satisfied',
      expected: refunds(),
      received: oneByOne([...refund('A-77')]),
      value: 0,
      counts: { dependencies: { checked: 1, satisfied: 0 } },
    },
    {
      title: 'a lookup in the same step is no earlier result',
      expected: refunds(),
      received: agentRun([[...lookUp('A-77')], [...refund('A-77')]]),
      value: 0,
    },
    {
      title: 'a refund that differs elsewhere is not the expected call: not checked',
      expected: refunds(),
      received: oneByOne([...lookUp('A-77')], [...refund('A-78', 30)]),
      value: null,
      counts: { dependencies: { checked: 0, satisfied: 0 } },
    },
    {
      title: 'each copy is checked once: times 2, one right and one wrong',
      expected: refunds(2),
      received: oneByOne([...lookUp('A-77')], [...refund('A-77')], [...refund('A-78')]),
      value: 0.5,
      counts: { dependencies: { checked: 2, satisfied: 1 } },
    },
    {
      title: 'a second right refund beyond times is not checked again',
      expected: refunds(1),
      received: oneByOne([...lookUp('A-77')], [...refund('A-77')], [...refund('A-77')]),
      value: 1,
      counts: { dependencies: { checked: 1, satisfied: 1 } },
    },
    {
      title: 'two rules in one call, one satisfied',
      expected: {
        calls: [
          {
            name: 'refund',
            arguments: {
              order_id: field.fromResult('get_order', 'order.id'),
              email: field.fromResult('get_order', 'order.email'),
            },
          },
        ],
        order: 'superset',
      },
      received: oneByOne([...lookUp('A-77')], ['refund', { order_id: 'A-77', email: 'other' }]),
      value: 0.5,
      counts: { dependencies: { checked: 2, satisfied: 1 } },
    },
    {
      title: 'a rule inside an array of arguments',
      expected: {
        calls: [{ name: 'refund', arguments: { ids: [field.fromResult('get_order', 'order.id')] } }],
        order: 'superset',
      },
      received: oneByOne([...lookUp('A-77')], ['refund', { ids: ['A-78'] }]),
      value: 0,
      counts: { dependencies: { checked: 1, satisfied: 0 } },
    },
    {
      title: 'without fromResult it does not apply',
      expected: list({ name: 'refund' }),
      received: oneByOne([...refund('A-77')]),
      value: null,
      counts: { dependencies: null },
    },
  ])('$title', (row) => expectRunAxis(row, 'resultDependency'))

  test('rules in never are not counted', () => {
    const result = scoreRun(
      { never: [{ name: 'refund', arguments: { order_id: field.fromResult('get_order', 'order.id') } }] },
      oneByOne([...lookUp('A-77')], [...refund('A-78')]),
    )
    expect(result.run.counts.dependencies).toBeNull()
    expect(result.run.axes.neverRespected).toBe(1)
  })

  test('a required copy is served before an allowed one', () => {
    const result = scoreRun(
      {
        calls: [
          {
            name: 'refund',
            arguments: { order_id: field.fromResult('get_order', 'order.id') },
            times: { max: 1 },
          },
          { name: 'refund', arguments: { order_id: field.fromResult('get_order', 'order.id') } },
        ],
        order: 'superset',
      },
      oneByOne([...lookUp('A-77')], ['refund', { order_id: 'A-78' }]),
    )
    expect(result.run.counts.dependencies).toEqual({ checked: 1, satisfied: 0 })
    expect(result.run.counts.matching).toMatchObject({ expected: 1, missed: 1 })
  })
})

describe('a run that cannot be read', () => {
  test('scores 0 on every axis the expectation makes apply, and counts nothing received', () => {
    const result = scoreRun(
      {
        steps: [{ name: 'refund', arguments: { id: field.fromResult('get_order', 'id') }, times: 2 }],
        never: [{ name: 'delete' }],
      },
      { not: 'a run' },
    )
    expect(result.pass).toBe(false)
    expect(result.failure).toBe('schema_invalid')
    expect(result.run.axes).toEqual({
      precision: 0,
      recall: 0,
      f1: 0,
      stepAccuracy: 0,
      neverRespected: 0,
      efficiency: 0,
      resultDependency: 0,
      claimsBacked: null,
      loopFree: null,
    })
    expect(result.run.counts).toEqual({
      calls: 0,
      steps: 0,
      repeated: 0,
      wasted: 0,
      matching: { expected: 2, matched: 0, missed: 2, extra: 0 },
      stepMatching: { expected: 1, met: 0, counted: 1 },
      violations: 0,
      dependencies: { checked: 2, satisfied: 0 },
      claims: null,
      loops: null,
    })
    expect(result.total).toBe(0)
  })

  test('what does not apply stays null', () => {
    const result = scoreRun({ maxCalls: 2 }, null)
    expect(result.failure).toBe('parse_failure')
    expect(result.run.axes).toMatchObject({
      f1: null,
      stepAccuracy: null,
      neverRespected: null,
      efficiency: 0,
    })
    expect(result.run.counts).toMatchObject({
      matching: null,
      stepMatching: null,
      violations: null,
      dependencies: null,
    })
  })
})

describe('the item', () => {
  test('pass and mismatches are the run verdict; the turn axes do not apply', () => {
    const expected: RunExpectation = { steps: [a, b], never: [{ name: 'delete' }] }
    const received = oneByOne(['a'], ['delete'])
    const result = scoreRun(expected, received, { category: 'refunds' })
    const verdict = matchRun(received, expected)
    expect(result.pass).toBe(false)
    expect(result.verdict.mismatches).toEqual(verdict.mismatches)
    expect(result.failure).toBe('mismatch')
    expect(Object.values(result.axes).every((value) => value === null)).toBe(true)
    expect(result).toMatchObject({ stale: false, profile: 'default', category: 'refunds' })
    expect(result).not.toHaveProperty('decision')
  })

  test('a passing run has no failure', () => {
    expect(scoreRun({ steps: [a] }, oneByOne(['a']))).toMatchObject({ pass: true, failure: null, total: 1 })
  })

  test('total (default): the mean of the shares of the checks the expectation makes', () => {
    // steps: step accuracy 1/2 (failed); never: 1 (held). F1 and efficiency are axes, not shares.
    const result = scoreRun({ steps: [a, b], never: [{ name: 'delete' }] }, oneByOne(['a']))
    expect(result.total).toBeCloseTo((1 / 2 + 1) / 2, 12)
  })

  test('total of a limit alone: 1 when kept, else the limit over the count', () => {
    expect(scoreRun({ maxCalls: 1 }, oneByOne(['a'])).total).toBe(1)
    expect(scoreRun({ maxCalls: 1 }, oneByOne(['a'], ['b'])).total).toBe(1 / 2)
    expect(scoreRun({ maxCalls: 0 }, oneByOne(['a'], ['b'])).total).toBe(0)
  })

  test.each(['bfcl', 'action-ir'])('total under %s: the verdict, 1 or 0', (profile) => {
    expect(scoreRun({ steps: [a, b] }, oneByOne(['a']), { profile }).total).toBe(0)
    expect(scoreRun({ steps: [a] }, oneByOne(['a']), { profile }).total).toBe(1)
  })

  test('arabic totals a run as default does', () => {
    const received = oneByOne(['a'])
    expect(scoreRun({ steps: [a, b] }, received, { profile: 'arabic' }).total).toBe(
      scoreRun({ steps: [a, b] }, received).total,
    )
  })

  test('options are checked as score checks them', () => {
    expect(() => scoreRun({ steps: [a] }, [], { profile: 'nope' })).toThrow('profile must be one of')
    expect(() => scoreRun({ steps: [a] }, [], { extraCall: 'allow' } as never)).toThrow('unknown option')
  })

  test('a malformed run expectation is a usage error naming the path', () => {
    expect(() => scoreRun({ steps: [{ name: 'a', times: -1 }] }, [])).toThrow(/steps\[0\]\.times|times/)
  })

  test('an expectation that throws when read is a usage error, not a crash', () => {
    const hostile = { steps: [a] } as Record<string, unknown>
    Object.defineProperty(hostile, 'never', {
      enumerable: true,
      get() {
        throw new Error('boom')
      },
    })
    expect(() => scoreRun(hostile as RunExpectation, [])).toThrow('could not be read')
  })
})

describe('score() takes run expectations', () => {
  test.each<[string, RunExpectation]>([
    ['steps', { steps: [a] }],
    ['never', { never: [a] }],
    ['maxCalls', { maxCalls: 1 }],
    ['times', { calls: [{ name: 'a', times: 1 }] }],
    ['subset', { calls: [a], order: 'subset' }],
  ])('%s: scored as a run', (_title, expected) => {
    const result = score(expected, oneByOne(['a']))
    expect(result.run).toEqual(scoreRun(expected, oneByOne(['a'])).run)
  })

  test('a turn expectation is scored as a turn, a run received as its calls across steps', () => {
    const result = score({ calls: [a, b], order: 'serial' }, oneByOne(['a'], ['b']))
    expect(result).not.toHaveProperty('run')
    expect(result.pass).toBe(true)
    expect(result.axes.functionSelection).toBe(1)
  })

  test('an expectation that throws when read is a usage error', () => {
    const hostile = {
      get calls(): never {
        throw new Error('boom')
      },
    }
    expect(() => score(hostile as never, [])).toThrow('could not be read')
  })
})
