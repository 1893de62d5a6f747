import { describe, expect, test } from 'vitest'
import type { Call, NormalizedReadOptions } from '../../../src/read/types.js'
import type { Marker } from '../../../src/read/witness/census.js'
import { unaccountedMarker } from '../../../src/read/witness/conserve.js'

type Policies = Pick<NormalizedReadOptions, 'serverTools' | 'unknownItems'>

const DEFAULT: Policies = { serverTools: 'ignore', unknownItems: 'fail' }

function marker(fields: Partial<Marker>): Marker {
  return { path: ['m'], server: false, pattern: false, ...fields }
}
const call = (name: string, id?: string): Call => ({
  name,
  arguments: {},
  ...(id === undefined ? {} : { id }),
})

describe('unaccountedMarker: every marker accounted for', () => {
  test.each<[string, Marker[], Call[], Partial<Policies>?]>([
    ['no marker', [], []],
    ['by id', [marker({ id: 'a', name: 'x' })], [call('renamed', 'a')]],
    [
      'one id seen twice (a part and its tool invocation)',
      [marker({ id: 'a' }), marker({ id: 'a' })],
      [call('f', 'a')],
    ],
    ['by name, where the reading keeps no id', [marker({ id: 'a', name: 'f' })], [call('f')]],
    ['by name, one read call each', [marker({ name: 'f' }), marker({ name: 'f' })], [call('f'), call('f')]],
    ['by name in NFC', [marker({ name: 'cafe\u0301' })], [call('caf\u00e9')]],
    [
      'a continuation without name or id, beside a call',
      [marker({ id: 'a', name: 'f' }), marker({})],
      [call('f', 'a')],
    ],
    ['a server tool not read, by default', [marker({ id: 's', name: 'web_search', server: true })], []],
    [
      'a server tool read under include',
      [marker({ id: 's', server: true })],
      [call('web_search', 's')],
      { serverTools: 'include' },
    ],
    [
      'a type no format names, under unknownItems: ignore',
      [marker({ id: 'h', name: 'holo', pattern: true })],
      [],
      { unknownItems: 'ignore' },
    ],
    [
      'many calls (looked up by a map)',
      Array.from({ length: 40 }, (_, index) => marker({ id: `c${index}` })),
      Array.from({ length: 40 }, (_, index) => call('f', `c${39 - index}`)),
    ],
    [
      'many calls without ids (by name, in queues)',
      Array.from({ length: 40 }, (_, index) => marker({ name: `n${index % 5}` })),
      Array.from({ length: 40 }, (_, index) => call(`n${(index + 2) % 5}`)),
    ],
    ['by name as written, in NFD', [marker({ name: 'cafe\u0301' })], [call('cafe\u0301')]],
    [
      'few calls: a name as written before its NFC form (NFD then NFC markers over NFC then NFD calls)',
      [marker({ name: 'cafe\u0301' }), marker({ name: 'caf\u00e9' })],
      [call('caf\u00e9'), call('cafe\u0301')],
    ],
    [
      'many calls: the same, past the scan limit',
      [marker({ name: 'cafe\u0301' }), marker({ name: 'caf\u00e9' })],
      [call('caf\u00e9'), call('cafe\u0301'), ...Array.from({ length: 20 }, (_, index) => call(`x${index}`))],
    ],
    [
      'one id read twice: the first call takes the id, the second its name',
      [marker({ id: 'a' }), marker({ name: 'g' })],
      [call('f', 'a'), call('g', 'a')],
    ],
    [
      'many calls, one id read twice: the first call takes the id, the second its name',
      [marker({ id: 'a' }), marker({ name: 'g' })],
      [call('f', 'a'), call('g', 'a'), ...fillers(16)],
    ],
    [
      'many calls, a name in NFC',
      [marker({ name: 'cafe\u0301' })],
      Array.from({ length: 40 }, (_, index) => call(index === 30 ? 'caf\u00e9' : `n${index}`)),
    ],
  ])('%s', (_, markers, calls, options) => {
    expect(unaccountedMarker(markers, calls, { ...DEFAULT, ...options })).toBeUndefined()
  })
})

