import { describe, expect, test } from 'vitest'
import { bedrockRun } from '../../../src/read/run/bedrock.js'
import { geminiRun } from '../../../src/read/run/gemini.js'
import { openaiChatRun } from '../../../src/read/run/openai-chat.js'
import type { ConversationReader } from '../../../src/read/run/types.js'
import { evalMessagesRun, mastraRun, uiMessagesRun } from '../../../src/read/run/ui-messages.js'

/**
 * What each conversation reader accepts (could be its message) and marks (shows its format): detection picks the first
 * reader that accepts every message and that some message marks, and a failure names where the marked one stops.
 */
const TABLE: [ConversationReader, string, object, boolean, boolean][] = [
  [
    openaiChatRun,
    'a tool message with its call id',
    { role: 'tool', tool_call_id: 'c1', content: 'x' },
    true,
    true,
  ],
  [openaiChatRun, 'a tool message without a call id', { role: 'tool', content: 'x' }, true, false],
  [
    openaiChatRun,
    'a tool message with a call id that is no string',
    { role: 'tool', tool_call_id: 1, content: 'x' },
    true,
    false,
  ],
  [openaiChatRun, 'a legacy function message', { role: 'function', name: 'f', content: 'x' }, true, true],
  [
    openaiChatRun,
    'an assistant message with tool_calls',
    { role: 'assistant', content: null, tool_calls: [] },
    true,
    true,
  ],
  [
    openaiChatRun,
    'an assistant message with a function_call',
    { role: 'assistant', function_call: { name: 'f' } },
    true,
    false,
  ],
  [openaiChatRun, 'an assistant message of text', { role: 'assistant', content: 'x' }, true, false],
  [openaiChatRun, 'an assistant message of nothing', { role: 'assistant' }, false, false],
  [
    openaiChatRun,
    'a user message of parts',
    { role: 'user', content: [{ type: 'text', text: 'x' }] },
    true,
    false,
  ],
  [openaiChatRun, 'a user message without content', { role: 'user' }, true, false],
  [openaiChatRun, 'a user message of null content', { role: 'user', content: null }, true, false],
  [
    openaiChatRun,
    'a user message with an untyped part',
    { role: 'user', content: [{ text: 'x' }] },
    false,
    false,
  ],
  [openaiChatRun, 'a user message with content of another kind', { role: 'user', content: 5 }, false, false],
  [openaiChatRun, 'a typed message', { role: 'user', content: 'x', type: 'message' }, false, false],
  [openaiChatRun, 'a message with parts', { role: 'user', content: 'x', parts: [] }, false, false],
  [openaiChatRun, 'a developer message', { role: 'developer', content: 'x' }, true, false],
  [openaiChatRun, 'a model content', { role: 'model', parts: [] }, false, false],
  [geminiRun, 'a model content of parts', { role: 'model', parts: [{ text: 'x' }] }, true, true],
  [geminiRun, 'a content without role', { parts: [{ text: 'x' }] }, true, true],
  [geminiRun, 'a function content', { role: 'function', parts: [] }, true, true],
  [geminiRun, 'a tool content', { role: 'tool', parts: [] }, true, true],
  [geminiRun, 'an assistant content', { role: 'assistant', parts: [] }, false, true],
  [
    geminiRun,
    'a content with a typed part',
    { role: 'user', parts: [{ type: 'text', text: 'x' }] },
    false,
    true,
  ],
  [geminiRun, 'a content without parts', { role: 'user', content: 'x' }, false, false],
  [bedrockRun, 'a user message of blocks', { role: 'user', content: [{ text: 'x' }] }, true, true],
  [bedrockRun, 'a user message of text', { role: 'user', content: 'x' }, false, false],
  [
    mastraRun,
    'a format 2 message',
    { role: 'user', content: { format: 2, parts: [{ type: 'text', text: 'x' }] } },
    true,
    true,
  ],
  [mastraRun, 'a format 3 message', { role: 'assistant', content: { format: 3, parts: [] } }, true, true],
  [mastraRun, 'a format 1 message', { role: 'assistant', content: { format: 1, parts: [] } }, true, false],
  [mastraRun, 'a content without parts', { role: 'user', content: { format: 2 } }, false, true],
  [mastraRun, 'a content that is text', { role: 'user', content: 'x', parts: [] }, true, false],
  [
    mastraRun,
    'an untyped part',
    { role: 'user', content: { format: 2, parts: [{ text: 'x' }] } },
    false,
    true,
  ],
  [mastraRun, 'another role', { role: 'critic', content: { format: 2, parts: [] } }, false, true],
  [uiMessagesRun, 'a message of parts', { role: 'assistant', parts: [{ type: 'step-start' }] }, true, true],
  [uiMessagesRun, 'a message without parts', { role: 'assistant', content: 'x' }, false, false],
  [
    evalMessagesRun,
    'a message with a tool-call naming toolName',
    { role: 'assistant', parts: [{ type: 'tool-call', toolName: 'f' }] },
    true,
    true,
  ],
  [
    evalMessagesRun,
    'a message with a tool-result',
    { role: 'tool', parts: [{ type: 'tool-result', toolName: 'f' }] },
    true,
    true,
  ],
  [
    evalMessagesRun,
    'a message with a tool-error',
    { role: 'tool', parts: [{ type: 'tool-error', toolName: 'f' }] },
    true,
    true,
  ],
  [
    evalMessagesRun,
    'a tool part with a state (AI SDK 5)',
    { role: 'assistant', parts: [{ type: 'tool-call', state: 'input-available' }] },
    true,
    false,
  ],
  [
    evalMessagesRun,
    'a message of text parts',
    { role: 'assistant', parts: [{ type: 'text', text: 'x' }] },
    true,
    false,
  ],
  [
    evalMessagesRun,
    'a Mastra message with a tool-call part',
    { role: 'assistant', content: { format: 2, parts: [{ type: 'tool-call' }] } },
    true,
    false,
  ],
  [
    evalMessagesRun,
    'a message with a non-object part',
    { role: 'assistant', parts: ['tool-call'] },
    false,
    false,
  ],
]

describe('what each conversation reader accepts and marks', () => {
  test.each(TABLE.map(([reader, ...rest]) => [reader.name, ...rest] as const))(
    '%s: %s',
    (name, _what, message, accepts, marks) => {
      const reader = TABLE.find(([one]) => one.name === name)![0]
      expect(reader.accepts(message, [])).toBe(accepts)
      expect(reader.marks(message, [])).toBe(marks)
    },
  )
})
