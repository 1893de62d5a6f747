// UTF-16 code units the JSON scanners compare against.

/** The code of a tab. */
export const TAB = 0x09
/** The code of a line feed. */
export const LF = 0x0a
/** The code of a carriage return. */
export const CR = 0x0d
/** The code of a space. */
export const SPACE = 0x20
/** The code of `"`. */
export const QUOTE = 0x22
/** The code of `+`. */
export const PLUS = 0x2b
/** The code of `,`. */
export const COMMA = 0x2c
/** The code of `-`. */
export const MINUS = 0x2d
/** The code of `.`. */
export const DOT = 0x2e
/** The code of `/`. */
export const SLASH = 0x2f
/** The code of `0`. */
export const ZERO = 0x30
/** The code of `1`. */
export const ONE = 0x31
/** The code of `9`. */
export const NINE = 0x39
/** The code of `:`. */
export const COLON = 0x3a
/** The code of `E`. */
export const UPPER_E = 0x45
/** The code of `[`. */
export const LBRACKET = 0x5b
/** The code of `\\`. */
export const BACKSLASH = 0x5c
/** The code of `]`. */
export const RBRACKET = 0x5d
/** The code of `a`. */
export const LOWER_A = 0x61
/** The code of `b`. */
export const LOWER_B = 0x62
/** The code of `e`. */
export const LOWER_E = 0x65
/** The code of `f`. */
export const LOWER_F = 0x66
/** The code of `n`. */
export const LOWER_N = 0x6e
/** The code of `r`. */
export const LOWER_R = 0x72
/** The code of `t`. */
export const LOWER_T = 0x74
/** The code of `u`. */
export const LOWER_U = 0x75
/** The code of `{`. */
export const LBRACE = 0x7b
/** The code of `}`. */
export const RBRACE = 0x7d

/** Whether a code unit is JSON white space: space, tab, line feed or carriage return. */
export function isJsonWhiteSpace(c: number): boolean {
  return c === SPACE || c === LF || c === CR || c === TAB
}
