import { afterEach, describe, expect, test } from 'vitest'
import { fromBfcl } from '../../src/bfcl/from-bfcl.js'
import type { BfclAnswer, BfclQuestion } from '../../src/bfcl/types.js'
import { configure, decide as decideFast, field, MatcherUsageError, match } from '../../src/index.js'
import { answer, call, decide, doc, question } from './helpers.js'

const area = doc(
  'calculate_triangle_area',
  { base: { type: 'integer' }, height: { type: 'integer' }, unit: { type: 'string' } },
  ['base', 'height'],
)
const simple: [BfclQuestion, BfclAnswer] = [
  question('simple_python_0', area),
  answer('simple_python_0', ['calculate_triangle_area', { base: [10], height: [5], unit: ['units', ''] }]),
]
const play = doc('spotify.play', { artist: { type: 'string' }, duration: { type: 'integer' } }, ['artist'])
const parallel: [BfclQuestion, BfclAnswer] = [
  question('parallel_0', play),
  answer(
    'parallel_0',
    ['spotify.play', { artist: ['Taylor Swift'], duration: [20] }],
    ['spotify.play', { artist: ['Maroon 5'], duration: [15, ''] }],
  ),
]
const weather = doc('get_weather', { city: { type: 'string' } }, ['city'])
const multiple: [BfclQuestion, BfclAnswer] = [
  question('live_multiple_3-2-0', area, weather),
  answer('live_multiple_3-2-0', ['get_weather', { city: ['Ha Noi, Vietnam'] }]),
]
const required: [BfclQuestion, BfclAnswer] = [
  question('simple_python_2', doc('convert', { unit: { type: 'string' } }, ['unit'])),
  answer('simple_python_2', ['convert', { unit: ['', 'cm'] }]),
]
/** BFCL's greedy pairing gives Paris to the first call, and then the second finds nothing. */
const greedy: [BfclQuestion, BfclAnswer] = [
  question('parallel_1', weather),
  answer('parallel_1', ['get_weather', { city: ['Paris', 'Lyon'] }], ['get_weather', { city: ['Paris'] }]),
]
const irrelevance: [BfclQuestion, undefined] = [question('irrelevance_0', weather), undefined]
const relevance: [BfclQuestion, undefined] = [question('live_relevance_0-0-0', weather), undefined]
const triangle = (args: Record<string, unknown>) => [call('calculate_triangle_area', args)]
const artist = (name: string, duration?: number) =>
  call('spotify.play', duration === undefined ? { artist: name } : { artist: name, duration })

describe('fromBfcl: categories, in both directions (bfcl profile, then default)', () => {
  test.each<[string, [BfclQuestion, BfclAnswer | undefined], unknown, boolean, boolean]>([
    ['simple: the ground truth', simple, triangle({ base: 10, height: 5, unit: 'units' }), true, true],
    ['simple: an optional parameter omitted', simple, triangle({ base: 10, height: 5 }), true, true],
    [
      'simple: a standardised string',
      simple,
      triangle({ base: 10, height: 5, unit: ' Units.' }),
      true,
      false,
    ],
    ['simple: other punctuation', simple, triangle({ base: 10, height: 5, unit: 'units!' }), false, false],
    ['simple: "" for an optional string', simple, triangle({ base: 10, height: 5, unit: '' }), true, false],
    ['simple: a numeric string', simple, triangle({ base: '10', height: 5 }), false, false],
    ['simple: true for an integer', simple, triangle({ base: true, height: 5 }), false, false],
    ['simple: a required parameter omitted', simple, triangle({ base: 10 }), false, false],
    ['simple: an extra parameter', simple, triangle({ base: 10, height: 5, zz: 1 }), false, false],
    ['simple: a wrong name', simple, [call('calculate_area', { base: 10, height: 5 })], false, false],
    [
      'simple: the call twice',
      simple,
      [...triangle({ base: 10, height: 5 }), ...triangle({ base: 10, height: 5 })],
      false,
      false,
    ],
    ['simple: no call', simple, [], false, false],
    ['simple: required by the doc, though the answer has ""', required, [call('convert', {})], false, false],
    [
      'parallel: a pairing that greedy pairing misses',
      greedy,
      [call('get_weather', { city: 'Paris' }), call('get_weather', { city: 'Lyon' })],
      true,
      true,
    ],
    ['simple: a text answer', simple, 'The area is 25.', false, false],
    [
      'multiple: the expected function',
      multiple,
      [call('get_weather', { city: 'ha noi vietnam' })],
      true,
      false,
    ],
    ['multiple: another offered function', multiple, triangle({ base: 10, height: 5 }), false, false],
    ['parallel: in answer order', parallel, [artist('Taylor Swift', 20), artist('Maroon 5', 15)], true, true],
    ['parallel: reversed', parallel, [artist('Maroon 5'), artist('Taylor Swift', 20)], true, true],
    ['parallel: a call missing', parallel, [artist('Taylor Swift', 20)], false, false],
    [
      'parallel: a call too many',
      parallel,
      [artist('Taylor Swift', 20), artist('Maroon 5'), artist('Maroon 5')],
      false,
      false,
    ],
    [
      'parallel: one call twice',
      parallel,
      [artist('Taylor Swift', 20), artist('Taylor Swift', 20)],
      false,
      false,
    ],
    ['irrelevance: no call', irrelevance, [], true, true],
    ['irrelevance: a text answer', irrelevance, 'I cannot check the weather.', true, true],
    ['irrelevance: a call', irrelevance, [call('get_weather', { city: 'Paris' })], false, false],
    ['irrelevance: a malformed call is not an abstention', irrelevance, [{}], false, false],
    ['relevance: a call', relevance, [call('get_weather', { city: 'Paris' })], true, true],
    ['relevance: any name and arguments', relevance, [call('search', { q: 1 })], true, true],
    ['relevance: two calls', relevance, [call('get_weather', {}), call('get_weather', {})], true, true],
    ['relevance: no call', relevance, [], false, false],
    ['relevance: a text answer', relevance, 'Sure.', false, false],
  ])('%s', (_, entry, received, bfcl, plain) => {
    expect(decide(entry, received)).toBe(bfcl)
    expect(decide(entry, received, { profile: 'default' })).toBe(plain)
  })
})

