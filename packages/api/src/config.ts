import { DEFAULT_ACQUIRE_TIMEOUT_MS, DEFAULT_POOL_MAX } from './db/pg-db.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits.js';

export type { RateLimits };

/** Frontends allowed by default: the shell and both remotes on their local ports. */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
];

/** `ALLOWED_ORIGINS` is comma-separated; blank entries and trailing slashes are ignored. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_ALLOWED_ORIGINS;
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}

/** A TCP port from the environment; `fallback` when unset. Throws with the variable's name when invalid. */
export function parsePort(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${value}".`);
  }
  return port;
}

/** The PostgreSQL pool: DATABASE_POOL_MAX connections, DATABASE_POOL_TIMEOUT_MS to wait for one. */
export interface DatabasePoolConfig {
  max: number;
  acquireTimeoutMs: number;
}

/**
 * Defaults suit one replica against a small hosted project (60 direct connections): 10 connections, and a
 * request waits at most 3 s for one before answering 503.
 */
export function parseDatabasePool(env: Record<string, string | undefined>): DatabasePoolConfig {
  return {
    max: positiveInteger('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, DEFAULT_POOL_MAX),
    acquireTimeoutMs: positiveInteger(
      'DATABASE_POOL_TIMEOUT_MS',
      env.DATABASE_POOL_TIMEOUT_MS,
      DEFAULT_ACQUIRE_TIMEOUT_MS,
    ),
  };
}

export interface ReadReplicaConfig {
  /** DATABASE_READ_URL: a read replica of DATABASE_URL (e.g. a Supabase read replica's connection string). */
  url: string;
  /** READ_YOUR_WRITES_SECONDS: how long a session that wrote keeps reading from the primary (default 10). */
  readYourWritesSeconds: number;
}

/** The read replica, or null when DATABASE_READ_URL is unset (everything on the primary). */
export function parseReadReplica(env: Record<string, string | undefined>): ReadReplicaConfig | null {
  const url = env.DATABASE_READ_URL?.trim();
  if (!url) return null;
  return {
    url,
    readYourWritesSeconds: positiveInteger('READ_YOUR_WRITES_SECONDS', env.READ_YOUR_WRITES_SECONDS, 10),
  };
}

/** Per-member limits of the expensive routes; unset variables keep the defaults (30/min, 30/min, 20/hour). */
export function parseRateLimits(env: Record<string, string | undefined>): RateLimits {
  const d = DEFAULT_RATE_LIMITS;
  return {
    chatPerMinute: positiveInteger(
      'RATE_LIMIT_CHAT_PER_MINUTE',
      env.RATE_LIMIT_CHAT_PER_MINUTE,
      d.chatPerMinute,
    ),
    textParsingPerMinute: positiveInteger(
      'RATE_LIMIT_TEXT_PARSING_PER_MINUTE',
      env.RATE_LIMIT_TEXT_PARSING_PER_MINUTE,
      d.textParsingPerMinute,
    ),
    emailsPerHour: positiveInteger(
      'RATE_LIMIT_EMAILS_PER_HOUR',
      env.RATE_LIMIT_EMAILS_PER_HOUR,
      d.emailsPerHour,
    ),
  };
}

/** A whole number above 0 from the environment; `fallback` when unset. Throws with the variable's name. */
export function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number above 0, got "${value}".`);
  }
  return number;
}

/**
 * SUPABASE_SERVICE_ROLE_KEY: the auth server's admin API (team invitations); null when unset, and invitations
 * are then marked failed with that reason.
 */
export function parseAuthAdmin(
  supabaseUrl: string,
  env: Record<string, string | undefined>,
): { supabaseUrl: string; serviceRoleKey: string } | null {
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  return serviceRoleKey ? { supabaseUrl, serviceRoleKey } : null;
}

/** Nylas hosted auth (mailbox connections); absent = the local sandbox consent page. */
export interface NylasConfig {
  clientId: string;
  apiKey: string;
  /** Regional API host, e.g. https://api.us.nylas.com (no trailing slash). */
  apiUri: string;
}

export const DEFAULT_NYLAS_API_URI = 'https://api.us.nylas.com';

/**
 * Real Nylas when both NYLAS_CLIENT_ID and NYLAS_API_KEY are set, sandbox (null) when neither is;
 * one without the other is a configuration mistake and throws naming the missing variable.
 */
export function parseNylasConfig(env: Record<string, string | undefined>): NylasConfig | null {
  const clientId = env.NYLAS_CLIENT_ID?.trim() ?? '';
  const apiKey = env.NYLAS_API_KEY?.trim() ?? '';
  if (!clientId && !apiKey) return null;
  if (!clientId || !apiKey) {
    throw new Error(`${clientId ? 'NYLAS_API_KEY' : 'NYLAS_CLIENT_ID'} must be set too when using Nylas.`);
  }
  const apiUri = (env.NYLAS_API_URI?.trim() || DEFAULT_NYLAS_API_URI).replace(/\/+$/, '');
  return { clientId, apiKey, apiUri: parseHttpUrl('NYLAS_API_URI', apiUri) };
}

/** PUBLIC_API_URL: where browsers reach this API (the OAuth callback lives there); undefined when unset. */
export function parsePublicApiUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return parseHttpUrl('PUBLIC_API_URL', value.trim().replace(/\/+$/, ''));
}

function parseHttpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}".`);
  }
  return value;
}

