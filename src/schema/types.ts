import type { AsymmetricMatcherLike, CallExpectation, CompareRule, Rule } from '../expect/types.js'
import type { ToolSchema } from './adapters/types.js'

/** An earlier version of a tool, kept so calls that still follow it are reported as `stale_schema`. */
export interface ToolVersionInput {
  /** The earlier schema: zod, any Standard Schema, or JSON Schema. */
  schema: unknown
  version?: string
}

/** One tool as a user describes it to `defineTools`. */
export interface ToolInput<Schema = unknown> {
  /** The arguments' schema: zod 4 (first-class), any Standard Schema (valibot, arktype…), or JSON Schema. */
  schema: Schema
  /** How this tool compares each argument, whatever value a test expects: `{ city: field.casefold() }`. */
  compare?: { readonly [argument: string]: CompareRule }
  /** The tool's version, shown in messages and kept beside scores. */
  version?: string
  /** Model-visible description; never changes equality. */
  description?: string
  /** Earlier versions of the schema (newest first): a call that fits one of them but not `schema` is stale. */
  previous?: ToolVersionInput | readonly ToolVersionInput[]
}

/** A tool after `defineTools`: validated once, with its comparison rules and earlier versions. */
export interface NormalizedTool {
  readonly name: string
  readonly version: string | undefined
  readonly description: string | undefined
  readonly schema: ToolSchema
  readonly compare: { readonly [argument: string]: CompareRule }
  readonly previous: readonly { readonly version: string | undefined; readonly schema: ToolSchema }[]
}

/** Where a `ToolSet` keeps its tools (a symbol, so tool names never collide with it). */
export const TOOLS: unique symbol = Symbol.for('expect-tool-calls.tools')

/** The value a typed argument may take in an expectation: the value itself, a rule, or a matcher, at any depth. */
export type Expectable<Value> =
  | Value
  | Rule
  | AsymmetricMatcherLike
  | (Value extends readonly (infer Item)[]
      ? readonly Expectable<Item>[]
      : Value extends object
        ? { readonly [Key in keyof Value]?: Expectable<Value[Key]> }
        : never)

/** The arguments a typed tool's `call(...)` accepts: every argument optional, each a value or a rule. */
export type ExpectedArguments<Arguments> = { readonly [Key in keyof Arguments]?: Expectable<Arguments[Key]> }

/** The input type a schema declares, when its library says (zod and other Standard Schemas do). */
export type ArgumentsOf<Schema> = Schema extends { readonly '~standard': { readonly types?: infer Types } }
  ? NonNullable<Types> extends { readonly input: infer Input }
    ? Input
    : Record<string, unknown>
  : Schema extends { readonly type: 'object'; readonly properties: object }
    ? FromJsonSchema<Schema>
    : Record<string, unknown>

/**
 * The value type a JSON Schema written `as const` describes, for the common subset (type, enum, const, properties,
 * items). Anything else is `unknown`, so types never reject what the schema would accept.
 */
export type FromJsonSchema<Schema> = Schema extends { readonly enum: readonly (infer Value)[] }
  ? Value
  : Schema extends { readonly const: infer Value }
    ? Value
    : Schema extends { readonly type: infer Type }
      ? Type extends 'string'
        ? string
        : Type extends 'number' | 'integer'
          ? number
          : Type extends 'boolean'
            ? boolean
            : Type extends 'null'
              ? null
              : Type extends 'array'
                ? Schema extends { readonly items: infer Items }
                  ? FromJsonSchema<Items>[]
                  : unknown[]
                : Type extends 'object'
                  ? Schema extends { readonly properties: infer Properties }
                    ? {
                        -readonly [Key in keyof Properties]?: FromJsonSchema<Properties[Key]>
                      } & (Schema extends {
                        readonly additionalProperties: false
                      }
                        ? unknown
                        : Record<string, unknown>)
                    : Record<string, unknown>
                  : unknown
      : unknown

/** A call expectation that carries its tool, so matchers compare it the tool's way without a `tools` option. */
export interface ToolCallExpectation extends CallExpectation {
  readonly [TOOLS]?: ToolRegistry
}

/** One tool of a `ToolSet`: its name and a typed expectation builder. */
export interface ToolHandle<Arguments> {
  readonly name: string
  readonly version: string | undefined
  /** Builds a call expectation for this tool; argument names and types come from its schema. */
  call(args?: ExpectedArguments<Arguments>): ToolCallExpectation
}

/** The tools `defineTools` made: one handle per tool, plus the registry the engine reads. */
export type ToolSet<Definitions> = {
  readonly [Name in keyof Definitions & string]: ToolHandle<
    Definitions[Name] extends { readonly schema: infer Schema }
      ? ArgumentsOf<Schema>
      : Record<string, unknown>
  >
} & { readonly [TOOLS]: ToolRegistry }

/** The engine's view of a tool set: tools by name. */
export interface ToolRegistry {
  readonly tools: ReadonlyMap<string, NormalizedTool>
}
