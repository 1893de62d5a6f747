import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { anthropic } from '../../src/read/anthropic.js'
import { bedrock } from '../../src/read/bedrock.js'
import { ITEM_SHAPES } from '../../src/read/detect.js'
import { plausibleShapes } from '../../src/read/plausible-shapes.js'
import { readCalls } from '../../src/read/read-calls.js'
import type { ItemShape } from '../../src/read/shape.js'
import { plain, readOk } from './helpers.js'

/** The shapes `content-message` reads its blocks with. */
const BLOCK_SHAPES: readonly ItemShape[] = [anthropic.block, bedrock.block]

const WITH_REQUIRES = ITEM_SHAPES.filter((shape) => shape.requires !== undefined)
const REQUIRED_KEYS = [...new Set(WITH_REQUIRES.flatMap((shape) => shape.requires ?? []))]
const OTHER_KEYS = [
  'name',
  'args',
  'arguments',
  'type',
  'function',
  'id',
  'input',
  'parameters',
  'method',
  'params',
  'role',
  'content',
  'toolName',
  'constructor',
  'toString',
  'hasOwnProperty',
  '__proto__',
]

/** The names of the shapes in `shapes` that `plausibleShapes` keeps for `item`. */
function kept(shapes: readonly ItemShape[], item: object): string[] {
  const plausible = plausibleShapes(shapes, item)
  return shapes.filter((shape) => plausible(shape)).map((shape) => shape.name)
}

function names(shapes: readonly ItemShape[]): string[] {
  return shapes.map((shape) => shape.name)
}

/** The names of the ITEM_SHAPES that require one of `keys`, plus the open `bfcl.entry`, in ITEM_SHAPES order. */
function requiring(...keys: string[]): string[] {
  return ITEM_SHAPES.filter(
    (shape) => shape.requires === undefined || shape.requires.some((key) => keys.includes(key)),
  ).map((shape) => shape.name)
}

const ALL = names(ITEM_SHAPES)

/** An object with `entries` as own properties (so `__proto__` is an own key), each enumerable or not. */
interface Built {
  proto: 'object' | 'null'
  entries: [key: string, value: unknown, enumerable: boolean][]
}

function build({ proto, entries }: Built, prototype?: object): object {
  const object = Object.create(prototype ?? (proto === 'null' ? null : Object.prototype)) as object
  for (const [key, value, enumerable] of entries) {
    Object.defineProperty(object, key, { value, enumerable, writable: true, configurable: true })
  }
  return object
}

const keyArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('type', 'function', 'name', 'jsonrpc', 'method', 'args', 'status'),
  },
  { weight: 4, arbitrary: fc.constantFrom(...REQUIRED_KEYS) },
  { weight: 4, arbitrary: fc.constantFrom(...OTHER_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
)

const leafArb = fc.oneof(
  fc.constantFrom(
    'function',
    'custom',
    'tool_use',
    'tool-call',
    'tool_call',
    'function_call',
    'custom_tool_call',
    'message',
    'reasoning',
    'text',
    'ai',
    '2.0',
    'tools/call',
    'f',
    '{}',
    '',
  ),
  fc.constantFrom(0, 1, -1, true, false, null),
  fc.string({ maxLength: 4 }),
)

const valueArb: fc.Arbitrary<unknown> = fc
  .oneof(
    { weight: 4, arbitrary: leafArb },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        () => ({}),
        () => ({ arguments: {} }),
        () => ({ arguments: '{}' }),
        () => ({ name: 'x', args: {} }),
        () => ({ name: 'x', arguments: '{}' }),
        () => ({ name: 'x', arguments: { a: 1 } }),
        () => ({ toolUseId: 't', name: 'x', input: {} }),
      ),
    },
    { weight: 1, arbitrary: fc.array(leafArb, { maxLength: 2 }).map((items) => () => items) },
  )
  .map((value) => (typeof value === 'function' ? (value as () => unknown)() : value))

