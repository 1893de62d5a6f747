/**
 * The parts of a JavaScript regular expression a linear-time matcher runs: single-character atoms (their source
 * kept, so that the engine's own `RegExp` decides what each matches, exactly as JavaScript would), assertions,
 * sequences, alternatives and repetitions. Lookaround and backreferences have no such form: they are refused.
 */
export type RegexNode =
  | { kind: 'atom'; source: string }
  | { kind: 'assert'; which: 'start' | 'end' | 'word' | 'not_word' }
  | { kind: 'seq'; items: RegexNode[] }
  | { kind: 'alt'; options: RegexNode[] }
  | { kind: 'repeat'; node: RegexNode; min: number; max: number }

/** Thrown for a pattern the linear-time matcher cannot run; `problem` says why, in words. */
export class UnsupportedRegex extends Error {
  override readonly name = 'UnsupportedRegex'
  constructor(readonly problem: string) {
    super(problem)
  }
}

const HEX = /^[0-9a-fA-F]$/

/** The deepest groups may nest (as in RE2): deeper, a pattern is refused rather than overflowing the stack. */
export const MAX_NESTING = 1_000

/** A recursive-descent reader of a pattern `new RegExp(source, flags)` has already accepted. */
class RegexParser {
  private pos = 0
  private depth = 0
  private readonly unicode: boolean
  private readonly namedGroups: boolean

  constructor(
    private readonly source: string,
    flags: string,
  ) {
    this.unicode = flags.includes('u')
    this.namedGroups = /\(\?<(?![=!])/.test(source)
  }

  parse(): RegexNode {
    const node = this.alternatives()
    if (this.pos < this.source.length)
      throw new UnsupportedRegex(`it has an unexpected ${this.source[this.pos]}`)
    return node
  }

  private peek(ahead = 0): string {
    return this.source.charAt(this.pos + ahead)
  }

  private alternatives(): RegexNode {
    const options = [this.sequence()]
    while (this.peek() === '|') {
      this.pos++
      options.push(this.sequence())
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options }
  }

  private sequence(): RegexNode {
    const items: RegexNode[] = []
    while (this.pos < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const term = this.term()
      items.push(this.quantified(term))
    }
    return { kind: 'seq', items }
  }

  private term(): RegexNode {
    const c = this.peek()
    if (c === '^' || c === '$') {
      this.pos++
      return { kind: 'assert', which: c === '^' ? 'start' : 'end' }
    }
    if (c === '(') return this.group()
    if (c === '[') return this.atomFrom(this.pos, this.classEnd())
    if (c === '\\') return this.escape()
    const start = this.pos
    // A surrogate pair in the source is one character under the `u` flag, two code units otherwise.
    const code = this.source.codePointAt(start)!
    this.pos += this.unicode && code > 0xffff ? 2 : 1
    return this.atomFrom(start, this.pos)
  }

  private atomFrom(start: number, end: number): RegexNode {
    this.pos = end
    return { kind: 'atom', source: this.source.slice(start, end) }
  }

  private group(): RegexNode {
    this.pos++ // (
    if (++this.depth > MAX_NESTING)
      throw new UnsupportedRegex(`it nests groups more than ${MAX_NESTING.toLocaleString('en-US')} deep`)
    if (this.peek() === '?') {
      const next = this.peek(1)
      if (next === ':') this.pos += 2
      else if (next === '<' && this.peek(2) !== '=' && this.peek(2) !== '!') {
        this.pos = this.source.indexOf('>', this.pos) + 1
      } else if (next === '=' || next === '!' || next === '<') {
        throw new UnsupportedRegex('it uses a lookahead or lookbehind, which only backtracking can run')
      } else throw new UnsupportedRegex('it uses inline modifiers ((?i:…)); use the flags instead')
    }
    const inner = this.alternatives()
    this.pos++ // )
    this.depth--
    return inner
  }

  /** The index after the character class that opens at `pos`. */
  private classEnd(): number {
    let i = this.pos + 1
    if (this.source.charAt(i) === '^') i++
    while (i < this.source.length && this.source.charAt(i) !== ']') {
      i += this.source.charAt(i) === '\\' ? 2 : 1
    }
    return i + 1
  }

  private escape(): RegexNode {
    const start = this.pos
    const c = this.peek(1)
    if (c === 'b' || c === 'B') {
      this.pos += 2
      return { kind: 'assert', which: c === 'b' ? 'word' : 'not_word' }
    }
    if (c >= '1' && c <= '9')
      throw new UnsupportedRegex(`it uses a backreference (\\${c}), which only backtracking can run`)
    if (c === 'k' && (this.unicode || this.namedGroups))
      throw new UnsupportedRegex('it uses a backreference (\\k<…>), which only backtracking can run')
    if (c === 'c' && /[a-zA-Z]/.test(this.peek(2))) return this.atomFrom(start, start + 3)
    if (c === 'x' && HEX.test(this.peek(2)) && HEX.test(this.peek(3))) return this.atomFrom(start, start + 4)
    if (c === 'u') return this.atomFrom(start, this.unicodeEscapeEnd(start))
    if ((c === 'p' || c === 'P') && this.unicode)
      return this.atomFrom(start, this.source.indexOf('}', start) + 1)
    if (c === '0') {
      let end = start + 2
      while (!this.unicode && end < start + 4 && /[0-7]/.test(this.source.charAt(end))) end++
      return this.atomFrom(start, end)
    }
    const code = this.source.codePointAt(start + 1) ?? 0
    return this.atomFrom(start, start + (this.unicode && code > 0xffff ? 3 : 2))
  }

  private unicodeEscapeEnd(start: number): number {
    if (this.unicode && this.peek(2) === '{') return this.source.indexOf('}', start) + 1
    const hex = this.source.slice(start + 2, start + 6)
    if (!/^[0-9a-fA-F]{4}$/.test(hex)) return start + 2
    const unit = Number.parseInt(hex, 16)
    const low = this.source.slice(start + 6, start + 12)
    // Under `u`, an escaped surrogate pair is one character.
    if (this.unicode && unit >= 0xd800 && unit <= 0xdbff && /^\\u[dD][c-fC-F][0-9a-fA-F]{2}$/.test(low)) {
      return start + 12
    }
    return start + 6
  }

  private quantified(node: RegexNode): RegexNode {
    const c = this.peek()
    let min: number
    let max: number
    if (c === '*' || c === '+' || c === '?') {
      this.pos++
      min = c === '+' ? 1 : 0
      max = c === '?' ? 1 : Number.POSITIVE_INFINITY
    } else if (c === '{') {
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.pos))
      if (braces === null) return node // a literal `{` (without the `u` flag): the next term reads it
      this.pos += braces[0].length
      min = Number(braces[1])
      max = braces[2] === undefined ? min : braces[3] === '' ? Number.POSITIVE_INFINITY : Number(braces[3])
    } else return node
    if (this.peek() === '?') this.pos++ // lazy or greedy: the same strings match
    if (node.kind === 'assert') return node
    return this.quantified({ kind: 'repeat', node, min, max })
  }
}

/**
 * Parses a JavaScript pattern that `new RegExp(source, flags)` accepts into `RegexNode`s; throws
 * `UnsupportedRegex` for lookaround, backreferences and inline modifiers.
 */
export function parseRegex(source: string, flags: string): RegexNode {
  return new RegexParser(source, flags).parse()
}
