import type { z } from 'zod'
import { appendAll } from '../append-all.js'
import type { ShapeRule, ShapeTypeName } from '../expect/types.js'
import type { JsonValue, Path } from '../json/types.js'
import type { Mismatch } from '../mismatch.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import {
  type CheckContext,
  type CompileContext,
  type ExpectationNode,
  jsonType,
  type RuleCheck,
  type RuleDefinition,
  ruleMismatch,
  ruleTypeMismatch,
} from './types.js'

const TYPE_NAMES: readonly ShapeTypeName[] = ['string', 'number', 'boolean', 'null', 'object', 'array', 'any']

/**
 * `shape`: a value of this shape (see `shapeOf`). A type name accepts any value of that JSON type (`any`: any
 * value); `"string|null"` either. An object of shapes accepts an object with exactly these keys, each value of its
 * shape. A list of shapes accepts an array each of whose elements has one of them, and at least one element when the
 * list names any (`[]` accepts only an empty array). A rule in place of a shape is compared as written
 * (`{"$rule": "exact", "value": "shipped"}` for a literal, `optional` for a key that may be missing).
 */
export const shape: RuleDefinition<ShapeRule> = {
  name: 'shape',
  accepts: simpleParams('shape', { value: 'value' }),
  params: lazySchema(
    (z) => z.strictObject({ $rule: z.literal('shape'), value: z.unknown() }) as z.ZodType<ShapeRule>,
  ),
  compile(params, context, path) {
    const node = compileShape(params.value, [...path, 'value'], context)
    return {
      acceptsMissing: false,
      check: (received, at, check) => check.compare(node, received, at),
      passes: (received, check) => check.passes(node, received),
    }
  },
}

function compileShape(value: unknown, path: Path, context: CompileContext): ExpectationNode {
  if (typeof value === 'string') return typeNode(typeNames(value, path, context), value)
  if (Array.isArray(value)) {
    const items = value.map((item, index) => compileShape(item, [...path, index], context))
    return ruleNode(value, elementsCheck(items, { $rule: 'shape', value }))
  }
  if (holdsRuleName(value)) return context.field(value, path)
  if (typeof value !== 'object' || value === null) {
    return context.fail(
      path,
      'a shape holds type names ("string"), lists of element shapes, objects of shapes or rules; write a value ' +
        'as {"$rule": "exact", "value": …}',
    )
  }
  const entries = new Map<string, ExpectationNode>()
  for (const key of Object.keys(value)) {
    const normal = context.normalize(key)
    if (entries.has(normal))
      context.fail([...path, key], `the key "${normal}" appears twice after Unicode normalisation`)
    entries.set(normal, compileShape((value as Record<string, unknown>)[key], [...path, key], context))
  }
  return {
    kind: 'object',
    entries: [...entries].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    extra: 'forbid',
    source: { $rule: 'shape', value },
  }
}

function typeNames(text: string, path: Path, context: CompileContext): ShapeTypeName[] {
  const names = text.split('|').map((name) => name.trim())
  for (const name of names) {
    if (!(TYPE_NAMES as readonly string[]).includes(name)) {
      context.fail(
        path,
        `unknown type ${JSON.stringify(name)} in a shape (use ${TYPE_NAMES.join(', ')}, joined with | for a choice)`,
      )
    }
  }
  return names as ShapeTypeName[]
}

function typeNode(names: readonly ShapeTypeName[], text: string): ExpectationNode {
  const source: ShapeRule = { $rule: 'shape', value: text }
  const fits = (received: JsonValue) => names.includes('any') || names.includes(jsonType(received))
  return ruleNode(text, {
    acceptsMissing: false,
    check(received, at) {
      if (fits(received!)) return []
      const only = names.length === 1 ? (names[0] as Exclude<ShapeTypeName, 'any'>) : undefined
      return [
        only === undefined
          ? ruleMismatch('shape', at, source, received)
          : ruleTypeMismatch('shape', at, only, received!),
      ]
    },
    passes: (received) => received !== undefined && fits(received),
  })
}

function elementsCheck(items: readonly ExpectationNode[], source: ShapeRule): RuleCheck {
  const count = (received: readonly JsonValue[]) =>
    items.length === 0 ? received.length === 0 : received.length > 0
  return {
    acceptsMissing: false,
    check(received, at, check) {
      if (!Array.isArray(received)) return [ruleTypeMismatch('shape', at, 'array', received!)]
      const elements: JsonValue[] = received
      if (!count(elements))
        return [ruleMismatch('shape', at, source, elements, items.length === 0 ? 'not_empty' : 'empty')]
      const out: Mismatch[] = []
      elements.forEach((element, index) => {
        if (items.some((item) => check.passes(item, element))) return
        appendAll(out, closest(items, element, [...at, index], check))
      })
      return out
    },
    passes: (received, check) =>
      Array.isArray(received) &&
      count(received) &&
      received.every((element) => items.some((item) => check.passes(item, element))),
  }
}

/**
 * The mismatches of the element shape nearest to `element`: one of its JSON type before one of another type, then
 * the fewest mismatches (the first of equals).
 */
function closest(items: readonly ExpectationNode[], element: JsonValue, at: Path, check: CheckContext) {
  let best: Mismatch[] = []
  let bestCost = Number.POSITIVE_INFINITY
  for (const item of items) {
    const found = check.compare(item, element, at)
    const otherType = found.some((mismatch) => mismatch.kind === 'type' && mismatch.path.length === at.length)
    const cost = (otherType ? items.length * 1e9 : 0) + found.length
    if (cost < bestCost) {
      best = found
      bestCost = cost
    }
  }
  return best
}

function ruleNode(value: ShapeRule['value'], check: RuleCheck): ExpectationNode {
  return { kind: 'rule', name: 'shape', source: { $rule: 'shape', value }, check }
}

/** A rule in place of a shape: an object with its own `$rule` key (the compiler checks the rest). */
function holdsRuleName(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, '$rule')
}