describe('fromBfcl: relevance is never validated (BFCL: any decoded call is right)', () => {
  afterEach(() => configure({}))
  const offTheDocs = [call('book_flight', { from: 'CDG' })]
  const withoutRequired = [call('get_weather', {})]
  const wrongType = [call('get_weather', { city: 7 })]
  const cases: [string, unknown][] = [
    ['a function not in the docs', offTheDocs],
    ['a call without its required argument', withoutRequired],
    ['an argument of the wrong type', wrongType],
  ]

  test.each(cases)("%s passes with the import's own options, either profile", (_, received) => {
    for (const profile of ['bfcl', 'default'] as const) {
      const { expectation, options } = fromBfcl(...relevance, { profile })
      expect(match(received, expectation, options).pass).toBe(true)
      expect(decide(relevance, received, { profile })).toBe(true)
    }
  })

  test.each(cases)('%s passes with the docs as tools given alongside', (_, received) => {
    const { expectation, options, tools } = fromBfcl(...relevance)
    expect(match(received, expectation, { ...options, tools }).pass).toBe(true)
    expect(decideFast(received, expectation, { ...options, tools })).toBe(true)
  })

  test.each(cases)('%s passes with tools configured for every test', (_, received) => {
    configure({ tools: fromBfcl(...relevance).tools })
    const { expectation, options } = fromBfcl(...relevance)
    expect(match(received, expectation, options).pass).toBe(true)
    expect(decideFast(received, expectation, options)).toBe(true)
  })

  test('the same calls fail where a call is checked, and with no call relevance still fails', () => {
    const { expectation, tools } = fromBfcl(...relevance)
    for (const [, received] of cases) expect(match(received, expectation, { tools }).pass).toBe(false)
    expect(decide(relevance, [])).toBe(false)
  })
})

