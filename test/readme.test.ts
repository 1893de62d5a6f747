// The README's claims that can drift, held against the code: the sample messages (generated: run with
// UPDATE_README=1 to rewrite them), the rule reference table, the Vitest version, and the docs it links.
import { readFileSync, writeFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { compileField } from '../src/compile/compile-field.js'
import type { RunExpectation } from '../src/expect/run-types.js'
import { field } from '../src/index.js'
import { matchers } from '../src/matchers/index.js'
import { rules } from '../src/rules/index.js'
import { RUN_AXIS_NAMES } from '../src/score/run/run-types.js'
import { scoreRun } from '../src/score/run/score-run.js'
import { renderSnapshot } from '../src/snapshot/render-snapshot.js'
import { captureRun } from '../src/snapshot/run/capture-run.js'
import { matchRunSnapshot } from '../src/snapshot/run/match-run-snapshot.js'
import { parseRunSnapshot } from '../src/snapshot/run/parse-run-snapshot.js'

const README = new URL('../README.md', import.meta.url)
const readme = readFileSync(README, 'utf8')
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  files: string[]
  peerDependencies: Record<string, string>
}

/** A matcher's failure message as a runner without its own diff prints it (Jest, raw use): words, then one diff. */
function failureMessage(name: keyof typeof matchers, received: unknown, ...rest: unknown[]): string {
  const matcher = matchers[name] as (
    this: object,
    received: unknown,
    ...rest: unknown[]
  ) => {
    pass: boolean
    message: () => string
  }
  const result = matcher.call({}, received, ...rest)
  if (result.pass) throw new Error(`${name} passed`)
  return stripVTControlCharacters(result.message())
}

/** The scenario of `examples/failure-message.test.ts`: "refund the 20 euros", refunded in "usd". */
function failureMessageSample(): string {
  const received: unknown = JSON.parse(
    readFileSync(new URL('../examples/recorded/openai-chat/refund-usd.json', import.meta.url), 'utf8'),
  )
  return failureMessage('toMatchToolCall', received, {
    name: 'refund',
    arguments: {
      order_id: 'order-77',
      amount: field.number(20, { tolerance: 0.01 }),
      unit: field.enum('EUR', { aliases: { euro: 'EUR' } }),
      reason: field.ignore(),
    },
  })
}

/** The refund made before the order was looked up. */
function callOrderSample(): string {
  const lookUp = { name: 'get_order', arguments: { order_id: 'order-77' } }
  const refund = { name: 'refund', arguments: { order_id: 'order-77', amount: 20 } }
  return failureMessage('toMatchToolCalls', [refund, lookUp], [lookUp, refund])
}

/**
 * The recorded support run that refunds the wrong order, against the snapshot of the right one, hand-edited: the
 * confirmation's wording ignored, the refunded id the one the lookup returned.
 */
function runSnapshotSample(): string {
  const recorded = (name: string): unknown =>
    JSON.parse(readFileSync(new URL(`../examples/recorded/runs/${name}.json`, import.meta.url), 'utf8'))
  const stored = captureRun(recorded('support-refund'))
  if (!stored.ok) throw new Error('the recorded run cannot be read')
  const steps = stored.data.steps as Record<string, Record<string, unknown>>[]
  steps[1]!.arguments!.message = field.ignore()
  steps[2]!.arguments!.order_id = field.fromResult('find_orders', 'orders[0].id')
  const snapshot = parseRunSnapshot(renderSnapshot(JSON.parse(JSON.stringify(stored.data))))
  const result = matchRunSnapshot(captureRun(recorded('support-refund-wrong-order')), snapshot)
  if (result.pass) throw new Error('the wrong refund passed')
  return result.summary
}

