import fc from 'fast-check'
import type { JsonValue } from '../../../src/json/types.js'
import { cloneJson, nearWire, wireSample } from './wire.js'

/** What to put into a received JavaScript object: values JSON cannot carry, traps, and harmless variations. */
export type TrapKind =
  | 'nan'
  | 'infinity'
  | 'undefined'
  | 'hole'
  | 'bigint'
  | 'function'
  | 'symbol'
  | 'symbol-key'
  | 'date'
  | 'invalid-date'
  | 'map'
  | 'regexp'
  | 'class-instance'
  | 'boxed-string'
  | 'cycle'
  | 'getter-throws'
  | 'getter-throws-proxy'
  | 'to-json'
  | 'proxy-get'
  | 'proxy-has'
  | 'proxy-own-keys'
  | 'proxy-get-prototype-of'
  | 'proxy-descriptor'
  | 'revoked-proxy'
  | 'flaky-proxy'
  | 'typed-array'

/** Variations that must read exactly like the plain JSON they stand for. */
export type HarmlessKind = 'frozen' | 'null-prototype' | 'shared' | 'getter-value' | 'transparent-proxy'

const TRAPS: readonly TrapKind[] = [
  'nan',
  'infinity',
  'undefined',
  'hole',
  'bigint',
  'function',
  'symbol',
  'symbol-key',
  'date',
  'invalid-date',
  'map',
  'regexp',
  'class-instance',
  'boxed-string',
  'cycle',
  'getter-throws',
  'getter-throws-proxy',
  'to-json',
  'proxy-get',
  'proxy-has',
  'proxy-own-keys',
  'proxy-get-prototype-of',
  'proxy-descriptor',
  'revoked-proxy',
  'flaky-proxy',
  'typed-array',
]

const HARMLESS: readonly HarmlessKind[] = [
  'frozen',
  'null-prototype',
  'shared',
  'getter-value',
  'transparent-proxy',
]

/**
 * How to build one hostile received value: plain data, so that fast-check can print and shrink it; the value
 * itself (which may throw when touched) is made by `buildHostile` inside the property.
 */
export interface HostileRecipe {
  base: JsonValue
  trap: TrapKind
  /** Which place in `base` gets the trap (an index into its containers, wrapped). */
  at: number
  /** For `flaky-proxy`: how many trap calls succeed before one throws. */
  after: number
}

/** A recipe for a value that stays plain JSON data, only dressed differently. */
export interface HarmlessRecipe {
  base: JsonValue
  kind: HarmlessKind
  at: number
}

const base = fc.oneof({ weight: 3, arbitrary: wireSample.map((sample) => sample.value) }, nearWire)

/** A recipe for a hostile received value. */
export const hostileRecipe: fc.Arbitrary<HostileRecipe> = fc.record({
  base,
  trap: fc.constantFrom(...TRAPS),
  at: fc.nat(),
  after: fc.nat(40),
})

/** A recipe for a harmless variation of a valid wire value. */
export const harmlessRecipe: fc.Arbitrary<HarmlessRecipe> = fc.record({
  base: wireSample.map((sample) => sample.value),
  kind: fc.constantFrom(...HARMLESS),
  at: fc.nat(),
})

/** Every object or array inside `value` (itself first). */
function containers(value: unknown, out: object[] = []): object[] {
  if (value === null || typeof value !== 'object') return out
  out.push(value)
  for (const item of Object.values(value)) containers(item, out)
  return out
}

class Money {
  constructor(readonly amount: number) {}
}

/** A Proxy whose every trap throws after `after` calls in all. */
function flakyProxy(target: object, after: number): object {
  let calls = 0
  const handler: ProxyHandler<object> = {}
  const traps = ['get', 'has', 'ownKeys', 'getPrototypeOf', 'getOwnPropertyDescriptor'] as const
  for (const trap of traps) {
    const reflect = Reflect[trap] as (...args: unknown[]) => unknown
    ;(handler as Record<string, unknown>)[trap] = (...args: unknown[]) => {
      calls++
      if (calls > after) throw new Error(`trap call ${calls}`)
      return reflect(...args)
    }
  }
  return new Proxy(target, handler)
}

/** A Proxy with one throwing trap. */
function throwingProxy(target: object, trap: keyof ProxyHandler<object>): object {
  return new Proxy(target, {
    [trap]: () => {
      throw new Error(`${String(trap)} trap`)
    },
  })
}

/** A revoked Proxy: every operation on it throws a TypeError. */
function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return proxy
}

