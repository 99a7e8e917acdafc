// Nylas webhook receiver (Edge Function `nylas-webhooks`): when a connected mailbox's grant expires (a changed
// password, revoked access, an admin's token refresh), Nylas notifies this URL and the mailbox is marked
// disconnected at once, so the Integrations page asks its owner to reconnect instead of outreach failing later.
//
// Deploy: `supabase functions deploy nylas-webhooks` (config.toml turns verify_jwt off for it: Nylas signs its
// requests instead of carrying a Supabase session) and `supabase secrets set NYLAS_WEBHOOK_SECRET=…`, the secret
// Nylas returned when the webhook was created with trigger_types ["grant.expired"] and the URL
// https://<project>.supabase.co/functions/v1/nylas-webhooks. Locally the embedded backend serves it at
// http://localhost:54321/functions/v1/nylas-webhooks (secret in supabase/functions/.env).
import { createClient } from 'npm:@supabase/supabase-js@2';

/** Nylas sends the hex HMAC-SHA256 of the raw body, keyed with the webhook secret. */
async function signatureMatches(secret: string, body: Uint8Array, signature: string): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const expected = new Uint8Array(await crypto.subtle.sign('HMAC', key, body));
  const given = signature.trim().toLowerCase();
  const hex = [...expected].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  if (given.length !== hex.length) return false;
  // Constant time: compare every character whatever the first difference.
  let difference = 0;
  for (let i = 0; i < hex.length; i++) difference |= hex.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Nylas's providers that are Aide mailboxes (email_connections.provider). */
const PROVIDERS: Record<string, string> = { google: 'google', microsoft: 'microsoft' };

interface Notification {
  type?: string;
  data?: { object?: { email?: string; provider?: string; grant_id?: string } };
}

Deno.serve(async (request) => {
  const url = new URL(request.url);
  // Nylas checks the endpoint once when the webhook is created: echo its challenge within 10 seconds.
  if (request.method === 'GET') {
    const challenge = url.searchParams.get('challenge');
    return challenge
      ? new Response(challenge, { status: 200, headers: { 'content-type': 'text/plain' } })
      : json(400, { error: 'challenge required' });
  }
  if (request.method !== 'POST') return json(405, { error: 'method not allowed' });

  const secret = Deno.env.get('NYLAS_WEBHOOK_SECRET');
  if (!secret) return json(503, { error: 'NYLAS_WEBHOOK_SECRET is not set' });
  const body = new Uint8Array(await request.arrayBuffer());
  const signature = request.headers.get('x-nylas-signature') ?? '';
  if (!signature || !(await signatureMatches(secret, body, signature))) {
    return json(401, { error: 'invalid signature' });
  }

  let notification: Notification;
  try {
    notification = JSON.parse(new TextDecoder().decode(body)) as Notification;
  } catch {
    return json(400, { error: 'body is not JSON' });
  }
  const object = notification.data?.object ?? {};
  const provider = PROVIDERS[object.provider ?? ''];
  // Other notifications (and other providers' grants) need nothing here: acknowledged so Nylas stops retrying.
  if (notification.type !== 'grant.expired' || !provider || !object.email) {
    return json(200, { received: true, disconnected: 0 });
  }

  const supabase = createClient(
    Deno.env.get('SUPABASE_URL') ?? '',
    Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    { auth: { persistSession: false, autoRefreshToken: false } },
  );
  const { data, error } = await supabase
    .from('email_connections')
    .update({ status: 'disconnected', updated_at: new Date().toISOString() })
    .eq('provider', provider)
    .eq('email', object.email.trim().toLowerCase())
    .eq('status', 'connected')
    .select('id');
  // A failure is Nylas's to retry (it retries non-2xx answers with backoff).
  if (error) return json(500, { error: 'could not record the expired grant' });
  return json(200, { received: true, disconnected: data.length });
});
