import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleOfApiKey, type ApiRole } from '../keys.js';

/** What the gateway of one emulator knows besides its fixed keys. */
export interface GatewaySettings {
  /** The role of a legacy JWT API key of the project (a JWT secret or signing keys), if it is one. */
  apiKeyRole(key: string): ApiRole | undefined;
  /**
   * Path prefixes let through without an apikey (the request runs as anon unless a bearer JWT says more), and,
   * where the service behind insists on a bearer (Storage), its answer when there is none.
   */
  withoutApiKey: { prefix: string; withoutBearer?: { status: number; body: object } }[];
}

const SETTINGS = Symbol('aide.gateway');
type WithSettings = FastifyRequest & { [SETTINGS]?: GatewaySettings };

/** Gives every request of this emulator its gateway settings (several emulators may share a process). */
export function registerGateway(app: FastifyInstance, settings: GatewaySettings): void {
  app.addHook('onRequest', (request, _reply, done) => {
    (request as WithSettings)[SETTINGS] = settings;
    done();
  });
}

/** The role of an API key (the fixed local keys, or the project's legacy JWT keys), or undefined. */
export function apiKeyRoleOf(request: FastifyRequest, key: string | undefined): ApiRole | undefined {
  if (!key) return undefined;
  return roleOfApiKey(key) ?? (request as WithSettings)[SETTINGS]?.apiKeyRole(key);
}

/**
 * The API gateway in front of hosted Supabase checks the `apikey` header (or `?apikey=`) before auth or
 * rest see the request; these are its answers, body and status as Kong sends them.
 */
export type ApiKeyCheck =
  { ok: true; role: ApiRole; key: string } | { ok: false; status: number; body: object };

export function checkApiKey(request: FastifyRequest): ApiKeyCheck {
  const header = request.headers.apikey;
  const fromQuery = new URL(request.url, 'http://x').searchParams.get('apikey') ?? undefined;
  const key = (Array.isArray(header) ? header[0] : header) ?? fromQuery;
  if (!key) {
    const path = request.url.split('?')[0] ?? '';
    const open = (request as WithSettings)[SETTINGS]?.withoutApiKey.find((entry) =>
      path.startsWith(entry.prefix),
    );
    if (open?.withoutBearer && !bearerToken(request)) {
      return { ok: false, status: open.withoutBearer.status, body: open.withoutBearer.body };
    }
    if (open) return { ok: true, role: 'anon', key: '' };
    return {
      ok: false,
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  }
  const role = apiKeyRoleOf(request, key);
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
