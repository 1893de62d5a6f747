/**
 * The keys of a record in code-unit order, whatever order they were inserted or parsed in, so that the same
 * aggregate always renders the same bytes.
 */
export function sortedKeys(record: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(record).sort((a, b) => (a === b ? 0 : a < b ? -1 : 1))
}
