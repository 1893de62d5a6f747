import { isPlainObjectOf } from '../plain-object.js'

/** A tool as `defineTools` takes it, in its commonest form. */
export interface PlainToolInput {
  schema: unknown
  version?: string
  description?: string
  /** Never set in this form: earlier versions are zod's to validate. */
  previous?: undefined
}

const KEYS: readonly string[] = ['schema', 'description', 'version']

/**
 * `{ schema, description?, version? }` read without zod: a plain object holding a schema, a text description and a
 * non-empty version, each optional but the schema. What `defineTools`' zod schema of a tool would parse, or
 * `undefined` for anything else (compare rules, earlier versions, a malformed tool), which zod then validates and
 * explains. Tools written so never load zod.
 */
export function plainToolInput(input: unknown): PlainToolInput | undefined {
  if (!isPlainObjectOf(input, KEYS)) return undefined
  const record = input
  const { schema, description, version } = record
  if (schema === undefined) return undefined
  const parsed: PlainToolInput = { schema }
  // A key written is a text (a version a non-empty one); one written as `undefined` is zod's to keep.
  if (Object.hasOwn(record, 'description')) {
    if (typeof description !== 'string') return undefined
    parsed.description = description
  }
  if (Object.hasOwn(record, 'version')) {
    if (typeof version !== 'string' || version === '') return undefined
    parsed.version = version
  }
  return parsed
}
