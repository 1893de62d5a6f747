import { positionAt } from '../../json/position.js'
import { excerptAround } from '../excerpt.js'
import { failRead } from '../read-error.js'

/**
 * The delimiters of a model's reasoning in raw text: `<think>…</think>` (Qwen3, QwQ, DeepSeek R1 / V3.1 / V3.2,
 * GLM-4.5, MiniMax, Phi-4-reasoning, as vLLM's and llama.cpp's reasoning parsers split them) and Magistral's
 * `[THINK]…[/THINK]`.
 */
export const REASONING_TAGS: readonly { open: string; close: string }[] = [
  { open: '<think>', close: '</think>' },
  { open: '[THINK]', close: '[/THINK]' },
]

/** Blanks `text.slice(from, to)` out, keeping its line breaks, so offsets, lines and columns stay those of the text. */
function blank(text: string, from: number, to: number): string {
  return text.slice(0, from) + text.slice(from, to).replace(/[^\r\n]/g, ' ') + text.slice(to)
}

/** The offset of the first non-white-space character at or after `from`. */
function skipSpace(text: string, from: number): number {
  let at = from
  while (at < text.length && /\s/.test(text.charAt(at))) at++
  return at
}

/** True when only white space stands between `from` and the line break before it (or the text's start). */
function opensLine(text: string, from: number): boolean {
  const before = text.slice(text.lastIndexOf('\n', from - 1) + 1, from)
  return before.trim() === ''
}

/** True when only white space stands between `to` and the line break after it (or the text's end). */
function endsLine(text: string, to: number): boolean {
  const next = text.indexOf('\n', to)
  return text.slice(to, next === -1 ? text.length : next).trim() === ''
}

/** Fails a text whose reasoning opened at `at` and never closed: the model's answer never came. */
function failUnclosed(text: string, at: number, close: string): never {
  return failRead({
    kind: 'truncated',
    format: 'text',
    position: positionAt(text, at),
    detail: `the end of the text inside the model's reasoning (no ${close})`,
    excerpt: excerptAround(text, at),
    calls: [],
  })
}

/**
 * The text with the model's reasoning set aside (blanked out, positions kept), so that only the answer is read: a
 * call-looking text inside the reasoning is no call. Reasoning is
 * - the blocks the text opens with (after white space), each from its opening tag to the first closing tag, one
 *   after another;
 * - or, when the text opens no block, everything before a closing tag that stands on its own line with no opening
 *   tag before it (DeepSeek R1's, QwQ's and Qwen3 thinking models' chat templates open the block in the prompt).
 * A block opened and never closed means the text ended inside the reasoning: a `truncated` read failure (no call
 * arrived, and it is no abstention either). A tag anywhere else is text of the answer.
 */
export function setReasoningAside(text: string): string {
  let answer = text
  for (const { open, close } of REASONING_TAGS) {
    let at = skipSpace(answer, 0)
    let opened = false
    while (answer.startsWith(open, at)) {
      const end = answer.indexOf(close, at + open.length)
      if (end === -1) failUnclosed(text, at, close)
      answer = blank(answer, at, end + close.length)
      at = skipSpace(answer, end + close.length)
      opened = true
    }
    if (opened) return answer
    const end = answer.indexOf(close)
    const before = answer.lastIndexOf(open, end)
    if (end !== -1 && before === -1 && opensLine(answer, end) && endsLine(answer, end + close.length))
      return blank(answer, 0, end + close.length)
  }
  return answer
}
