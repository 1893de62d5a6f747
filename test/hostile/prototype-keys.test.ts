import { afterEach, describe, expect, test } from 'vitest'
import { defineTools } from '../../src/compile/define-tools.js'
import { field } from '../../src/expect/field.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import type { JsonObject, JsonValue } from '../../src/json/types.js'
import { match } from '../../src/match/match.js'
import { readCalls } from '../../src/read/read-calls.js'
import { throughEveryFace } from './helpers.js'

const TRAPS = ['__proto__', 'constructor', 'prototype'] as const

/** Every own property of the built-in prototypes, to compare after each test. */
function prototypes(): string {
  return [Object.prototype, Array.prototype, Function.prototype]
    .map((proto) => Object.getOwnPropertyNames(proto).sort().join(','))
    .join('\n')
}

const before = prototypes()

afterEach(() => {
  expect(prototypes()).toBe(before)
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
  expect(Object.prototype.toString.call([])).toBe('[object Array]')
})

/** JSON text of an object with the three trap keys next to `fields` (the traps hold objects, so they nest). */
function withTraps(fields: string, inner = '{"polluted":true}'): string {
  const traps = `"__proto__":${inner},"constructor":{"prototype":${inner}},"prototype":${inner}`
  return `{${traps}${fields === '' ? '' : ','}${fields}}`
}

/** Arguments with the trap keys at every level, three levels deep. */
const argumentsText = withTraps('"city":"Paris"', withTraps('', withTraps('', '1')))

/** An OpenAI response with the trap keys at every level: response, choice, message, tool call, function, arguments. */
const responseText = withTraps(
  `"choices":[${withTraps(
    `"finish_reason":"tool_calls","message":${withTraps(
      `"role":"assistant","tool_calls":[${withTraps(
        `"type":"function","function":${withTraps(`"name":"get_weather","arguments":${JSON.stringify(argumentsText)}`)}`,
      )}]`,
    )}`,
  )}]`,
)

/** The expectation of those arguments, written as JSON text too (so its `__proto__` keys are own keys). */
const expected = (argumentsJson: string): TurnExpectation =>
  JSON.parse(`{"name":"get_weather","arguments":${argumentsJson}}`) as TurnExpectation

describe('keys __proto__, constructor and prototype at every level', () => {
  test('received as text: read as plain data, the prototype untouched', () => {
    const read = readCalls(responseText)
    expect(read.ok).toBe(true)
    const args = read.ok ? read.turn.calls[0]!.arguments : {}
    expect(Object.keys(args).sort()).toEqual(['__proto__', 'city', 'constructor', 'prototype'])
    expect(Object.getPrototypeOf(args)).toBeNull()
    const inner = Object.getOwnPropertyDescriptor(args, '__proto__')?.value as object
    expect(Object.keys(inner).sort()).toEqual(['__proto__', 'constructor', 'prototype'])
  })

  test.each([
    ['text', () => responseText],
    ['objects from JSON.parse', () => JSON.parse(responseText)],
    ['bytes', () => Buffer.from(responseText)],
  ])('received as %s: compared as data, equal keys pass', (_, received) => {
    expect(throughEveryFace(received, expected(argumentsText)).verdict.pass).toBe(true)
  })

  test.each(TRAPS)('a different value under %s fails at that path', (key) => {
    const changed = JSON.parse(argumentsText)
    Object.defineProperty(changed, key, {
      value: 'changed',
      enumerable: true,
      writable: true,
      configurable: true,
    })
    const faces = throughEveryFace(() => responseText, expected(JSON.stringify(changed)))
    expect(faces.verdict.pass).toBe(false)
    expect(faces.verdict.mismatches.map((mismatch) => mismatch.path)).toEqual([
      ['calls', 0, 'arguments', key],
    ])
  })

  test.each(TRAPS)(
    'a missing %s key is unexpected (extra arguments forbidden), and allowed when allowed',
    (key) => {
      const without = JSON.parse(argumentsText)
      delete without[key]
      const verdict = match(responseText, expected(JSON.stringify(without)))
      expect(verdict.mismatches).toMatchObject([{ kind: 'unexpected', path: ['calls', 0, 'arguments', key] }])
      expect(match(responseText, expected(JSON.stringify(without)), { extraArguments: 'allow' }).pass).toBe(
        true,
      )
    },
  )

  test.each(TRAPS)('an expected %s key that was not received is missing', (key) => {
    const verdict = match(
      { name: 'f', arguments: {} },
      { name: 'f', arguments: Object.fromEntries([[key, 1]]) },
    )
    expect(verdict.mismatches).toMatchObject([{ kind: 'missing', path: ['calls', 0, 'arguments', key] }])
  })

  test('tool names and BFCL entries named __proto__ or constructor are names, not prototypes', () => {
    const read = readCalls('[{"__proto__":{"a":1}},{"constructor":{"b":2}}]')
    expect(read.ok && read.turn.calls.map((call) => call.name)).toEqual(['__proto__', 'constructor'])
    expect(match('[{"__proto__":{"a":1}}]', { name: '__proto__', arguments: { a: 1 } }).pass).toBe(true)
  })
})

