import type { JsonObject, JsonValue } from '../json/types.js'
import { docType, isListType, type JsonTypeName, pythonType } from './python-type.js'
import type { BfclAcceptable, BfclFunctionDoc, BfclParameter } from './types.js'

/** The type of the first value that is not `""`: what BFCL compares the doc's type with. */
function escapeType(values: readonly JsonValue[]): JsonTypeName | undefined {
  const first = values.find((value) => value !== '')
  return first === undefined ? undefined : pythonType(first)
}

function typeList(types: ReadonlySet<JsonTypeName>): JsonValue {
  const list = [...types]
  return list.length === 1 ? list[0]! : list
}

/**
 * The element types BFCL checks for an array parameter, or `undefined` when it checks none: the doc's element type
 * and, per alternative, the type of its first element; unchecked when the parameter may be omitted (`""` among
 * its values) or an alternative is not a list, as BFCL's `type_checker` then accepts any element.
 */
function elementTypes(parameter: BfclParameter, mentioned: readonly (readonly JsonValue[])[]): JsonValue {
  const own = docType(parameter.items)
  if (own === undefined) return null
  const types = new Set<JsonTypeName>([own])
  for (const values of mentioned) {
    for (const alternative of values) {
      if (!Array.isArray(alternative)) return null
      const first = escapeType(alternative)
      if (first !== undefined) types.add(first)
    }
  }
  return typeList(types)
}

function parameterSchema(parameter: BfclParameter, mentioned: readonly (readonly JsonValue[])[]): JsonObject {
  const schema: JsonObject = {}
  const own = docType(parameter)
  if (own !== undefined) {
    const types = new Set<JsonTypeName>([own])
    for (const values of mentioned) {
      const answered = escapeType(values)
      if (answered !== undefined) types.add(answered)
    }
    schema.type = typeList(types)
  }
  if (typeof parameter.description === 'string') schema.description = parameter.description
  if (isListType(parameter)) {
    const items = elementTypes(parameter, mentioned)
    if (items !== null) schema.items = { type: items }
  }
  return schema
}

/**
 * The JSON Schema of what BFCL's AST checker enforces on a call to one function, given the acceptable values of the
 * expected calls to it (`answers`; none for irrelevance):
 * - each doc parameter's type at the top level: `string`, `integer` (not a boolean), `float` (an integer too),
 *   `boolean`, `array`/`tuple`, `dict`, and `any` as a string, as BFCL maps them; plus the type of the answer's
 *   first non-`""` value when it differs (BFCL's "variable" escape: `null`, a variable name for a number…);
 * - array and tuple elements one level deep, with the same escape per alternative; not checked when the parameter
 *   may be omitted or an alternative is not a list (BFCL then accepts any element);
 * - the doc's `required`, even for a parameter the answer lets omit, and no parameter the doc does not declare.
 * Left out because BFCL does not check them: `enum`, `default` (an omitted parameter never counts as its default),
 * nested dict properties and their types, `format`, bounds. With several expected calls to one function, the
 * escapes of all of them are accepted.
 */
export function checkedSchema(doc: BfclFunctionDoc, answers: readonly BfclAcceptable[]): JsonObject {
  const properties: JsonObject = {}
  for (const [name, parameter] of Object.entries(doc.parameters.properties)) {
    const mentioned = answers.filter((answer) => Object.hasOwn(answer, name)).map((answer) => answer[name]!)
    properties[name] = parameterSchema(parameter, mentioned)
  }
  return {
    type: 'object',
    properties,
    required: [...(doc.parameters.required ?? [])],
    additionalProperties: false,
  }
}
