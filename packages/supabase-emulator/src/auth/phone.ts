import type { Queryable } from '../db/queryable.js';
import { AuthError } from './auth-error.js';
import type { AuthContext } from './context.js';
import { writeSms } from './outbox.js';
import type { UserRow } from './user-store.js';
import { newOtp, tokenHash } from './validate.js';

/** GoTrue's phone OTP kinds and the users columns each keeps its code in. */
export type PhoneOtpKind = 'confirmation' | 'phone_change' | 'reauthentication';

const COLUMNS: Record<PhoneOtpKind, { token: string; sentAt: string; type: string }> = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'sms' },
  phone_change: { token: 'phone_change_token', sentAt: 'phone_change_sent_at', type: 'phone_change' },
  reauthentication: {
    token: 'reauthentication_token',
    sentAt: 'reauthentication_sent_at',
    type: 'reauthentication',
  },
};

/** `{{ .Code }}` of an SMS template ([auth.sms] template, [auth.mfa.phone] template). */
export const smsText = (template: string, code: string) =>
  template.replace(/\{\{-?\s*\.Code\s*-?\}\}/g, code);

/** [auth.sms] max_frequency between two messages, as GoTrue's over_sms_send_rate_limit. */
export function assertSmsFrequency(sentAt: Date | null, maxFrequencySeconds: number): void {
  if (!sentAt) return;
  const wait = Math.ceil((new Date(sentAt).getTime() + maxFrequencySeconds * 1000 - Date.now()) / 1000);
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_sms_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
      {},
      { 'retry-after': String(wait) },
    );
  }
}

/**
 * GoTrue's sendPhoneConfirmation: a code for `phone` (E.164 digits) in the user's column of that kind, sent to
 * the SMS outbox, unless [auth.sms.test_otp] fixes the number's code (then nothing is sent). Returns the
 * message id (`test-otp` for a test number).
 */
export async function sendPhoneOtp(
  db: Queryable,
  ctx: AuthContext,
  user: UserRow,
  phone: string,
  kind: PhoneOtpKind,
): Promise<string> {
  const columns = COLUMNS[kind];
  const { rows } = await db.query<{ sent_at: Date | null }>(
    `select ${columns.sentAt} as sent_at from auth.users where id = $1`,
    [user.id],
  );
  assertSmsFrequency(rows[0]?.sent_at ?? null, ctx.settings.sms.maxFrequencySeconds);
  let otp = ctx.settings.sms.testOtp[phone];
  let messageId = 'test-otp';
  if (otp === undefined) {
    if (!ctx.settings.sms.autoconfirm) await ctx.limit('sms', 'project');
    otp = newOtp(ctx.settings.sms.otpLength);
    messageId = String(
      await writeSms(db, {
        to: phone,
        body: smsText(ctx.settings.sms.template, otp),
        code: otp,
        type: columns.type,
      }),
    );
  }
  await db.query(
    `update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(),
            phone_change = case when $3::boolean then $4 else phone_change end, updated_at = now()
      where id = $1`,
    [user.id, tokenHash(phone, otp), kind === 'phone_change', phone],
  );
  return messageId;
}