describe('rules holding __proto__ keys compare them as data (zod drops them from its output)', () => {
  const proto = (value: JsonValue): JsonObject => Object.fromEntries([['__proto__', value]])
  const received = (value: JsonValue) => ({ name: 'f', arguments: { x: proto(value) } })

  test('subset: a listed __proto__ key is checked', () => {
    expect(match(received(1), { name: 'f', arguments: { x: field.subset(proto(1)) } }).pass).toBe(true)
    const verdict = match(received(2), { name: 'f', arguments: { x: field.subset(proto(1)) } })
    expect(verdict.mismatches).toMatchObject([
      { kind: 'value', path: ['calls', 0, 'arguments', 'x', '__proto__'] },
    ])
  })

  test('exact: the __proto__ key is part of the value', () => {
    expect(match(received(1), { name: 'f', arguments: { x: field.exact(proto(1)) } }).pass).toBe(true)
    expect(match(received(2), { name: 'f', arguments: { x: field.exact(proto(1)) } }).pass).toBe(false)
  })

  test('withDefault: a default with a __proto__ key', () => {
    const expectation = { name: 'f', arguments: { x: field.withDefault(proto(1), proto(1)) } }
    expect(match({ name: 'f', arguments: {} }, expectation).pass).toBe(true)
  })

  test('enum: an alias named __proto__', () => {
    const rule = field.enum('OTHER', { aliases: proto('OTHER') as Record<string, string> })
    expect(
      match({ name: 'f', arguments: { x: '__proto__' } }, { name: 'f', arguments: { x: rule } }).pass,
    ).toBe(true)
  })

  test('stale: a __proto__ argument of the stale call is compared', () => {
    const expectation = { name: 'f', arguments: { y: 1 }, stale: { name: 'f', arguments: proto(1) } }
    expect(match({ name: 'f', arguments: proto(1) }, expectation).mismatches[0]).toMatchObject({
      kind: 'stale_schema',
    })
    expect(match({ name: 'f', arguments: proto(2) }, expectation).mismatches[0]?.kind).not.toBe(
      'stale_schema',
    )
  })

  test('with tools: an argument named __proto__ is compared, the tool’s way when its compare names it', () => {
    const casefold = defineTools({
      t: { schema: { type: 'object' }, compare: proto(field.casefold() as never) as never },
    })
    const plain = defineTools({ t: { schema: { type: 'object' } } })
    const fromModel = { name: 't', arguments: proto('PARIS') }
    expect(match(fromModel, { name: 't', arguments: proto('paris') }, { tools: casefold }).pass).toBe(true)
    expect(match(fromModel, { name: 't', arguments: proto('paris') }, { tools: plain }).pass).toBe(false)
    expect(match(fromModel, { name: 't', arguments: proto('PARIS') }, { tools: plain }).pass).toBe(true)
    expect(match(fromModel, { name: 't', arguments: {} }, { tools: plain }).mismatches).toMatchObject([
      { kind: 'unexpected', path: ['calls', 0, 'arguments', '__proto__'] },
    ])
  })
})
