import { type RegexNode, UnsupportedRegex } from './parse-regex.js'
import { programSize } from './program-size.js'

/**
 * The most instructions a compiled pattern may have (`a{1000}` takes a thousand, `[a-z]{0,1000}` two thousand):
 * past it, it is refused. The matcher's work per character is at most one visit of each instruction, so this
 * bounds the worst case at a few tens of microseconds per character, whatever the pattern.
 */
export const MAX_PROGRAM = 5_000

/** One instruction of the matching program (a Thompson NFA, run as a Pike VM). */
export type Instruction =
  | { op: 'char'; test: (c: number) => boolean }
  | { op: 'assert'; which: 'start' | 'end' | 'word' | 'not_word' }
  | { op: 'split'; to: number; other: number }
  | { op: 'jump'; to: number }
  | { op: 'match' }

/**
 * What one single-character atom matches, decided by JavaScript's own `RegExp` on one character at a time (so
 * classes, escapes, `.`, `i` and `u` mean exactly what they mean in JavaScript), remembered per character. The
 * memory is kept in pages of 256 characters made when first asked, so a pattern with thousands of distinct atoms
 * costs kilobytes, not a 64 KB table each.
 */
export function atomTester(source: string, flags: string): (c: number) => boolean {
  const single = new RegExp(`^(?:${source})$`, flags.replace('m', ''))
  const unicode = flags.includes('u')
  // Per page: 0 not asked yet, 1 matches, 2 does not; characters beyond the BMP (only under `u`) in a map.
  const pages: (Uint8Array | undefined)[] = []
  const astral = new Map<number, boolean>()
  const ask = (c: number) => single.test(unicode ? String.fromCodePoint(c) : String.fromCharCode(c))
  return (c) => {
    if (c <= 0xffff) {
      let page = pages[c >> 8]
      if (page === undefined) {
        page = new Uint8Array(256)
        pages[c >> 8] = page
      }
      const known = page[c & 0xff]!
      if (known !== 0) return known === 1
      const answer = ask(c)
      page[c & 0xff] = answer ? 1 : 2
      return answer
    }
    let answer = astral.get(c)
    if (answer === undefined) {
      answer = ask(c)
      astral.set(c, answer)
    }
    return answer
  }
}

/**
 * Builds the matching program of a parsed pattern. Its size is decided first, from the parsed pattern alone, and a
 * pattern past `MAX_PROGRAM` instructions is refused before anything is built: counted repeats multiply
 * (`(?:a{1000}){1000}` would be a million), and the matcher's work per character grows with the program.
 */
export class Compiler {
  readonly program: Instruction[] = []
  private readonly atoms = new Map<string, (c: number) => boolean>()
  private readonly sizes = new Map<RegexNode, number>()

  constructor(private readonly flags: string) {}

  /** Compiles `node`, the whole pattern, or throws `UnsupportedRegex` when it is too large. */
  compilePattern(node: RegexNode): void {
    const size = programSize(node, this.sizes)
    if (!(size <= MAX_PROGRAM)) {
      const steps = Number.isFinite(size) ? size.toLocaleString('en-US') : 'uncountably many'
      const limit = MAX_PROGRAM.toLocaleString('en-US')
      throw new UnsupportedRegex(
        `it is too large: its counted repeats and alternatives make ${steps} steps, over the limit of ${limit}`,
      )
    }
    this.compile(node)
  }

  private emit(instruction: Instruction): number {
    this.program.push(instruction)
    return this.program.length - 1
  }

  private compile(node: RegexNode): void {
    switch (node.kind) {
      case 'atom': {
        let test = this.atoms.get(node.source)
        if (test === undefined) {
          test = atomTester(node.source, this.flags)
          this.atoms.set(node.source, test)
        }
        this.emit({ op: 'char', test })
        return
      }
      case 'assert':
        this.emit({ op: 'assert', which: node.which })
        return
      case 'seq':
        for (const item of node.items) this.compile(item)
        return
      case 'alt': {
        const jumps: number[] = []
        node.options.forEach((option, index) => {
          if (index === node.options.length - 1) {
            this.compile(option)
            return
          }
          const split = this.emit({ op: 'split', to: 0, other: 0 })
          this.program[split] = { op: 'split', to: split + 1, other: 0 }
          this.compile(option)
          jumps.push(this.emit({ op: 'jump', to: 0 }))
          this.program[split] = { op: 'split', to: split + 1, other: this.program.length }
        })
        for (const jump of jumps) this.program[jump] = { op: 'jump', to: this.program.length }
        return
      }
      case 'repeat':
        this.repeat(node.node, node.min, node.max)
    }
  }

  private repeat(node: RegexNode, min: number, max: number): void {
    if (max === 0 || programSize(node, this.sizes) === 0) return
    for (let i = 0; i < min; i++) this.compile(node)
    if (max === Number.POSITIVE_INFINITY) {
      const split = this.emit({ op: 'split', to: 0, other: 0 })
      this.compile(node)
      this.emit({ op: 'jump', to: split })
      this.program[split] = { op: 'split', to: split + 1, other: this.program.length }
      return
    }
    const splits: number[] = []
    for (let i = min; i < max; i++) {
      splits.push(this.emit({ op: 'split', to: 0, other: 0 }))
      this.compile(node)
    }
    for (const split of splits)
      this.program[split] = { op: 'split', to: split + 1, other: this.program.length }
  }
}
