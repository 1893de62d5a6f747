import type { Path } from '../../json/types.js'
import { describeMarker, isCanonicalCall, type Marker } from './marker.js'
import {
  CALL_ARRAYS,
  CALL_MEMBERS,
  isCallType,
  isResultType,
  OTHER_AUTHORS,
  OTHER_CLASSES,
  SKIPPED_KEYS,
} from './signs.js'
import { STOP_KEYS, type StopClass, stopClass } from './stop-signs.js'

/** A stop reason or status saying the model's output was cut, filtered, failed or is not finished. */
export interface StopSign {
  /** The field holding it. */
  path: Path
  /** Its raw value. */
  value: string
  class: StopClass
}

export type { Marker } from './marker.js'

/** The call markers and stop signals of the model's part of a value, in the order the walk met them. */
export interface Census {
  readonly markers: readonly Marker[]
  readonly stops: readonly StopSign[]
}

/** What the census needs of the read options. */
export interface CensusOptions {
  /** The one choice / candidate read, or `unchosen` (then all are walked). */
  readonly choice: number | 'unchosen'
  /** The deepest level walked. */
  readonly maxDepth: number
}

/** The census of a value with nothing to account for (shared: a clean value allocates nothing). */
export const EMPTY_CENSUS: Census = Object.freeze({ markers: Object.freeze([]), stops: Object.freeze([]) })

/** Nodes (objects, and array slots) walked at most: a bound on time whatever the value. */
const MAX_NODES = 1_000_000

/**
 * Takes the census of the model's part of `value`: one walk, bounded in depth and nodes, linear in the size of
 * what it walks. It never enters a call's arguments, a tool's result, the tools offered or the request sent, nor
 * another author's message (user, system, developer, tool). Never throws: a getter or Proxy trap that throws ends
 * the walk there (what was found stands).
 */
export function takeCensus(value: unknown, options: CensusOptions): Census {
  const walk = new Walk(options)
  try {
    walk.node(value, 0)
  } catch {
    // a hostile getter or Proxy: the census holds what was found before it
  }
  if (walk.markers === undefined && walk.stops === undefined) return EMPTY_CENSUS
  return { markers: walk.markers ?? [], stops: walk.stops ?? [] }
}

/** One walk's state: where it is, and what it found (allocated only when something is found). */
class Walk {
  markers: Marker[] | undefined
  stops: StopSign[] | undefined
  private nodes = 0
  private readonly path: (string | number)[] = []
  private readonly choice: number | 'unchosen'
  private readonly maxDepth: number

  constructor(options: CensusOptions) {
    this.choice = options.choice
    this.maxDepth = options.maxDepth
  }

  node(value: unknown, depth: number): void {
    if (typeof value !== 'object' || value === null) return
    if (depth > this.maxDepth || ++this.nodes > MAX_NODES) return
    if (Array.isArray(value)) this.array(value, depth, false)
    else if (!ArrayBuffer.isView(value)) this.object(value as Record<string, unknown>, depth)
  }

  /** Each element; in a call array (`tool_calls`…), each object element is a marker. */
  private array(items: readonly unknown[], depth: number, calls: boolean): void {
    const length = items.length
    for (let index = 0; index < length; index++) {
      if (++this.nodes > MAX_NODES) return
      const item = items[index]
      if (typeof item !== 'object' || item === null) continue
      this.path.push(index)
      if (calls && !Array.isArray(item)) this.marker(item as Record<string, unknown>)
      else this.node(item, depth + 1)
      this.path.pop()
    }
  }

  private object(value: Record<string, unknown>, depth: number): void {
    const type = value.type
    if (this.settled(value, type)) return
    for (const key in value) {
      if (!Object.hasOwn(value, key) || SKIPPED_KEYS.has(key)) continue
      const child = value[key]
      if (typeof child === 'string') {
        if (STOP_KEYS.has(key) || (key === 'status' && isResponse(value, type))) this.stopAt(key, child)
        continue
      }
      if (typeof child !== 'object' || child === null) continue
      this.path.push(key)
      if (CALL_ARRAYS.has(key) && Array.isArray(child)) this.array(child, depth + 1, true)
      else if (CALL_MEMBERS.has(key) && !Array.isArray(child)) this.marker(child as Record<string, unknown>)
      else if (key === 'incomplete_details') this.incomplete(child as Record<string, unknown>)
      else if (
        (key === 'choices' || key === 'candidates') &&
        this.choice !== 'unchosen' &&
        Array.isArray(child)
      )
        this.chosen(child, depth + 1)
      else this.node(child, depth + 1)
      this.path.pop()
    }
  }

  /**
   * True when the object is settled without walking its fields: another author's message or a tool's result
   * (nothing to find), a call (a marker: typed, or an untyped `{ name, arguments }`), a stream's error event (a
   * stop).
   */
  private settled(value: Record<string, unknown>, type: unknown): boolean {
    const role = value.role
    if (typeof role === 'string' && OTHER_AUTHORS.has(role)) return true
    if (typeof type !== 'string' || type === '') {
      if (!isCanonicalCall(value)) return false
      this.marker(value)
      return true
    }
    if (isCallType(type)) this.marker(value)
    else if (type === 'error') this.stop('failed', 'error', 'type')
    else if (
      !(OTHER_AUTHORS.has(type) || isResultType(type) || (type === 'constructor' && isOtherClass(value.id)))
    )
      return false
    return true
  }

  /** Only the choice the options name (the others are not read, so they hold nothing to account for). */
  private chosen(items: readonly unknown[], depth: number): void {
    const index = this.choice as number
    this.path.push(index)
    this.node(items[index], depth)
    this.path.pop()
  }

  /** A Responses `incomplete_details`: its `reason` is the stop (`max_output_tokens`, `content_filter`). */
  private incomplete(details: Record<string, unknown>): void {
    const reason = details.reason
    if (typeof reason !== 'string') return
    this.path.push('reason')
    this.stopAt('reason', reason)
    this.path.pop()
  }

  private stopAt(key: string, value: string): void {
    const kind = stopClass(key, value)
    if (kind !== undefined) this.stop(kind, value, key)
  }

  private stop(kind: StopClass, value: string, key: string): void {
    this.stops ??= []
    this.stops.push({ path: [...this.path, ...(key === 'reason' ? [] : [key])], value, class: kind })
  }

  private marker(call: Record<string, unknown>): void {
    this.markers ??= []
    this.markers.push(describeMarker(call, [...this.path]))
  }
}

/** A serialised LangChain message of another author (`id` ends with `HumanMessage`, `ToolMessage`…). */
function isOtherClass(id: unknown): boolean {
  return Array.isArray(id) && OTHER_CLASSES.has(id.at(-1))
}

/** A Responses API response (its `status` is the response's): `object: 'response'`, or an untyped `output` list. */
function isResponse(value: Record<string, unknown>, type: unknown): boolean {
  return value.object === 'response' || (type === undefined && Array.isArray(value.output))
}
