// Bun's test runner: its `expect` is imported from `bun:test`, not a global in a preload file, so the Jest entry
// does not apply; this preload (`[test] preload = ["./bun-setup.mjs"]` in bunfig.toml) registers the raw matchers.
import { expect } from 'bun:test'
import { matchers } from 'expect-tool-calls/matchers'

expect.extend(matchers)
