const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'scroll'] as const;

/** Calls `callback` once, on the person's first pointer, key, focus or scroll anywhere on the page. */
export function onFirstInteraction(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const cancel = () => FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, run, true));
  FIRST_INTERACTION.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return cancel;
}
