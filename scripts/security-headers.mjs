// The security headers of every response of the app servers (serve.mjs, so `pnpm start`, the e2e stack and
// the bench), built from the same run-time configuration the shell reads (app-config.mjs). docs/deploy.md
// lists the values to configure on a CDN.
import { createHash } from 'node:crypto';
import { appConfigFromEnv } from './app-config.mjs';

/** Merge Link, the ERP linking widget the inbound remote loads when the API uses Merge (MERGE_API_KEY). */
export const MERGE_LINK = { script: 'https://cdn.merge.dev', frame: 'https://link.merge.dev' };

const originOf = (url) => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** PostHog Cloud serves remote config from an assets host beside the ingestion host (us → us-assets). */
function postHogOrigins(host) {
  const origin = originOf(host);
  if (!origin) return [];
  const cloud = /^https:\/\/(us|eu)\.i\.posthog\.com$/.exec(origin);
  return cloud ? [origin, `https://${cloud[1]}-assets.i.posthog.com`] : [origin];
}

/** The 'sha256-…' sources of the inline <script> elements of an HTML page (none in today's builds). */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * Scripts only from this origin and the configured remotes; data only to Supabase (HTTP and its realtime
 * WebSocket), the API, PostHog when configured and the remotes (their manifests); styles inline too, since
 * antd injects its CSS at run time; the import worker starts from a blob; frames only from this origin and
 * Supabase (Storage's originals); nothing may frame the app.
 */
export function contentSecurityPolicy(env = process.env, { inlineScripts = [] } = {}) {
  const config = appConfigFromEnv(env);
  const remotes = Object.values(config.remotes).map(originOf);
  const supabase = originOf(config.supabaseUrl);
  const supabaseSocket = supabase?.replace(/^http/, 'ws');
  const postHog = config.analytics.key && config.analytics.host ? postHogOrigins(config.analytics.host) : [];
  const merge = Boolean(env.MERGE_API_KEY?.trim());
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...inlineScripts, ...(merge ? [MERGE_LINK.script] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", supabase, supabaseSocket, originOf(config.apiBaseUrl), ...postHog, ...remotes],
    'worker-src': ["'self'", 'blob:'],
    // Supabase: the inbox frames purchase-order originals (PDFs) from Storage's signed URLs.
    'frame-src': ["'self'", supabase, ...(merge ? [MERGE_LINK.frame] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(' '))
    .join('; ');
}

/** Every header, for every response (HTML, scripts, manifests, the app config, 404s). */
export function securityHeaders(env = process.env, { inlineScripts = [] } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, { inlineScripts }),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
