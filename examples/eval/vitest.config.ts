// Runs this eval on its own, under the reporter: `npx vitest run --config examples/eval/vitest.config.ts`.
// In your own project the same configuration reads:
//   test: {
//     setupFiles: ['expect-tool-calls/vitest'],
//     reporters: ['default', ['expect-tool-calls/reporter', { aggregate: 'reports/aggregate.json' }]],
//   }
// Here the package names point at the source (this file lives in the package's own repository).
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: source('.'),
  resolve: { alias: [{ find: /^expect-tool-calls$/, replacement: source('../../src/index.ts') }] },
  test: {
    include: ['*.test.ts'],
    setupFiles: [source('../../src/vitest.ts')],
    reporters: [
      'default',
      [
        source('../../src/reporter/index.ts'),
        { aggregate: process.env.EXPECT_TOOL_CALLS_AGGREGATE ?? 'reports/aggregate.json' },
      ],
    ],
  },
})
