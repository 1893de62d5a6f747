import { field } from '../expect/field.js'
import type { FieldExpectation } from '../expect/types.js'
import type { JsonObject, JsonValue, Path } from '../json/types.js'
import { MatcherUsageError } from '../usage-error.js'
import { combineChoices } from './combine-choices.js'
import { pythonEqual } from './python-equal.js'
import { isDict } from './python-type.js'
import type { BfclProfileName } from './types.js'

/**
 * One alternative of a dict parameter (`{key: [values…]}`) as an object expectation, as BFCL's `dict_checker` reads
 * it: no other key; a key may be absent only when `""` is among its values; string values standardised
 * (`bfclString`), others compared with Python's `==` (`3.0` = `3`, `True` = `1`, `"3"` ≠ `3`). For `default`:
 * plain values.
 */
export function dictAlternative(
  alternative: JsonObject,
  profile: BfclProfileName,
  path: Path,
): FieldExpectation {
  const entries = Object.keys(alternative).map((key) => {
    const at = [...path, key]
    const values = alternative[key]!
    if (!Array.isArray(values))
      throw new MatcherUsageError(at, 'a dict answer maps each key to a list of values')
    const choices =
      profile === 'bfcl'
        ? values.map((value) => (typeof value === 'string' ? field.bfclString(value) : pythonEqual(value)))
        : values.filter((value) => value !== '')
    return [key, combineChoices(choices, values.includes(''), at)] as const
  })
  return Object.fromEntries(entries)
}

/** An element of a list-of-dicts alternative: a dict alternative, or (not a dict) Python-equal or plain. */
export function dictElement(element: JsonValue, profile: BfclProfileName, path: Path): FieldExpectation {
  if (isDict(element)) return dictAlternative(element, profile, path)
  return profile === 'bfcl' ? pythonEqual(element) : element
}
