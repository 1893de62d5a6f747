import { fromBfcl } from '../../src/bfcl/from-bfcl.js'
import type {
  BfclAcceptable,
  BfclAnswer,
  BfclFunctionDoc,
  BfclParameter,
  BfclQuestion,
  FromBfclOptions,
} from '../../src/bfcl/types.js'
import { match } from '../../src/index.js'

/** A BFCL function doc. */
export function doc(
  name: string,
  properties: Record<string, BfclParameter>,
  required: string[] = [],
): BfclFunctionDoc {
  return { name, description: `${name}, for tests`, parameters: { type: 'dict', properties, required } }
}

/** A BFCL question row. */
export function question(id: string, ...functions: BfclFunctionDoc[]): BfclQuestion {
  return { id, question: [[{ role: 'user', content: 'test' }]], function: functions }
}

/** A BFCL answer row: one `{name: acceptable}` per expected call. */
export function answer(id: string, ...calls: [string, BfclAcceptable][]): BfclAnswer {
  return { id, ground_truth: calls.map(([name, acceptable]) => ({ [name]: acceptable })) }
}

/** One BFCL decoded call. */
export function call(name: string, args: Record<string, unknown>): Record<string, unknown> {
  return { [name]: args }
}

/** Imports an entry and decides `received` with the import's own options (the `bfcl` profile unless told). */
export function decide(
  entry: [BfclQuestion, BfclAnswer | undefined],
  received: unknown,
  options?: FromBfclOptions,
): boolean {
  const imported = fromBfcl(entry[0], entry[1], options)
  return match(received, imported.expectation, imported.options).pass
}
