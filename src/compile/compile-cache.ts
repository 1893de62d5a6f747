import { guardReading } from '../expect/guard-reading.js'
import { compileKey } from './compile-key.js'
import { type CompiledTurn, type CompileOptions, compileTurn } from './compile-turn.js'

/**
 * One remembered compilation and the expectation's JSON text at the time: `undefined` when it was frozen (it cannot
 * have changed), `null` when the text was not taken (the first time the object was met: see `compileByKey`).
 */
interface Entry {
  readonly text: string | undefined | null
  readonly compiled: CompiledTurn
}

/** Compilations by expectation object, then by policies and tool set. */
const cache = new WeakMap<object, Map<string, Entry>>()
/** Frozen expectations compiled under frozen options (a batch's imports): found without building a key. */
const frozenPairs = new WeakMap<object, WeakMap<object, CompiledTurn>>()
/** A number per tool set, so that an entry names the tools it was compiled with. */
const toolsIds = new WeakMap<object, number>()
let nextToolsId = 1

function toolsId(tools: object | undefined): number {
  if (tools === undefined) return 0
  let id = toolsIds.get(tools)
  if (id === undefined) {
    id = nextToolsId++
    toolsIds.set(tools, id)
  }
  return id
}

/** `Object.isFrozen`, false for what cannot say (a revoked Proxy): such a value is never trusted as unchanging. */
function isFrozen(value: object): boolean {
  try {
    return Object.isFrozen(value)
  } catch {
    return false
  }
}

/**
 * `compileTurn`, remembered per expectation object, policies and tool set, so that `match` called again with the
 * same object (a test table, an imported benchmark) compiles it once. A frozen object is trusted not to change. Any
 * other is reused only while its JSON text (`compileKey`) is the one it was compiled from, so that mutating it
 * between two calls compiles it anew: the text is taken from the second call on (the first compiles, the second
 * compiles again and takes the text, later ones compare it), so that an expectation used once, as in a batch, costs
 * one compilation and nothing more. One with no such text (functions, matchers, tool handles) is compiled every
 * time after the first. The compiled form points back at the objects as written (`source`), which is why the key
 * is the object itself and never an equal copy. A compilation that throws (a malformed expectation) is never remembered. A frozen
 * expectation met again with the same frozen options object is found by identity alone.
 */
export function compileCachedTurn(expectation: unknown, options: CompileOptions): CompiledTurn {
  return guardReading(expectation, [], () => compileCached(expectation, options))
}

/** Frozen expectations met once under frozen options without being compiled (decided as written). */
const metUncompiled = new WeakMap<object, WeakSet<object>>()

/**
 * The compilation of a frozen expectation met before under the same frozen options object (a batch's imports used
 * again, a frozen test table): found by identity, or compiled now on its second meeting, since it is being reused.
 * `undefined` on a first meeting, and for anything not frozen: a caller that can decide without compiling does so.
 */
export function compiledIfReused(expectation: unknown, options: CompileOptions): CompiledTurn | undefined {
  if (typeof expectation !== 'object' || expectation === null) return undefined
  const known = frozenPairs.get(expectation)?.get(options)
  if (known !== undefined || !isFrozen(expectation) || !isFrozen(options)) return known
  const met = metUncompiled.get(expectation)
  if (met?.has(options) === true) return compileCachedTurn(expectation, options)
  if (met === undefined) metUncompiled.set(expectation, new WeakSet([options]))
  else met.add(options)
  return undefined
}

function compileCached(expectation: unknown, options: CompileOptions): CompiledTurn {
  if (typeof expectation !== 'object' || expectation === null) return compileTurn(expectation, options)
  const both = isFrozen(expectation) && isFrozen(options)
  const known = both ? frozenPairs.get(expectation)?.get(options) : undefined
  if (known !== undefined) return known
  const compiled = compileByKey(expectation, options)
  if (both) {
    const byOptions = frozenPairs.get(expectation) ?? new WeakMap<object, CompiledTurn>()
    byOptions.set(options, compiled)
    frozenPairs.set(expectation, byOptions)
  }
  return compiled
}

function compileByKey(expectation: object, options: CompileOptions): CompiledTurn {
  const key = `${options.unicode}|${options.extraArguments}|${toolsId(options.tools)}`
  const entries = cache.get(expectation)
  const entry = entries?.get(key)
  const frozen = isFrozen(expectation)
  if (entry !== undefined && frozen && entry.text === undefined) return entry.compiled
  if (entry === undefined) {
    // Met for the first time: compiled without taking its text, which costs about half as much again. A batch
    // brings every expectation once; an object met again (a test table) has its text taken then, and is compiled
    // once more, since it may have changed in between.
    const compiled = compileTurn(expectation, options)
    remember(expectation, entries, key, { text: frozen ? undefined : null, compiled })
    return compiled
  }
  const text = frozen ? undefined : compileKey(expectation)
  if (!frozen && text === undefined) return compileTurn(expectation, options)
  if (entry.text === text) return entry.compiled
  const compiled = compileTurn(expectation, options)
  remember(expectation, entries, key, { text, compiled })
  return compiled
}

function remember(
  expectation: object,
  entries: Map<string, Entry> | undefined,
  key: string,
  entry: Entry,
): void {
  const map = entries ?? new Map<string, Entry>()
  map.set(key, entry)
  cache.set(expectation, map)
}
