// Runs before every test file of the `unit` project (`setupFiles` in vitest.config.ts). That project runs many test
// files in one worker process (`isolate: false`): a new process per file, importing Vitest, zod and fast-check again,
// cost about three quarters of the suite's CPU. What isolation gave a file that matters is given back here: the
// modules of src/ and test/ are evaluated afresh for each file (so a helper's module-level hook, a global
// `expect.extend` and a `vi.mock` apply to the file that asked for them, as before), and no mock outlives its file.
// Dependencies in node_modules are loaded once per worker; they keep no state a test changes.
import { vi } from 'vitest'

// The module mocker's registry (`vi.mock` of an earlier file); Vitest clears it the same way between isolated files.
const mocker = (globalThis as { __vitest_mocker__?: { reset?: () => void } }).__vitest_mocker__
mocker?.reset?.()
vi.resetModules()
