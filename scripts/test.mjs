#!/usr/bin/env node
// `npm test`: every check of the project, each started as soon as what it needs is done, independent ones side by
// side (on 2 cores, the Vitest run keeps both busy while the checks that mostly wait — npm installs, process
// start-ups, the tail of the run — fill the gaps). The checks are the package.json scripts, unchanged, except that
// the package is packed once (`npm pack`) and that one tarball is what publint, attw and the consumer projects read.
// Each check's output is printed whole when it ends (Vitest's as it runs); a failed check fails the run, and the
// checks that need it are skipped. A table of what ran, and how long, closes the output.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts
const work = mkdtempSync(join(tmpdir(), 'expect-tool-calls-test-'))
let tarball = ''

/** A package.json script with `attw --pack .` pointed at the packed tarball instead (the same check, no re-pack). */
function onTarball(name) {
  const script = scripts[name]
  if (!script.includes('--pack .'))
    throw new Error(`scripts.${name} no longer says --pack .: update scripts/test.mjs`)
  return script.replaceAll('--pack .', JSON.stringify(tarball))
}

/** Each check: the shell command it runs (a function when it needs the tarball) and the checks it waits for. */
const checks = {
  typecheck: { command: () => 'npm run typecheck' },
  lint: { command: () => 'npm run lint' },
  build: { command: () => 'npm run build' },
  pack: { after: ['build'], command: () => `npm pack --json --pack-destination ${JSON.stringify(work)}` },
  publint: { after: ['pack'], command: () => `npx publint run ${JSON.stringify(tarball)} --strict` },
  attw: { after: ['pack'], command: () => onTarball('attw') },
  'test:types': { after: ['build'], command: () => 'npm run test:types' },
  vitest: { after: ['build'], command: () => 'npx vitest run --coverage', live: true },
  'test:jest:cjs': { after: ['build'], command: () => 'npm run test:jest:cjs' },
  'test:jest:esm': { after: ['build'], command: () => 'npm run test:jest:esm' },
  'test:consumers': {
    after: ['pack'],
    command: () => 'npm run test:consumers',
    env: () => ({ ETC_TARBALL: tarball }),
  },
}

const results = new Map()
const started = Date.now()

function runCheck(name) {
  const check = checks[name]
  const begun = Date.now()
  return new Promise((resolve) => {
    const child = spawn(check.command(), {
      cwd: root,
      shell: true,
      env: { ...process.env, ...check.env?.() },
      stdio: ['ignore', check.live ? 'inherit' : 'pipe', check.live ? 'inherit' : 'pipe'],
    })
    let output = ''
    let stdout = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
      stdout += chunk
    })
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - begun) / 1000
      const ok = code === 0
      if (name === 'pack' && ok) tarball = join(work, JSON.parse(stdout)[0].filename)
      if (!check.live)
        process.stdout.write(`\n── ${name} ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)\n${output}`)
      results.set(name, { status: ok ? 'ok' : `failed (${signal ?? `exit ${code}`})`, seconds })
      resolve()
    })
  })
}

/** Starts every check whose prerequisites passed, skips those whose prerequisites failed, until none is left. */
async function runAll() {
  const running = new Map()
  while (results.size < Object.keys(checks).length) {
    for (const [name, check] of Object.entries(checks)) {
      if (results.has(name) || running.has(name)) continue
      const needs = check.after ?? []
      if (needs.some((need) => results.has(need) && results.get(need).status !== 'ok')) {
        results.set(name, { status: 'skipped', seconds: 0 })
      } else if (needs.every((need) => results.get(need)?.status === 'ok')) {
        running.set(
          name,
          runCheck(name).then(() => running.delete(name)),
        )
      }
    }
    if (running.size > 0) await Promise.race(running.values())
  }
}

await runAll()
rmSync(work, { recursive: true, force: true })
const total = (Date.now() - started) / 1000
console.log('\nnpm test, each check (they overlap):')
for (const [name, { status, seconds }] of results)
  console.log(`  ${name.padEnd(16)} ${status.padEnd(18)} ${seconds.toFixed(1).padStart(6)} s`)
console.log(`  ${'all'.padEnd(16)} ${''.padEnd(18)} ${total.toFixed(1).padStart(6)} s`)
const failed = [...results].filter(([, { status }]) => status !== 'ok')
process.exit(failed.length === 0 ? 0 : 1)
