import type { NumberPolicy } from '../../json/number-policy.js'
import { positionAt } from '../../json/position.js'
import { withoutStack } from '../../without-stack.js'
import type { PythonCallFailure, PythonCallFailureKind } from './python-call-failure.js'

/** The longest token kept in a failure. */
const MAX_TOKEN = 32

const IDENTIFIER = /[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*/uy

/** Python's reserved words: never a function name part or a keyword argument. */
const RESERVED: ReadonlySet<string> = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except finally for from ' +
    'global if import in is lambda nonlocal not or pass raise return try while with yield'
  ).split(' '),
)

/** Carries a decoding failure out of the recursive descent to `decodePythonCalls`, which returns it as data. */
export class PythonSyntaxError extends Error {
  override readonly name = 'PythonSyntaxError'

  constructor(readonly failure: PythonCallFailure) {
    super(failure.kind)
  }
}

/** A position in the text being decoded, with the small lexical helpers the grammar shares. */
export class PythonCursor {
  pos = 0

  constructor(
    readonly text: string,
    readonly maxDepth: number,
    /** How number literals become numbers (see `NumberPolicy`). */
    readonly numbers: NumberPolicy = 'exact',
  ) {}

  /** The character at the cursor (plus `ahead`), or `''` past the end. */
  peek(ahead = 0): string {
    return this.text.charAt(this.pos + ahead)
  }

  /** True at the end of the text. */
  get done(): boolean {
    return this.pos >= this.text.length
  }

  /** Skips white space (spaces, tabs, line breaks, form feeds). */
  skipSpace(): void {
    while (!this.done && ' \t\n\r\f\v'.includes(this.peek())) this.pos++
  }

  /** Consumes `char` when it is next. */
  eat(char: string): boolean {
    if (this.peek() !== char) return false
    this.pos++
    return true
  }

  /** Reads an identifier at the cursor (not consumed when there is none). */
  identifier(): string | undefined {
    IDENTIFIER.lastIndex = this.pos
    const found = IDENTIFIER.exec(this.text)?.[0]
    if (found !== undefined) this.pos += found.length
    return found
  }

  /** True for Python's reserved words. */
  isReserved(name: string): boolean {
    return RESERVED.has(name)
  }

  /** Throws the failure `kind` at `at` (default: the cursor), with `token` (default: the text there, if any). */
  fail(kind: PythonCallFailureKind, at = this.pos, token?: string): never {
    const failure: PythonCallFailure = { kind, position: positionAt(this.text, at) }
    const shown = token ?? this.tokenAt(at)
    if (shown !== undefined && shown !== '') failure.token = shown.slice(0, MAX_TOKEN)
    throw withoutStack(() => new PythonSyntaxError(failure))
  }

  /** Fails with `unexpected_end` at the end of the text, `unexpected_token` otherwise. */
  unexpected(): never {
    return this.fail(this.done ? 'unexpected_end' : 'unexpected_token')
  }

  private tokenAt(at: number): string | undefined {
    if (at >= this.text.length) return undefined
    IDENTIFIER.lastIndex = at
    return IDENTIFIER.exec(this.text)?.[0] ?? String.fromCodePoint(this.text.codePointAt(at)!)
  }
}
