import { defineTools } from '../compile/define-tools.js'
import type { ToolInput, ToolSet } from '../schema/types.js'
import { checkedSchema } from './checked-schema.js'
import type { BfclAcceptable, BfclFunctionDoc, BfclProfileName } from './types.js'

/** A function doc and the acceptable values of the expected calls to it. */
export interface DocWithAnswers {
  readonly doc: BfclFunctionDoc
  readonly answers: readonly BfclAcceptable[]
}

/**
 * The tools of a BFCL entry, names rewritten by `rename`. For `bfcl`: each function with the schema BFCL's checker
 * enforces given the entry's answers (`checkedSchema`), description kept. For `default`: the function docs as they
 * are (`defineTools(docs)`: enums, nested types and declared defaults included).
 */
export function bfclTools(
  functions: readonly DocWithAnswers[],
  profile: BfclProfileName,
  rename: (name: string) => string,
): ToolSet<Record<string, ToolInput>> {
  if (profile === 'default')
    return defineTools(functions.map(({ doc }) => ({ ...doc, name: rename(doc.name) })))
  const definitions: Record<string, ToolInput> = {}
  for (const { doc, answers } of functions) {
    const tool: ToolInput = { schema: checkedSchema(doc, answers) }
    if (typeof doc.description === 'string') tool.description = doc.description
    Object.defineProperty(definitions, rename(doc.name), { value: tool, enumerable: true })
  }
  return defineTools(definitions)
}
