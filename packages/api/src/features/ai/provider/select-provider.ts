import type { LlmConfig } from '../../../config.js';
import { createBuiltinAnalyst } from '../analyst/index.js';
import type { ChatProvider } from '../chat-types.js';
import { AI_TOOLS } from '../tools/index.js';
import { createOpenAiProvider } from './openai-provider.js';

/** The configured model (LLM_BASE_URL) when there is one, else the built-in analyst; both use the same tools. */
export function selectProvider(llm: LlmConfig | null, organizationName: string): ChatProvider {
  if (!llm) return createBuiltinAnalyst();
  return createOpenAiProvider({ ...llm, tools: AI_TOOLS, organizationName });
}
