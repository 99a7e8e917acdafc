const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'scroll'] as const;

/**
 * Calls `callback` once, on the person's first pointer, key, focus or scroll anywhere on the page, or after
 * `orAfterMs` when given, whichever comes first. Returns what stops waiting.
 */
export function onFirstInteraction(callback: () => void, orAfterMs?: number): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const cancel = () => {
    clearTimeout(timer);
    FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, run, true));
  };
  FIRST_INTERACTION.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  if (orAfterMs !== undefined) timer = setTimeout(run, orAfterMs);
  return cancel;
}
