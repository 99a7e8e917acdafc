import type { FastifyRequest } from 'fastify';
import { RestError } from './rest-error.js';

export type CountPreference = 'exact' | 'planned' | 'estimated';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  count?: CountPreference;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  rollback: boolean;
  /** `handling=strict`: unknown preferences are an error (PGRST122) and max-affected is enforced. */
  strict: boolean;
  /** `max-affected=N` (with handling=strict): more affected rows fail with PGRST124 and roll back. */
  maxAffected?: number;
  /** What to echo in Preference-Applied, in the order given. */
  applied: string[];
}

const VALUES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

/**
 * Reads every `Prefer` header (repeated or comma-separated). Unknown or malformed preferences are ignored,
 * unless `handling=strict` asks for PGRST122 instead.
 */
export function readPreferences(request: FastifyRequest): Preferences {
  const raw = request.headers.prefer;
  const tokens = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const prefs: Preferences = {
    return: 'minimal',
    missingDefault: false,
    rollback: false,
    strict: false,
    applied: [],
  };
  const invalid: string[] = [];
  for (const token of tokens) {
    const [name = '', value = ''] = token.split('=').map((p) => p.trim());
    if (name === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
    } else if (name === 'timezone' && value) {
      // Accepted and echoed; values are sent as UTC either way.
    } else if (VALUES[name]?.includes(value)) {
      if (name === 'return') prefs.return = value as Preferences['return'];
      else if (name === 'count') prefs.count = value as CountPreference;
      else if (name === 'resolution') prefs.resolution = value as Preferences['resolution'];
      else if (name === 'missing') prefs.missingDefault = value === 'default';
      else if (name === 'tx') prefs.rollback = value === 'rollback';
      else if (name === 'handling') prefs.strict = value === 'strict';
    } else {
      invalid.push(token);
      continue;
    }
    prefs.applied.push(token);
  }
  if (prefs.strict && invalid.length) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  if (!prefs.strict) {
    prefs.maxAffected = undefined;
    prefs.applied = prefs.applied.filter((p) => !p.startsWith('max-affected'));
  }
  return prefs;
}

/** PGRST124 when a strict max-affected is exceeded; thrown inside the transaction, it rolls back. */
export function assertMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}
