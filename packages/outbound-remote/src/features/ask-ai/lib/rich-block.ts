import type { ChartBlock, EmailDraftBlock } from '@aide/rules';

export type { ChartBlock, EmailDraftBlock };

/** The block's JSON, or null while it is still streaming in (or was not ours to read). */
export function readBlock<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}
