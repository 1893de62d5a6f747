import { processIo } from '../../src/cli/io.js'
import { main } from '../../src/cli/main.js'

/**
 * The child process of the CLI memory benchmark (bundled by `cli-memory.ts`): runs the CLI with the given arguments,
 * then prints its exit code and peak resident set size as the last line of standard error.
 */
const code = await main(process.argv.slice(2), processIo())
process.stderr.write(`\nBENCH ${JSON.stringify({ code, maxRssKiB: process.resourceUsage().maxRSS })}\n`)
process.exitCode = code
