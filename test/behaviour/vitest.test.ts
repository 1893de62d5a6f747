// The behavioural suite under Vitest, on the source: the setup entry registers the matchers as a user's
// `setupFiles: ['expect-tool-calls/vitest']` would.
import '../../src/vitest.js'
import { printDiffOrStringify } from '@vitest/utils/diff'
import { describe, expect, test, vi } from 'vitest'
import { defineTools, field, MatcherUsageError } from '../../src/index.js'
import { behaviourSuite } from './suite.js'

/** The message, and the diff Vitest's reporter prints from `actual` and `expected` when an error carries both. */
function shown(error: unknown): string {
  const { message, actual, expected, showDiff } = error as Error & Record<string, unknown>
  if (showDiff === false || actual === undefined || expected === undefined) return message
  return `${message}\n\n${printDiffOrStringify(actual, expected) ?? ''}`
}

behaviourSuite({ describe, test, expect, mock: () => vi.fn(), field, defineTools, MatcherUsageError, shown })
