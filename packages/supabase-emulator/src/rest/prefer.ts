import type { FastifyRequest } from 'fastify';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  /** planned and estimated are answered with an exact count. */
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  rollback: boolean;
  /** What to echo in Preference-Applied. */
  applied: string[];
}

/** Reads every `Prefer` header (repeated or comma-separated), ignoring what PostgREST would ignore. */
export function readPreferences(request: FastifyRequest): Preferences {
  const raw = request.headers.prefer;
  const tokens = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const prefs: Preferences = { return: 'minimal', missingDefault: false, rollback: false, applied: [] };
  for (const token of tokens) {
    const [name, value] = token.split('=');
    if (
      name === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.return = value;
    } else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
    } else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
    } else if (name === 'missing' && value === 'default') {
      prefs.missingDefault = true;
    } else if (name === 'tx' && value === 'rollback') {
      prefs.rollback = true;
    } else {
      continue;
    }
    prefs.applied.push(token);
  }
  return prefs;
}
