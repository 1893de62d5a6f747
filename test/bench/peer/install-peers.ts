import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where the peers are pinned (`package.json`) and installed (`node_modules`, gitignored). */
export const PEERS_DIR = new URL('../peers/', import.meta.url)

/**
 * Installs the pinned peers with `npm install --prefix test/bench/peers` unless they are there already. Returns why
 * they could not be installed, or `undefined` when they are ready.
 */
export function installPeers(): string | undefined {
  if (existsSync(fileURLToPath(new URL('node_modules/', PEERS_DIR)))) return undefined
  const prefix = fileURLToPath(PEERS_DIR)
  console.log(`installing the peers into ${prefix} (once)…`)
  const result = spawnSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 10 * 60 * 1000,
  })
  if (result.error !== undefined) return `npm install failed to start: ${result.error.message}`
  if (result.status !== 0)
    return `npm install exited ${result.status}: ${result.stderr.trim().split('\n').slice(-5).join(' / ')}`
  return undefined
}

type Exports = string | { readonly [condition: string]: Exports | undefined } | undefined

/** The ESM file of an export condition tree (`import`, then `default`), if any. */
function esmTarget(exports: Exports): string | undefined {
  if (typeof exports === 'string' || exports === undefined) return exports
  return esmTarget(exports.import) ?? esmTarget(exports.default)
}

/**
 * Imports `subpath` (`.`, `./judges`) of a package installed in the peers' `node_modules`, by its ESM entry as its
 * `package.json` exports it.
 */
export async function importPeer(name: string, subpath = '.'): Promise<unknown> {
  const root = new URL(`node_modules/${name}/`, PEERS_DIR)
  const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
    exports?: { readonly [path: string]: Exports }
    module?: string
    main?: string
  }
  const target =
    esmTarget(manifest.exports?.[subpath]) ??
    (subpath === '.' ? (manifest.module ?? manifest.main) : undefined)
  if (target === undefined) throw new Error(`${name} exports no ${subpath}`)
  return import(new URL(target, root).href)
}
