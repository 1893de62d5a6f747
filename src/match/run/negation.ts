import type { WrittenIn } from '../../compile/compile-field.js'
import { compileField } from '../../compile/compile-field.js'
import { compareField } from '../../rules/compare-field.js'
import type { CheckContext, ExpectationNode } from '../../rules/types.js'
import type { NormalizedMatchOptions } from '../options.js'

/** How a sentence is told negated: the default English cues, none (`false`), or a compiled pattern rule. */
export type Negation = 'default' | false | ExpectationNode

/** The default negation cues, as whole words in any case (a typographic apostrophe as well as a straight one). */
export const DEFAULT_NEGATION =
  /\b(?:not|no|never|unable|cannot|can['’]t|couldn['’]t|won['’]t|wasn['’]t|didn['’]t|failed|unfortunately)\b/i

/** Compiles `negations` as validated: absent is the default cues. */
export function compileNegation(
  negations: unknown,
  unicode: NormalizedMatchOptions['unicode'],
  written: WrittenIn | undefined,
): Negation {
  if (negations === undefined) return 'default'
  if (negations === false) return false
  return compileField(negations, ['negations'], unicode, written)
}

/** Whether a text holds a negation cue. */
export function isNegated(text: string, negation: Negation, context: CheckContext): boolean {
  if (negation === false) return false
  if (negation === 'default') return DEFAULT_NEGATION.test(text)
  return compareField(negation, text, [], context).length === 0
}
