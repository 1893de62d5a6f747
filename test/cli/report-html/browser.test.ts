import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { escapeHtml } from '../../../src/cli/report-html/escape-html.js'
import { renderReport } from '../../../src/cli/report-html/index.js'
import { CHROMIUM, CHROMIUM_TIMEOUT, type ChromiumRun, hasChromium, runChromium } from './chromium.js'
import { aggregateOf, ITEMS, samplesOf } from './fixture.js'
import { colourStats, decodePng, pixelAt, readPngHeader } from './png.js'

const WIDTH = 1280
const HEIGHT = 2000
/** The reference screenshot for people to look at; rewritten with UPDATE_SCREENSHOTS=1, never compared pixel by pixel. */
const REFERENCE = fileURLToPath(new URL('./__screenshots__/report.png', import.meta.url))
const SCRIPT_TOOL = '<script>alert(1)</script>'
const inCi = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false'

if (!hasChromium && !inCi) {
  console.warn(
    `report-html browser tests skipped: ${CHROMIUM} not found (apt-get install chromium; CI fails instead)`,
  )
}

test.runIf(!hasChromium && inCi)('chromium is installed in CI (.ci/run installs Debian’s chromium)', () => {
  expect.fail(
    `${CHROMIUM} is missing: .ci/run must install it (apt-get install -y chromium fonts-dejavu-core)`,
  )
})

describe.runIf(hasChromium)('report.html in headless Chromium', () => {
  const file = { dir: '', report: '', blank: '', hostile: '', shot: '', blankShot: '', pdf: '' }
  let dom: ChromiumRun

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'etc-report-'))
    Object.assign(file, {
      dir,
      report: join(dir, 'report.html'),
      blank: join(dir, 'blank.html'),
      hostile: join(dir, 'hostile.html'),
      shot: join(dir, 'report.png'),
      blankShot: join(dir, 'blank.png'),
      pdf: join(dir, 'report.pdf'),
    })
    const samples = samplesOf(ITEMS)
    writeFileSync(file.report, renderReport({ aggregate: aggregateOf(samples), worst: samples }))
    writeFileSync(file.blank, '<!doctype html><html><body></body></html>')
    const withHostile = samplesOf([
      ...ITEMS,
      {
        id: 'x-1',
        category: 'hostile',
        expected: { name: SCRIPT_TOOL },
        received: [{ name: 'f', arguments: {} }],
      },
    ])
    writeFileSync(file.hostile, renderReport({ aggregate: aggregateOf(withHostile), worst: withHostile }))
    const size = `--window-size=${WIDTH},${HEIGHT}`
    const runs = await Promise.all([
      runChromium(file.report, [`--screenshot=${file.shot}`, size]),
      runChromium(file.blank, [`--screenshot=${file.blankShot}`, size]),
      runChromium(file.hostile, ['--dump-dom', '--enable-logging=stderr', '--v=0', size]),
      runChromium(file.report, [`--print-to-pdf=${file.pdf}`, '--no-pdf-header-footer']),
    ])
    dom = runs[2]
    if (process.env.UPDATE_SCREENSHOTS) copyFileSync(file.shot, REFERENCE)
  }, CHROMIUM_TIMEOUT)

  afterAll(() => rmSync(file.dir, { recursive: true, force: true }))

  test('the screenshot has the window size, real content, and the header where it belongs', () => {
    expect(readPngHeader(readFileSync(file.shot))).toMatchObject({ width: WIDTH, height: HEIGHT })
    const image = decodePng(readFileSync(file.shot))
    const empty = decodePng(readFileSync(file.blankShot))
    expect(colourStats(empty).distinct).toBe(1)
    const stats = colourStats(image)
    expect(stats.distinct).toBeGreaterThan(200)
    expect(stats.share(pixelAt(image, WIDTH - 5, HEIGHT - 5))).toBeLessThan(0.9)
    expect(pixelAt(image, 4, 4)).toBe(0x1c2b45)
    expect(statSync(file.shot).size).toBeGreaterThan(4 * statSync(file.blankShot).size)
  })

  test('the DOM the browser built has every chart with its labels, and the script ran', () => {
    const html = dom.stdout
    for (const id of ['outcomes', 'axes', 'tools', 'failures', 'decisions', 'mutations', 'stale']) {
      expect(html).toContain(`id="chart-${id}"`)
    }
    expect(html).toContain('>Mean score per axis, per category</title>')
    expect(html).toMatch(/<text [^>]*class="label"[^>]*>get_weather<\/text>/)
    expect(html).toMatch(/<text [^>]*>عربي<\/text>/)
    expect(html).toContain('<th scope="col"><button type="button">total</button></th>')
  })

  test('a tool named <script>alert(1)</script> stays text; no console message, no blocked request', () => {
    const html = dom.stdout
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html).toContain(escapeHtml(SCRIPT_TOOL))
    const console = dom.stderr
      .split('\n')
      .filter((line) => /CONSOLE|Content Security Policy|net::ERR/.test(line))
    expect(console).toEqual([])
  })

  test('it prints: a PDF of several pages with content', () => {
    const bytes = readFileSync(file.pdf)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBeGreaterThan(20_000)
    const pages = /\/Type \/Pages[^>]*\/Count (\d+)/.exec(bytes.toString('latin1'))
    expect(Number(pages?.[1])).toBeGreaterThanOrEqual(2)
  })

  test('the reference screenshot for people is in the repository', () => {
    expect(existsSync(REFERENCE)).toBe(true)
    expect(readPngHeader(readFileSync(REFERENCE))).toMatchObject({ width: WIDTH, height: HEIGHT })
  })
})
