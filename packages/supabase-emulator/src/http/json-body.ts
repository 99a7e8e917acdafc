/** Request bodies arrive as raw text (see server.ts) so each API can answer bad JSON in its own words. */
export type JsonBody = { ok: true; value: unknown } | { ok: false };

export function parseJsonBody(raw: unknown): JsonBody {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
  if (typeof raw !== 'string') return { ok: true, value: raw };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
