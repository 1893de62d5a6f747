import { readFileSync } from 'node:fs'
import { test } from 'vitest'
import { defineTools } from '../../src/index.js'

test('timing', () => {
  const dir = new URL('../../../shared/datasets/bfcl/', import.meta.url)
  let n = 0
  const t0 = performance.now()
  for (const cat of [
    'simple_python',
    'multiple',
    'parallel',
    'parallel_multiple',
    'live_simple',
    'live_multiple',
    'live_parallel',
    'live_parallel_multiple',
  ]) {
    const lines = readFileSync(new URL(`BFCL_v4_${cat}.json`, dir), 'utf8')
      .split('\n')
      .filter(Boolean)
    for (const line of lines) {
      const row = JSON.parse(line)
      try {
        defineTools(row.function)
        n += row.function.length
      } catch (e) {
        console.log(row.id, String(e).slice(0, 200))
      }
    }
  }
  console.log(n, performance.now() - t0)
})
