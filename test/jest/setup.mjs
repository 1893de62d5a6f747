// The Jest setup entry, loaded as an ES module through the package's `exports` (`import` → dist/jest.js).
import 'expect-tool-calls/jest'
