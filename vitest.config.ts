import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/**/*.test.ts'] } },
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
