import { field } from '../expect/field.js'
import type { FieldExpectation } from '../expect/types.js'
import type { JsonValue, Path } from '../json/types.js'
import { combineChoices } from './combine-choices.js'
import { dictAlternative, dictElement } from './dict-alternative.js'
import { pythonEqual } from './python-equal.js'
import { docType, isDict, isListType, type JsonTypeName, pythonType } from './python-type.js'
import type { BfclParameter, BfclProfileName } from './types.js'

/** True when a value of one allowed type may be Python-equal to one of another (`True == 1`). */
function mixesBooleansAndNumbers(types: ReadonlySet<JsonTypeName | undefined>): boolean {
  return types.has('boolean') && (types.has('integer') || types.has('number'))
}

/**
 * The alternatives of a list parameter as BFCL's `list_checker` compares them: in order, top-level strings
 * standardised, other elements equal (Python's `==` where no element type check was made); `""` also stands for
 * `[]`. A non-list alternative is left out (BFCL would compare a string's characters).
 */
function listChoices(values: readonly JsonValue[], parameter: BfclParameter, path: Path): FieldExpectation[] {
  const checked = docType(parameter.items) !== undefined && values.every(Array.isArray)
  const types = new Set([docType(parameter.items)])
  for (const value of values) {
    const first = Array.isArray(value) ? value.find((element) => element !== '') : undefined
    if (first !== undefined) types.add(pythonType(first))
  }
  const plain = checked && !mixesBooleansAndNumbers(types)
  const dicts = parameter.items?.type === 'dict'
  const choices: FieldExpectation[] = []
  values.forEach((value, index) => {
    if (value === '') choices.push([])
    else if (Array.isArray(value)) {
      choices.push(
        value.map((element, at) => {
          if (dicts) return dictElement(element, 'bfcl', [...path, index, at])
          if (typeof element === 'string') return field.bfclString(element)
          return plain ? element : pythonEqual(element)
        }),
      )
    }
  })
  return choices
}

/** The `default` profile's choices: plain values, with BFCL's dict answers read as objects of alternatives. */
function plainChoices(
  values: readonly JsonValue[],
  parameter: BfclParameter | undefined,
  path: Path,
): FieldExpectation[] {
  const type = docType(parameter)
  return values.map((value, index) => {
    if (type === 'object' && isDict(value)) return dictAlternative(value, 'default', [...path, index])
    if (type === 'array' && parameter?.items?.type === 'dict' && Array.isArray(value))
      return value.map((element, at) => dictElement(element, 'default', [...path, index, at]))
    return value
  })
}

/**
 * The field expectation of one parameter from its acceptable values (`""` among them: it may be omitted), as BFCL's
 * checker compares a value that passed the type check (the tools check types, see `checkedSchema`):
 * - when the answer's first value has another type than the doc says (BFCL's "variable" escape), or the doc lacks
 *   the parameter: exact, Python's `==`, no standardisation;
 * - `string` (and `any`): `bfclString` for each string value (`""` too: `" . "` standardises to it);
 * - `dict`: each dict alternative as an object (see `dictAlternative`); arrays of dicts element-wise, in order;
 * - `array`/`tuple`: see `listChoices`; numbers and booleans: equal to one of the values.
 * `profile: 'default'` gives plain values for the default engine: exact strings, `""` only as "may be omitted".
 */
export function expectedValue(
  values: readonly JsonValue[],
  parameter: BfclParameter | undefined,
  profile: BfclProfileName,
  path: Path,
): FieldExpectation {
  const optional = values.includes('')
  const alternatives = values.filter((value) => value !== '')
  if (profile === 'default')
    return combineChoices(plainChoices(alternatives, parameter, path), optional, path)
  const type = docType(parameter)
  const first = alternatives[0]
  if (type === undefined || (first !== undefined && pythonType(first) !== type)) {
    const mixed = mixesBooleansAndNumbers(
      new Set([type, first === undefined ? undefined : pythonType(first)]),
    )
    const exact = values.map((value) =>
      mixed || (value !== null && typeof value === 'object') ? pythonEqual(value) : value,
    )
    return combineChoices(exact, optional, path)
  }
  if (type === 'string')
    return combineChoices(
      values.filter((value) => typeof value === 'string').map(field.bfclString),
      optional,
      path,
    )
  if (type === 'object') {
    const dicts = alternatives.filter(isDict)
    return combineChoices(
      dicts.map((value, index) => dictAlternative(value, 'bfcl', [...path, index])),
      optional,
      path,
    )
  }
  if (isListType(parameter)) return combineChoices(listChoices(values, parameter!, path), optional, path)
  return combineChoices(alternatives, optional, path)
}
