import { defineConfig } from 'vitest/config'

// The reporter on this Vitest: graded assertions recorded in the tests' metadata, added up at the end of the run.
export default defineConfig({
  test: {
    include: ['reporter/*.check.ts'],
    setupFiles: ['expect-tool-calls/vitest'],
    reporters: ['default', ['expect-tool-calls/reporter', { aggregate: 'reports/aggregate.json' }]],
  },
})
