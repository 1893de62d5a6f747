import type { JsonObject, JsonValue, Path } from '../../json/types.js'

/** Why a received call's arguments do not fit a tool's schema (data only; the words are written in `report/`). */
export type SchemaIssueReason =
  | 'missing_required'
  | 'wrong_type'
  | 'undeclared'
  | 'not_in_enum'
  | 'out_of_range'
  | 'invalid_format'
  | 'invalid'

/** The JSON types a schema can ask for. */
export type JsonTypeName = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null'

/** One way a call's arguments break its tool's schema. */
export interface SchemaIssue {
  reason: SchemaIssueReason
  /** Where, relative to the arguments object: `['items', 2, 'sku']`. For `undeclared`, the path ends in the key. */
  path: Path
  /** For `wrong_type`: the type the schema asks for (the first non-null one when it allows several). */
  expectedType?: JsonTypeName
  /** For `not_in_enum`: the values the schema allows. */
  allowed?: readonly JsonValue[]
  /** The offending value, absent for `missing_required`. */
  received?: JsonValue
}

/**
 * A JSON Schema (draft 2020-12) as plain data: objects have a `null` prototype (a `__proto__` property is data)
 * and the whole tree is frozen.
 */
export type JsonSchemaObject = JsonObject

/** Where a tool's schema came from. */
export type ToolSchemaSource = 'zod' | 'standard-schema' | 'json-schema'

/** A tool's arguments schema, whatever it was written in. */
export interface ToolSchema {
  /**
   * Validates canonical arguments; `[]` when they fit. Issues are sorted by path, one per reason and path.
   * Synchronous; never throws because of the arguments. The one exception is a bad test, not bad output: a
   * Standard Schema that turns out to be asynchronous throws a `MatcherUsageError`.
   */
  validate(args: JsonObject): SchemaIssue[]
  /**
   * The arguments' JSON Schema (an object schema) when it can be known, for derived defaults and enums;
   * `undefined` for an opaque Standard Schema.
   */
  jsonSchema: JsonSchemaObject | undefined
  /** Where it came from. */
  source: ToolSchemaSource
}

/** The provider tool lists `toolsFromList` recognises. */
export type ToolListFormat = 'openai-chat' | 'openai-responses' | 'anthropic' | 'mcp' | 'gemini' | 'bfcl'

/** One tool read from a provider's tool list. Names and descriptions are kept exactly as given. */
export interface ToolDescription {
  name: string
  /** Model-visible text; never influences validation or equality. */
  description?: string
  schema: ToolSchema
  /** The list format it was read from. */
  format?: ToolListFormat
}
