import type { BfclPair } from '../bfcl-pairs.js'

/** A tool call as both peers take it once parsed: a name and an arguments object. */
export interface PeerCall {
  name: string
  args: Record<string, unknown>
}

/**
 * Why a BFCL expectation cannot be written exactly in a peer's language (each peer compares arguments with deep
 * equality, so only the first acceptable value of each parameter can be expected):
 * - `alternatives`: a parameter lists several acceptable values (`field.oneOf` here);
 * - `optional`: a parameter may be omitted (`""` among its values; `field.optional`);
 * - `string_rules`: a string is compared after BFCL's standardisation (case, spaces, punctuation; `field.bfclString`);
 * - `abstain`: no call is right (irrelevance); vitest-evals' judge scores an empty expectation 1 whatever was called;
 * - `any_call`: any call is right (relevance), which neither peer can say.
 */
export type Inexpressible = 'alternatives' | 'optional' | 'string_rules' | 'abstain' | 'any_call'

/** One BFCL case in the peers' terms, converted before timing. */
export interface PeerCase {
  category: string
  /** The expected calls (the first acceptable value of each parameter; an omittable one left out). */
  expected: PeerCall[]
  /** The model's calls (none for a text answer). */
  actual: PeerCall[]
  /** Why the expectation is not the one BFCL checks (empty when it is). */
  reasons: Set<Inexpressible>
  bfclValid: boolean
}

function hasString(value: unknown): boolean {
  if (typeof value === 'string') return true
  if (Array.isArray(value)) return value.some(hasString)
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasString)
  return false
}

function expectedCalls(pair: BfclPair, reasons: Set<Inexpressible>): PeerCall[] {
  const calls: PeerCall[] = []
  for (const entry of pair.answer?.ground_truth ?? []) {
    for (const [name, acceptable] of Object.entries(entry)) {
      const args: Record<string, unknown> = {}
      for (const [parameter, values] of Object.entries(acceptable)) {
        const given = values.filter((value) => value !== '')
        if (given.length > 1) reasons.add('alternatives')
        if (given.length < values.length) reasons.add('optional')
        if (given.some(hasString)) reasons.add('string_rules')
        if (values[0] !== '' && values[0] !== undefined) args[parameter] = values[0]
      }
      calls.push({ name, args })
    }
  }
  return calls
}

function actualCalls(actual: unknown[] | null): PeerCall[] {
  if (actual === null) return []
  return actual.map((item) => {
    const [name, args] = Object.entries(item as Record<string, Record<string, unknown>>)[0]!
    return { name, args }
  })
}

/** Converts a BFCL case to the peers' terms, noting why the expectation is not exactly BFCL's. */
export function toPeerCase(pair: BfclPair): PeerCase {
  const reasons = new Set<Inexpressible>()
  const check = pair.imported.expectation
  let expected: PeerCall[] = []
  if ('abstain' in check) reasons.add('abstain')
  else if ('name' in check && check.name === '*') reasons.add('any_call')
  else expected = expectedCalls(pair, reasons)
  return {
    category: pair.case.category,
    expected,
    actual: actualCalls(pair.case.actual),
    reasons,
    bfclValid: pair.case.bfcl_valid,
  }
}