/** A recorded support-agent run of `examples/agent-run-failures.test.ts`. */
const supportRun = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../examples/recorded/runs/${name}.json`, import.meta.url), 'utf8'))

/** The support agent's run as `examples/agent-run-failures.test.ts` states it, in `in-order`. */
const supportAgent = {
  calls: [
    { name: 'find_orders', arguments: { email: 'dana@example.com', query: field.ignore() } },
    { name: 'request_confirmation', result: { confirmed: true } },
    {
      name: 'refund_order',
      arguments: {
        order_id: field.fromResult('find_orders', 'orders[0].id'),
        amount: 18.9,
        reason: field.oneOf('damaged', 'defective'),
      },
      status: 'ok',
    },
  ],
  order: 'in-order',
  never: [{ name: 'delete_account' }],
  answer: field.pattern('ORD-5581'),
}

/** The support agent refunds an order the lookup did not return. */
function runFailureSample(): string {
  return failureMessage('toMatchRun', supportRun('support-refund-wrong-order'), supportAgent)
}

/** The support agent refunds before the customer confirmed. */
function runOrderSample(): string {
  return failureMessage('toMatchRun', supportRun('support-refund-swapped'), supportAgent)
}

/** A number as the score table prints it: at most three decimals. */
const decimals = (value: number) => String(Math.round(value * 1000) / 1000)

/**
 * `scoreRun` of the support agent on three recorded runs (the right one, the wrong refund, the deleted account): the
 * verdict, the total, and each run axis that applies to one of them.
 */
function scoreRunSample(): string {
  const names = ['support-refund', 'support-refund-wrong-order', 'support-refund-deletes-account']
  const scored = names.map((name) => ({
    name,
    score: scoreRun(supportAgent as RunExpectation, supportRun(name)),
  }))
  const axes = RUN_AXIS_NAMES.filter((axis) => scored.some(({ score }) => score.run.axes[axis] !== null))
  const rows = [
    ['run', 'pass', 'total', ...axes],
    ...scored.map(({ name, score }) => [
      name,
      String(score.pass),
      score.total === null ? 'n/a' : decimals(score.total),
      ...axes.map((axis) => {
        const value = score.run.axes[axis]
        return value === null ? 'n/a' : decimals(value)
      }),
    ]),
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

const SAMPLES: Record<string, () => string> = {
  'failure-message': failureMessageSample,
  'call-order': callOrderSample,
  'run-snapshot': runSnapshotSample,
  'run-failure': runFailureSample,
  'run-order': runOrderSample,
  'score-run': scoreRunSample,
}

const SAMPLE = /(<!-- sample: ([a-z-]+)[^>]*-->\n```\n)([\s\S]*?)(\n```\n<!-- \/sample -->)/g

describe('README', () => {
  test('the sample messages are what the matchers print (UPDATE_README=1 rewrites them)', () => {
    const found: string[] = []
    const generated = readme.replace(
      SAMPLE,
      (_, open: string, name: string, _text: string, close: string) => {
        found.push(name)
        const sample = SAMPLES[name]
        if (sample === undefined) throw new Error(`no generator for the README sample "${name}"`)
        return `${open}${sample()}${close}`
      },
    )
    expect(found.sort()).toEqual(Object.keys(SAMPLES).sort())
    if (process.env.UPDATE_README === '1') writeFileSync(README, generated)
    else expect(readme).toBe(generated)
  })

  test('the failure sample is the one examples/failure-message.test.ts pins', () => {
    const example = readFileSync(new URL('../examples/failure-message.test.ts', import.meta.url), 'utf8')
    const pinned = /\(\d+ matching arguments? not shown\)/.exec(example)?.[0]
    expect(pinned).toBeDefined()
    expect(failureMessageSample()).toContain(pinned)
    expect(readme).toContain(pinned)
  })

  test('the run samples are the messages examples/agent-run-failures.test.ts pins', () => {
    const example = readFileSync(new URL('../examples/agent-run-failures.test.ts', import.meta.url), 'utf8')
    for (const sample of [runFailureSample(), runOrderSample()]) {
      const first = sample.split('\n')[2]!
      expect(example).toContain(first)
      expect(readme).toContain(first)
    }
  })

  test('the Vitest version it names is the lower bound of the peer range', () => {
    const lower = /^>=\s*([\d.]+)/.exec(pkg.peerDependencies.vitest!)?.[1]
    expect(lower).toBeDefined()
    expect(readme).toContain(`**Vitest** (${lower} or later)`)
    expect(readme).toContain("import { defineConfig } from 'vitest/config'")
  })

  test('the rule table has one row per rule, and every JSON form in it compiles as JSON', () => {
    const start = readme.indexOf('### Rules')
    const table = readme.slice(start, readme.indexOf('\n\n', readme.indexOf('| builder', start)))
    const rows = table.split('\n').filter((line) => line.startsWith('| `field.'))
    const named = new Set<string>()
    for (const row of rows) {
      const [builder, form] = row.split(' | ')
      const name = /`field\.([a-zA-Z]+)\(/.exec(builder!)?.[1]
      expect(name, row).toBeDefined()
      named.add(name!)
      if (name === 'satisfies') {
        expect(form).toContain('TypeScript only')
        continue
      }
      const json = /^`(.*)`$/.exec(form!.trim())?.[1]
      expect(json, row).toBeDefined()
      const parsed = JSON.parse(json!.replace(/"value": v\}/, '"value": 1}')) as { $rule: string }
      expect(parsed.$rule).toBe(name)
      expect(() => compileField(parsed, [], 'nfc', 'json')).not.toThrow()
    }
    expect([...named].sort()).toEqual(Object.keys(rules).sort())
  })

  test('every document it links ships in the package', () => {
    const links = [...readme.matchAll(/\]\(((?!https?:|#)[^)]+\.md)\)/g)].map((match) => match[1]!)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      expect(pkg.files, `${link} is linked but not in package.json "files"`).toContain(link)
      expect(() => readFileSync(new URL(`../${link}`, import.meta.url))).not.toThrow()
    }
  })

  test('the install command names the package', () => {
    expect(readme).toContain('npm install --save-dev expect-tool-calls')
  })
})
