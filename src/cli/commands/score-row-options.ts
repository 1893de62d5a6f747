import type { ScoreOptions } from '../../score/types.js'
import type { Tools } from '../input/tools-cache.js'

/**
 * `score`'s options for each row of a run: one frozen object while consecutive rows share their category and tool
 * set (the usual case), so that `score` checks and normalises it once instead of once per row.
 */
export class ScoreRowOptions {
  private last: Readonly<ScoreOptions> | undefined

  constructor(private readonly profile: string) {}

  /** The options of a row with this category and tool set (either may be absent). */
  get(category: string | undefined, tools: Tools | undefined): Readonly<ScoreOptions> {
    const last = this.last
    if (last !== undefined && last.category === category && last.tools === tools) return last
    const options: ScoreOptions = { profile: this.profile }
    if (category !== undefined) options.category = category
    if (tools !== undefined) options.tools = tools
    this.last = Object.freeze(options)
    return this.last
  }
}
