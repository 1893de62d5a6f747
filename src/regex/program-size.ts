import type { RegexNode } from './parse-regex.js'

/** The instructions `node` compiles to (as `Compiler` lays them out), or `Infinity` past any bound. */
export function programSize(node: RegexNode, known = new Map<RegexNode, number>()): number {
  const remembered = known.get(node)
  if (remembered !== undefined) return remembered
  let size: number
  switch (node.kind) {
    case 'atom':
    case 'assert':
      size = 1
      break
    case 'seq':
      size = node.items.reduce((sum, item) => sum + programSize(item, known), 0)
      break
    case 'alt':
      // A split and a jump around every option but the last.
      size = node.options.reduce((sum, option) => sum + programSize(option, known), 0)
      size += 2 * (node.options.length - 1)
      break
    default: {
      const body = programSize(node.node, known)
      // Repeating what compiles to nothing (an empty group), or nothing at all (`{0}`), compiles to nothing; a
      // count of 0 times a body too large to count is 0, not NaN.
      const times = (count: number, each: number) => (count === 0 ? 0 : count * each)
      if (body === 0 || node.max === 0) size = 0
      else if (node.max === Number.POSITIVE_INFINITY) size = times(node.min, body) + body + 2
      else size = times(node.min, body) + times(node.max - node.min, body + 1)
    }
  }
  known.set(node, size)
  return size
}
