import { atomTester, Compiler } from './compile-program.js'
import { parseRegex, UnsupportedRegex } from './parse-regex.js'

export { UnsupportedRegex } from './parse-regex.js'

/** A compiled pattern: `test` answers as `RegExp.prototype.test` would, in time linear in the input. */
export interface LinearRegex {
  /** The pattern and flags as written (for messages). */
  readonly source: string
  readonly flags: string
  test(input: string): boolean
}

const isLineTerminator = (c: number) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029

/**
 * Compiles a JavaScript regular expression (`source` and `flags`, which `new RegExp` must accept; `g`, `y` and `d`
 * change nothing here) for a matcher that never backtracks: each character of the input is read once, against
 * every state the pattern can be in, so `(a+)+$` against a million `a`s and `!` answers at once. What a pattern
 * matches is exactly what JavaScript matches. Throws `UnsupportedRegex` for what only backtracking can run
 * (lookahead, lookbehind, backreferences), inline modifiers, the `v` flag, and patterns over 50,000 steps.
 */
export function compileLinearRegex(source: string, flags = ''): LinearRegex {
  const kept = flags.replace(/[gyd]/g, '')
  if (kept.includes('v')) throw new UnsupportedRegex('the v flag is not supported; use u')
  const compiler = new Compiler(kept)
  compiler.compile(parseRegex(source, kept))
  compiler.program.push({ op: 'match' })
  const program = compiler.program
  const unicode = kept.includes('u')
  const multiline = kept.includes('m')
  const isWord = atomTester('\\w', kept.replace('s', ''))
  return {
    source,
    flags,
    test(input) {
      // The character at a code-unit offset: a code point under the `u` flag, a code unit otherwise; -1 past the end.
      const charAt = (at: number): number =>
        at >= input.length ? -1 : unicode ? input.codePointAt(at)! : input.charCodeAt(at)
      let current = new Int32Array(program.length)
      let next = new Int32Array(program.length)
      let currentSize = 0
      const seen = new Int32Array(program.length).fill(-1)
      let stamp = 0
      let before = -1
      let after = charAt(0)
      const holds = (which: string, atStart: boolean, atEnd: boolean): boolean => {
        if (which === 'start') return atStart || (multiline && isLineTerminator(before))
        if (which === 'end') return atEnd || (multiline && isLineTerminator(after))
        const boundary = (before >= 0 && isWord(before)) !== (after >= 0 && isWord(after))
        return which === 'word' ? boundary : !boundary
      }
      const stack: number[] = []
      // Adds a state and every state it reaches without reading to `list`; -1 when that reaches the end.
      const add = (
        list: Int32Array,
        size: number,
        start: number,
        atStart: boolean,
        atEnd: boolean,
      ): number => {
        stack.push(start)
        let out = size
        while (stack.length > 0) {
          const pc = stack.pop()!
          if (seen[pc] === stamp) continue
          seen[pc] = stamp
          const instruction = program[pc]!
          switch (instruction.op) {
            case 'jump':
              stack.push(instruction.to)
              break
            case 'split':
              stack.push(instruction.other, instruction.to)
              break
            case 'assert':
              if (holds(instruction.which, atStart, atEnd)) stack.push(pc + 1)
              break
            case 'match':
              stack.length = 0
              return -1
            default:
              list[out++] = pc
          }
        }
        return out
      }
      let at = 0
      for (;;) {
        stamp++
        const atEnd = at >= input.length
        // Threads that read the character before this position, then a new attempt from here (unanchored).
        let nextSize = 0
        for (let i = 0; i < currentSize; i++) {
          const pc = current[i]!
          const instruction = program[pc] as { op: 'char'; test: (c: number) => boolean }
          if (instruction.test(before)) {
            nextSize = add(next, nextSize, pc + 1, at === 0, atEnd)
            if (nextSize < 0) return true
          }
        }
        nextSize = add(next, nextSize, 0, at === 0, atEnd)
        if (nextSize < 0) return true
        if (atEnd) return false
        ;[current, next] = [next, current]
        currentSize = nextSize
        before = after
        at += after > 0xffff ? 2 : 1
        after = charAt(at)
      }
    },
  }
}