/** The trap itself, standing in for the value `current`. */
function trapValue(trap: TrapKind, current: unknown, root: object, after: number): unknown {
  const target = current !== null && typeof current === 'object' ? current : { value: current }
  switch (trap) {
    case 'nan':
      return Number.NaN
    case 'infinity':
      return Number.NEGATIVE_INFINITY
    case 'undefined':
      return undefined
    case 'bigint':
      return 12345678901234567890n
    case 'function':
      return () => current
    case 'symbol':
      return Symbol('s')
    case 'date':
      return new Date(0)
    case 'invalid-date':
      return new Date(Number.NaN)
    case 'map':
      return new Map([['a', 1]])
    case 'regexp':
      return /x/g
    case 'class-instance':
      return new Money(5)
    case 'boxed-string':
      return new String('boxed')
    case 'cycle':
      return root
    case 'proxy-get':
      return throwingProxy(target, 'get')
    case 'proxy-has':
      return throwingProxy(target, 'has')
    case 'proxy-own-keys':
      return throwingProxy(target, 'ownKeys')
    case 'proxy-get-prototype-of':
      return throwingProxy(target, 'getPrototypeOf')
    case 'proxy-descriptor':
      return throwingProxy(target, 'getOwnPropertyDescriptor')
    case 'revoked-proxy':
      return revoked()
    case 'flaky-proxy':
      return flakyProxy(target, after)
    case 'typed-array':
      return new Float64Array([1, Number.NaN])
    default:
      return current
  }
}

/** Puts a trap that needs a place of its own (a key or a property definition) into `container`. */
function placeTrap(container: object, trap: TrapKind, slot: string | number): boolean {
  switch (trap) {
    case 'hole':
      if (!Array.isArray(container)) return false
      container.length += 2
      return true
    case 'symbol-key':
      Object.defineProperty(container, Symbol('key'), { value: 1, enumerable: true })
      return true
    case 'getter-throws':
      Object.defineProperty(container, slot, {
        enumerable: true,
        get() {
          throw new Error('getter')
        },
      })
      return true
    case 'getter-throws-proxy':
      Object.defineProperty(container, slot, {
        enumerable: true,
        get() {
          throw revoked()
        },
      })
      return true
    case 'to-json':
      Object.defineProperty(container, 'toJSON', { value: () => ({ replaced: true }), enumerable: false })
      Object.defineProperty(container, 'toJSON_', { value: () => 1, enumerable: true })
      return true
    default:
      return false
  }
}

/**
 * Builds the hostile value a recipe describes: a copy of `base` with the trap at the chosen place (the whole
 * value, when the place is the root).
 */
export function buildHostile(recipe: HostileRecipe): unknown {
  const root = cloneJson(recipe.base)
  if (root === null || typeof root !== 'object') return trapValue(recipe.trap, root, {}, recipe.after)
  const places = containers(root)
  const container = places[recipe.at % places.length]!
  const slots = Object.keys(container)
  const slot = slots.length === 0 ? 'x' : slots[recipe.at % slots.length]!
  if (placeTrap(container, recipe.trap, Array.isArray(container) ? Number(slot) : slot)) return root
  if (container === root && recipe.at % 3 === 0) return trapValue(recipe.trap, root, root, recipe.after)
  const current = (container as Record<string, unknown>)[slot]
  Object.defineProperty(container, slot, {
    value: trapValue(recipe.trap, current, root, recipe.after),
    enumerable: true,
    writable: true,
    configurable: true,
  })
  return root
}

function freezeDeep(value: unknown): unknown {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) freezeDeep(item)
    Object.freeze(value)
  }
  return value
}

function withNullPrototypes(value: JsonValue): unknown {
  if (Array.isArray(value)) return value.map(withNullPrototypes)
  if (value === null || typeof value !== 'object') return value
  const out = Object.create(null) as Record<string, unknown>
  for (const name of Object.keys(value)) out[name] = withNullPrototypes(value[name]!)
  return out
}

/** Builds the harmless variation a recipe describes: the same JSON data, frozen, prototype-free, shared… */
export function buildHarmless(recipe: HarmlessRecipe): unknown {
  const root = cloneJson(recipe.base)
  switch (recipe.kind) {
    case 'frozen':
      return freezeDeep(root)
    case 'null-prototype':
      return withNullPrototypes(root)
    case 'transparent-proxy':
      return root !== null && typeof root === 'object' ? new Proxy(root, {}) : root
    default:
      break
  }
  if (root === null || typeof root !== 'object') return root
  const places = containers(root).filter((container) => Object.keys(container).length > 0)
  if (places.length === 0) return root
  const container = places[recipe.at % places.length]!
  const slots = Object.keys(container)
  const slot = slots[recipe.at % slots.length]!
  const current = (container as Record<string, unknown>)[slot]
  if (recipe.kind === 'getter-value') {
    Object.defineProperty(container, slot, { enumerable: true, configurable: true, get: () => current })
    return root
  }
  // 'shared': the same object twice (a DAG, not a cycle) is fine.
  if (current !== null && typeof current === 'object') {
    const inside = new Set(containers(current))
    const twin = places.find((place) => place !== container && Array.isArray(place) && !inside.has(place))
    if (twin !== undefined) (twin as unknown[]).push(current)
  }
  return root
}
