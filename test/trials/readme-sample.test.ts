// The README's trials section shows the failure message of a pass^k gate on the fake support agent of
// `examples/trials.test.ts`: generated here (run with UPDATE_README=1 to rewrite it), and the lines the example pins
// are in it.
import { readFileSync, writeFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { supportAgent } from '../../examples/fake-support-agent.js'
import { matchers } from '../../src/matchers/index.js'
import { runTrials } from '../../src/trials/run-trials.js'

const README = new URL('../../README.md', import.meta.url)
const EXAMPLE = new URL('../../examples/trials.test.ts', import.meta.url)

/** The pinned failure: eight runs, pass^4 against 0.9. */
async function passHatKSample(): Promise<string> {
  const trials = await runTrials(8, supportAgent)
  const refund = { name: 'refund_order', arguments: { order_id: 'A-77', amount: 18.9 } }
  const result = matchers.toHaveCalledTool.call({}, trials, refund, 1, {
    trials: { passHatK: { k: 4, min: 0.9 } },
  })
  if (result.pass) throw new Error('the pass^k gate passed')
  return stripVTControlCharacters(result.message())
}

const BLOCK = /(<!-- trials-sample: pass-hat-k[^>]*-->\n```\n)([\s\S]*?)(\n```\n<!-- \/trials-sample -->)/

describe('README: repeated trials', () => {
  test('the sample is what the matcher prints (UPDATE_README=1 rewrites it)', async () => {
    const readme = readFileSync(README, 'utf8')
    expect(BLOCK.test(readme), 'the README has the trials sample block').toBe(true)
    const sample = await passHatKSample()
    const generated = readme.replace(
      BLOCK,
      (_, open: string, _text: string, close: string) => `${open}${sample}${close}`,
    )
    if (process.env.UPDATE_README === '1') writeFileSync(README, generated)
    else expect(readme).toBe(generated)
  })

  test('the lines examples/trials.test.ts pins are the sample lines', async () => {
    const example = readFileSync(EXAMPLE, 'utf8')
    const sample = await passHatKSample()
    for (const line of sample.split('\n').slice(2, 6)) expect(example).toContain(`'${line}'`)
  })
})