const TYPES = ['function', 'custom', 'tool_use', 'text', 'tool-call', 'tool_call', 'function_call', 'message']

/** An own property: a `type` is mostly one that some shape knows, so that every shape is reached. */
const entryArb = keyArb.chain((key) =>
  fc.tuple(
    fc.constant(key),
    key === 'type' ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...TYPES) }, valueArb) : valueArb,
    fc.boolean(),
  ),
)

const builtArb: fc.Arbitrary<Built> = fc.record({
  proto: fc.constantFrom('object' as const, 'null' as const),
  entries: fc.uniqueArray(entryArb, {
    maxLength: 6,
    selector: ([key]) => key,
  }),
})

function hasOwnRequired(item: object, requires: readonly string[]): boolean {
  return requires.some((key) => Object.hasOwn(item, key))
}

describe('requires', () => {
  test('every item shape but bfcl.entry declares requires', () => {
    expect(ITEM_SHAPES.filter((shape) => shape.requires === undefined).map((shape) => shape.name)).toEqual([
      'bfcl.entry',
    ])
    for (const shape of WITH_REQUIRES) expect(shape.requires?.length).toBeGreaterThan(0)
  })

  test('no required key is a property of Object.prototype (which every plain object would have)', () => {
    const inherited = new Set(Object.getOwnPropertyNames(Object.prototype))
    expect(REQUIRED_KEYS.filter((key) => inherited.has(key))).toEqual([])
  })

  test.each(WITH_REQUIRES.map((shape) => [shape.name, shape] as const))(
    '%s fits a plain object only when it has an own required key',
    (_, shape) => {
      let fits = 0
      let misses = 0
      fc.assert(
        fc.property(builtArb, (built) => {
          const item = build(built)
          if (!shape.matches(item, [])) {
            misses++
            return
          }
          fits++
          expect(Object.getOwnPropertyNames(item).filter((key) => shape.requires?.includes(key))).not.toEqual(
            [],
          )
        }),
        { seed: 7, numRuns: 3000 },
      )
      expect(fits).toBeGreaterThanOrEqual(20)
      expect(misses).toBeGreaterThanOrEqual(20)
    },
  )

  test.each([
    ['ITEM_SHAPES', ITEM_SHAPES],
    ['the content-message blocks', BLOCK_SHAPES],
  ] as const)('plausibleShapes over %s keeps every shape that fits a plain object', (_, shapes) => {
    let narrowed = 0
    let fitted = 0
    fc.assert(
      fc.property(builtArb, (built) => {
        const item = build(built)
        const plausible = plausibleShapes(shapes, item)
        for (const shape of shapes) {
          if (!plausible(shape)) {
            narrowed++
            // A skipped shape is one the object has no own required key of.
            expect(hasOwnRequired(item, shape.requires ?? [])).toBe(false)
          }
          if (shape.matches(item, [])) {
            fitted++
            expect(plausible(shape), shape.name).toBe(true)
          }
        }
      }),
      { seed: 11, numRuns: 3000 },
    )
    expect(narrowed).toBeGreaterThanOrEqual(100)
    expect(fitted).toBeGreaterThanOrEqual(100)
  })
})

class Getters {
  get type(): string {
    return 'function'
  }
  get function(): object {
    return { name: 'get_weather', arguments: '{"city":"Paris"}' }
  }
}

function withKeys(count: number, extra: Record<string, unknown> = {}): object {
  const object: Record<string, unknown> = { ...extra }
  for (let index = 0; Object.keys(object).length < count; index++) object[`k${index}`] = index
  return object
}

const openaiToolCall = { id: 'call_1', type: 'function', function: { name: 'f', arguments: '{}' } }

