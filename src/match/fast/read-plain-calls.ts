import type { JsonObject } from '../../json/types.js'
import { isPlainObject } from '../../plain-object.js'
import { bfcl } from '../../read/bfcl.js'
import { canonicalCall } from '../../read/canonical-call.js'
import { isConversation } from '../../read/conversation.js'
import { detect, ITEM_SHAPES } from '../../read/detect.js'
import { plausibleShapes } from '../../read/plausible-shapes.js'
import { refuseAsync } from '../../read/stream/async-value.js'
import { detectStream } from '../../read/stream/detect-stream.js'
import type { Call, NormalizedReadOptions } from '../../read/types.js'
import { isAiStep } from '../../read/vercel-ai.js'
import { isPlainArguments } from './plain-arguments.js'

/** More received calls than this are left to the full route (its pairing has limits of its own). */
const MAX_PLAIN_CALLS = 1000

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
const ASCII_NAME = /^[\x00-\x7f]+$/

/** Every key some single-call shape requires: a one-key object keyed otherwise can only be a BFCL entry. */
const REQUIRED_KEYS: ReadonlySet<string> = new Set(ITEM_SHAPES.flatMap((shape) => shape.requires ?? []))

/** True while the BFCL entry is the only single-call shape that any object may fit (no other is open). */
const ONLY_BFCL_OPEN = ITEM_SHAPES.every((shape) => shape.requires !== undefined || shape === bfcl.entry)

/** The keys of the canonical call that this route reads (`parameters`, `input`, `args` are left to the reader). */
const CANONICAL_KEYS: ReadonlySet<string> = new Set(['name', 'arguments', 'id'])

type Kind = 'bfcl' | 'canonical'

/**
 * The calls of a received value in one of the plain shapes a batch or a test suite mostly sends — BFCL's decoded
 * output (`[{func_name: {…}}]`), the canonical `{name, arguments}` alone or in an array — with their arguments left
 * as they are (not copied, sorted or normalised: see `isPlainArguments`); `undefined` for anything else, which the
 * full route reads. Shapes are recognised by the reader's own tests (stream, steps, conversation, the first shape
 * that fits each element), so the calls are the ones `readCalls` would return, in order, up to the arguments' key
 * order and prototypes. Never throws.
 */
export function readPlainCalls(received: unknown, options: NormalizedReadOptions): Call[] | undefined {
  try {
    if (Array.isArray(received)) return readPlainArray(received, options)
    // Its keys first: an object of any other shape is left alone before the detectors read it.
    if (!isPlainObject(received) || !Object.keys(received).every((key) => CANONICAL_KEYS.has(key)))
      return undefined
    if (detect(received, [])?.name !== canonicalCall.call.name) return undefined
    return plainCall('canonical', received, options.maxDepth)
  } catch {
    return undefined
  }
}

function readPlainArray(received: readonly unknown[], options: NormalizedReadOptions): Call[] | undefined {
  if (Object.getPrototypeOf(received) !== Array.prototype || received.length > MAX_PLAIN_CALLS)
    return undefined
  const items: object[] = []
  for (let index = 0; index < received.length; index++) {
    const item = received[index]
    if (!isPlainObject(item)) return undefined
    items.push(item)
  }
  refuseAsync(received, [])
  if (detectStream(items, []) !== undefined) return undefined
  if (items.length > 0 && items.every((item, index) => isAiStep(item, [index]))) return undefined
  if (isConversation(items, [])) return undefined
  let kind: Kind | undefined
  const calls: Call[] = []
  for (const item of items) {
    const itemKind = kindOf(item)
    if (itemKind === undefined || (kind !== undefined && itemKind !== kind)) return undefined
    kind = itemKind
    const call = plainCall(itemKind, item, options.maxDepth)
    if (call === undefined) return undefined
    calls.push(call[0]!)
  }
  return calls
}

/** The shape an element is read as when it is the first that fits it; `undefined` for any other shape. */
function kindOf(item: object): Kind | undefined {
  const names = Object.getOwnPropertyNames(item)
  if (ONLY_BFCL_OPEN && names.length === 1 && !REQUIRED_KEYS.has(names[0]!))
    return bfcl.entry.matches(item, []) ? 'bfcl' : undefined
  const plausible = plausibleShapes(ITEM_SHAPES, item)
  const first = ITEM_SHAPES.find((shape) => plausible(shape) && shape.matches(item, []))
  return first === canonicalCall.call ? 'canonical' : undefined
}

/** The one call of a plain element, or `undefined` when any part of it is not plain. */
function plainCall(kind: Kind, item: object, maxDepth: number): Call[] | undefined {
  const keys = Object.keys(item)
  const record = item as Record<string, unknown>
  if (kind === 'bfcl') {
    const name = keys[0]!
    const args = record[name]
    return ASCII_NAME.test(name) && isPlainArguments(args, maxDepth)
      ? [{ name, arguments: args as JsonObject }]
      : undefined
  }
  if (!keys.every((key) => CANONICAL_KEYS.has(key))) return undefined
  const { name, id } = record
  const args = Object.hasOwn(record, 'arguments') ? record.arguments : {}
  if (typeof name !== 'string' || !ASCII_NAME.test(name) || !isPlainArguments(args, maxDepth))
    return undefined
  if (id === undefined) return [{ name, arguments: args as JsonObject }]
  return typeof id === 'string' ? [{ name, arguments: args as JsonObject, id }] : undefined
}
