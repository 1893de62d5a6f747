// Jest 30 runs the behavioural suite against the built package, as ES modules (`node --experimental-vm-modules`).
// Jest resolves a `setupFilesAfterEnv` name with the `require` condition even here, so an ES module setup file
// imports the entry: `import` → dist/jest.js.
const cjs = require('./cjs.config.cjs')

module.exports = {
  ...cjs,
  displayName: 'jest esm',
  testMatch: ['<rootDir>/test/jest/**/*.test.mjs'],
  setupFilesAfterEnv: ['<rootDir>/test/jest/setup.mjs'],
  extensionsToTreatAsEsm: ['.ts'],
}
