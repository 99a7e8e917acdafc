import OpenAI, { APIError, APIUserAbortError } from 'openai';
import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { AnswerInput, ChatEvent, ChatProvider, Citation, ToolDefinition } from '../chat-types.js';
import { uniqueCitations } from '../citations.js';
import { providerErrorOf } from './provider-errors.js';
import { systemPrompt } from './system-prompt.js';

/** Tool-call rounds per answer: the last one forbids tools so the model has to answer with what it has. */
export const MAX_TOOL_ROUNDS = 5;

export interface OpenAiProviderOptions {
  /** e.g. https://api.openai.com/v1: requests go to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** The functions the model may call (their `run` is not used here: the route's runner runs them). */
  tools: Pick<ToolDefinition, 'name' | 'description' | 'parameters'>[];
  organizationName: string;
}

/** A tool call as it arrives in stream chunks: the arguments come in pieces, keyed by the call's index. */
interface PendingCall {
  id: string;
  name: string;
  arguments: string;
}

/** Answers through any OpenAI-compatible chat-completions endpoint, streaming, with function calling. */
export function createOpenAiProvider(options: OpenAiProviderOptions): ChatProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers (Ollama, llama.cpp) need no key, but the client insists on one.
    apiKey: options.apiKey ?? 'none',
    // The user retries from the UI; hidden retries would only delay the error they need to see.
    maxRetries: 0,
    timeout: 120_000,
  });
  const tools: ChatCompletionTool[] = options.tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));

  async function* answer(input: AnswerInput): AsyncIterable<ChatEvent> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(options.organizationName, input.today) },
      ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: input.question },
    ];
    const citations: Citation[] = [];
    try {
      for (let round = 1; round <= MAX_TOOL_ROUNDS; round++) {
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            messages,
            stream: true,
            ...(tools.length > 0
              ? { tools, tool_choice: round === MAX_TOOL_ROUNDS ? ('none' as const) : ('auto' as const) }
              : {}),
          },
          { signal: input.signal },
        );
        const calls = new Map<number, PendingCall>();
        let text = '';
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta;
          if (delta?.content) {
            text += delta.content;
            yield { type: 'delta', text: delta.content };
          }
          for (const piece of delta?.tool_calls ?? []) {
            const call = calls.get(piece.index) ?? { id: '', name: '', arguments: '' };
            call.id ||= piece.id ?? '';
            call.name += piece.function?.name ?? '';
            call.arguments += piece.function?.arguments ?? '';
            calls.set(piece.index, call);
          }
        }
        // An aborted stream may just end (no error): nothing more is asked or cited.
        if (input.signal.aborted) return;
        if (calls.size === 0) break;

        const toolCalls: ChatCompletionMessageFunctionToolCall[] = [...calls.values()].map((call, i) => ({
          id: call.id || `call_${round}_${i}`,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        }));
        messages.push({ role: 'assistant', content: text || null, tool_calls: toolCalls });
        for (const call of toolCalls) {
          const args = parseArguments(call.function.arguments);
          yield { type: 'tool', name: call.function.name, arguments: args };
          const result = await input.runTool(call.function.name, args);
          citations.push(...result.citations);
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result.data) });
        }
      }
    } catch (error) {
      // The user stopped the answer: end quietly, the route stores what was written as `stopped`.
      if (input.signal.aborted || error instanceof APIUserAbortError) return;
      if (error instanceof APIError || error instanceof TypeError) throw providerErrorOf(error);
      throw error;
    }
    yield { type: 'citations', citations: uniqueCitations(citations) };
  }

  return { info: { kind: 'llm', label: options.model }, answer };
}

/** A model's arguments are JSON text; anything else is passed on as no arguments (the tool then says what is missing). */
function parseArguments(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
