// Production entry: the API against real PostgreSQL (DATABASE_URL), verifying tokens of the Supabase project
// at SUPABASE_URL. Nothing else is required.
import { createTokenCipher } from './secrets/token-cipher.js';
import { buildApi } from './app.js';
import {
  parseAllowedOrigins,
  parseDatabasePool,
  parseRateLimits,
  parseLlmConfig,
  parseMergeConfig,
  parseNylasConfig,
  parsePort,
  parsePublicApiUrl,
  type DatabasePoolConfig,
  type LlmConfig,
  type MergeConfig,
  type NylasConfig,
  type RateLimits,
} from './config.js';
import { createPgDb } from './db/pg-db.js';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(
      `aide api: the environment variable ${name} is not set. ` +
        'Set DATABASE_URL (PostgreSQL connection string) and SUPABASE_URL (https://<project>.supabase.co).',
    );
    process.exit(1);
  }
  return value;
}

async function main(): Promise<void> {
  const databaseUrl = required('DATABASE_URL');
  const supabaseUrl = required('SUPABASE_URL');
  let port: number;
  let nylas: NylasConfig | null;
  let publicApiUrl: string | undefined;
  let merge: MergeConfig | null;
  let llm: LlmConfig | null;
  let pool: DatabasePoolConfig;
  let rateLimits: RateLimits;
  try {
    port = parsePort('PORT', process.env.PORT, 5000);
    nylas = parseNylasConfig(process.env);
    publicApiUrl = parsePublicApiUrl(process.env.PUBLIC_API_URL);
    merge = parseMergeConfig(process.env);
    llm = parseLlmConfig(process.env);
    pool = parseDatabasePool(process.env);
    rateLimits = parseRateLimits(process.env);
    // Nylas only redirects to a registered callback URL, so it must not depend on proxy headers.
    if (nylas && !publicApiUrl) throw new Error('PUBLIC_API_URL must be set when NYLAS_CLIENT_ID is set.');
  } catch (error) {
    console.error(`aide api: ${(error as Error).message}`);
    process.exit(1);
  }
  const db = createPgDb({ connectionString: databaseUrl, ...pool });
  const app = buildApi({
    db,
    supabaseUrl,
    allowedOrigins: parseAllowedOrigins(process.env.ALLOWED_ORIGINS),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    // Optional: without it, provider tokens are not stored (the route answers 503).
    tokenCipher: process.env.TOKEN_ENCRYPTION_KEY
      ? createTokenCipher(Buffer.from(process.env.TOKEN_ENCRYPTION_KEY, 'base64'))
      : null,
    nylas,
    publicApiUrl,
    // Optional: without MERGE_API_KEY the ERP routes run in sandbox mode.
    merge,
    // Optional: without LLM_BASE_URL, Ask AI answers with the built-in analyst.
    llm,
    rateLimits,
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received: closing`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((error: unknown) => {
  console.error('aide api: failed to start:', error);
  process.exit(1);
});
