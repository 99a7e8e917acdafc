import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@aide/shared-auth';
import { conversationPath } from '../../../lib/route-paths';
import {
  conversationListChanged,
  type AnswerStatus,
  type Citation,
  type ProviderInfo,
} from '../api/chat-api';
import {
  ChatRequestError,
  NETWORK_ERROR_MESSAGE,
  streamChat,
  type ChatStreamEvent,
} from '../lib/chat-stream';
import { toolStatus } from '../lib/tool-status';

/** A question asked on this page and its answer as it streams in. */
export interface LiveTurn {
  key: number;
  question: string;
  answer: string;
  provider: ProviderInfo | null;
  citations: Citation[];
  status: 'streaming' | AnswerStatus;
  /** "Looking up customers…" while a tool runs. */
  activity: string | null;
  error: string | null;
}

function applyEvent(turn: LiveTurn, event: ChatStreamEvent): LiveTurn {
  switch (event.event) {
    case 'provider':
      return { ...turn, provider: event.data };
    case 'tool':
      return { ...turn, activity: toolStatus(event.data.name) };
    case 'delta':
      return { ...turn, answer: turn.answer + event.data.text, activity: null };
    case 'citations':
      return { ...turn, citations: event.data.citations };
    case 'done':
      return { ...turn, status: 'complete', activity: null };
    case 'error':
      return { ...turn, status: 'error', activity: null, error: event.data.message };
    case 'conversation':
      return turn;
  }
}

const freshTurn = (key: number, question: string): LiveTurn => ({
  key,
  question,
  answer: '',
  provider: null,
  citations: [],
  status: 'streaming',
  activity: null,
  error: null,
});

/**
 * The questions asked in the open conversation since it was opened. `conversationId` is the one in the URL:
 * opening another conversation (or a new one) starts an empty session and stops a running answer. A new
 * conversation's id arrives with the stream's first event; the hook adopts it before navigating there, so the
 * stream keeps running across that navigation.
 */
export function useChatSession(conversationId: string | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  /** The conversation the turns belong to; it runs ahead of the URL while a new conversation navigates. */
  const [owner, setOwner] = useState(conversationId);
  const [seenId, setSeenId] = useState(conversationId);
  const [createdHere, setCreatedHere] = useState<string | null>(null);
  const [turns, setTurns] = useState<LiveTurn[]>([]);
  const ownerRef = useRef(conversationId);
  const controllerRef = useRef<AbortController | null>(null);
  const nextKey = useRef(1);

  // The URL opened another conversation: start over (adjusting state while rendering avoids a stale frame).
  // React Router navigates in a transition, so the adopted owner may render before the URL catches up.
  if (seenId !== conversationId) {
    setSeenId(conversationId);
    if (conversationId !== owner) {
      setOwner(conversationId);
      setCreatedHere(null);
      setTurns([]);
    }
  }
  useEffect(() => {
    if (ownerRef.current === conversationId) return;
    ownerRef.current = conversationId;
    controllerRef.current?.abort();
    controllerRef.current = null;
  }, [conversationId]);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const update = (key: number, change: (turn: LiveTurn) => LiveTurn) =>
    setTurns((all) => all.map((turn) => (turn.key === key ? change(turn) : turn)));

  const ask = useCallback(
    async (question: string, retryKey?: number) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const key = retryKey ?? nextKey.current++;
      setTurns((all) =>
        retryKey === undefined
          ? [...all, freshTurn(key, question)]
          : all.map((turn) => (turn.key === key ? freshTurn(key, question) : turn)),
      );
      try {
        await streamChat({
          message: question,
          conversationId: ownerRef.current,
          signal: controller.signal,
          onEvent(event) {
            if (event.event === 'conversation' && ownerRef.current !== event.data.id) {
              ownerRef.current = event.data.id;
              setOwner(event.data.id);
              setCreatedHere(event.data.id);
              void navigate(conversationPath(event.data.id));
            }
            update(key, (turn) => applyEvent(turn, event));
          },
        });
      } catch (error) {
        const message = error instanceof ChatRequestError ? error.message : NETWORK_ERROR_MESSAGE;
        update(key, (turn) =>
          controller.signal.aborted
            ? { ...turn, status: 'stopped', activity: null }
            : { ...turn, status: 'error', activity: null, error: message },
        );
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        dispatch(conversationListChanged());
      }
    },
    [dispatch, navigate],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);
  const retry = useCallback((turn: LiveTurn) => void ask(turn.question, turn.key), [ask]);

  return {
    turns,
    streaming: turns.some((turn) => turn.status === 'streaming'),
    /** True for a conversation this page created: it has no stored history to load. */
    isNewConversation: conversationId !== null && conversationId === createdHere,
    ask: (question: string) => void ask(question),
    stop,
    retry,
  };
}
