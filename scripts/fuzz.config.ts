import { defineConfig } from 'vitest/config'

/** `npm run fuzz`: only the fuzz run, with no time limit (a million inputs take a while). */
export default defineConfig({
  test: {
    include: ['scripts/fuzz.ts'],
    testTimeout: 24 * 60 * 60 * 1000,
    reporters: ['default'],
  },
})
