import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'tsdown'

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Builds `src/cli/bin.ts` (or another entry, e.g. `test/cli/hooked-bin.ts`) into one self-contained file in a
 * temporary directory (every dependency bundled, so it runs from anywhere), for tests that need the CLI as a
 * separate Node process whatever `dist/` holds.
 */
export async function buildCli(
  entry = join(root, 'src/cli/bin.ts'),
): Promise<{ cli: string; remove: () => void }> {
  const outDir = mkdtempSync(join(tmpdir(), 'etc-cli-build-'))
  await build({
    config: false,
    cwd: root,
    entry: { cli: entry },
    outDir,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    dts: false,
    noExternal: [/./],
    logLevel: 'silent',
  })
  const file = readdirSync(outDir).find((name) => name.startsWith('cli.'))
  if (file === undefined) throw new Error(`no CLI was built in ${outDir}`)
  return { cli: join(outDir, file), remove: () => rmSync(outDir, { recursive: true, force: true }) }
}
