import type { WrittenIn } from '../../compile/compile-field.js'
import { compileField } from '../../compile/compile-field.js'
import type { Path } from '../../json/types.js'
import { compareField } from '../../rules/compare-field.js'
import type { CheckContext, ExpectationNode } from '../../rules/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import type { NormalizedMatchOptions } from '../options.js'
import { closestRunCall } from './closest-run-call.js'
import { compareRunCall } from './compare-run-call.js'
import type { CompiledRunCall } from './compiled-run.js'
import { isNegated, type Negation } from './negation.js'
import type { Placed } from './resolve-from-result.js'
import { mentionsCalls, resolveMentions, withPlaceholderMentions } from './resolve-mentions.js'
import { resultFailed } from './result-failed.js'
import type { RunMismatch } from './types.js'

/** One compiled claim: what makes it (a substring in any case, or a text rule), and the call that backs it. */
export interface CompiledClaim {
  /** `when` as written, for messages. */
  readonly when: unknown
  readonly makes:
    | { readonly text: string }
    | { readonly node: ExpectationNode }
    /** A `when` that mentions a call's values, compiled on each run. */
    | { readonly written: unknown }
  readonly requires: CompiledRunCall
}

/**
 * Compiles the claims of a run expectation; `compileCall` compiles `requires` as a run call expectation whose
 * arguments are "at least these" unless it says otherwise. `times` means nothing there (one call backs a claim).
 */
export function compileClaims(
  claims: readonly { when: unknown; requires: unknown }[],
  options: { unicode: NormalizedMatchOptions['unicode']; written?: WrittenIn | undefined },
  compileCall: (source: unknown, path: Path) => CompiledRunCall,
): CompiledClaim[] {
  return claims.map((claim, index) => {
    const path = ['claims', index]
    const requires = compileCall(claim.requires, [...path, 'requires'])
    if (requires.counted)
      throw new MatcherUsageError(
        [...path, 'requires', 'times'],
        'times means nothing in requires: one call that did not fail backs a claim',
      )
    const whenPath = [...path, 'when']
    let makes: CompiledClaim['makes']
    if (typeof claim.when === 'string') makes = { text: claim.when.toLowerCase() }
    else if (mentionsCalls(claim.when)) {
      compileField(withPlaceholderMentions(claim.when, whenPath), whenPath, options.unicode, options.written)
      makes = { written: claim.when }
    } else makes = { node: compileField(claim.when, whenPath, options.unicode, options.written) }
    return { when: claim.when, makes, requires }
  })
}

/**
 * The sentences of a text: split after `.`, `!` or `?` followed by white space, and at line breaks; each trimmed,
 * empty ones left out.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
}

/** What checking claims found: the mismatches, and the claims made and backed (each sentence and claim once). */
export interface ClaimsOutcome {
  readonly mismatches: RunMismatch[]
  readonly made: number
  readonly backed: number
}

/** What a run shows of one claim's backing call. */
type Backing =
  | { readonly backed: true }
  | { readonly backed: false; readonly reason: Extract<RunMismatch, { kind: 'claim' }>['reason'] }

/**
 * Checks each claim the final answer makes (see `RunExpectation.claims`): a run without an answer fails saying so;
 * a sentence that meets a claim's `when` and holds no negation cue needs a call meeting `requires` whose result did
 * not fail. Not backed: not called, every such call failed (the latest named), or called with other arguments (the
 * closest call of that tool named, with its differences).
 */
export function checkClaims(
  answer: string | undefined,
  calls: readonly Placed[],
  claims: readonly CompiledClaim[],
  negation: Negation,
  context: CheckContext,
  options: NormalizedMatchOptions,
): ClaimsOutcome {
  if (answer === undefined)
    return { mismatches: [{ kind: 'no_answer', check: 'claims' }], made: 0, backed: 0 }
  const sentences = sentencesOf(answer)
  const mismatches: RunMismatch[] = []
  let madeCount = 0
  let backed = 0
  claims.forEach((claim, index) => {
    let backing: Backing | undefined
    const made = madeBy(claim, calls, options)
    for (const sentence of sentences) {
      if (!made(sentence, context) || isNegated(sentence, negation, context)) continue
      madeCount++
      backing ??= backingOf(claim.requires, calls, context, options)
      if (backing.backed) backed++
      else
        mismatches.push({
          kind: 'claim',
          claim: index,
          sentence,
          when: claim.when,
          expected: claim.requires.source,
          reason: backing.reason,
        })
    }
  })
  return { mismatches, made: madeCount, backed }
}

/** Whether a sentence makes the claim (a `when` that mentions a call's values resolved against this run). */
function madeBy(
  claim: CompiledClaim,
  calls: readonly Placed[],
  options: NormalizedMatchOptions,
): (sentence: string, context: CheckContext) => boolean {
  const makes = claim.makes
  if ('text' in makes) return (sentence) => sentence.toLowerCase().includes(makes.text)
  const node =
    'node' in makes ? makes.node : compileField(resolveMentions(makes.written, calls), [], options.unicode)
  return (sentence, context) => compareField(node, sentence, [], context).length === 0
}

function backingOf(
  requires: CompiledRunCall,
  calls: readonly Placed[],
  context: CheckContext,
  options: NormalizedMatchOptions,
): Backing {
  const meets = (_: number, r: number) => compareRunCall(requires, calls[r]!, calls, context, options)
  const meeting = calls.filter((_, r) => meets(0, r).pass)
  if (meeting.some((placed) => !resultFailed(placed.call))) return { backed: true }
  if (meeting.length > 0) return { backed: false, reason: { kind: 'failed', at: meeting.at(-1)!.at } }
  const closest = closestRunCall(0, calls, meets)
  return {
    backed: false,
    reason: closest === undefined ? { kind: 'not_called' } : { kind: 'other_call', closest },
  }
}
