export interface BurstDebouncer {
  /** Something changed: run once the burst is over. */
  push: () => void;
  cancel: () => void;
}

/**
 * Runs `run` once per burst of pushes: after `quietMs` without a push, and at the latest `maxWaitMs` after the
 * burst's first push, so an import of 10,000 rows costs one refetch and a steady stream still refreshes.
 */
export function burstDebouncer(run: () => void, quietMs: number, maxWaitMs: number): BurstDebouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let burstStartedAt: number | null = null;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    burstStartedAt = null;
  };

  return {
    push() {
      const now = Date.now();
      burstStartedAt ??= now;
      clearTimeout(timer);
      const wait = Math.min(quietMs, Math.max(0, burstStartedAt + maxWaitMs - now));
      timer = setTimeout(() => {
        cancel();
        run();
      }, wait);
    },
    cancel,
  };
}
