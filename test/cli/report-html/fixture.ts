import type { TurnExpectation } from '../../../src/expect/types.js'
import type { JsonObject } from '../../../src/json/types.js'
import { addSample } from '../../../src/score/add-sample.js'
import { createSample } from '../../../src/score/create-sample.js'
import { emptyAggregate } from '../../../src/score/empty-aggregate.js'
import type { FinalAggregate } from '../../../src/score/final-types.js'
import { finalizeAggregate } from '../../../src/score/finalize-aggregate.js'
import { score } from '../../../src/score/score.js'
import type { GenerationFailureKind, Sample } from '../../../src/score/types.js'

/** One item of a generated run: what was expected, what the model returned, and what the runner knows. */
export interface Item {
  id: string
  expected: TurnExpectation
  received: unknown
  category?: string
  metadata?: JsonObject
  failure?: GenerationFailureKind
}

const weather = (city: string, unit = 'celsius') => ({ name: 'get_weather', arguments: { city, unit } })
const refund = { name: 'refund', arguments: { order_id: 'o-17' }, stale: { name: 'refund_v1' } }
const flights = { name: 'search_flights', arguments: { from: 'CAI', to: 'JED' } }
const hotel = (city: string) => ({ name: 'book_hotel', arguments: { city, nights: 2 } })

/** A small run of the default profile that touches every section: categories, tools, failure kinds, decisions. */
export const ITEMS: Item[] = [
  { id: 'w-1', category: 'simple', expected: weather('Paris'), received: [weather('Paris')] },
  { id: 'w-2', category: 'simple', expected: weather('Paris'), received: [weather('Paris', 'fahrenheit')] },
  {
    id: 'w-3',
    category: 'simple',
    expected: weather('Oslo'),
    received: [{ ...weather('Oslo'), name: 'get_forecast' }],
  },
  {
    id: 'w-4',
    category: 'simple',
    expected: weather('Rome'),
    received: 'Sure! {"name": "get_weather", "arguments": {',
  },
  { id: 'w-5', category: 'simple', expected: weather('Rome'), received: { foo: 1 } },
  { id: 'w-6', category: 'simple', expected: weather('Lima'), received: '', failure: 'missing_prediction' },
  {
    id: 'w-7',
    category: 'simple',
    expected: weather('Lima'),
    received: '{"name": "get_we',
    failure: 'truncated',
  },
  {
    id: 'm-1',
    category: 'multiple',
    expected: { calls: [flights, hotel('Jeddah')], order: 'serial' },
    received: [flights, hotel('Jeddah'), { name: 'delete_booking', arguments: { id: 9 } }],
  },
  {
    id: 'm-2',
    category: 'multiple',
    expected: { calls: [flights, hotel('Jeddah')], order: 'serial' },
    received: [flights, hotel('Jeddah')],
  },
  { id: 'm-3', category: 'multiple', expected: { calls: [flights, hotel('Jeddah')] }, received: [flights] },
  { id: 'a-1', category: 'abstain', expected: { abstain: true }, received: [] },
  { id: 'a-2', category: 'abstain', expected: { abstain: true }, received: [weather('Paris')] },
  {
    id: 'c-1',
    category: 'clarify',
    expected: { clarify: ['date'] },
    received: { decision: 'CLARIFY', missing: ['date'] },
  },
  { id: 'c-2', category: 'clarify', expected: { clarify: ['date'] }, received: { decision: 'ABSTAIN' } },
  { id: 'ar-1', category: 'عربي', expected: hotel('القاهرة'), received: [hotel('Cairo')] },
  { id: 'ar-2', category: 'عربي', expected: hotel('القاهرة'), received: [hotel('القاهرة')] },
  {
    id: 'r-1',
    category: 'schema',
    metadata: { mutationKind: 'rename_tool' },
    expected: refund,
    received: [{ name: 'refund_v1', arguments: {} }],
  },
  {
    id: 'r-2',
    category: 'schema',
    metadata: { mutationKind: 'rename_tool' },
    expected: refund,
    received: [{ name: 'refund', arguments: { order_id: 'o-17' } }],
  },
  {
    id: 'r-3',
    category: 'schema',
    metadata: { mutationKind: 'enum_change' },
    expected: refund,
    received: [{ name: 'refund', arguments: { order_id: 'o-18' } }],
  },
]

/** Scores items into samples (default profile unless given). */
export function samplesOf(items: Item[], profile?: string): Sample[] {
  return items.map((item) => {
    const scored = score(item.expected, item.received, profile === undefined ? {} : { profile })
    return createSample({
      id: item.id,
      score: scored,
      ...(item.category === undefined ? {} : { category: item.category }),
      ...(item.metadata === undefined ? {} : { metadata: item.metadata }),
      ...(item.failure === undefined ? {} : { failure: item.failure }),
    })
  })
}

/** The finalised aggregate of samples. */
export function aggregateOf(samples: Sample[]): FinalAggregate {
  return finalizeAggregate(samples.reduce(addSample, emptyAggregate()))
}

/** The realistic run every report test starts from. */
export function realisticRun(): { samples: Sample[]; aggregate: FinalAggregate } {
  const samples = samplesOf(ITEMS)
  return { samples, aggregate: aggregateOf(samples) }
}
