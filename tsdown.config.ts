import { writeFile } from 'node:fs/promises'
import { defineConfig } from 'tsdown'
import { expectationJsonSchema } from './src/compile/json-schema.js'

/** The entries built for both module systems: the core, the raw matchers and the Jest setup entry. */
const dual = {
  index: 'src/index.ts',
  matchers: 'src/matchers/index.ts',
  jest: 'src/jest.ts',
}

export default defineConfig({
  // Vitest refuses `require`, so its setup entry and its reporter are built as ESM only.
  entry: { ...dual, vitest: 'src/vitest.ts', reporter: 'src/reporter/index.ts', cli: 'src/cli/bin.ts' },
  format: {
    esm: {},
    cjs: {
      entry: dual,
      // CommonJS has no `import.meta`; `src/report/jest-diff.ts` requires jest-diff from `import.meta.url`. Rolldown's
      // own stand-in requires `url`: this one is the same through `node:url`, as every built-in is imported here.
      define: { 'import.meta.url': 'require("node:url").pathToFileURL(__filename).href' },
    },
  },
  dts: true,
  clean: true,
  platform: 'neutral',
  // The CLI and the reporter import Node's built-ins.
  external: [/^node:/],
  target: 'node20',
  // The declaration plugins are slow by nature; the warning says nothing we can act on.
  checks: { pluginTimings: false },
  // The expectation language for editors, generated from the same zod schemas (`expect-tool-calls/expectation.schema.json`).
  onSuccess: () =>
    writeFile('dist/expectation.schema.json', `${JSON.stringify(expectationJsonSchema(), null, 2)}\n`),
})
