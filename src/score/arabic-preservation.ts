import type { CompiledCall } from '../compile/compile-turn.js'
import type { JsonObject } from '../json/types.js'
import { containsArabic } from '../rules/arabic-normalize.js'
import type { UnicodePolicy } from '../unicode-policy.js'
import { argumentEntries } from './argument-entries.js'
import { expectedText } from './expected-text.js'

/** The expected top-level arguments whose text contains Arabic script (the "Arabic-valued" arguments). */
export function arabicKeys(call: CompiledCall, unicode: UnicodePolicy): string[] {
  const keys: string[] = []
  // Stryker disable next-line ArrayDeclaration: a string in place of an entry gives a node with no text
  for (const [key, node] of argumentEntries(call) ?? []) {
    const text = expectedText(node, unicode)
    if (text !== undefined && containsArabic(text)) keys.push(key)
  }
  return keys
}

/**
 * The share of `keys` whose received value is a string with Arabic script in it: a transliteration (`Riyadh`,
 * `Al-Riyadh`) or a missing key fails, partial Arabic (`الرياض 2025`) passes.
 */
export function preservedShare(keys: readonly string[], received: JsonObject): number {
  let preserved = 0
  for (const key of keys) {
    const value = Object.hasOwn(received, key) ? received[key] : undefined
    if (typeof value === 'string' && containsArabic(value)) preserved++
  }
  return preserved / keys.length
}
