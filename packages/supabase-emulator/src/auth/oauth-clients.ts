import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AuthError, badRequest } from './auth-error.js';
import { text, type AuthContext } from './context.js';

/**
 * GoTrue's OAuth 2.1 server clients, as `auth.admin.oauth.*` manages them (POST/GET/PUT/DELETE
 * /admin/oauth/clients, POST …/regenerate_secret), in auth.oauth_clients. Registration and its validation
 * only: the emulator does not run the authorization server itself (/oauth/authorize, /oauth/token).
 */

interface ClientRow {
  id: string;
  client_type: 'public' | 'confidential';
  redirect_uris: string;
  token_endpoint_auth_method: string;
  grant_types: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  registration_type: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, client_type, redirect_uris, token_endpoint_auth_method, grant_types, client_name, client_uri,
  logo_uri, registration_type, created_at, updated_at`;

const invalid = (message: string) => badRequest('validation_failed', message);
const list = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.map((item) => String(item)) : undefined;

function redirectUriProblem(uri: string): string | null {
  if (!uri) return 'redirect URI cannot be empty';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'invalid URL format';
  }
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  if (!url.host) return 'must have scheme and host';
  if (['javascript', 'data', 'file', 'vbscript', 'about', 'blob'].includes(scheme)) {
    return `scheme '${scheme}' is not allowed for security reasons`;
  }
  if (scheme === 'http' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    return 'HTTP scheme only allowed for localhost';
  }
  if (url.hash) return 'fragment not allowed in redirect URI';
  return null;
}

function validateRedirectUris(uris: string[]): void {
  if (uris.length === 0) throw invalid('redirect_uris is required');
  if (uris.length > 10) throw invalid('redirect_uris cannot exceed 10 items');
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw invalid(`invalid redirect_uri '${uri}': ${problem}`);
  }
}

function validateGrantTypes(grants: string[]): void {
  if (grants.length === 0) throw invalid('grant_types cannot be empty');
  if (grants.some((grant) => grant !== 'authorization_code' && grant !== 'refresh_token')) {
    throw invalid("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
  }
}

function validateUri(name: string, value: string): void {
  if (!value) return;
  if (value.length > 2048) throw invalid(`${name} cannot exceed 2048 characters`);
  try {
    new URL(value);
  } catch {
    throw invalid(`${name} must be a valid URL`);
  }
}

const newSecret = () => randomBytes(32).toString('base64url');
const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

function clientJson(row: ClientRow, secret?: string): Record<string, unknown> {
  return {
    client_id: row.id,
    ...(secret ? { client_secret: secret } : {}),
    client_type: row.client_type,
    redirect_uris: row.redirect_uris ? row.redirect_uris.split(',') : undefined,
    token_endpoint_auth_method: row.token_endpoint_auth_method,
    grant_types: row.grant_types.split(','),
    response_types: ['code'],
    client_name: row.client_name || undefined,
    client_uri: row.client_uri || undefined,
    logo_uri: row.logo_uri || undefined,
    registration_type: row.registration_type,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** POST /admin/oauth/clients → 201 with the client and, for a confidential one, its secret (only now). */
export async function createOAuthClient(ctx: AuthContext, body: Record<string, unknown>) {
  const redirectUris = list(body.redirect_uris) ?? [];
  validateRedirectUris(redirectUris);
  const grantTypes = list(body.grant_types);
  if (grantTypes?.length) validateGrantTypes(grantTypes);
  const clientName = text(body.client_name);
  if (clientName.length > 1024) throw invalid('client_name cannot exceed 1024 characters');
  validateUri('client_uri', text(body.client_uri));
  validateUri('logo_uri', text(body.logo_uri));
  const requestedType = text(body.client_type);
  const authMethod = text(body.token_endpoint_auth_method);
  if (requestedType && requestedType !== 'public' && requestedType !== 'confidential') {
    throw invalid("client_type must be 'public' or 'confidential'");
  }
  if (authMethod && !['none', 'client_secret_basic', 'client_secret_post'].includes(authMethod)) {
    throw invalid('token_endpoint_auth_method must be one of: none, client_secret_basic, client_secret_post');
  }
  const clientType = requestedType || (authMethod === 'none' ? 'public' : 'confidential');
  const method = authMethod || (clientType === 'public' ? 'none' : 'client_secret_basic');
  const secret = clientType === 'confidential' ? newSecret() : undefined;
  const { rows } = await ctx.db.query<ClientRow>(
    `insert into auth.oauth_clients (id, client_secret_hash, registration_type, redirect_uris, grant_types,
        client_name, client_uri, logo_uri, client_type, token_endpoint_auth_method)
     values ($1, $2, 'manual', $3, $4, $5, $6, $7, $8, $9)
     returning ${COLUMNS}`,
    [
      randomUUID(),
      secret ? secretHash(secret) : null,
      redirectUris.join(','),
      (grantTypes?.length ? grantTypes : ['authorization_code', 'refresh_token']).join(','),
      clientName || null,
      text(body.client_uri) || null,
      text(body.logo_uri) || null,
      clientType,
      method,
    ],
  );
  return clientJson(rows[0]!, secret);
}

async function loadClient(ctx: AuthContext, clientId: string): Promise<ClientRow> {
  if (!clientId) throw invalid('client_id is required');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(clientId)) {
    throw invalid('invalid client_id format');
  }
  const { rows } = await ctx.db.query<ClientRow>(
    `select ${COLUMNS} from auth.oauth_clients where id = $1 and deleted_at is null`,
    [clientId],
  );
  if (!rows[0]) throw new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');
  return rows[0];
}

/** GET /admin/oauth/clients → { clients } newest first (GoTrue pages nothing yet: page/per_page ignored). */
export async function listOAuthClients(ctx: AuthContext) {
  const { rows } = await ctx.db.query<ClientRow>(
    `select ${COLUMNS} from auth.oauth_clients where deleted_at is null order by created_at desc`,
  );
  return { clients: rows.map((row) => clientJson(row)) };
}

export async function getOAuthClient(ctx: AuthContext, clientId: string) {
  return clientJson(await loadClient(ctx, clientId));
}

/** PUT /admin/oauth/clients/{id}: the fields given (redirect_uris, grant_types, names and URIs). */
export async function updateOAuthClient(ctx: AuthContext, clientId: string, body: Record<string, unknown>) {
  const client = await loadClient(ctx, clientId);
  const fields = ['redirect_uris', 'grant_types', 'client_name', 'client_uri', 'logo_uri'];
  if (!fields.some((field) => body[field] !== undefined && body[field] !== null)) {
    throw invalid('No fields provided for update');
  }
  const redirectUris = list(body.redirect_uris);
  if (redirectUris) validateRedirectUris(redirectUris);
  const grantTypes = list(body.grant_types);
  if (grantTypes) validateGrantTypes(grantTypes);
  const name = typeof body.client_name === 'string' ? body.client_name : undefined;
  if (name !== undefined && name.length > 1024) throw invalid('client_name cannot exceed 1024 characters');
  const clientUri = typeof body.client_uri === 'string' ? body.client_uri : undefined;
  const logoUri = typeof body.logo_uri === 'string' ? body.logo_uri : undefined;
  if (clientUri) validateUri('client_uri', clientUri);
  if (logoUri) validateUri('logo_uri', logoUri);
  const { rows } = await ctx.db.query<ClientRow>(
    `update auth.oauth_clients
        set redirect_uris = coalesce($2, redirect_uris), grant_types = coalesce($3, grant_types),
            client_name = coalesce($4, client_name), client_uri = coalesce($5, client_uri),
            logo_uri = coalesce($6, logo_uri), updated_at = now()
      where id = $1 returning ${COLUMNS}`,
    [
      client.id,
      redirectUris?.join(',') ?? null,
      grantTypes?.join(',') ?? null,
      name ?? null,
      clientUri ?? null,
      logoUri ?? null,
    ],
  );
  return clientJson(rows[0]!);
}

/** DELETE /admin/oauth/clients/{id} → 204 (soft delete, as GoTrue). */
export async function deleteOAuthClient(ctx: AuthContext, clientId: string) {
  const client = await loadClient(ctx, clientId);
  await ctx.db.query(`update auth.oauth_clients set deleted_at = now(), updated_at = now() where id = $1`, [
    client.id,
  ]);
}

/** POST /admin/oauth/clients/{id}/regenerate_secret → the client with its new secret. */
export async function regenerateOAuthClientSecret(ctx: AuthContext, clientId: string) {
  const client = await loadClient(ctx, clientId);
  if (client.client_type !== 'confidential') throw invalid('Cannot regenerate secret for public client');
  const secret = newSecret();
  const { rows } = await ctx.db.query<ClientRow>(
    `update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [client.id, secretHash(secret)],
  );
  return clientJson(rows[0]!, secret);
}
