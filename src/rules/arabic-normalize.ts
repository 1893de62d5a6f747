const TATWEEL = /\u0640/g
/** The composed alef variants آ أ إ. */
const ALEF_VARIANTS = /[\u0622\u0623\u0625]/g
/** Bare alef followed by madda or hamza above/below: the decomposed spelling of the same variants. */
const ALEF_WITH_MARKS = /\u0627[\u0653\u0654\u0655]+/g
const ALEF_MAKSURA = /\u0649/g
const TA_MARBUTA = /\u0629/g
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F]/

/**
 * The Arabic normaliser: strips tatweel (U+0640), unifies the alef variants آ أ إ to ا (composed or
 * decomposed), alef maksura ى to ya ي and ta marbuta ة to ha ه, trims surrounding white space, then lower-cases
 * (text without Arabic passes through lower-cased). Idempotent; meant for comparison only, since it loses
 * information.
 */
export function normalizeArabic(text: string): string {
  return text
    .replace(TATWEEL, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(ALEF_WITH_MARKS, '\u0627')
    .replace(ALEF_MAKSURA, '\u064A')
    .replace(TA_MARBUTA, '\u0647')
    .trim()
    .toLowerCase()
}

/** Removes tatweel (U+0640), the stretching stroke that carries no meaning. */
export function stripTatweel(text: string): string {
  return text.replace(TATWEEL, '')
}

/** Whether the text has a character of the Arabic (U+0600–U+06FF) or Arabic Supplement (U+0750–U+077F) blocks. */
export function containsArabic(text: string): boolean {
  return ARABIC_SCRIPT.test(text)
}
