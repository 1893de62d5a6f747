import { atomTester, type Instruction } from './compile-program.js'
import { DfaCache, type DfaState } from './dfa-cache.js'

const CHAR = 0
const ASSERT = 1
const SPLIT = 2
const JUMP = 3
const MATCH = 4

const START = 0
const END = 1
const WORD = 2
const NOT_WORD = 3
const ASSERTIONS = { start: START, end: END, word: WORD, not_word: NOT_WORD } as const

/** The shortest input whose steps are worth remembering. */
const REMEMBER_FROM = 256

/**
 * The most work one test does before it gives up undecided: instructions visited by steps that were not
 * remembered, plus instructions stored in remembered states. About a second of CPU time; reached only when a large
 * pattern meets a long input whose steps never repeat (`[ab]*a[ab]{2000}c` against megabytes of random `a`s and
 * `b`s). A remembered step costs no work, so an input of any length whose steps repeat is always decided.
 */
export const MAX_WORK = 1 << 25

const neverReads = (_c: number) => false

const isLineTerminator = (c: number) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029

/**
 * Makes the test of a compiled program: a Pike VM that reads each character of the input once, against every
 * instruction the program can be at (each at most once per character), so a test costs at most the program's size
 * per character, whatever the pattern. The program is laid out in typed arrays, which keeps that cost per
 * instruction a few nanoseconds. Inputs of `rememberFrom` characters or more also remember their steps (tests
 * lower it to compare that path with `RegExp` on short inputs). The test answers `undefined` (undecided) once it
 * has done `maxWork` units of work (`MAX_WORK`; tests lower it), so no input makes it run for long.
 */
export function runProgram(
  program: readonly Instruction[],
  flags: string,
  rememberFrom = REMEMBER_FROM,
  maxWork = MAX_WORK,
): (input: string) => boolean | undefined {
  const size = program.length
  const ops = new Uint8Array(size)
  const first = new Int32Array(size)
  const second = new Int32Array(size)
  // A packed array (not `new Array(size)`, which V8 keeps as a slow dictionary when large): only `char` entries are read.
  const tests = program.map((instruction) => (instruction.op === 'char' ? instruction.test : neverReads))
  program.forEach((instruction, pc) => {
    switch (instruction.op) {
      case 'char':
        ops[pc] = CHAR
        break
      case 'assert':
        ops[pc] = ASSERT
        first[pc] = ASSERTIONS[instruction.which]
        break
      case 'split':
        ops[pc] = SPLIT
        first[pc] = instruction.to
        second[pc] = instruction.other
        break
      case 'jump':
        ops[pc] = JUMP
        first[pc] = instruction.to
        break
      default:
        ops[pc] = MATCH
    }
  })
  const unicode = flags.includes('u')
  const multiline = flags.includes('m')
  const isWord = atomTester('\\w', flags.replace('s', ''))
  // Away from the input's ends, `^` and `$` fail (without `m`), whatever the characters: only `\b`, `\B` and the
  // `m` flag make a step depend on more than the threads and the character read.
  const rememberSteps = program.every(
    (instruction) =>
      instruction.op !== 'assert' ||
      (!multiline && (instruction.which === 'start' || instruction.which === 'end')),
  )
  return (input) => {
    // The character at a code-unit offset: a code point under the `u` flag, a code unit otherwise; -1 past the end.
    const charAt = (at: number): number =>
      at >= input.length ? -1 : unicode ? input.codePointAt(at)! : input.charCodeAt(at)
    let current = new Int32Array(size)
    let next = new Int32Array(size)
    let currentSize = 0
    const seen = new Int32Array(size).fill(-1)
    // Each instruction is visited once per character and pushes at most two: the stack never holds more.
    const stack = new Int32Array(2 * size + 1)
    let stamp = 0
    let work = 0
    let before = -1
    let after = charAt(0)
    const holds = (which: number, atStart: boolean, atEnd: boolean): boolean => {
      if (which === START) return atStart || (multiline && isLineTerminator(before))
      if (which === END) return atEnd || (multiline && isLineTerminator(after))
      const boundary = (before >= 0 && isWord(before)) !== (after >= 0 && isWord(after))
      return which === WORD ? boundary : !boundary
    }
    // Adds an instruction and every one it reaches without reading to `list`; -1 when that reaches the end.
    const add = (list: Int32Array, listSize: number, start: number, atStart: boolean, atEnd: boolean) => {
      let top = 0
      stack[top++] = start
      let out = listSize
      while (top > 0) {
        const pc = stack[--top]!
        work++
        if (seen[pc] === stamp) continue
        seen[pc] = stamp
        switch (ops[pc]) {
          case CHAR:
            list[out++] = pc
            break
          case SPLIT:
            stack[top++] = second[pc]!
            stack[top++] = first[pc]!
            break
          case JUMP:
            stack[top++] = first[pc]!
            break
          case ASSERT:
            if (holds(first[pc]!, atStart, atEnd)) stack[top++] = pc + 1
            break
          default:
            return -1
        }
      }
      return out
    }
    // One step at `at`: the threads of `current` read `before`, and a new attempt starts here (unanchored); true
    // when one reaches the end of the pattern. The threads left to read the next character are then in `current`.
    const step = (at: number): boolean => {
      stamp++
      const atStart = at === 0
      const atEnd = at >= input.length
      let nextSize = 0
      for (let i = 0; i < currentSize; i++) {
        const pc = current[i]!
        if (tests[pc]!(before)) {
          nextSize = add(next, nextSize, pc + 1, atStart, atEnd)
          if (nextSize < 0) return true
        }
      }
      nextSize = add(next, nextSize, 0, atStart, atEnd)
      if (nextSize < 0) return true
      ;[current, next] = [next, current]
      currentSize = nextSize
      return false
    }
    // Between the first and the last position a step depends only on the threads and the character read (when
    // no assertion looks around): such steps are remembered, and one met again costs a lookup. Short inputs are
    // cheaper to read without remembering.
    const cache = rememberSteps && input.length >= rememberFrom ? new DfaCache() : undefined
    // The set of threads, when remembered: the lists `current` holds it only while a step is computed.
    const remember = (): DfaState => {
      work += currentSize
      return cache!.stateOf(current, currentSize)
    }
    let state: DfaState | undefined
    let at = 0
    for (;;) {
      if (work > maxWork) return undefined
      if (state !== undefined && at < input.length) {
        const known = state.next.get(before)
        if (known === null) return true
        if (known === undefined) {
          current.set(state.pcs)
          currentSize = state.pcs.length
          if (step(at)) {
            state.next.set(before, null)
            return true
          }
          const reached = remember()
          state.next.set(before, reached)
          state = reached
        } else state = known
      } else {
        if (state !== undefined) {
          current.set(state.pcs)
          currentSize = state.pcs.length
          state = undefined
        }
        if (step(at)) return true
        if (at >= input.length) return false
        if (cache !== undefined) state = remember()
      }
      before = after
      at += after > 0xffff ? 2 : 1
      after = charAt(at)
    }
  }
}
