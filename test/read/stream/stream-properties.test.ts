import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/read-calls.js'
import { STREAM_FORMATS } from '../../../src/read/stream/detect-stream.js'
import type { Call, ReadResult } from '../../../src/read/types.js'
import { ENCODERS, type PlainCall } from './encoders.js'

const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/)
const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
)
const flatArgs = fc.dictionary(key, scalar, { maxKeys: 4 })
const calls = fc.array(
  fc.record({ name: fc.stringMatching(/^[a-zA-Z_][\w-]{0,15}$/), arguments: flatArgs }),
  {
    maxLength: 3,
  },
)
const cuts = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 })

/** Name and arguments of each call, as plain data (ids are the stream's own). */
function plain(list: readonly Call[]): unknown {
  return JSON.parse(JSON.stringify(list.map((call) => ({ name: call.name, arguments: call.arguments }))))
}

/** The calls `expected` reads as when given whole (canonical: `-0` is `0`, strings NFC). */
function canonical(expected: readonly PlainCall[]): unknown {
  const read = readCalls(expected.map((call) => ({ name: call.name, arguments: call.arguments })))
  if (!read.ok) throw new Error(JSON.stringify(read.failure))
  return plain(read.turn.calls)
}

function okCalls(result: ReadResult): unknown {
  if (!result.ok) expect.fail(`expected a reading, got ${JSON.stringify(result.failure)}`)
  return plain(result.turn.calls)
}

const formats = STREAM_FORMATS.map((stream) => [stream.name, stream] as const)

test('every stream format has an encoder', () => {
  expect(Object.keys(ENCODERS).sort()).toEqual(STREAM_FORMATS.map((stream) => stream.name).sort())
})

describe.each(formats)('%s', (name, stream) => {
  const encode = ENCODERS[name]!

  test('any calls, their arguments cut anyhow, assemble back into themselves, in the format', () => {
    fc.assert(
      fc.property(calls, cuts, (expected, at) => {
        const result = readCalls(encode(expected, at))
        expect(okCalls(result)).toEqual(canonical(expected))
        expect(result.ok && result.turn.format).toBe(stream.format)
      }),
      { numRuns: 60 },
    )
  })

  test('a stream cut at every prefix is the whole reading or truncated with only whole calls, never another call', () => {
    fc.assert(
      fc.property(calls, cuts, (expected, at) => {
        const events = encode(expected, at)
        const whole = canonical(expected) as unknown[]
        for (let length = 1; length < events.length; length++) {
          const result = readCalls(events.slice(0, length))
          if (result.ok) {
            expect(plain(result.turn.calls)).toEqual(whole)
            continue
          }
          expect(result.failure.kind).toBe('truncated')
          const arrived = plain(result.failure.calls ?? []) as unknown[]
          expect(arrived).toEqual(whole.slice(0, arrived.length))
        }
      }),
      { numRuns: 15 },
    )
  })

  test('an event of a type the format does not list is unknown_item at its place, never skipped', () => {
    const known = new Set(stream.eventTypes ?? [])
    // Names of Object.prototype's members too: a type looked up in a plain object must not find them.
    const unknownType = fc
      .oneof(
        fc.constantFrom('valueOf', 'toString', 'constructor', '__proto__', 'hasOwnProperty'),
        fc.string(),
      )
      .filter((type) => !known.has(type) && !(known.has('data-*') && type.startsWith('data-')))
    fc.assert(
      fc.property(calls, unknownType, fc.nat(), (expected, type, seed) => {
        const events = encode(expected, [])
        const at = 1 + (seed % events.length)
        const stranger = stream.eventTypes === undefined ? { type: `${type}!` } : { type }
        const result = readCalls([...events.slice(0, at), stranger, ...events.slice(at)])
        expect(result.ok ? 'read' : result.failure).toMatchObject({ kind: 'unknown_item', path: [at] })
      }),
      { numRuns: 60 },
    )
  })

  test.each(stream.noCallEvents ?? [])('a listed %s event carries no call and changes nothing', (type) => {
    fc.assert(
      fc.property(calls, fc.nat(), (expected, seed) => {
        const events = encode(expected, [])
        const at = 1 + (seed % (events.length - 1))
        const result = readCalls([...events.slice(0, at), { type }, ...events.slice(at)])
        expect(okCalls(result)).toEqual(canonical(expected))
      }),
      { numRuns: 10 },
    )
  })
})
