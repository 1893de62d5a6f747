import type { Path } from '../json/types.js'

interface Node {
  /** A listed path ends here. */
  end: boolean
  children: Map<string | number, Node>
}

/**
 * A test of whether a path is related to any of `paths`: one of them starts with it, or it starts with one of
 * them. Answered in the length of the path asked, whatever the number of paths (a turn may have 130,000
 * mismatches, and a diff asks once per argument and per value shown).
 */
export function relatedPaths(paths: readonly Path[]): (path: Path) => boolean {
  const root: Node = { end: false, children: new Map() }
  for (const path of paths) {
    let node = root
    for (const segment of path) {
      let child = node.children.get(segment)
      if (child === undefined) {
        child = { end: false, children: new Map() }
        node.children.set(segment, child)
      }
      node = child
    }
    node.end = true
  }
  const any = paths.length > 0
  return (path) => {
    if (!any) return false
    let node = root
    for (const segment of path) {
      if (node.end) return true
      const child = node.children.get(segment)
      if (child === undefined) return false
      node = child
    }
    return true
  }
}
