import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { HANG_BOUND } from './test/support/hang-bound.js'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Every test and hook may run this long before it counts as hung (a bound on a hang, never on speed). */
const hangBound = { testTimeout: HANG_BOUND, hookTimeout: HANG_BOUND }

export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core to its main process, which on 2 cores halves the run.
    maxWorkers: availableParallelism(),
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
          // One worker process runs many test files (a new process per file, importing every dependency again,
          // cost about three quarters of the suite's time); the setup file gives each file fresh modules and mocks.
          // Processes, not threads: `test/support/cpu-time.ts` counts this process's CPU time.
          pool: 'forks',
          isolate: false,
          setupFiles: [source('./test/support/fresh-modules.ts')],
          ...hangBound,
          exclude: [...configDefaults.exclude, 'test/package/**', 'test/consumers/**'],
        },
      },
      // The built package: run after `npm run build` (npm test builds first).
      { test: { name: 'package', include: ['test/package/**/*.test.ts'], ...hangBound } },
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
          ...hangBound,
          include: ['examples/**/*.test.ts'],
          setupFiles: [source('./src/vitest.ts')],
        },
      },
    ],
  },
})