describe('fromBfcl: what it builds', () => {
  test('simple: one call; a single value stays plain, "" makes it optional, strings are bfclString', () => {
    const { category, expectation, options, tools } = fromBfcl(...simple)
    expect(category).toBe('simple_python')
    expect(expectation).toEqual({
      name: 'calculate_triangle_area',
      arguments: {
        base: 10,
        height: 5,
        unit: field.optional(field.oneOf(field.bfclString('units'), field.bfclString(''))),
      },
    })
    expect(options).toEqual({ profile: 'bfcl', tools, syntax: 'python' })
    expect(Object.keys(tools)).toEqual(['calculate_triangle_area'])
  })

  test('default profile: plain values, "" only as optional', () => {
    const { expectation, options } = fromBfcl(...simple, { profile: 'default' })
    expect(expectation).toEqual({
      name: 'calculate_triangle_area',
      arguments: { base: 10, height: 5, unit: field.optional('units') },
    })
    expect(options.profile).toBe('default')
  })

  test('parallel: the calls as a multiset; irrelevance: abstain; relevance: any call, no tools', () => {
    expect(fromBfcl(...parallel).expectation).toMatchObject({
      order: 'parallel',
      calls: [{ name: 'spotify.play' }, { name: 'spotify.play' }],
    })
    expect(fromBfcl(...irrelevance).expectation).toEqual({ abstain: true })
    const any = fromBfcl(...relevance)
    expect(any.expectation).toEqual({ name: '*' })
    expect(any.options).toEqual({
      profile: 'bfcl',
      extraCalls: 'allow',
      validation: 'none',
      syntax: 'python',
    })
  })

  test('the category from the id as BFCL reads it, or given', () => {
    expect(fromBfcl(...parallel).category).toBe('parallel')
    const renamed: BfclQuestion = { ...irrelevance[0], id: 'my_entry_7' }
    expect(fromBfcl(renamed, undefined, { category: 'live_irrelevance' }).expectation).toEqual({
      abstain: true,
    })
  })

  test('the expectation is plain JSON: a JSON round trip decides the same', () => {
    const { expectation, options } = fromBfcl(...parallel)
    const copy = JSON.parse(JSON.stringify(expectation))
    for (const received of [[artist('maroon 5'), artist('TAYLOR SWIFT', 20)], [artist('Maroon 5')]]) {
      expect(match(received, copy, options).pass).toBe(match(received, expectation, options).pass)
    }
  })

  test('underscoreNames: expected names and tools rewritten as BFCL does for underscore_to_dot models', () => {
    const received = [artist('Taylor Swift', 20), artist('Maroon 5')].map((item) => ({
      spotify_play: Object.values(item)[0],
    }))
    expect(decide(parallel, received, { underscoreNames: true })).toBe(true)
    expect(decide(parallel, received)).toBe(false)
    expect(
      decide(parallel, [artist('Taylor Swift', 20), artist('Maroon 5')], { underscoreNames: true }),
    ).toBe(false)
    expect(Object.keys(fromBfcl(...parallel, { underscoreNames: true }).tools)).toEqual(['spotify_play'])
  })
})

describe('fromBfcl: usage errors name the path', () => {
  test.each<[string, () => unknown, string]>([
    [
      'an unsupported category',
      () => fromBfcl(question('simple_java_1', area), undefined),
      'unsupported BFCL category "simple_java"',
    ],
    ['a missing answer', () => fromBfcl(simple[0]), 'needs its possible answer at answer'],
    [
      "another entry's answer",
      () => fromBfcl(simple[0], answer('simple_python_9', ['calculate_triangle_area', {}])),
      'at answer.id',
    ],
    [
      'two keys in a call',
      () => fromBfcl(simple[0], { id: 'simple_python_0', ground_truth: [{ a: {}, b: {} }] }),
      'at answer.ground_truth[0]',
    ],
    [
      'values that are not a list',
      () => fromBfcl(simple[0], { id: 'simple_python_0', ground_truth: [{ f: { x: 1 } }] } as never),
      'at answer.ground_truth[0].f.x',
    ],
    [
      'no acceptable value',
      () => fromBfcl(simple[0], answer('simple_python_0', ['calculate_triangle_area', { base: [] }])),
      'no acceptable value',
    ],
    [
      'two calls for a simple entry',
      () => fromBfcl(simple[0], answer('simple_python_0', ['f', {}], ['f', {}])),
      'exactly one call',
    ],
    [
      'a doc that is not BFCL',
      () =>
        fromBfcl({
          id: 'simple_1',
          function: [{ name: 'f', parameters: { type: 'object', properties: {} } }],
        } as never),
      'at question.function[0].parameters.type',
    ],
    ['an unknown profile', () => fromBfcl(...simple, { profile: 'arabic' as never }), 'at options.profile'],
  ])('%s', (_, build, message) => {
    expect(build).toThrow(MatcherUsageError)
    expect(build).toThrow(message)
  })
})

describe('fromBfcl output is frozen, so a batch compiles each entry once', () => {
  test('the expectation (at every depth) and the options are frozen; matching still decides', () => {
    const imported = fromBfcl(...parallel)
    const frozenDeep = (value: unknown): boolean =>
      typeof value !== 'object' || value === null
        ? true
        : Object.isFrozen(value) && Object.values(value).every(frozenDeep)
    expect(frozenDeep(imported.expectation)).toBe(true)
    expect(Object.isFrozen(imported.options)).toBe(true)
    const first = match([], imported.expectation, imported.options)
    expect(match([], imported.expectation, imported.options)).toEqual(first)
  })
})
