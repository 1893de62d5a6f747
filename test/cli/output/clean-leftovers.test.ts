// Issue 19, item 6: what a killed run leaves beside the output is found by the next run, said, and cleaned; what a
// running process is writing is left alone.
import { mkdirSync, readlinkSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { cleanLeftovers } from '../../../src/cli/output/clean-leftovers.js'
import { HOST_TAG, parseSibling } from '../../../src/cli/output/run-names.js'
import { entries, layout, run, smallRun, tempDir } from '../helpers.js'

const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out']
/** Above any pid_max Linux allows (2²²): a process that surely does not run. */
const DEAD = 99_999_999
const name = (kind: string, pid = DEAD, host = HOST_TAG) => `.out.${kind}-${pid}-${host}-0badcafe`

function fakeRun(path: string, extra: string[] = []) {
  mkdirSync(path)
  for (const file of ['samples.jsonl', 'aggregate.json', ...extra]) writeFileSync(join(path, file), 'x')
}

describe('sibling names', () => {
  test.each([
    [name('run'), 'run'],
    [name('link'), 'link'],
    [name('old'), 'old'],
    ['.out.partial-123-0badcafe', 'legacy'],
    ['.out.partial-123-0badcafe.old', 'legacy_old'],
    ['.out.run-1-abcdef', undefined],
    ['.outx.run-1-abcdef-0badcafe', undefined],
    ['out', undefined],
    ['.out.run-1-ABCDEF-0badcafe', undefined],
  ])('%s is %s', (entry, kind) => {
    expect(parseSibling('out', entry)?.kind).toBe(kind)
  })
})

describe('a later run cleans what killed runs left', () => {
  test('a run directory, a link never renamed, an old-version staging directory: said and removed', async () => {
    const dir = tempDir()
    smallRun(dir, 3)
    fakeRun(join(dir, name('run')))
    symlinkSync(name('run'), join(dir, name('link')))
    fakeRun(join(dir, '.out.partial-99999999-0badcafe'))
    const result = await run(dir, argv)
    expect(result.code).toBe(0)
    expect(result.stderr.split('\n')).toEqual([
      `expect-tool-calls score: removed .out.link-${DEAD}-${HOST_TAG}-0badcafe, left by a run that was killed (process ${DEAD})`,
      `expect-tool-calls score: removed .out.partial-${DEAD}-0badcafe, left by a run that was killed (process ${DEAD})`,
      `expect-tool-calls score: removed .out.run-${DEAD}-${HOST_TAG}-0badcafe, left by a run that was killed (process ${DEAD})`,
      '',
    ])
    expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
  })

  test('an old run moved aside while the output is missing is put back (the kill came between two steps)', async () => {
    const dir = tempDir()
    smallRun(dir, 3)
    expect((await run(dir, argv)).code).toBe(0)
    const target = readlinkSync(join(dir, 'out'))
    const { unlinkSync } = await import('node:fs')
    unlinkSync(join(dir, 'out'))
    renameSync(join(dir, target), join(dir, '.out.partial-99999999-0badcafe.old'))
    const actions = cleanLeftovers(join(dir, 'out'))
    expect(actions.map((action) => action.kind)).toEqual(['restored'])
    expect(entries(join(dir, 'out'))).toEqual(['aggregate.json', 'report.html', 'run.json', 'samples.jsonl'])
  })

  test('what a running process writes, another machine left, or the output names is left alone', async () => {
    const dir = tempDir()
    fakeRun(join(dir, name('run', process.pid)))
    fakeRun(join(dir, name('run', DEAD, '000000')))
    fakeRun(join(dir, name('old')))
    symlinkSync(name('old'), join(dir, 'out'))
    fakeRun(join(dir, '.other.partial-99999999-0badcafe'))
    const before = entries(dir)
    expect(cleanLeftovers(join(dir, 'out'))).toEqual([])
    expect(entries(dir)).toEqual(before)
  })

  test('a leftover holding files no run writes is kept and said so', () => {
    const dir = tempDir()
    fakeRun(join(dir, name('run')), ['notes.txt'])
    const actions = cleanLeftovers(join(dir, 'out'))
    expect(actions).toMatchObject([{ kind: 'kept', problem: 'it holds other files (notes.txt)' }])
    expect(entries(join(dir, name('run')))).toEqual(['notes.txt'])
  })
})
