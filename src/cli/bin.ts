#!/usr/bin/env node
// The `expect-tool-calls` executable: the only CLI file with side effects (it reads the process and sets its exit
// code). Everything else goes through `main`, which tests call in memory.
import { processIo } from './io.js'
import { main } from './main.js'
import { provideDependencies } from './provide-dependencies.js'

provideDependencies()
main(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code
})