describe('unaccountedMarker: a marker left over', () => {
  test.each<[string, Marker[], Call[], number, Partial<Policies>?]>([
    ['a call the reading lost', [marker({ id: 'a', name: 'f' })], [], 0],
    [
      'an id and a name no read call has',
      [marker({ id: 'a', name: 'f' }), marker({ id: 'b', name: 'g' })],
      [call('f', 'a')],
      1,
    ],
    ['one more of a name than was read', [marker({ name: 'f' }), marker({ name: 'f' })], [call('f')], 1],
    [
      'a call taken by an earlier marker of its name',
      [marker({ id: 'a', name: 'f' }), marker({ name: 'f' })],
      [call('f', 'a')],
      1,
    ],
    ['an id without name that matches nothing', [marker({ id: 'zz' })], [call('f', 'a')], 0],
    ['a continuation with no call read at all', [marker({})], [], 0],
    [
      'a server tool under include, not read',
      [marker({ id: 's', name: 'web_search', server: true })],
      [],
      0,
      { serverTools: 'include' },
    ],
    ['a type no format names, by default', [marker({ id: 'h', name: 'holo', pattern: true })], [], 0],
    [
      'a named type under unknownItems: ignore',
      [marker({ id: 'h', name: 'f' })],
      [],
      0,
      { unknownItems: 'ignore' },
    ],
    [
      'many calls, one id missing',
      Array.from({ length: 40 }, (_, index) => marker({ id: `c${index}`, name: `n${index}` })),
      Array.from({ length: 39 }, (_, index) => call('f', `c${index}`)),
      39,
    ],
    [
      'many calls without ids, one name once too often',
      [
        ...Array.from({ length: 20 }, () => marker({ name: 'a' })),
        marker({ name: 'b' }),
        marker({ name: 'a' }),
      ],
      [...Array.from({ length: 20 }, () => call('a')), call('b')],
      21,
    ],
    [
      'many calls, a call taken by an earlier marker of its name',
      [marker({ id: 'a', name: 'f' }), marker({ name: 'f' })],
      [call('f', 'a'), ...fillers(16)],
      1,
    ],
    [
      'many calls, a name seen twice (as written, then in NFD) for one read call',
      [marker({ name: 'caf\u00e9' }), marker({ name: 'cafe\u0301' })],
      [call('caf\u00e9'), ...fillers(16)],
      1,
    ],
    [
      'many calls, a name no call has (nor in NFC)',
      [marker({ name: 'zz' })],
      Array.from({ length: 40 }, (_, index) => call(`n${index}`)),
      0,
    ],
  ])('%s', (_, markers, calls, lost, options) => {
    expect(unaccountedMarker(markers, calls, { ...DEFAULT, ...options })).toBe(markers[lost])
  })
})

describe('unaccountedMarker: linear in the number of calls', () => {
  // A scan of the read calls per marker would take 2·10^10 steps here: minutes, where the lookups take milliseconds.
  const size = 200_000
  test.each<[string, Marker[], Call[]]>([
    [
      'by id',
      Array.from({ length: size }, (_, index) => marker({ id: `c${index}` })),
      Array.from({ length: size }, (_, index) => call('f', `c${index}`)),
    ],
    [
      'by name',
      Array.from({ length: size }, () => marker({ name: 'f' })),
      Array.from({ length: size }, () => call('f')),
    ],
  ])('%s: 200,000 markers over 200,000 calls, each accounted for', (_, markers, calls) => {
    expect(unaccountedMarker(markers, calls, DEFAULT)).toBeUndefined()
  })
})

/** Read calls that no marker of these tests names: enough of them make the lookups use maps. */
function fillers(count: number): Call[] {
  return Array.from({ length: count }, (_, index) => call(`other${index}`))
}
