import { configure } from '@testing-library/react';

/**
 * How long a test's async queries wait: antd renders slowly in jsdom on a busy 2-core machine, and a screen's
 * data often arrives in a chain (session → member row → page). A generous wait, not a timing assertion.
 */
export const SLOW_RENDER_WAIT_MS = 10000;

/** The test file's findBy… and waitFor wait up to SLOW_RENDER_WAIT_MS instead of the 1 s default. */
export function allowSlowRendering(): void {
  configure({ asyncUtilTimeout: SLOW_RENDER_WAIT_MS });
}
