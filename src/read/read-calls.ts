import { checkOptionKeys } from '../option-keys.js'
import { normalizeReadOptions } from './normalize-read-options.js'
import { readFailureOf } from './read-error.js'
import { READ_OPTION_KEYS } from './read-option-keys.js'
import { readValue } from './read-value.js'
import { readText } from './text.js'
import type { NormalizedReadOptions, ReadOptions, ReadResult, Turn } from './types.js'

/**
 * Reads what a model did from whatever was received: an SDK response or message of a known shape (detected from
 * its own fields, see `detect.ts`), an array of calls, Action IR, BFCL output, or raw text (string, Buffer,
 * Uint8Array). A value of several model steps (a conversation, a Responses item list, a result with steps) gives
 * its calls in order across steps, read as `readRun` reads it (a broken conversation fails alike). Returns a Turn (no call at all is a Turn with zero calls) or a ReadFailure as data; never throws
 * on `received`, whatever it is (hostile Proxies, throwing getters, cycles, BigInt…). Only malformed `options`
 * throw, being the test author's mistake.
 */
export function readCalls(received: unknown, options?: ReadOptions): ReadResult {
  if (typeof options === 'object' && options !== null) checkOptionKeys(options, READ_OPTION_KEYS)
  return readNormalized(received, normalizeReadOptions(options))
}

/** `readCalls` with options already completed (what `match` passes: its own options are normalised once). */
export function readNormalized(received: unknown, normalized: NormalizedReadOptions): ReadResult {
  try {
    if (typeof received === 'string' || received instanceof Uint8Array) {
      return { ok: true, turn: Object.assign({}, readText(received, normalized), { fromText: true }) }
    }
    // Not `{ ...body, fromText }`: V8 builds a spread followed by another property slowly (about a microsecond).
    const turn: Turn = Object.assign({}, readValue(received, [], normalized), { fromText: false })
    return { ok: true, turn }
  } catch (error) {
    return { ok: false, failure: readFailureOf(error) }
  }
}
