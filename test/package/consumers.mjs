#!/usr/bin/env node
// The packed package in fresh consumer projects, as a user installs it: `npm pack`, then for each project under
// test/consumers/ (its package.json pins the runner; `config.suite` names a folder of the repository, a shared
// suite or the examples, copied in first), a copy in a temporary directory, `npm install` of the tarball and the
// pinned versions (from the npm cache when it has them), and the project's `npm test` (tsc in each module
// resolution it lists, then the runner, with CI=true so that no snapshot is written: the stored ones are compared).
// Usage: node test/package/consumers.mjs [name…]   (no name: every project). Run after `npm run build`.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const consumers = join(root, 'test/consumers')
const wanted = process.argv.slice(2)
const names = readdirSync(consumers).filter(
  (name) => name !== 'suites' && (wanted.length === 0 || wanted.includes(name)),
)
if (names.length === 0) throw new Error(`no consumer project named ${wanted.join(', ')}`)

const work = mkdtempSync(join(tmpdir(), 'expect-tool-calls-consumers-'))
const run = (command, args, cwd, env = {}) =>
  execFileSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', stdio: 'pipe' })

const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], root))[0].filename
const tarball = join(work, packed)
const failed = []
for (const name of names) {
  const started = Date.now()
  const project = join(work, name)
  const manifest = JSON.parse(readFileSync(join(consumers, name, 'package.json'), 'utf8'))
  const suite = manifest.config?.suite
  if (suite !== undefined) cpSync(join(root, suite), project, { recursive: true })
  cpSync(join(consumers, name), project, { recursive: true })
  manifest.devDependencies = { ...manifest.devDependencies, 'expect-tool-calls': `file:${tarball}` }
  writeFileSync(join(project, 'package.json'), JSON.stringify(manifest, null, 2))
  try {
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], project)
    run('npm', ['test'], project, { CI: 'true', FORCE_COLOR: '0' })
    console.log(`ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  } catch (error) {
    failed.push(name)
    console.log(`FAIL ${name}\n${error.stdout ?? ''}${error.stderr ?? ''}`)
  }
}
if (failed.length === 0) rmSync(work, { recursive: true, force: true })
else console.log(`kept ${work} for inspection`)
process.exit(failed.length === 0 ? 0 : 1)
