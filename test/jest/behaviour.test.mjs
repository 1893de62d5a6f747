// The behavioural suite under Jest 30 as ES modules, against the built package (dist/index.js, dist/jest.js).
import { describe, expect, jest, test } from '@jest/globals'
import { defineTools, field, MatcherUsageError } from 'expect-tool-calls'
import { behaviourSuite } from '../behaviour/suite.ts'

behaviourSuite({
  describe,
  test,
  expect,
  mock: () => jest.fn(),
  field,
  defineTools,
  MatcherUsageError,
  shown: (error) => error.message,
})
