// The behavioural suite under Jest 30 as CommonJS, against the built package (dist/index.cjs, dist/jest.cjs).
const { defineTools, field, MatcherUsageError } = require('expect-tool-calls')
const { behaviourSuite } = require('../behaviour/suite.ts')

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
