import { defineConfig } from 'vitest/config'

/**
 * `npm run bench`: the benchmarks of issue #6 (throughput against the JSON.parse floor, the JavaScript peers, parallel
 * scaling, CLI memory), one file at a time and with no time limit. Not part of `npm test`.
 */
export default defineConfig({
  test: {
    include: ['test/bench/**/*.bench-run.ts'],
    testTimeout: 60 * 60 * 1000,
    hookTimeout: 15 * 60 * 1000,
    fileParallelism: false,
    reporters: ['default'],
    // agentevals reports to LangSmith unless told not to.
    env: { LANGSMITH_TRACING: 'false', LANGCHAIN_TRACING_V2: 'false' },
  },
})
