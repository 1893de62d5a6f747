import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { matchSnapshot } from '../../src/snapshot/match-snapshot.js'
import { parseSnapshot } from '../../src/snapshot/parse-snapshot.js'
import { renderSnapshot } from '../../src/snapshot/render-snapshot.js'
import { resolveTurn } from '../../src/snapshot/resolve-turn.js'
import { anthropic, capture, openAi, type TestCall } from './helpers.js'

const casefold = (value: string) => ({ $rule: 'casefold', value })
const ignore = { $rule: 'ignore' }
const call = (name: string, args: Record<string, unknown>): TestCall => ({ name, arguments: args })

/** Resolves `received` through the template, and checks the result always matches what was received. */
function resolve(template: object, received: unknown): unknown {
  const captured = capture(received)
  const expectation = parseSnapshot(JSON.stringify(template))
  const resolved = resolveTurn(expectation, captured)
  const again = matchSnapshot(captured, parseSnapshot(renderSnapshot(resolved)))
  expect(again.pass, again.message).toBe(true)
  return JSON.parse(JSON.stringify(resolved))
}

describe('resolveTurn: fields', () => {
  const template = {
    name: 'get_weather',
    arguments: { city: casefold('Paris'), unit: 'celsius', reason: ignore },
  }

  test('an unchanged snapshot resolves to itself', () => {
    expect(
      resolve(template, openAi(call('get_weather', { city: 'Paris', unit: 'celsius', reason: 'x' }))),
    ).toEqual(template)
  })

  test('satisfied rules are kept while a changed field takes the received value', () => {
    const received = openAi(call('get_weather', { city: 'paris', unit: 'fahrenheit', reason: 'new words' }))
    expect(resolve(template, received)).toEqual({
      ...template,
      arguments: { ...template.arguments, unit: 'fahrenheit' },
    })
  })

  test('a broken leaf rule gives way to the received value', () => {
    const received = openAi(call('get_weather', { city: 'Berlin', unit: 'celsius', reason: 'x' }))
    expect(resolve(template, received)).toMatchObject({ arguments: { city: 'Berlin', reason: ignore } })
  })

  test('ignore and absent stay on absent keys; present is dropped with its key', () => {
    const rules = { name: 'f', arguments: { a: ignore, b: { $rule: 'absent' }, c: { $rule: 'present' } } }
    expect(resolve(rules, openAi(call('f', {})))).toEqual({
      name: 'f',
      arguments: { a: ignore, b: { $rule: 'absent' } },
    })
  })

  test('new received arguments are added, removed ones dropped', () => {
    const received = openAi(call('get_weather', { city: 'PARIS', days: 3 }))
    expect(resolve(template, received)).toEqual({
      name: 'get_weather',
      arguments: { city: casefold('Paris'), reason: ignore, days: 3 },
    })
  })

  test('rules nested in arrays survive an inserted element (alignment, not index)', () => {
    const nested = { name: 'f', arguments: { stops: ['Lyon', { city: casefold('Nice'), day: 1 }, 'Rome'] } }
    const received = openAi(call('f', { stops: ['Paris', 'Lyon', { city: 'nice', day: 2 }, 'Rome'] }))
    expect(resolve(nested, received)).toEqual({
      name: 'f',
      arguments: { stops: ['Paris', 'Lyon', { city: casefold('Nice'), day: 2 }, 'Rome'] },
    })
  })

  test('optional and withDefault keep their wrapper around a changed value', () => {
    const rules = {
      name: 'f',
      arguments: {
        a: { $rule: 'optional', value: { x: casefold('A'), y: 1 } },
        b: { $rule: 'withDefault', value: 5, default: 5 },
        c: { $rule: 'optional', value: 1 },
      },
    }
    expect(resolve(rules, openAi(call('f', { a: { x: 'a', y: 2 }, b: 6 })))).toEqual({
      name: 'f',
      arguments: {
        a: { $rule: 'optional', value: { x: casefold('A'), y: 2 } },
        b: { $rule: 'withDefault', value: 6, default: 5 },
        c: { $rule: 'optional', value: 1 },
      },
    })
  })

  test('subset keeps allowing other keys; json and unordered resolve what they hold', () => {
    const rules = {
      name: 'f',
      arguments: {
        filter: { $rule: 'subset', value: { kind: casefold('Hotel'), stars: 4, gone: 1 } },
        payload: { $rule: 'json', value: { id: casefold('X1'), n: 1 } },
        tags: { $rule: 'unordered', value: ['a', casefold('B'), 'c'] },
      },
    }
    const received = openAi(
      call('f', {
        filter: { kind: 'HOTEL', stars: 5, extra: true },
        payload: '{"id":"x1","n":2}',
        tags: ['b', 'd', 'a'],
      }),
    )
    expect(resolve(rules, received)).toEqual({
      name: 'f',
      arguments: {
        filter: { $rule: 'subset', value: { kind: casefold('Hotel'), stars: 5 } },
        payload: { $rule: 'json', value: { id: casefold('X1'), n: 2 } },
        tags: { $rule: 'unordered', value: [casefold('B'), 'd', 'a'] },
      },
    })
  })

  test('received data that looks like a rule stays literal', () => {
    const rules = { name: 'f', arguments: { a: casefold('x'), doc: 1 } }
    expect(resolve(rules, openAi(call('f', { a: 'X', doc: { $rule: 'ignore' } })))).toEqual({
      name: 'f',
      arguments: { a: casefold('x'), doc: { $rule: 'exact', value: { $rule: 'ignore' } } },
    })
  })
})

