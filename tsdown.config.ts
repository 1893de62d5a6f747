import { defineConfig } from 'tsdown'

/** The entries built for both module systems: the core, the raw matchers and the Jest setup entry. */
const dual = {
  index: 'src/index.ts',
  matchers: 'src/matchers/index.ts',
  jest: 'src/jest.ts',
}

export default defineConfig({
  // Vitest refuses `require`, so its setup entry is built as ESM only.
  entry: { ...dual, vitest: 'src/vitest.ts' },
  format: { esm: {}, cjs: { entry: dual } },
  dts: true,
  clean: true,
  platform: 'neutral',
  target: 'node20',
  // The declaration plugins are slow by nature; the warning says nothing we can act on.
  checks: { pluginTimings: false },
})
