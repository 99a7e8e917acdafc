/**
 * The auth server's admin API, for what only it can do: send an invitation (hosted: through the project's
 * SMTP; embedded: to the local outbox). Needs the service role key (SUPABASE_SERVICE_ROLE_KEY), which never
 * leaves the API.
 */
export interface AuthAdmin {
  supabaseUrl: string;
  serviceRoleKey: string;
}

export type InviteOutcome =
  | { ok: true }
  /** Worth trying again later: the auth server is down, or it limits how often one address is emailed. */
  | { ok: false; retry: true; reason: string }
  | { ok: false; retry: false; reason: string };

const INVITE_TIMEOUT_MS = 15_000;

export async function sendInvitation(
  admin: AuthAdmin,
  email: string,
  data: Record<string, string>,
): Promise<InviteOutcome> {
  let response: Response;
  try {
    response = await fetch(new URL('auth/v1/invite', withSlash(admin.supabaseUrl)), {
      method: 'POST',
      headers: {
        apikey: admin.serviceRoleKey,
        authorization: `Bearer ${admin.serviceRoleKey}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email, data }),
      signal: AbortSignal.timeout(INVITE_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, retry: true, reason: 'The auth server could not be reached.' };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as { code?: string; msg?: string; message?: string };
  const message = body.msg ?? body.message ?? `The auth server answered ${response.status}.`;
  if (response.status === 429 || response.status >= 500) return { ok: false, retry: true, reason: message };
  return { ok: false, retry: false, reason: message };
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
