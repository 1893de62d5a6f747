import type { Path } from '../../json/types.js'
import type { Call, Format, NormalizedReadOptions, ReadFailure } from '../types.js'
import { type Census, EMPTY_CENSUS, takeCensus } from './census.js'
import { unaccountedMarker } from './conserve.js'
import type { StopClass } from './stop-signs.js'

/** Words for a stop's class (what `unread_stop` says it meant). */
const MEANING: Readonly<Record<StopClass, string>> = {
  cut: 'the token limit',
  filtered: 'a content filter',
  failed: 'the generation failed',
  unfinished: 'not finished',
}

/**
 * The witness of a successful reading: takes the census of the model's part of `received` (call markers, stop
 * signals) and checks that the reading accounts for all of it. Returns the loss as a read failure — a stop signal
 * the reading did not carry (`unread_stop`, first, since a cut explains a missing call), or a call marker no read
 * call accounts for (`unread_call`, naming the format the value was read as) — or `undefined` when nothing was
 * lost. It never judges a reading that failed, so it never makes one pass. `path` is where `received` lies.
 */
export function witnessReading(
  received: unknown,
  calls: readonly Call[],
  format: Format,
  path: Path,
  options: NormalizedReadOptions,
): ReadFailure | undefined {
  const census = takeCensus(received, options)
  if (census === EMPTY_CENSUS) return undefined
  return checkCensus(census, calls, format, path, options)
}

/** `witnessReading` on a census already taken. */
export function checkCensus(
  census: Census,
  calls: readonly Call[],
  format: Format,
  path: Path,
  options: NormalizedReadOptions,
): ReadFailure | undefined {
  const stop = census.stops[0]
  if (stop !== undefined) {
    return {
      kind: 'unread_stop',
      format,
      path: [...path, ...stop.path],
      token: stop.value,
      detail: MEANING[stop.class],
    }
  }
  const lost = unaccountedMarker(census.markers, calls, options)
  if (lost === undefined) return undefined
  return {
    kind: 'unread_call',
    format,
    path: [...path, ...lost.path],
    ...(lost.name === undefined ? {} : { token: lost.name }),
  }
}
