import { describe, expect, test } from 'vitest'
import { findUnreadable } from '../../src/expect/guard-reading.js'
import { decide } from '../../src/match/decide.js'
import { match } from '../../src/match/match.js'
import { type MatcherContextLike, matchers, type ToolCallMatcherResult } from '../../src/matchers/index.js'
import { ToolCallMatcher } from '../../src/matchers/tool-call.js'
import { score } from '../../src/score/score.js'
import { MatcherUsageError } from '../../src/usage-error.js'

type RawMatcher = (this: MatcherContextLike, received: unknown, ...rest: unknown[]) => ToolCallMatcherResult

function revoked(target: object = {}): object {
  const { proxy, revoke } = Proxy.revocable(target, {})
  revoke()
  return proxy
}

const throwing = (key: string) =>
  Object.defineProperty({}, key, {
    enumerable: true,
    get() {
      throw new TypeError('boom')
    },
  })

const trapping = new Proxy(
  { a: 1 },
  {
    ownKeys() {
      throw new Error('no keys')
    },
  },
)

/** Expectations written by a hostile (or careless) test author, each with the path its error must name. */
const cases: [string, () => unknown, (string | number)[]][] = [
  ['a revoked proxy as the expectation', () => revoked(), []],
  ['a throwing getter for the name', () => Object.assign(throwing('name'), {}), ['name']],
  ['a revoked proxy as the arguments', () => ({ name: 'f', arguments: revoked() }), ['arguments']],
  [
    'a throwing getter inside the arguments',
    () => ({ name: 'f', arguments: throwing('city') }),
    ['arguments', 'city'],
  ],
  [
    'a revoked proxy in an array',
    () => ({ name: 'f', arguments: { xs: [1, revoked()] } }),
    ['arguments', 'xs', 1],
  ],
  [
    'a revoked proxy inside a rule',
    () => ({ name: 'f', arguments: { x: { $rule: 'oneOf', values: [1, revoked()] } } }),
    ['arguments', 'x', 'values', 1],
  ],
  ['a revoked proxy as the calls', () => ({ calls: revoked() }), ['calls']],
  ['a proxy whose ownKeys trap throws', () => ({ name: 'f', arguments: trapping }), ['arguments']],
  ['a throwing getter in a plan', () => ({ plans: [{ name: 'f' }, throwing('name')] }), ['plans', 1, 'name']],
]

const received = { name: 'f', arguments: { city: 'Paris' } }

function usageError(run: () => unknown): MatcherUsageError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(MatcherUsageError)
    return error as MatcherUsageError
  }
  throw new Error('did not throw')
}

describe('an expectation that throws when read is a MatcherUsageError naming the path', () => {
  test.each(cases)('%s: match, decide, score, the matchers and expect.toolCall', (_, make, path) => {
    const faces: (() => unknown)[] = [
      () => match(received, make() as never),
      () => decide(received, make() as never),
      () => score(make() as never, received),
      () => (matchers.toMatchTurn as RawMatcher).call({}, received, make()),
      () => (matchers.toMatchToolCall as RawMatcher).call({}, received, make()),
      () => new ToolCallMatcher(make() as never).asymmetricMatch(received),
    ]
    for (const face of faces) {
      const error = usageError(face)
      expect(error.path).toEqual(path)
      expect(error.message).toMatch(/^Matcher error: could not be read \(/)
    }
  })

  test('options that throw when read name the options', () => {
    expect(usageError(() => match(received, { name: 'f' }, revoked() as never)).path).toEqual(['options'])
    expect(usageError(() => match(received, { name: 'f' }, throwing('parse') as never)).path).toEqual([
      'options',
      'parse',
    ])
    expect(usageError(() => score({ name: 'f' }, received, throwing('unicode') as never)).path).toEqual([
      'options',
      'unicode',
    ])
  })

  test('a readable expectation with the same shape still passes and fails as before', () => {
    expect(match(received, { name: 'f', arguments: { city: 'Paris' } }).pass).toBe(true)
    expect(match(received, { name: 'f', arguments: { city: 'Rome' } }).pass).toBe(false)
  })
})

describe('findUnreadable', () => {
  test.each<[string, unknown, (string | number)[] | undefined]>([
    ['plain data', { a: [1, { b: 'c' }] }, undefined],
    [
      'a cycle',
      (() => {
        const a: Record<string, unknown> = {}
        a.self = a
        return a
      })(),
      undefined,
    ],
    [
      'a function is not entered',
      {
        f: Object.defineProperty(() => 1, 'x', {
          enumerable: true,
          get() {
            throw new Error('x')
          },
        }),
      },
      undefined,
    ],
    ['a getter first, depth first', { a: { b: throwing('c') }, d: revoked() }, ['a', 'b', 'c']],
    ['a revoked proxy at the root', revoked(), []],
  ])('%s', (_, value, path) => {
    expect(findUnreadable(value)?.path).toEqual(path)
  })

  test('an error that cannot be printed still gives a message', () => {
    const hostile = Object.defineProperty({}, 'x', {
      enumerable: true,
      get() {
        throw {
          toString: () => {
            throw new Error('no')
          },
        }
      },
    })
    expect(findUnreadable(hostile)).toEqual({ path: ['x'], message: 'an error that cannot be printed' })
  })
})