/** Merge (ERP linking); absent = sandbox mode (sandbox link dialog, sandbox tokens and ERP data). */
export interface MergeConfig {
  apiKey: string;
  /** e.g. https://api.merge.dev/api (no trailing slash). */
  apiUrl: string;
}

export const DEFAULT_MERGE_API_URL = 'https://api.merge.dev/api';

/**
 * Real Merge when MERGE_API_KEY is set, sandbox mode (null) when it is not; MERGE_API_URL without a key is a
 * configuration mistake (the operator meant to use Merge) and throws naming the missing variable.
 */
export function parseMergeConfig(env: Record<string, string | undefined>): MergeConfig | null {
  const apiKey = env.MERGE_API_KEY?.trim() ?? '';
  const rawUrl = env.MERGE_API_URL?.trim() ?? '';
  if (!apiKey) {
    if (rawUrl) throw new Error('MERGE_API_KEY must be set too when MERGE_API_URL is set.');
    return null;
  }
  const apiUrl = (rawUrl || DEFAULT_MERGE_API_URL).replace(/\/+$/, '');
  return { apiKey, apiUrl: parseHttpUrl('MERGE_API_URL', apiUrl) };
}

/** An OpenAI-compatible chat-completions endpoint (LLM_BASE_URL); absent = the built-in analyst. */
export interface LlmConfig {
  /** e.g. https://api.openai.com/v1 (no trailing slash): requests go to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as the bearer token; local servers (Ollama, llama.cpp) often need none. */
  apiKey: string | null;
  model: string;
}

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';

/**
 * A model when LLM_BASE_URL is set, the built-in analyst (null) when it is not; LLM_API_KEY or LLM_MODEL
 * without a base URL is a configuration mistake (the operator meant to use a model) and throws.
 */
export function parseLlmConfig(env: Record<string, string | undefined>): LlmConfig | null {
  const rawUrl = env.LLM_BASE_URL?.trim() ?? '';
  const apiKey = env.LLM_API_KEY?.trim() || null;
  const model = env.LLM_MODEL?.trim() || null;
  if (!rawUrl) {
    if (apiKey || model) {
      throw new Error(`LLM_BASE_URL must be set too when ${apiKey ? 'LLM_API_KEY' : 'LLM_MODEL'} is set.`);
    }
    return null;
  }
  const baseUrl = parseHttpUrl('LLM_BASE_URL', rawUrl.replace(/\/+$/, ''));
  return { baseUrl, apiKey, model: model ?? DEFAULT_LLM_MODEL };
}
