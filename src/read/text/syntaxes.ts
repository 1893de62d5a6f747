import type { CallSyntax } from '../types.js'
import { commandR } from './command-r.js'
import { deepseek } from './deepseek.js'
import { deepseekDsml } from './deepseek-dsml.js'
import { harmony } from './harmony.js'
import { hermes } from './hermes.js'
import { llama } from './llama.js'
import { mistral } from './mistral.js'
import { python } from './python.js'
import { qwenXml } from './qwen-xml.js'
import type { Marker, TextSyntax } from './text-syntax.js'

/**
 * The model-native text syntaxes, in the order detection tries them: Qwen3-Coder's `<function=` before Hermes'
 * `<tool_call>` (it writes its calls inside one), Llama's tokens before plain pythonic text.
 */
export const TEXT_SYNTAXES: readonly TextSyntax[] = [
  qwenXml,
  hermes,
  mistral,
  harmony,
  deepseek,
  deepseekDsml,
  commandR,
  llama,
  python,
]

/** The syntax the `syntax` option names (`json` names none). */
export function syntaxNamed(name: CallSyntax): TextSyntax | undefined {
  return TEXT_SYNTAXES.find((syntax) => syntax.syntax === name)
}

/** The first syntax, in detection order, whose call markers the text carries, with the marker found. */
export function detectSyntax(text: string): { syntax: TextSyntax; marker: Marker } | undefined {
  for (const syntax of TEXT_SYNTAXES) {
    const marker = syntax.find(text)
    if (marker !== undefined) return { syntax, marker }
  }
  return undefined
}
