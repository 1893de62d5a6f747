import type { Path } from '../json/types.js'
import { arrayItems, field } from './field.js'
import { failRead, typeName } from './read-error.js'
import { pickIndex, requireRecord } from './read-list.js'
import type { TurnBody } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

/**
 * Reads one of several alternatives (OpenAI `choices`, Gemini `candidates`): the one `options.choice` names, else
 * every one, which must all read the same calls; alternatives that read differently are an `ambiguous_choice`
 * failure (reading the first silently would be a misread). An empty list is `schema_invalid`.
 */
export function readChosen(
  container: object,
  key: string,
  path: Path,
  options: NormalizedReadOptions,
  readOne: (item: object, path: Path) => TurnBody,
): TurnBody {
  const { choice } = options
  if (choice !== 'unchosen') return readOne(pickIndex(container, key, path, choice), [...path, key, choice])
  const listPath = [...path, key]
  const list = field(container, key, path)
  const items = arrayItems(list, listPath)
  if (items === undefined)
    return failRead({ kind: 'schema_invalid', path: listPath, expected: ['array'], detail: typeName(list) })
  if (items.length === 0) {
    return failRead({
      kind: 'schema_invalid',
      path: [...listPath, 0],
      expected: ['an index below 0'],
      detail: `no ${key} 0`,
    })
  }
  const bodies = items.map((item, index) =>
    readOne(requireRecord(item, [...listPath, index]), [...listPath, index]),
  )
  const first = bodies[0]!
  const key0 = callsKey(first.calls)
  if (bodies.every((body) => callsKey(body.calls) === key0)) return first
  return failRead({ kind: 'ambiguous_choice', path: listPath, token: key, detail: `${items.length} ${key}` })
}

/** The calls as one comparable string (arguments are canonical: keys sorted). */
function callsKey(calls: readonly Call[]): string {
  return JSON.stringify(calls.map((call) => [call.name, call.arguments]))
}
