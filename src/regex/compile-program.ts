import { type RegexNode, UnsupportedRegex } from './parse-regex.js'

/** The most instructions a compiled pattern may have (`a{1000}` takes a thousand): past it, it is refused. */
const MAX_PROGRAM = 50_000

/** One instruction of the matching program (a Thompson NFA, run as a Pike VM). */
export type Instruction =
  | { op: 'char'; test: (c: number) => boolean }
  | { op: 'assert'; which: 'start' | 'end' | 'word' | 'not_word' }
  | { op: 'split'; to: number; other: number }
  | { op: 'jump'; to: number }
  | { op: 'match' }

/**
 * What one single-character atom matches, decided by JavaScript's own `RegExp` on one character at a time (so
 * classes, escapes, `.`, `i` and `u` mean exactly what they mean in JavaScript), remembered per character.
 */
export function atomTester(source: string, flags: string): (c: number) => boolean {
  const single = new RegExp(`^(?:${source})$`, flags.replace('m', ''))
  const unicode = flags.includes('u')
  // 0 not asked yet, 1 matches, 2 does not; characters beyond the BMP (only under `u`) in a map.
  const basic = new Uint8Array(0x10000)
  const astral = new Map<number, boolean>()
  const ask = (c: number) => single.test(unicode ? String.fromCodePoint(c) : String.fromCharCode(c))
  return (c) => {
    if (c <= 0xffff) {
      const known = basic[c]!
      if (known !== 0) return known === 1
      const answer = ask(c)
      basic[c] = answer ? 1 : 2
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

/** Builds the matching program of a parsed pattern, refusing one past `MAX_PROGRAM` instructions. */
export class Compiler {
  readonly program: Instruction[] = []
  private readonly atoms = new Map<string, (c: number) => boolean>()

  constructor(private readonly flags: string) {}

  private emit(instruction: Instruction): number {
    if (this.program.length >= MAX_PROGRAM)
      throw new UnsupportedRegex(`it is too large to run in linear time (over ${MAX_PROGRAM} steps)`)
    this.program.push(instruction)
    return this.program.length - 1
  }

  compile(node: RegexNode): void {
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
