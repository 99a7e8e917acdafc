// Conversations and their messages (aide_chat_*). Browsers may only read these tables, so every statement here
// runs as the API's role (withWorkspaceAsApi) and filters by the caller's organization AND user id: a
// conversation of anyone else is "not found".
import type { Queryable } from '../../../db/db.js';
import { HttpError } from '../../../http/error-handler.js';
import type { Workspace } from '../../../workspace/with-workspace.js';
import type { ChatTurn, Citation, ProviderInfo } from '../chat-types.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';
/** Earlier messages passed to the provider with a new question. */
export const HISTORY_TURNS = 20;
const TITLE_LENGTH = 80;

export interface ConversationRef {
  id: string;
  title: string;
}

export type AnswerStatus = 'complete' | 'stopped' | 'error';

export interface StoredAnswer {
  content: string;
  citations: Citation[];
  provider: ProviderInfo['kind'];
  status: AnswerStatus;
  error: string | null;
}

/** The first 80 characters of the first question, on one line. */
export const titleOf = (message: string) => message.replace(/\s+/g, ' ').trim().slice(0, TITLE_LENGTH);

const ownConversation = `id = $1 and organization_id = $2 and user_id = $3`;

/** The caller's conversation, or 404. */
async function findConversation(tx: Queryable, ws: Workspace, id: string): Promise<ConversationRef> {
  const { rows } = await tx.query<ConversationRef>(
    `select id, title from public.aide_chat_conversations where ${ownConversation}`,
    [id, ws.organizationId, ws.userId],
  );
  if (!rows[0]) throw new HttpError(404, 'not_found', CONVERSATION_NOT_FOUND);
  return rows[0];
}

/**
 * Starts a turn: opens the conversation (or creates one titled from the question), reads the history the
 * provider gets, and stores the question.
 */
export async function startTurn(
  tx: Queryable,
  ws: Workspace,
  question: string,
  conversationId: string | undefined,
): Promise<{ conversation: ConversationRef; history: ChatTurn[] }> {
  let conversation: ConversationRef;
  let history: ChatTurn[] = [];
  if (conversationId) {
    conversation = await findConversation(tx, ws, conversationId);
    const { rows } = await tx.query<ChatTurn>(
      `select role, content from (
         select role, content, created_at, id from public.aide_chat_messages
          where conversation_id = $1 and organization_id = $2 and content <> ''
          order by created_at desc, id desc
          limit $3) recent
        order by created_at, id`,
      [conversation.id, ws.organizationId, HISTORY_TURNS],
    );
    history = rows;
  } else {
    const { rows } = await tx.query<ConversationRef>(
      `insert into public.aide_chat_conversations (organization_id, user_id, title)
       values ($1, $2, $3) returning id, title`,
      [ws.organizationId, ws.userId, titleOf(question)],
    );
    conversation = rows[0]!;
  }
  await tx.query(
    `insert into public.aide_chat_messages (conversation_id, organization_id, user_id, role, content)
     values ($1, $2, $3, 'user', $4)`,
    [conversation.id, ws.organizationId, ws.userId, question],
  );
  await touch(tx, ws, conversation.id);
  return { conversation, history };
}

/** Stores the assistant's answer (complete, or what was written before a stop or an error). */
export async function saveAnswer(
  tx: Queryable,
  ws: Workspace,
  conversationId: string,
  answer: StoredAnswer,
): Promise<string> {
  await findConversation(tx, ws, conversationId); // deleted meanwhile → 404, nothing stored
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.aide_chat_messages
       (conversation_id, organization_id, user_id, role, content, citations, provider, status, error)
     values ($1, $2, $3, 'assistant', $4, $5::jsonb, $6, $7, $8) returning id`,
    [
      conversationId,
      ws.organizationId,
      ws.userId,
      answer.content,
      JSON.stringify(answer.citations),
      answer.provider,
      answer.status,
      answer.error,
    ],
  );
  await touch(tx, ws, conversationId);
  return rows[0]!.id;
}

const touch = (tx: Queryable, ws: Workspace, id: string) =>
  tx.query(`update public.aide_chat_conversations set updated_at = now() where ${ownConversation}`, [
    id,
    ws.organizationId,
    ws.userId,
  ]);

export interface ConversationSummary {
  id: string;
  title: string;
  updated_at: Date;
  message_count: number;
}

/** The caller's 100 most recent conversations. */
export async function listConversations(tx: Queryable, ws: Workspace): Promise<ConversationSummary[]> {
  const { rows } = await tx.query<ConversationSummary>(
    `select c.id, c.title, c.updated_at,
            (select count(*)::int from public.aide_chat_messages m where m.conversation_id = c.id) as message_count
       from public.aide_chat_conversations c
      where c.organization_id = $1 and c.user_id = $2
      order by c.updated_at desc, c.id
      limit 100`,
    [ws.organizationId, ws.userId],
  );
  return rows;
}

export interface ConversationDetail {
  id: string;
  title: string;
  created_at: Date;
  updated_at: Date;
  messages: {
    id: string;
    role: 'user' | 'assistant';
    content: string;
    citations: Citation[];
    provider: ProviderInfo['kind'] | null;
    status: AnswerStatus;
    error: string | null;
    created_at: Date;
  }[];
}

export async function getConversation(tx: Queryable, ws: Workspace, id: string): Promise<ConversationDetail> {
  const { rows } = await tx.query<Omit<ConversationDetail, 'messages'>>(
    `select id, title, created_at, updated_at
       from public.aide_chat_conversations where ${ownConversation}`,
    [id, ws.organizationId, ws.userId],
  );
  if (!rows[0]) throw new HttpError(404, 'not_found', CONVERSATION_NOT_FOUND);
  const messages = await tx.query<ConversationDetail['messages'][number]>(
    `select id, role, content, citations, provider, status, error,
            created_at
       from public.aide_chat_messages
      where conversation_id = $1 and organization_id = $2
      order by created_at, id`,
    [id, ws.organizationId],
  );
  return { ...rows[0], messages: messages.rows };
}

export async function deleteConversation(tx: Queryable, ws: Workspace, id: string): Promise<void> {
  const { rows } = await tx.query(
    `delete from public.aide_chat_conversations where ${ownConversation} returning id`,
    [id, ws.organizationId, ws.userId],
  );
  if (!rows[0]) throw new HttpError(404, 'not_found', CONVERSATION_NOT_FOUND);
}
