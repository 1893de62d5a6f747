import { COMPARE_RULES, type CompareRule } from '../expect/types.js'
import type { Path } from '../json/types.js'
import { toolSchemaFrom } from '../schema/adapters/tool-schema-from.js'
import { toolsFromList } from '../schema/adapters/tools-from-list.js'
import { plainToolInput } from '../schema/plain-tool-input.js'
import {
  type NormalizedTool,
  TOOLS,
  type ToolCallExpectation,
  type ToolInput,
  type ToolRegistry,
  type ToolSet,
} from '../schema/types.js'
import { MatcherUsageError } from '../usage-error.js'
import { lazySchema } from '../zod.js'
import { instantiateCompareRule } from './apply-tool.js'
import { compileField } from './compile-field.js'

/** A tool as `defineTools` takes it (built, and zod loaded, when first needed). */
export const toolInputSchema = lazySchema((z) =>
  z.strictObject({
    schema: z.custom<unknown>((value) => value !== undefined, { message: 'a tool needs a schema' }),
    compare: z.record(z.string(), z.unknown()).optional(),
    version: z.string().min(1).optional(),
    description: z.string().optional(),
    previous: z.unknown().optional(),
  }),
)

/** A value each comparison rule can be tried with, to validate a tool's `compare` once, at definition time. */
const SAMPLE: Record<CompareRule['$rule'], unknown> = {
  casefold: 'x',
  trimmed: 'x',
  number: 0,
  enum: 'x',
  unordered: [],
  commaList: 'x',
  duration: 'PT1S',
  instant: '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  arabic: 'x',
  ignore: undefined,
}

function fail(path: Path, problem: string): never {
  throw new MatcherUsageError(path, problem)
}

function compareRules(value: Record<string, unknown> | undefined, path: Path): Record<string, CompareRule> {
  // No prototype: an argument named `__proto__` is a key like any other.
  const out = Object.create(null) as Record<string, CompareRule>
  for (const [argument, rule] of Object.entries(value ?? {})) {
    const at = [...path, argument]
    const name = (rule as { $rule?: unknown } | null)?.$rule
    if (typeof name !== 'string' || !(COMPARE_RULES as readonly string[]).includes(name)) {
      fail(at, `a compare rule must be one of field.${COMPARE_RULES.join('(), field.')}() without a value`)
    }
    if (Object.hasOwn(rule as object, 'value'))
      fail([...at, 'value'], 'a compare rule takes no value: the test gives it')
    compileField(instantiateCompareRule(rule as CompareRule, SAMPLE[name as CompareRule['$rule']]), at, 'nfc')
    out[argument] = rule as CompareRule
  }
  return out
}

/** A tool's input as its zod schema parses it, or a usage error at the first issue. */
function validatedToolInput(input: unknown, path: Path) {
  const parsed = toolInputSchema().safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    fail([...path, ...(issue.path as (string | number)[])], issue.message)
  }
  return parsed.data
}

function normalizeTool(name: string, input: unknown, path: Path): NormalizedTool {
  const { schema, version, description, previous } = plainToolInput(input) ?? validatedToolInput(input, path)
  // The compare rules as written (validated): zod's output of `z.record` drops an argument named `__proto__`.
  const compare = (input as { compare?: Record<string, unknown> }).compare
  const earlier = previous === undefined ? [] : Array.isArray(previous) ? previous : [previous]
  return {
    name,
    version,
    description,
    schema: toolSchemaFrom(schema, [...path, 'schema']),
    compare: compareRules(compare, [...path, 'compare']),
    previous: earlier.map((item: unknown, index) => {
      const at = [...path, 'previous', index]
      if (item === null || typeof item !== 'object' || !Object.hasOwn(item, 'schema'))
        fail(at, 'a previous version needs a schema')
      const { schema: old, version: oldVersion } = item as { schema: unknown; version?: unknown }
      if (oldVersion !== undefined && typeof oldVersion !== 'string')
        fail([...at, 'version'], 'version must be a string')
      return { version: oldVersion, schema: toolSchemaFrom(old, [...at, 'schema']) }
    }),
  }
}

function handle(tool: NormalizedTool, registry: ToolRegistry) {
  return Object.freeze({
    name: tool.name,
    version: tool.version,
    call(args?: object): ToolCallExpectation {
      const expectation = args === undefined ? { name: tool.name } : { name: tool.name, arguments: args }
      Object.defineProperty(expectation, TOOLS, { value: registry, enumerable: false })
      return expectation as ToolCallExpectation
    },
  })
}

/** A whole provider tool list: an array, `{ tools }` (MCP `tools/list`), `{ functionDeclarations }`, or a JSON-RPC result. */
export type ProviderToolList =
  | readonly unknown[]
  | { readonly tools: readonly unknown[] }
  | { readonly functionDeclarations: readonly unknown[] }
  | { readonly result: { readonly tools: readonly unknown[] } }

/**
 * Declares the tools an agent may call, so calls are validated against their schemas and compared each tool's way.
 * Takes `{ name: { schema, compare?, version?, previous? } }` (zod 4, any Standard Schema, or JSON Schema), or a
 * whole provider tool list (OpenAI Chat or Responses, Anthropic, MCP `tools/list`, Gemini `functionDeclarations`,
 * BFCL function docs). Returns a typed handle per tool (`tools.refund.call({...})`); pass the set as the `tools`
 * option, or let an expectation built by a handle carry it. Malformed definitions throw a `MatcherUsageError`.
 */
export function defineTools<const Definitions extends Record<string, ToolInput>>(
  definitions: Definitions,
): ToolSet<Definitions>
export function defineTools(list: ProviderToolList): ToolSet<Record<string, ToolInput>>
export function defineTools(definitions: object): ToolSet<Record<string, ToolInput>> {
  const tools = new Map<string, NormalizedTool>()
  const listed = toolsFromList(definitions, [])
  if (listed !== undefined) {
    for (const { name, description, schema } of listed) {
      tools.set(name, { name, version: undefined, description, schema, compare: {}, previous: [] })
    }
  } else {
    if (definitions === null || typeof definitions !== 'object' || Array.isArray(definitions)) {
      fail([], 'defineTools takes { name: { schema, … } } or a provider tool list')
    }
    for (const [name, input] of Object.entries(definitions))
      tools.set(name, normalizeTool(name, input, [name]))
  }
  const registry: ToolRegistry = { tools }
  const set: Record<string, unknown> = {}
  for (const tool of tools.values()) set[tool.name] = handle(tool, registry)
  Object.defineProperty(set, TOOLS, { value: registry, enumerable: false })
  return Object.freeze(set) as ToolSet<Record<string, ToolInput>>
}
