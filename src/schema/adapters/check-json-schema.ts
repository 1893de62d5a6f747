import type { JsonObject, JsonValue, Path } from '../../json/types.js'
import { compileLinearRegex, UnsupportedRegex } from '../../regex/linear-regex.js'
import { MatcherUsageError } from '../../usage-error.js'
import { resolveRef } from './resolve-ref.js'

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'])
const UNSUPPORTED = [
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'dependentSchemas',
  'dependentRequired',
]
const SCHEMA_KEYWORDS = ['additionalProperties', 'additionalItems', 'contains', 'propertyNames']
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems']
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions']
/** Keywords whose subschemas apply to the same value: a cycle through them alone never reaches a value. */
const SAME_VALUE_KEYWORDS = ['allOf', 'anyOf', 'oneOf']

interface Edge {
  target: JsonObject
  path: Path
}

function fail(path: Path, problem: string): never {
  throw new MatcherUsageError(path, problem)
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkRegex(source: JsonValue | undefined, path: Path): void {
  if (typeof source !== 'string') fail(path, 'a pattern must be a string')
  try {
    new RegExp(source)
  } catch {
    fail(path, `invalid regular expression ${JSON.stringify(source)}`)
  }
  try {
    compileLinearRegex(source)
  } catch (error) {
    if (!(error instanceof UnsupportedRegex)) throw error
    fail(path, `unsupported regular expression ${JSON.stringify(source)}: ${error.problem}`)
  }
}

function checkType(type: JsonValue | undefined, path: Path): void {
  const types = Array.isArray(type) ? type : [type]
  if (types.length === 0) fail(path, 'type must not be an empty list')
  for (const name of types) {
    if (typeof name !== 'string' || !TYPES.has(name)) {
      fail(path, `unsupported type ${JSON.stringify(name)} (expected ${[...TYPES].join(', ')})`)
    }
  }
}

class Checker {
  readonly edges = new Map<JsonObject, Edge[]>()
  constructor(readonly root: JsonObject) {}

  schema(node: JsonValue | undefined, path: Path): void {
    if (typeof node === 'boolean') return
    if (!isObject(node)) fail(path, 'a schema must be an object or a boolean')
    const edges: Edge[] = []
    this.edges.set(node, edges)
    const has = (key: string) => Object.hasOwn(node, key)
    if (has('type')) checkType(node.type, [...path, 'type'])
    for (const key of UNSUPPORTED)
      if (has(key)) fail([...path, key], `the JSON Schema keyword ${key} is not supported`)
    if (has('not') && !(isObject(node.not) && Object.keys(node.not).length === 0)) {
      fail([...path, 'not'], 'the JSON Schema keyword not is supported only as {"not": {}}')
    }
    if (
      has('required') &&
      !(Array.isArray(node.required) && node.required.every((key) => typeof key === 'string'))
    ) {
      fail([...path, 'required'], 'required must be a list of property names')
    }
    if (has('enum') && !Array.isArray(node.enum)) fail([...path, 'enum'], 'enum must be a list of values')
    if (has('pattern')) checkRegex(node.pattern, [...path, 'pattern'])
    if (has('$ref')) {
      if (typeof node.$ref !== 'string') fail([...path, '$ref'], '$ref must be a string')
      const target = resolveRef(this.root, node.$ref)
      if (target === undefined)
        fail([...path, '$ref'], `unsupported $ref ${JSON.stringify(node.$ref)} (use "#" or "#/$defs/name")`)
      if (isObject(target)) edges.push({ target, path: [...path, '$ref'] })
    }
    if (has('items')) {
      const items = node.items
      if (!Array.isArray(items)) this.schema(items, [...path, 'items'])
      else for (const [index, item] of items.entries()) this.schema(item, [...path, 'items', index])
    }
    for (const key of SCHEMA_KEYWORDS) if (has(key)) this.schema(node[key], [...path, key])
    for (const key of SCHEMA_LIST_KEYWORDS) {
      if (!has(key)) continue
      const list = node[key]
      if (!Array.isArray(list) || list.length === 0)
        fail([...path, key], `${key} must be a non-empty list of schemas`)
      list.forEach((item, index) => {
        this.schema(item, [...path, key, index])
        if (SAME_VALUE_KEYWORDS.includes(key) && isObject(item))
          edges.push({ target: item, path: [...path, key, index] })
      })
    }
    for (const key of SCHEMA_MAP_KEYWORDS) {
      if (!has(key)) continue
      const map = node[key]
      if (!isObject(map)) fail([...path, key], `${key} must be an object of schemas`)
      for (const name of Object.keys(map)) {
        if (key === 'patternProperties') checkRegex(name, [...path, key, name])
        this.schema(map[name], [...path, key, name])
      }
    }
  }

  /** Fails on a cycle of `$ref`/`allOf`/`anyOf`/`oneOf` steps that never descends into the value (iterative DFS). */
  cycles(): void {
    const state = new Map<JsonObject, 'open' | 'done'>()
    for (const start of this.edges.keys()) {
      if (state.has(start)) continue
      const stack: { node: JsonObject; next: number }[] = [{ node: start, next: 0 }]
      state.set(start, 'open')
      while (stack.length > 0) {
        const frame = stack[stack.length - 1]!
        const edge = this.edges.get(frame.node)?.[frame.next++]
        if (edge === undefined) {
          state.set(frame.node, 'done')
          stack.pop()
          continue
        }
        const seen = state.get(edge.target)
        if (seen === 'open') fail(edge.path, 'a $ref cycle that never reaches a value')
        if (seen === undefined) {
          state.set(edge.target, 'open')
          stack.push({ node: edge.target, next: 0 })
        }
      }
    }
  }
}

/**
 * Checks a JSON Schema (already copied by `copyJson`) before zod converts it, so every problem names its path:
 * the keywords' shapes, unsupported keywords (`if`/`then`/`else`, `not` other than `{}`, `unevaluated*`,
 * `dependent*`), references other than `#` and `#/$defs/name`, invalid regular expressions, and reference cycles
 * that never descend into the value (`{"$ref": "#"}` at the root would recurse forever). The root must describe
 * an object. Throws a `MatcherUsageError`.
 */
export function checkJsonSchema(root: JsonObject, path: Path): void {
  if (Object.hasOwn(root, 'type') && root.type !== 'object') {
    fail([...path, 'type'], 'the arguments schema must describe an object (type "object")')
  }
  const checker = new Checker(root)
  checker.schema(root, path)
  checker.cycles()
}
