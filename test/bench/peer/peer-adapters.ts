import { importPeer } from './install-peers.js'
import type { Inexpressible, PeerCase } from './peer-cases.js'

/** A peer ready to decide converted cases: `decide` resolves to pass or fail. */
export interface PeerAdapter {
  name: string
  /** How it was configured, for the table. */
  mode: string
  /** What this peer cannot express (the rest of `Inexpressible` it can). */
  cannot: ReadonlySet<Inexpressible>
  decide: (item: PeerCase) => Promise<boolean>
}

/** The part of `vitest-evals/judges` used here (see its `toolCallJudge.d.ts`). */
interface VitestEvalsJudges {
  ToolCallJudge: (config: {
    ordered: boolean
    allowExtras: boolean
    requireAll: boolean
    params: 'strict'
  }) => {
    assess: (options: {
      input: string
      output: string
      toolCalls: { name: string; arguments: Record<string, unknown>; status: 'ok' }[]
      expectedTools: { name: string; arguments: Record<string, unknown> }[]
    }) => Promise<{ score: number | null }>
  }
}

/** An OpenAI-style assistant message whose tool calls are already parsed (`{name, args}`, which agentevals reads). */
interface AssistantMessage {
  role: 'assistant'
  content: string
  tool_calls?: { name: string; args: Record<string, unknown> }[]
}

/** The part of `agentevals` used here (see its `trajectory/match.d.ts`). */
interface AgentEvals {
  createTrajectoryMatchEvaluator: (options: {
    trajectoryMatchMode: 'unordered'
    toolArgsMatchMode: 'exact'
  }) => (trajectories: {
    outputs: AssistantMessage[]
    referenceOutputs: AssistantMessage[]
  }) => Promise<{ score: boolean | number }>
}

/** vitest-evals' deterministic `ToolCallJudge`: strict arguments, unordered, no extra calls, all required. */
export async function vitestEvalsAdapter(): Promise<PeerAdapter> {
  const judges = (await importPeer('vitest-evals', './judges')) as VitestEvalsJudges
  const judge = judges.ToolCallJudge({
    ordered: false,
    allowExtras: false,
    requireAll: true,
    params: 'strict',
  })
  return {
    name: 'vitest-evals',
    mode: 'ToolCallJudge strict, unordered',
    cannot: new Set(['alternatives', 'optional', 'string_rules', 'abstain', 'any_call']),
    decide: async (item) => {
      const result = await judge.assess({
        input: '',
        output: '',
        toolCalls: item.actual.map((call) => ({ name: call.name, arguments: call.args, status: 'ok' })),
        expectedTools: item.expected.map((call) => ({ name: call.name, arguments: call.args })),
      })
      return result.score === 1
    },
  }
}

function trajectory(calls: PeerCase['actual']): AssistantMessage[] {
  if (calls.length === 0) return [{ role: 'assistant', content: 'No call.' }]
  return [
    {
      role: 'assistant',
      content: '',
      tool_calls: calls.map((call) => ({ name: call.name, args: call.args })),
    },
  ]
}

/** agentevals' trajectory match evaluator: unordered trajectory, exact tool arguments. */
export async function agentEvalsAdapter(): Promise<PeerAdapter> {
  const agentevals = (await importPeer('agentevals')) as AgentEvals
  const evaluate = agentevals.createTrajectoryMatchEvaluator({
    trajectoryMatchMode: 'unordered',
    toolArgsMatchMode: 'exact',
  })
  return {
    name: 'agentevals',
    mode: 'trajectory unordered, tool args exact',
    cannot: new Set(['alternatives', 'optional', 'string_rules', 'any_call']),
    decide: async (item) => {
      const result = await evaluate({
        outputs: trajectory(item.actual),
        referenceOutputs: trajectory(item.expected),
      })
      return result.score === true || result.score === 1
    },
  }
}
