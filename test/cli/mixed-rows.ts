// Varied manifest and prediction rows from a seed: calls with rules, parallel and serial calls, plans, abstain,
// Arabic text, tools, generation failures. Determinism and sharding tests score them.

/** A small seeded generator (numbers in [0, 1)). */
function generator(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const CITIES = ['Paris', 'القاهرة', 'Lyon', 'الرياض', 'Tokyo']
const CATEGORIES = ['simple', 'dialect_handling', 'error_recovery', 'parallel']
const TOOLS = {
  get_weather: {
    schema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'integer' } },
      required: ['city'],
    },
    compare: { city: { $rule: 'casefold' } },
  },
}

const call = (city: string, days?: number) => ({
  name: 'get_weather',
  arguments: days === undefined ? { city } : { city, days },
})

/** `n` manifest rows and their predictions (in manifest order), varied by `seed`. */
export function mixedRows(n: number, seed: number) {
  const random = generator(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const manifest: Record<string, unknown>[] = []
  const predictions: Record<string, unknown>[] = []
  for (let i = 0; i < n; i++) {
    const id = `row-${String(i).padStart(4, '0')}`
    const city = pick(CITIES)
    const other = pick(CITIES)
    const kind = i % 6
    const expected =
      kind === 0
        ? call(city, 3)
        : kind === 1
          ? { calls: [call(city), call(other)], order: 'parallel' }
          : kind === 2
            ? { calls: [call(city), call(other, 2)] }
            : kind === 3
              ? { abstain: true }
              : kind === 4
                ? { plans: [call(city), { calls: [call(city), call(other)] }] }
                : {
                    name: 'get_weather',
                    arguments: {
                      city: { $rule: 'oneOf', values: [city, other] },
                      days: { $rule: 'number', value: 2, tolerance: 0.5 },
                    },
                  }
    const row: Record<string, unknown> = { id, expected, category: pick(CATEGORIES) }
    if (random() < 0.5) row.metadata = { mutationKind: pick(['case', 'order', 'rename']) }
    if (random() < 0.3) row.tools = TOOLS
    manifest.push(row)
    const roll = random()
    const answer =
      roll < 0.45
        ? call(random() < 0.5 ? city : other, kind === 5 ? 2 : 3)
        : roll < 0.6
          ? [call(city), call(other)]
          : roll < 0.7
            ? 'No tool is needed here.'
            : roll < 0.8
              ? `{"name": "get_weather", "arguments": {"city": "${city}"`
              : call(city.toUpperCase())
    const prediction: Record<string, unknown> = { id }
    if (typeof answer === 'string') prediction.prediction_raw = answer
    else if (random() < 0.5) prediction.prediction_raw = JSON.stringify(answer)
    else prediction.prediction = answer
    if (random() < 0.05) prediction.generation_failure = 'timeout'
    if (random() < 0.05) prediction.truncated = true
    if (random() < 0.3) prediction.generated_tokens = Math.floor(random() * 100)
    predictions.push(prediction)
  }
  return { manifest, predictions }
}

/** A seeded shuffle (a new array). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = generator(seed)
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}
