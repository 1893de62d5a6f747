import type { Path } from '../json/types.js'
import { foreignAuthor } from './foreign-message.js'
import { failRead } from './read-error.js'

/**
 * Fails with `no_model_turn` when every message of a non-empty conversation is someone else's (the user's, the
 * system's, a tool's): nothing the model did is in it, so no assertion, negated or not, may pass on it. The detail
 * names whose messages it holds. Returns normally when some message may be the model's.
 */
export function checkModelTurn(items: readonly unknown[], path: Path): void {
  if (items.length === 0) return
  const authors: string[] = []
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    const author =
      typeof item === 'object' && item !== null ? foreignAuthor(item, [...path, index]) : undefined
    if (author === undefined) return
    if (!authors.includes(author)) authors.push(author)
  }
  failRead({ kind: 'no_model_turn', path: [...path], detail: `only ${wordList(authors)} messages` })
}

/** `a`, `a and b`, `a, b and c`. */
function wordList(words: readonly string[]): string {
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}
