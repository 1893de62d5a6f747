import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  test: {
    // `vitest run --coverage`: measured over src/, with branch floors where the rules of matching live.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        'src/rules/**': { branches: 100 },
        'src/match/**': { branches: 100 },
        'src/score/**': { branches: 100 },
      },
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          // Bounds on a hang, not on speed: on a loaded machine (2 cores shared, other suites running) a CLI test
          // that spawns processes or scores hundreds of rows takes several times its usual seconds, and must pass.
          testTimeout: 120_000,
          hookTimeout: 300_000,
          exclude: [...configDefaults.exclude, 'test/package/**', 'test/consumers/**'],
        },
      },
      // The built package: run after `npm run build` (npm test builds first).
      { test: { name: 'package', include: ['test/package/**/*.test.ts'] } },
      {
        // The examples import 'expect-tool-calls' exactly as a user's project would; here the names point at src/.
        resolve: {
          alias: [
            { find: /^expect-tool-calls\/vitest$/, replacement: source('./src/vitest.ts') },
            { find: /^expect-tool-calls\/matchers$/, replacement: source('./src/matchers/index.ts') },
            { find: /^expect-tool-calls$/, replacement: source('./src/index.ts') },
          ],
        },
        test: {
          name: 'examples',
          include: ['examples/**/*.test.ts'],
          setupFiles: [source('./src/vitest.ts')],
        },
      },
    ],
  },
})
