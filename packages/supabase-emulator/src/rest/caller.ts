import type { FastifyRequest } from 'fastify';
import { bearerToken, checkApiKey, type ApiKeyCheck } from '../http/gateway.js';
import { roleOfApiKey } from '../keys.js';
import type { SigningKey } from '../signing-key.js';
import { RestError } from './rest-error.js';

/** Who a rest request runs as: the database role and the JWT claims row-level security reads. */
export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

function audienceIncludes(aud: unknown, expected: string): boolean {
  return aud === expected || (Array.isArray(aud) && aud.includes(expected));
}

/**
 * Resolves the caller like Supabase's gateway + PostgREST: the apikey must be known; a bearer JWT decides the
 * role (its `role` claim); a bearer equal to an API key (supabase-js sends the key when there is no session)
 * or no bearer at all leaves the role of the key itself.
 */
export async function resolveCaller(
  request: FastifyRequest,
  key: SigningKey,
): Promise<{ ok: true; caller: Caller } | { ok: false; gateway: Extract<ApiKeyCheck, { ok: false }> }> {
  const apiKey = checkApiKey(request);
  if (!apiKey.ok) return { ok: false, gateway: apiKey };
  const token = bearerToken(request);
  const keyRole = token ? roleOfApiKey(token) : apiKey.role;
  if (keyRole) return { ok: true, caller: { role: keyRole, claims: { role: keyRole } } };
  if (!token) return { ok: true, caller: { role: apiKey.role, claims: { role: apiKey.role } } };

  const check = await key.verify(token);
  if (!check.ok) {
    if (check.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired');
    throw new RestError(401, 'PGRST301', check.detail);
  }
  const role = typeof check.claims.role === 'string' ? check.claims.role : apiKey.role;
  if (!ROLES.has(role)) throw new RestError(401, 'PGRST301', `JWT role "${role}" is not allowed`);
  // Supabase's PostgREST only accepts user tokens meant for it (jwt-aud = authenticated).
  if (role === 'authenticated' && !audienceIncludes(check.claims.aud, 'authenticated')) {
    throw new RestError(401, 'PGRST303', 'JWT not in audience');
  }
  return { ok: true, caller: { role: role as Caller['role'], claims: check.claims } };
}
