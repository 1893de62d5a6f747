import type { Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { own } from './record.js'
import { toolSchemaFromJsonSchema } from './tool-schema-from-json-schema.js'
import type { ToolDescription, ToolListFormat, ToolSchema } from './types.js'

/** The schema of a tool that declares no parameters: no argument is allowed. */
export const NO_PARAMETERS = Object.freeze({
  type: 'object',
  properties: Object.freeze({}),
  additionalProperties: false,
})

/** A tool read from a list, with where its name sits (to name duplicates). */
export interface ListedTool {
  tool: ToolDescription
  namePath: Path
}

/** Where one tool's parts sit inside its list entry. */
export interface ToolParts {
  format: ToolListFormat
  /** The object holding `name` and `description` (the entry, or OpenAI Chat's `function`). */
  holder: object
  holderPath: Path
  /** Builds the schema; called after the name is checked. */
  schema: () => ToolSchema
}

/**
 * A tool from its list entry's parts: the name must be a non-empty string and the description, when present, a
 * string; both are kept exactly as given (no trimming, no Unicode normalisation).
 */
export function listedTool(parts: ToolParts): ListedTool {
  const { holder, holderPath, format } = parts
  const name = own(holder, 'name')
  const namePath = [...holderPath, 'name']
  if (typeof name !== 'string' || name === '')
    throw new MatcherUsageError(namePath, 'a tool needs a non-empty name')
  const description = own(holder, 'description')
  if (description !== undefined && description !== null && typeof description !== 'string') {
    throw new MatcherUsageError([...holderPath, 'description'], 'a tool description must be a string')
  }
  const tool: ToolDescription = { name, schema: parts.schema(), format }
  if (typeof description === 'string') tool.description = description
  return { tool, namePath }
}

/** A JSON Schema parameters object, or the no-parameters schema when it is absent (`undefined` or `null`). */
export function parametersSchema(parameters: unknown, path: Path): ToolSchema {
  return toolSchemaFromJsonSchema(parameters ?? NO_PARAMETERS, path)
}
