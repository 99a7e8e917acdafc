import { outboundApi } from '../../../api/outbound-api';

/** A row an answer used, as a link into the app (docs/ai-employee-api.md "Citations"). */
export interface Citation {
  type: 'customer' | 'product' | 'order';
  id: string;
  label: string;
  href: string;
}

export interface ProviderInfo {
  kind: 'builtin' | 'llm';
  /** "Built-in analyst" or the model's name. */
  label: string;
}

export type AnswerStatus = 'complete' | 'stopped' | 'error';

export interface ConversationSummary {
  id: string;
  title: string;
  updated_at: string;
  message_count: number;
}

export interface StoredMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: Citation[];
  /** Stored kind of the answer's provider (`builtin` | `llm`); null on the user's messages. */
  provider: string | null;
  status: AnswerStatus;
  /** Why an answer with status `error` failed; `content` keeps what was written before. */
  error?: string | null;
  created_at: string;
}

export interface Conversation {
  id: string;
  title: string;
  created_at: string;
  updated_at: string;
  messages: StoredMessage[];
}

export interface ChatSuggestions {
  provider: ProviderInfo;
  suggestions: string[];
}

const LIST = { type: 'ChatConversations', id: 'LIST' } as const;

export const chatApi = outboundApi.injectEndpoints({
  endpoints: (build) => ({
    listConversations: build.query<{ items: ConversationSummary[] }, void>({
      query: () => '/api/chat/conversations',
      providesTags: [LIST],
    }),
    getConversation: build.query<Conversation, string>({
      query: (id) => `/api/chat/conversations/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'ChatConversations', id }],
    }),
    deleteConversation: build.mutation<void, string>({
      query: (id) => ({ url: `/api/chat/conversations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'ChatConversations', id }],
    }),
    getChatSuggestions: build.query<ChatSuggestions, void>({
      query: () => '/api/chat/suggestions',
    }),
  }),
});

export const {
  useListConversationsQuery,
  useGetConversationQuery,
  useDeleteConversationMutation,
  useGetChatSuggestionsQuery,
} = chatApi;

/** Refreshes the conversation list (titles, order, counts) once an answer has been stored. */
export const conversationListChanged = () => chatApi.util.invalidateTags([LIST]);