describe('plausibleShapes', () => {
  test.each([
    ['a BFCL entry', { get_weather: { city: 'Paris' } }, ['bfcl.entry']],
    ['an empty object', {}, ['bfcl.entry']],
    ['an OpenAI tool call', openaiToolCall, requiring('type', 'function')],
    [
      'an OpenAI tool call with a null prototype',
      Object.assign(Object.create(null) as object, openaiToolCall),
      requiring('type', 'function'),
    ],
    [
      'a non-enumerable own type',
      Object.defineProperty({}, 'type', { value: 'function', enumerable: false }),
      requiring('type'),
    ],
    ['a canonical call', { name: 'f', arguments: {} }, requiring('name')],
    ['an MCP request', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} }, requiring('jsonrpc')],
    ['a text part or block', { text: 'Hi' }, requiring('text')],
    ['a Bedrock toolUse block', { toolUse: { toolUseId: 't', name: 'f', input: {} } }, requiring('toolUse')],
    ['a Gemini functionCall part', { functionCall: { name: 'f', args: {} } }, requiring('functionCall')],
    ['an own __proto__ key', JSON.parse('{"__proto__": {"type": "function"}}') as object, ['bfcl.entry']],
    ['a symbol-keyed type', { [Symbol('type')]: 'function' }, ['bfcl.entry']],
    ['64 keys', withKeys(64), ['bfcl.entry']],
    ['64 keys, one of them name', withKeys(64, { name: 'f' }), requiring('name')],
    ['65 keys', withKeys(65), ALL],
    ['a class instance with a prototype getter type', new Getters(), ALL],
    ['an object whose prototype is a plain object', Object.create({ type: 'function' }) as object, ALL],
    ['an array-prototyped object', Object.setPrototypeOf({}, Array.prototype) as object, ALL],
    [
      'a Proxy whose getPrototypeOf throws',
      new Proxy(
        {},
        {
          getPrototypeOf() {
            throw new Error('no prototype')
          },
        },
      ),
      ALL,
    ],
    [
      'a Proxy whose ownKeys throws',
      new Proxy(
        {},
        {
          ownKeys() {
            throw new Error('no keys')
          },
        },
      ),
      ALL,
    ],
  ])('over ITEM_SHAPES, %s', (_, item, expected) => {
    expect(kept(ITEM_SHAPES, item)).toEqual(expected)
  })

  test.each([
    ['a typed text block', { type: 'text', text: 'Hi' }, ['anthropic.block', 'bedrock.block']],
    ['a keyed text block', { text: 'Hi' }, ['bedrock.block']],
    ['a tool_use block', { type: 'tool_use', id: 't', name: 'f', input: {} }, ['anthropic.block']],
    ['an object of neither', { name: 'f', input: {} }, []],
    ['65 keys', withKeys(65), ['anthropic.block', 'bedrock.block']],
    ['a class instance', new Getters(), ['anthropic.block', 'bedrock.block']],
  ])('over the content-message blocks, %s', (_, item, expected) => {
    expect(kept(BLOCK_SHAPES, item)).toEqual(expected)
  })

  test('a shape from another list is not kept', () => {
    expect(plausibleShapes(BLOCK_SHAPES, { type: 'tool-call' })(ITEM_SHAPES[4]!)).toBe(false)
  })

  test('a list too long to index keeps every shape', () => {
    const shapes: ItemShape[] = Array.from({ length: 33 }, (_, index) => ({
      name: `s${index}`,
      format: 'canonical',
      topLevel: true,
      requires: [`key${index}`],
      matches: () => false,
      read: () => undefined,
    }))
    expect(kept(shapes, { key0: 1 })).toEqual(names(shapes))
    expect(kept(shapes.slice(0, 3), { key1: 1 })).toEqual(['s1'])
  })
})

function toolCall(name: string): object {
  return { name, arguments: '{"city":"Paris"}' }
}

