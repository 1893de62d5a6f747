import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/**/*.test.ts'] } },
      {
        // The examples import 'expect-tool-calls' exactly as a user's project would; here the name points at src/.
        resolve: {
          alias: { 'expect-tool-calls': fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
        },
        test: { name: 'examples', include: ['examples/**/*.test.ts'] },
      },
    ],
  },
})
