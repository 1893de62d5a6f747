import { MatcherUsageError } from '../usage-error.js'

/**
 * An expectation file may name its JSON Schema for editors (`"$schema": "…/expectation.schema.json"`): at the top
 * level only, a string, and not part of the expectation.
 */
export function withoutSchemaKey(expectation: unknown): unknown {
  if (typeof expectation !== 'object' || expectation === null || !Object.hasOwn(expectation, '$schema')) {
    return expectation
  }
  const { $schema, ...rest } = expectation as Record<string, unknown>
  if (typeof $schema !== 'string') throw new MatcherUsageError(['$schema'], '$schema must be a string')
  return rest
}
