import { describe, expect, test } from 'vitest'
import { match } from '../../src/match/match.js'
import { refundTools } from './refund-tools.js'

const tools = refundTools

describe('match: branches', () => {
  test('plans holding a tool handle’s call validate the received calls against its tools', () => {
    const plans = {
      plans: [{ abstain: true as const }, { plans: [tools.refund.call({ order_id: 'o-1', amount: 20 })] }],
    }
    expect(match([{ name: 'refund', arguments: { order_id: 'o-1', amount: 20 } }], plans).pass).toBe(true)
    const verdict = match([{ name: 'refund', arguments: { order_id: 'o-1', amount: '20' } }], plans)
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches.map((mismatch) => mismatch.kind)).toContain('schema')
  })

  test('plans without any tool handle validate nothing', () => {
    const verdict = match([{ name: 'refund', arguments: { amount: 'x' } }], {
      plans: [{ name: 'refund' }, { abstain: true }],
    })
    expect(verdict.pass).toBe(true)
  })

  test('clarify slots are compared in the Unicode form the received slots are read in', () => {
    const received = { decision: 'CLARIFY', missing: ['cafe\u0301'] }
    expect(match(received, { clarify: ['cafe\u0301'] }).pass).toBe(true)
    expect(match(received, { clarify: ['caf\u00e9'] }).pass).toBe(true)
    expect(match(received, { clarify: ['cafe\u0301'] }, { unicode: 'none' }).pass).toBe(true)
    expect(match(received, { clarify: ['caf\u00e9'] }, { unicode: 'none' }).pass).toBe(false)
  })
})
