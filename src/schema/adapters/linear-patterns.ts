import { compileLinearRegex } from '../../regex/linear-regex.js'

/** The fields of a zod regex check this module reads and replaces. */
interface RegexCheckDef {
  check: 'string_format'
  format: 'regex'
  pattern: { test(input: string): boolean; lastIndex: number }
}

function isRegexCheck(def: unknown): def is RegexCheckDef {
  const d = def as Partial<RegexCheckDef> | null
  return typeof d === 'object' && d !== null && d.check === 'string_format' && d.pattern instanceof RegExp
}

/**
 * Makes every regular-expression check in a schema that `z.fromJSONSchema` built (its `pattern` keywords, and the
 * key checks of its `patternProperties`) run on the linear-time matcher instead of backtracking: the check reads
 * its `pattern` when it runs, so a stand-in with the same `test`, `lastIndex` and printed form answers for it. The
 * patterns were checked by `checkJsonSchema`, so each compiles. Walks the schema's definitions once, each object once.
 */
export function useLinearPatterns(schema: unknown): void {
  const seen = new Set<object>()
  const stack: unknown[] = [schema]
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value !== 'object' || value === null || seen.has(value)) continue
    seen.add(value)
    if (isRegexCheck(value)) {
      const native = value.pattern as RegExp
      const linear = compileLinearRegex(native.source, native.flags)
      value.pattern = {
        lastIndex: 0,
        // Undecided (the work bound) is not a match: the value is not shown to fit the schema.
        test: (input: string) => linear.test(input) === true,
        toString: () => native.toString(),
      } as never
      continue
    }
    // Own names, enumerable or not: zod keeps `_zod` and lazy getters such as `shape` out of `Object.keys`.
    for (const key of Object.getOwnPropertyNames(value)) {
      const child = (value as Record<string, unknown>)[key]
      if (typeof child === 'object' && child !== null && !(child instanceof RegExp)) stack.push(child)
    }
  }
}
