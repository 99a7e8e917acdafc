import type { preValidationAsyncHookHandler } from 'fastify';
import type { LlmConfig } from '../../config.js';
import type { UserClaims } from '../../db/as-user.js';
import type { Db, Queryable } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { todayUtc } from '../../workspace/today.js';
import { withOutboundWorkspace, withWorkspaceAsApi, type Workspace } from '../../workspace/with-workspace.js';
import { consumeQuota } from '../usage/quota.js';
import {
  deleteConversation,
  getConversation,
  listConversations,
  saveAnswer,
  startTurn,
} from './chat/conversations.js';
import {
  chatBodySchema,
  conversationDetailSchema,
  conversationListSchema,
  idParamsSchema,
  suggestionsSchema,
} from './chat/chat-schemas.js';
import { openSseStream } from './chat/sse-stream.js';
import { streamAnswer } from './chat/stream-answer.js';
import { suggestQuestions } from './chat/suggestions.js';
import { createToolRunner } from './chat/tool-runner.js';
import { createPlanResultCache } from './semantic/plan-result-cache.js';
import { selectProvider } from './provider/select-provider.js';
import { findTool } from './tools/index.js';
import type { ApiInstance } from '../../http/api-instance.js';

export const EMPTY_MESSAGE = 'Write a question first.';

export interface ChatRoutesOptions {
  db: Db;
  authenticate: preValidationAsyncHookHandler;
  /** The model to use; null = the built-in analyst. */
  llm: LlmConfig | null;
}

/** Ask AI (docs/ai-employee-api.md "Ask AI"): the streamed answer and the caller's own conversations. */
export function registerChatRoutes(app: ApiInstance, { db, authenticate, llm }: ChatRoutesOptions): void {
  // Browsers may only read the chat tables, so conversations are written (and read) as the API's role.
  const asApi = <T>(claims: UserClaims, work: (tx: Queryable, ws: Workspace) => Promise<T>) =>
    withWorkspaceAsApi(db, claims, 'outbound', work);
  const planResults = createPlanResultCache();

  app.post(
    '/api/chat',
    {
      preValidation: authenticate,
      schema: {
        tags: ['ai'],
        summary:
          'Ask the AI employee (server-sent events: conversation, provider, tool, delta, citations, done | error)',
        body: chatBodySchema,
        produces: ['text/event-stream'],
        // 429: the per-member rate limit, or the organization's AI questions of the month (quota_exceeded).
        response: { ...commonErrors, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const claims = callerOf(request);
      const question = request.body.message.trim();
      if (!question) throw new HttpError(400, 'invalid_request', EMPTY_MESSAGE);
      // Refusals (403, 404) happen here, before the stream starts, as ordinary JSON errors.
      const { workspace, conversation, history } = await asApi(claims, async (tx, ws) => {
        await consumeQuota(tx, ws.organizationId, 'ai_questions');
        return { workspace: ws, ...(await startTurn(tx, ws, question, request.body.conversation_id)) };
      });
      const provider = selectProvider(llm, workspace.organizationName);
      const today = todayUtc();

      const sse = openSseStream(reply);
      const abort = new AbortController();
      // The browser's stop button aborts the request: the response closes before it was ended.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      sse.send('conversation', conversation);
      sse.send('provider', provider.info);
      const answer = await streamAnswer(
        provider,
        {
          history,
          question,
          today,
          signal: abort.signal,
          runTool: createToolRunner({ db, claims, today, findTool, log: request.log, planResults }),
        },
        sse,
        request.log,
      );
      try {
        const messageId = await asApi(claims, (tx, ws) => saveAnswer(tx, ws, conversation.id, answer));
        if (answer.status !== 'error') sse.send('done', { message_id: messageId, status: answer.status });
      } catch (error) {
        request.log.error({ err: error }, 'storing the chat answer failed');
        if (answer.status !== 'error') {
          sse.send('error', { message: 'The answer could not be saved. Try again.', retryable: true });
        }
      }
      sse.end();
    },
  );

  app.get(
    '/api/chat/conversations',
    {
      preValidation: authenticate,
      schema: {
        tags: ['ai'],
        summary: "The caller's conversations, newest first (100)",
        response: { 200: conversationListSchema, ...commonErrors },
      },
    },
    async (request) => ({ items: await asApi(callerOf(request), listConversations) }),
  );

  app.get(
    '/api/chat/conversations/:id',
    {
      preValidation: authenticate,
      schema: {
        tags: ['ai'],
        summary: 'One of the caller’s conversations with its messages, oldest first',
        params: idParamsSchema,
        response: { 200: conversationDetailSchema, ...commonErrors, 404: errorBodySchema },
      },
    },
    (request) => asApi(callerOf(request), (tx, ws) => getConversation(tx, ws, request.params.id)),
  );

  app.delete(
    '/api/chat/conversations/:id',
    {
      preValidation: authenticate,
      schema: {
        tags: ['ai'],
        summary: 'Delete one of the caller’s conversations',
        params: idParamsSchema,
        response: { 204: { type: 'null' }, ...commonErrors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await asApi(callerOf(request), (tx, ws) => deleteConversation(tx, ws, request.params.id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/chat/suggestions',
    {
      preValidation: authenticate,
      schema: {
        tags: ['ai'],
        summary: 'Suggested questions for an empty conversation, and who answers',
        response: { 200: suggestionsSchema, ...commonErrors },
      },
    },
    (request) =>
      withOutboundWorkspace(db, callerOf(request), async (tx, ws) => ({
        provider: selectProvider(llm, ws.organizationName).info,
        suggestions: await suggestQuestions(tx, ws),
      })),
  );
}