describe('resolveTurn: calls', () => {
  const weather = { name: 'get_weather', arguments: { city: casefold('Paris') } }

  test('an added call is recorded as received; the template call keeps its rules', () => {
    const received = anthropic(call('get_time', { zone: 'CET' }), call('get_weather', { city: 'paris' }))
    expect(resolve(weather, received)).toEqual({
      calls: [weather, { name: 'get_time', arguments: { zone: 'CET' } }],
      order: 'parallel',
    })
  })

  test.each([['written', 'serial'] as const, ['by default', undefined] as const])(
    'a serial template (%s) whose order the calls no longer follow stays serial, in the order received',
    (_, order) => {
      const template = {
        calls: [weather, { name: 'get_time', arguments: { zone: 'CET' } }],
        ...(order === undefined ? {} : { order }),
      }
      const received = anthropic(call('get_time', { zone: 'CET' }), call('get_weather', { city: 'paris' }))
      expect(resolve(template, received)).toEqual({
        calls: [{ name: 'get_time', arguments: { zone: 'CET' } }, weather],
        ...(order === undefined ? {} : { order }),
      })
    },
  )

  test('the updated serial snapshot still fails the calls swapped (an update never loosens the order)', () => {
    const template = { calls: [weather, { name: 'get_time', arguments: { zone: 'CET' } }], order: 'serial' }
    const received = anthropic(call('get_time', { zone: 'CET' }), call('get_weather', { city: 'paris' }))
    const updated = parseSnapshot(
      renderSnapshot(resolveTurn(parseSnapshot(JSON.stringify(template)), capture(received))),
    )
    const swapped = anthropic(call('get_weather', { city: 'paris' }), call('get_time', { zone: 'CET' }))
    expect(matchSnapshot(capture(swapped), updated).pass).toBe(false)
    expect(matchSnapshot(capture(received), updated).pass).toBe(true)
  })

  test.each([
    ['the rule’s call first', [call('s', { q: 'PARIS', n: 2 }), call('s', { q: 'Rome', n: 1 })]],
    ['the rule’s call last', [call('s', { q: 'Rome', n: 1 }), call('s', { q: 'PARIS', n: 2 })]],
  ])(
    'a pairing tie is broken in the rules’ favour (%s): the casefold rule that still holds is kept',
    (_, calls) => {
      const template = {
        calls: [
          { name: 's', arguments: { q: casefold('paris'), n: 1 } },
          { name: 's', arguments: { q: 'Oslo', n: 5 } },
        ],
        order: 'parallel',
      }
      expect(resolve(template, openAi(...calls))).toEqual({
        calls: [
          { name: 's', arguments: { q: casefold('paris'), n: 2 } },
          { name: 's', arguments: { q: 'Rome', n: 1 } },
        ],
        order: 'parallel',
      })
    },
  )

  test('a rule that holds on no received call is rewritten', () => {
    const template = {
      calls: [{ name: 's', arguments: { q: casefold('paris') } }, { name: 't' }],
      order: 'parallel',
    }
    expect(resolve(template, openAi(call('s', { q: 'Rome' }), call('t', {})))).toEqual({
      calls: [{ name: 's', arguments: { q: 'Rome' } }, { name: 't' }],
      order: 'parallel',
    })
  })

  test('a removed call is dropped, and one call is written as a call', () => {
    const template = { calls: [{ name: 'get_time', arguments: { zone: ignore } }, weather], order: 'serial' }
    expect(resolve(template, openAi(call('get_weather', { city: 'PARIS' })))).toEqual(weather)
  })

  test('order "parallel", name "*", omitted arguments, extraArguments and stale are kept', () => {
    const template = {
      calls: [
        { name: '*', arguments: { q: 'a' } },
        { name: 'book', extraArguments: 'allow', arguments: { id: 1 }, stale: { name: 'reserve' } },
        { name: 'log' },
      ],
      order: 'parallel',
    }
    const received = openAi(
      call('log', { level: 'info' }),
      call('book', { id: 2, note: 'extra' }),
      call('search', { q: 'b' }),
    )
    const resolved = {
      calls: [
        { name: '*', arguments: { q: 'b' } },
        { name: 'book', extraArguments: 'allow', arguments: { id: 2 }, stale: { name: 'reserve' } },
        { name: 'log' },
      ],
      order: 'parallel',
    }
    // In the snapshot's own order, whatever order the calls came in.
    expect(resolve(template, received)).toEqual(resolved)
    const reordered = openAi(
      call('search', { q: 'b' }),
      call('log', { level: 'info' }),
      call('book', { id: 2, note: 'extra' }),
    )
    expect(resolve(template, reordered)).toEqual(resolved)
  })

  test('plans: the closest plan is resolved, the other alternatives kept', () => {
    const other = { name: 'search', arguments: { q: ignore } }
    const template = {
      plans: [other, { name: 'get_weather', arguments: { city: casefold('Paris'), days: 1 } }],
    }
    expect(resolve(template, openAi(call('get_weather', { city: 'paris', days: 2 })))).toEqual({
      plans: [other, { name: 'get_weather', arguments: { city: casefold('Paris'), days: 2 } }],
    })
  })

  test('the shape follows what was received: abstention, calls, clarify', () => {
    expect(resolve(weather, openAi())).toEqual({ abstain: true })
    expect(resolve({ abstain: true }, openAi(call('get_weather', { city: 'Rome' })))).toEqual({
      name: 'get_weather',
      arguments: { city: 'Rome' },
    })
    const clarify = JSON.parse(
      readFileSync(new URL('../fixtures/action-ir/clarify.json', import.meta.url), 'utf8'),
    )
    expect(resolve({ clarify: true }, clarify)).toEqual({ clarify: true })
    expect(resolve({ clarify: ['place'] }, clarify)).toEqual({ clarify: ['datetime'] })
  })
})
