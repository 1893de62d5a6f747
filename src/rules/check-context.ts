import type { UnicodePolicy } from '../unicode-policy.js'
import { compareField } from './compare-field.js'
import { fieldPasses } from './field-passes.js'
import type { CheckContext } from './types.js'

/** The context rules check under: nested comparison by the real comparator, under one Unicode policy. */
export function createCheckContext(unicode: UnicodePolicy): CheckContext {
  const context: CheckContext = {
    unicode,
    compare: (node, received, path) => compareField(node, received, path, context),
    passes: (node, received) => fieldPasses(node, received, context),
  }
  return context
}