describe('readCalls reads what it read before the index', () => {
  test.each([
    [
      'a class instance with prototype getters type and function',
      [new Getters()],
      'openai-chat',
      [{ name: 'get_weather', arguments: { city: 'Paris' } }],
    ],
    [
      'an object of non-enumerable own name and arguments',
      [
        Object.defineProperties(
          {},
          {
            name: { value: 'f', enumerable: false },
            arguments: { value: { a: 1 }, enumerable: false },
          },
        ),
      ],
      'canonical',
      [{ name: 'f', arguments: { a: 1 } }],
    ],
    [
      'a null-prototype OpenAI tool call',
      [Object.assign(Object.create(null) as object, { type: 'function', function: toolCall('g') })],
      'openai-chat',
      [{ name: 'g', arguments: { city: 'Paris' } }],
    ],
    [
      'an object inheriting its fields from a plain prototype',
      [Object.create({ type: 'function', function: toolCall('h') }) as object],
      'openai-chat',
      [{ name: 'h', arguments: { city: 'Paris' } }],
    ],
    [
      'a Proxy whose getPrototypeOf throws',
      [
        new Proxy(
          { type: 'function', function: toolCall('p') },
          {
            getPrototypeOf() {
              throw new Error('no prototype')
            },
          },
        ),
      ],
      'openai-chat',
      [{ name: 'p', arguments: { city: 'Paris' } }],
    ],
    [
      'a Proxy whose ownKeys throws',
      [
        new Proxy(
          { type: 'function', function: toolCall('q') },
          {
            ownKeys() {
              throw new Error('no keys')
            },
          },
        ),
      ],
      'openai-chat',
      [{ name: 'q', arguments: { city: 'Paris' } }],
    ],
    [
      'two class instances',
      [new Getters(), new Getters()],
      'openai-chat',
      [
        { name: 'get_weather', arguments: { city: 'Paris' } },
        { name: 'get_weather', arguments: { city: 'Paris' } },
      ],
    ],
    [
      'BFCL entries',
      [{ get_weather: { city: 'Paris' } }, { get_time: {} }],
      'bfcl',
      [
        { name: 'get_weather', arguments: { city: 'Paris' } },
        { name: 'get_time', arguments: {} },
      ],
    ],
    [
      'a keyed block after a class instance in a content message',
      {
        role: 'assistant',
        content: [
          Object.create({ toolUse: { toolUseId: 't', name: 'f', input: { a: 1 } } }) as object,
          { text: 'Hi' },
        ],
      },
      'bedrock',
      [{ name: 'f', arguments: { a: 1 }, id: 't' }],
    ],
  ])('%s', (_, received, format, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe(format)
    expect(plain(turn.calls)).toEqual(calls)
  })

  test('an array of plain objects reads as the same objects behind a class prototype (never narrowed)', () => {
    class Holder {}
    let read = 0
    let failed = 0
    const formats = new Set<string>()
    fc.assert(
      fc.property(fc.array(builtArb, { minLength: 1, maxLength: 3 }), (items) => {
        const narrowed = readCalls(items.map((item) => build(item)))
        const whole = readCalls(items.map((item) => build(item, Holder.prototype)))
        expect(narrowed).toStrictEqual(whole)
        if (narrowed.ok) {
          read++
          formats.add(narrowed.turn.format)
        } else failed++
      }),
      { seed: 23, numRuns: 3000 },
    )
    expect(read).toBeGreaterThanOrEqual(50)
    expect(failed).toBeGreaterThanOrEqual(50)
    expect(formats.size).toBeGreaterThanOrEqual(6)
  })
})

describe('a Proxy that answers for keys it does not list', () => {
  test('inside an array it is judged by the keys it lists: no known shape', () => {
    const lying = new Proxy(
      {},
      {
        get: (_, key) =>
          key === 'type'
            ? 'function'
            : key === 'function'
              ? { name: 'get_weather', arguments: '{}' }
              : undefined,
      },
    )
    const read = readCalls([lying])
    expect(read.ok).toBe(false)
    if (!read.ok)
      expect(read.failure).toMatchObject({
        kind: 'unknown_shape',
        path: [0],
        expected: ITEM_SHAPES.map((shape) => shape.name),
        detail: 'no known shape',
      })
  })

  test('an empty array is no call, read as BFCL output', () => {
    expect(readCalls([])).toEqual({ ok: true, turn: { format: 'bfcl', calls: [], fromText: false } })
  })
})
