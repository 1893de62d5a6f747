import * as jestDiffModule from 'jest-diff'
import * as zodModule from 'zod'
import { jestDiff } from '../report/jest-diff.js'
import { provideZod } from '../zod.js'

/**
 * Hands the CLI's own imports of zod and jest-diff to the code that otherwise requires them by name when first
 * needed (`lazyRequire`): the CLI loads zod anyway (its file schemas are zod's), and a CLI bundled with its
 * dependencies then runs from anywhere. Called once by each executable entry, before `main`.
 */
export function provideDependencies(): void {
  provideZod(zodModule)
  jestDiff.provide(jestDiffModule)
}
