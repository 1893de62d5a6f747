// The HTML report's per-tool accuracy counts the calls of run items too: a batch of runs shows its tools.
import { describe, expect, test } from 'vitest'
import { renderToolsSection } from '../../../src/cli/report-html/tools-section.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { addSample } from '../../../src/score/add-sample.js'
import { createSample } from '../../../src/score/create-sample.js'
import { emptyAggregate } from '../../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../../src/score/finalize-aggregate.js'
import { scoreRun } from '../../../src/score/run/score-run.js'
import { agentRun } from '../../score/run/helpers.js'

/** The tools section of a batch of run items, each scored against its expectation. */
function toolsOf(items: [RunExpectation, unknown][]): string {
  let aggregate = emptyAggregate()
  items.forEach(([expected, received], index) => {
    aggregate = addSample(aggregate, createSample({ id: `r${index}`, score: scoreRun(expected, received) }))
  })
  return renderToolsSection(finalizeAggregate(aggregate))
}

const support: RunExpectation = {
  calls: [{ name: 'get_order' }, { name: 'refund', arguments: { id: 'A-1' } }],
  order: 'in-order',
}

describe('renderToolsSection of run items', () => {
  test('each tool the runs list, with the share made and the argument credit', () => {
    const html = toolsOf([
      [support, agentRun([['get_order']], [['refund', { id: 'A-1' }]])],
      [support, agentRun([['get_order']], [['refund', { id: 'B-2' }]])],
      [support, agentRun([['get_order']])],
    ])
    expect(html).not.toContain('no-data')
    expect(html).toContain('get_order — name accuracy: 1.00')
    expect(html).toContain('refund — name accuracy: 0.67')
    expect(html).toContain('refund — argument accuracy: 0.33')
  })

  test('runs that list no call: said in words', () => {
    const html = toolsOf([[{ never: [{ name: 'delete' }] }, agentRun([['get_order']])]])
    expect(html).toContain(
      'No item lists an expected tool call; the run item is graded in the run axes above.',
    )
  })
})
