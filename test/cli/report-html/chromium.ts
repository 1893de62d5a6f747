import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Debian's chromium (`apt-get install chromium`), or the browser named by `CHROMIUM_PATH`. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Whether the browser is installed here. */
export const hasChromium = existsSync(CHROMIUM)

/** How long a test or hook that runs Chromium may take: a bound on a hang, not on a slow machine. */
export const CHROMIUM_TIMEOUT = 600_000

/** What one headless run printed. */
export interface ChromiumRun {
  stdout: string
  stderr: string
}

/**
 * Runs headless Chromium on one local file with a fresh profile and everything that could reach the network turned
 * off; the profile is removed afterwards. `extra` adds the action (`--screenshot=…`, `--dump-dom`, `--print-to-pdf=…`).
 */
export function runChromium(file: string, extra: string[]): Promise<ChromiumRun> {
  const profile = mkdtempSync(join(tmpdir(), 'etc-chromium-'))
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--hide-scrollbars',
    '--force-device-scale-factor=1',
    `--user-data-dir=${profile}`,
    ...extra,
    pathToFileURL(file).href,
  ]
  return new Promise((resolve, reject) => {
    // No kill timer: headless Chromium exits when its one action is done, however loaded the machine is; the
    // calling test's timeout (CHROMIUM_TIMEOUT) bounds a hang.
    execFile(CHROMIUM, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      rmSync(profile, { recursive: true, force: true })
      if (error) reject(new Error(`chromium failed: ${error.message}\n${stderr}`))
      else resolve({ stdout, stderr })
    })
  })
}
