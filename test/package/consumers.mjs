#!/usr/bin/env node
// The packed package in fresh consumer projects, as a user installs it: `npm pack`, then for each project under
// test/consumers/ (its package.json pins the runner; `config.suite` names a folder of the repository, a shared
// suite or the examples, copied in first), a copy in a temporary directory, `npm install` of the tarball and the
// pinned versions (from the npm cache when it has them), and the project's `npm test` (tsc in each module
// resolution it lists, then the runner, with CI=true so that no snapshot is written: the stored ones are compared).
// Usage: node test/package/consumers.mjs [name…]   (no name: every project). Run after `npm run build`.
// The projects run side by side, CONSUMER_JOBS at a time (default: one more than the cores, since an install mostly
// waits on the disk); ETC_TARBALL names a tarball already packed (npm test packs once for every check).
import { execFile, execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const root = fileURLToPath(new URL('../../', import.meta.url))
const consumers = join(root, 'test/consumers')
const wanted = process.argv.slice(2)
const names = readdirSync(consumers).filter(
  (name) => name !== 'suites' && (wanted.length === 0 || wanted.includes(name)),
)
if (names.length === 0) throw new Error(`no consumer project named ${wanted.join(', ')}`)

const work = mkdtempSync(join(tmpdir(), 'expect-tool-calls-consumers-'))
const jobs = Number(process.env.CONSUMER_JOBS ?? availableParallelism() + 1)
const execFileAsync = promisify(execFile)
const run = (command, args, cwd, env = {}) =>
  execFileAsync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })

const tarball =
  process.env.ETC_TARBALL ||
  join(
    work,
    JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' }),
    )[0].filename,
  )
const failed = []

async function consumer(name) {
  const started = Date.now()
  const project = join(work, name)
  const manifest = JSON.parse(readFileSync(join(consumers, name, 'package.json'), 'utf8'))
  const suite = manifest.config?.suite
  if (suite !== undefined) cpSync(join(root, suite), project, { recursive: true })
  cpSync(join(consumers, name), project, { recursive: true })
  manifest.devDependencies = { ...manifest.devDependencies, 'expect-tool-calls': `file:${tarball}` }
  writeFileSync(join(project, 'package.json'), JSON.stringify(manifest, null, 2))
  try {
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], project)
    const installed = Date.now()
    await run('npm', ['test'], project, { CI: 'true', FORCE_COLOR: '0' })
    const seconds = (to, from) => ((to - from) / 1000).toFixed(1)
    const done = Date.now()
    console.log(
      `ok   ${name} (${seconds(done, started)} s: install ${seconds(installed, started)}, test ${seconds(done, installed)})`,
    )
  } catch (error) {
    failed.push(name)
    console.log(`FAIL ${name}\n${error.stdout ?? ''}${error.stderr ?? ''}`)
  }
}

const queue = [...names]
await Promise.all(
  Array.from({ length: Math.max(1, Math.min(jobs, queue.length)) }, async () => {
    while (queue.length > 0) await consumer(queue.shift())
  }),
)
if (failed.length === 0) rmSync(work, { recursive: true, force: true })
else console.log(`kept ${work} for inspection`)
process.exit(failed.length === 0 ? 0 : 1)
