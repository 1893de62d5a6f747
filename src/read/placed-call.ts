import type { Path } from '../json/types.js'
import type { TurnBody } from './shape.js'
import { checkStop, type StopReason, type StopTable } from './stop-signal.js'
import type { Call, Format } from './types.js'

/** A call read from a model turn, with the path of the item it was read from (where a run places it). */
export interface PlacedCall {
  call: Call
  path: Path
}

/**
 * `checkStop` around a reading that places its calls (a message read for a run): the placed calls when the stop lets
 * them stand; the same failure as the response's reader otherwise (one stop policy for a response and a run).
 */
export function checkPlacedStop(
  format: Format,
  read: () => PlacedCall[],
  stop: StopReason,
  table: StopTable,
): PlacedCall[] {
  let placed: PlacedCall[] = []
  checkStop(
    () => {
      placed = read()
      return bodyOf(format, placed)
    },
    stop,
    table,
  )
  return placed
}

/** Placed calls as the TurnBody a shape's `read` returns. */
export function bodyOf(format: Format, placed: readonly PlacedCall[]): TurnBody {
  return { format, calls: placed.map((item) => item.call) }
}
