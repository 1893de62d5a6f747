import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { configure, match, readCalls, readRun, score } from '../src/index.js'
import { MATCH_OPTION_KEYS } from '../src/match/options.js'
import { MATCHER_OPTION_KEYS } from '../src/matchers/matcher-options.js'
import { checkOptionKeys, closestKey, editDistance, type KnownKeys } from '../src/option-keys.js'
import { READ_OPTION_KEYS } from '../src/read/read-option-keys.js'
import { SCORE_OPTION_KEYS } from '../src/score/types.js'

/** Each stage's list of known keys, beside its option type. */
const KNOWN = {
  read: READ_OPTION_KEYS,
  match: MATCH_OPTION_KEYS,
  matcher: MATCHER_OPTION_KEYS,
  score: SCORE_OPTION_KEYS,
} satisfies Record<string, KnownKeys>
const knownOptionKeys = (set: keyof typeof KNOWN): string[] => Object.keys(KNOWN[set])

const call = { name: 'refund', arguments: { id: 1 } }

describe('an option key the library does not know is a usage error naming the closest known one', () => {
  test.each([
    ['match', () => match(call, call, { extraCall: 'forbid' } as never), 'extraCall', 'extraCalls'],
    ['match', () => match(call, call, { extraArgs: 'allow' } as never), 'extraArgs', 'extraArguments'],
    ['readCalls', () => readCalls(call, { servertools: 'include' } as never), 'servertools', 'serverTools'],
    ['readCalls', () => readCalls(call, { maxdepth: 3 } as never), 'maxdepth', 'maxDepth'],
    ['readRun', () => readRun([call], { unknownItem: 'ignore' } as never), 'unknownItem', 'unknownItems'],
    ['readRun', () => readRun([call], { Parse: 'lenient' } as never), 'Parse', 'parse'],
    ['score', () => score(call, call, { categroy: 'x' } as never), 'categroy', 'category'],
    ['configure', () => configure({ unknownItem: 'ignore' } as never), 'unknownItem', 'unknownItems'],
  ])('%s: %s', (_, run, key, closest) => {
    expect(run).toThrow(
      `Matcher error: unknown option "${key}" (did you mean "${closest}"?) at options.${key}`,
    )
  })

  test('the sets nest: read ⊂ match ⊂ score, and match ⊂ matcher', () => {
    const read = knownOptionKeys('read')
    const matchKeys = knownOptionKeys('match')
    expect(read.every((key) => matchKeys.includes(key))).toBe(true)
    expect(matchKeys.every((key) => knownOptionKeys('score').includes(key))).toBe(true)
    expect(knownOptionKeys('matcher')).toEqual([...matchKeys, 'trials'])
    expect(knownOptionKeys('score')).toEqual([...matchKeys, 'category'])
    expect(read).toEqual(
      expect.arrayContaining([
        'parse',
        'syntax',
        'unicode',
        'maxDepth',
        'choice',
        'serverTools',
        'unknownItems',
      ]),
    )
  })

  test('every known key passes, in every set that knows it', () => {
    for (const set of ['read', 'match', 'matcher', 'score'] as const) {
      const options = Object.fromEntries(knownOptionKeys(set).map((key) => [key, undefined]))
      expect(() => checkOptionKeys(options, KNOWN[set])).not.toThrow()
    }
  })

  test.each([
    ['toString', 'a key the list inherits is not known'],
    ['__proto__', 'nor is the prototype key'],
  ])('%s: %s', (key, _) => {
    const options = JSON.parse(`{${JSON.stringify(key)}: 1}`) as object
    expect(() => checkOptionKeys(options, { parse: true })).toThrow(`unknown option "${key}"`)
  })
})

describe('editDistance', () => {
  test.each([
    ['', '', 0],
    ['a', '', 1],
    ['kitten', 'sitting', 3],
    ['extraCall', 'extraCalls', 1],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
    expect(editDistance(b, a)).toBe(distance)
  })

  test('is 0 exactly on equal strings, and never more than the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        const distance = editDistance(a, b)
        expect(distance === 0).toBe(a === b)
        expect(distance).toBeLessThanOrEqual(Math.max(a.length, b.length))
      }),
    )
  })

  test('closestKey ignores case, prefers a shared prefix, and takes the first of equals', () => {
    expect(closestKey('PARSE', ['syntax', 'parse'])).toBe('parse')
    expect(closestKey('extraArgs', ['extraCalls', 'extraArguments'])).toBe('extraArguments')
    expect(closestKey('zz', ['ab', 'cd'])).toBe('ab')
  })

  test('a match option given to readCalls or readRun is refused too', () => {
    expect(() => readCalls(call, { extraCalls: 'allow' } as never)).toThrow(/unknown option "extraCalls"/)
    expect(() => readRun([call], { extraCalls: 'allow' } as never)).toThrow(/unknown option "extraCalls"/)
  })

  test('readRun takes every read option, and no options at all', () => {
    const options = Object.fromEntries(knownOptionKeys('read').map((key) => [key, undefined]))
    expect(readRun([call], options).ok).toBe(true)
    expect(readRun([call]).ok).toBe(true)
  })
})
