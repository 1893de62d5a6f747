import type { Call, NormalizedReadOptions } from '../types.js'
import type { Marker } from './census.js'

/** Above this many calls, ids are looked up in a map (a linear scan per marker would be quadratic). */
const SCAN_LIMIT = 16

/**
 * The first marker the reading does not account for, or `undefined` when every one is. A marker is accounted for
 * when it is read as a call: matched by id first (every sighting of one id is the same call: a part and its tool
 * invocation, a stream's repeated events), then by name, one read call each, in order; a marker without name and
 * id (a stream's delta that continues a call) by the count of calls. A provider-run tool not read is a known
 * non-call under `serverTools: 'ignore'`; a call of a type no format names, under `unknownItems: 'ignore'` (the test
 * said to skip unknown items).
 */
export function unaccountedMarker(
  markers: readonly Marker[],
  calls: readonly Call[],
  options: Pick<NormalizedReadOptions, 'serverTools' | 'unknownItems'>,
): Marker | undefined {
  const used = new Uint8Array(calls.length)
  const byId = calls.length > SCAN_LIMIT ? idMap(calls) : undefined
  let pending: Marker[] | undefined
  for (const marker of markers) {
    if (marker.id !== undefined) {
      const index = byId === undefined ? scanId(calls, marker.id) : (byId.get(marker.id) ?? -1)
      if (index >= 0) {
        used[index] = 1
        continue
      }
    }
    if (marker.server && options.serverTools === 'ignore') continue
    if (marker.pattern && options.unknownItems === 'ignore') continue
    pending ??= []
    pending.push(marker)
  }
  if (pending === undefined) return undefined
  const byName = calls.length > SCAN_LIMIT ? new NameQueues(calls) : undefined
  for (const marker of pending) {
    if (marker.name === undefined) {
      if (marker.id !== undefined) return marker
      continue
    }
    const index =
      byName === undefined ? unusedNamed(calls, used, marker.name) : byName.take(marker.name, used)
    if (index < 0) return marker
    used[index] = 1
  }
  // Only continuations (no name, no id) are left: any read call accounts for them, none read loses them.
  return calls.length === 0 ? pending[0] : undefined
}

function scanId(calls: readonly Call[], id: string): number {
  for (let index = 0; index < calls.length; index++) if (calls[index]!.id === id) return index
  return -1
}

function idMap(calls: readonly Call[]): Map<string, number> {
  const map = new Map<string, number>()
  calls.forEach((call, index) => {
    if (call.id !== undefined && !map.has(call.id)) map.set(call.id, index)
  })
  return map
}

/** The first read call of this name that no marker took yet (names compared as written and in NFC). */
function unusedNamed(calls: readonly Call[], used: Uint8Array, name: string): number {
  // As written first, then in NFC: the order the queues of many calls take them in (the same answer either way).
  const exact = unusedOf(calls, used, name)
  const normal = name.normalize('NFC')
  return exact !== -1 || normal === name ? exact : unusedOf(calls, used, normal)
}

function unusedOf(calls: readonly Call[], used: Uint8Array, name: string): number {
  for (let index = 0; index < calls.length; index++)
    if (used[index] !== 1 && calls[index]!.name === name) return index
  return -1
}

/** The read calls of each name, in order, each taken once: name matching in linear time over many calls. */
class NameQueues {
  private readonly queues = new Map<string, { indices: number[]; next: number }>()

  constructor(calls: readonly Call[]) {
    calls.forEach((call, index) => {
      const queue = this.queues.get(call.name)
      if (queue === undefined) this.queues.set(call.name, { indices: [index], next: 0 })
      else queue.indices.push(index)
    })
  }

  /** The first call of this name (as written, else in NFC) that no marker took yet; -1 when none is left. */
  take(name: string, used: Uint8Array): number {
    const found = this.takeExact(name, used)
    if (found >= 0) return found
    return this.takeExact(name.normalize('NFC'), used)
  }

  private takeExact(name: string, used: Uint8Array): number {
    const queue = this.queues.get(name)
    if (queue === undefined) return -1
    while (queue.next < queue.indices.length) {
      const index = queue.indices[queue.next++]!
      if (used[index] !== 1) return index
    }
    return -1
  }
}
