import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleOfApiKey, type ApiRole } from '../keys.js';

/**
 * The API gateway in front of hosted Supabase checks the `apikey` header (or `?apikey=`) before auth or
 * rest see the request; these are its answers, body and status as Kong sends them.
 */
export type ApiKeyCheck = { ok: true; role: ApiRole; key: string } | { ok: false; status: 401; body: object };

export function checkApiKey(request: FastifyRequest): ApiKeyCheck {
  const header = request.headers.apikey;
  const fromQuery = new URL(request.url, 'http://x').searchParams.get('apikey') ?? undefined;
  const key = (Array.isArray(header) ? header[0] : header) ?? fromQuery;
  if (!key) {
    return {
      ok: false,
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  }
  const role = roleOfApiKey(key);
  if (!role) {
    return {
      ok: false,
      status: 401,
      body: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
    };
  }
  return { ok: true, role, key };
}

export function sendGatewayError(
  reply: FastifyReply,
  check: Extract<ApiKeyCheck, { ok: false }>,
): FastifyReply {
  return reply.code(check.status).type('application/json').send(check.body);
}

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
