import { parseAuthAdmin, type LlmConfig, type NylasConfig } from '../../../../config.js';
import type { Db } from '../../../../db/db.js';
import type { TokenCipher } from '../../../../secrets/token-cipher.js';
import { nylasIntakeMailbox } from './nylas-intake-mailbox.js';
import type { MailIntakeDeps } from './take-in-mail.js';

/**
 * Production mail intake (API replicas and dist/worker.js): Nylas mailboxes, read when NYLAS_* is set and the
 * worker may store originals (SUPABASE_SERVICE_ROLE_KEY); NYLAS_INTAKE_GRANT_ID adds the operator's mailbox for
 * INTAKE_EMAIL_DOMAIN. null: no email is taken in (uploads and the API still are).
 */
export function mailIntakeFromEnv(
  env: Record<string, string | undefined>,
  setup: {
    db: Db;
    supabaseUrl: string;
    nylas: NylasConfig | null;
    cipher: TokenCipher | null;
    llm: LlmConfig | null;
  },
): MailIntakeDeps | null {
  const admin = parseAuthAdmin(setup.supabaseUrl, env);
  const intakeGrantId = env.NYLAS_INTAKE_GRANT_ID?.trim() || null;
  if (!setup.nylas || !admin || (!intakeGrantId && !setup.cipher)) return null;
  return {
    db: setup.db,
    mailboxes: [
      nylasIntakeMailbox({ config: setup.nylas, db: setup.db, cipher: setup.cipher, intakeGrantId }),
    ],
    storage: { url: admin.supabaseUrl, apiKey: admin.serviceRoleKey, serviceRoleKey: admin.serviceRoleKey },
    serviceRoleKey: admin.serviceRoleKey,
    model: setup.llm,
    emailDomain: env.INTAKE_EMAIL_DOMAIN?.trim() || undefined,
  };
}
