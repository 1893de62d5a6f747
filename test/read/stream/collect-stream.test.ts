import '../../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { collectStream, MatcherUsageError, readCalls } from '../../../src/index.js'
import { fixture, plain } from '../helpers.js'

const events = () => fixture('vercel-ai/full-stream-two-steps.json') as object[]

async function* live<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item
}

describe('collectStream', () => {
  test('awaits an async iterable, a ReadableStream, a Promise of one, or a plain iterable into its events', async () => {
    expect(await collectStream(live(events()))).toEqual(events())
    expect(await collectStream(ReadableStream.from(events()))).toEqual(events())
    expect(await collectStream(Promise.resolve(live(events())))).toEqual(events())
    expect(await collectStream(events())).toEqual(events())
    const noIterator = new ReadableStream<object>({
      start(controller) {
        for (const event of events()) controller.enqueue(event)
        controller.close()
      },
    })
    Object.defineProperty(noIterator, Symbol.asyncIterator, { value: undefined })
    expect(await collectStream(noIterator)).toEqual(events())
  })

  test('what it collects is read like the array', async () => {
    const read = readCalls(await collectStream(live(events())))
    expect(read.ok && plain(read.turn.calls)).toEqual([
      { name: 'weather', arguments: { location: 'San Francisco' }, id: 'call_7x9' },
    ])
    await expect(collectStream(live(events()))).resolves.toMatchToolCall({ name: 'weather' })
  })

  test('a stream that throws rejects with its error; a value that is no stream is a usage error', async () => {
    async function* failing() {
      yield { type: 'start' }
      throw new Error('socket hang up')
    }
    await expect(collectStream(failing())).rejects.toThrow('socket hang up')
    await expect(collectStream(42 as never)).rejects.toThrow(MatcherUsageError)
    await expect(collectStream('text' as never)).rejects.toThrow('collectStream takes a stream')
    for (const nothing of [null, undefined]) {
      await expect(collectStream(nothing as never)).rejects.toThrow(
        expect.objectContaining({
          name: 'MatcherUsageError',
          path: ['stream'],
          message:
            'Matcher error: collectStream takes a stream (an async iterable or a ReadableStream), or a Promise of one at stream',
        }),
      )
    }
  })
})

describe('a Promise or a live stream given where its value is expected', () => {
  test.each([
    ['a Promise', Promise.resolve({}), 'promise'],
    ['an async iterable', live([]), 'async iterable'],
    ['a ReadableStream', ReadableStream.from([]), 'async iterable'],
  ])('%s is async_value, not an unknown shape', (_, received, detail) => {
    const read = readCalls(received)
    expect(read.ok ? 'read' : read.failure).toEqual({ kind: 'async_value', path: [], detail })
  })

  test('the matcher says what to write', () => {
    expect(() => expect(Promise.resolve({})).toMatchToolCall({ name: 'f' })).toThrow(
      'received a Promise, not its value: write `expect(await value)…` or `await expect(promise).resolves…`',
    )
    expect(() => expect(live([])).toMatchToolCall({ name: 'f' })).toThrow(
      'write `expect(await collectStream(stream))…`',
    )
  })

  test('an object whose then getter throws is left to the readers', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no')
        },
      },
    )
    const read = readCalls(hostile)
    expect(read.ok ? 'read' : read.failure.kind).toBe('unreadable')
  })
})
