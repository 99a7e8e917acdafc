import { useEffect, useRef } from 'react';
import { useAnnounce } from '@aide/ui-kit';
import { answerAnnouncement } from '../lib/answer-announcement';
import type { LiveTurn } from './use-chat-session';

/**
 * Says the answer once it has finished streaming (politely; never token by token), or that it stopped or
 * failed. Only a change of the newest turn's status speaks, so re-renders and stored history stay quiet.
 */
export function useAnswerAnnouncement(turn: LiveTurn | undefined): void {
  const announce = useAnnounce();
  const spokenFor = useRef<string | null>(null);
  useEffect(() => {
    if (!turn || turn.status === 'streaming') return;
    const key = `${turn.key}:${turn.status}`;
    if (spokenFor.current === key) return;
    spokenFor.current = key;
    if (turn.status === 'complete') announce(answerAnnouncement(turn.answer));
    else if (turn.status === 'stopped') announce('Answer stopped.');
    else announce(turn.error ?? 'The answer failed. Try again.', 'assertive');
  }, [announce, turn]);
}
