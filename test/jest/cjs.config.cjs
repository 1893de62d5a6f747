// Jest 30 runs the behavioural suite against the built package, as CommonJS. The setup entry is named exactly as a
// user names it, and Jest resolves it through the package's own `exports` (`require` → dist/jest.cjs).
const { join } = require('node:path')

module.exports = {
  displayName: 'jest cjs',
  rootDir: join(__dirname, '../..'),
  roots: ['<rootDir>/test/jest'],
  testMatch: ['<rootDir>/test/jest/**/*.test.cjs'],
  setupFilesAfterEnv: ['expect-tool-calls/jest'],
  transform: { '\\.ts$': '<rootDir>/test/jest/transform-typescript.cjs' },
  errorOnDeprecated: true,
  // A bound on a hang, not on speed (Jest's default is 5 s): on a loaded machine a test takes ten times its time.
  testTimeout: 600_000,
}
