import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest, unprocessable } from './auth-error.js';
import { objectField, text, type AuthContext } from './context.js';
import { redirectOf, sendEmailLink } from './email-flows.js';
import { pkceChallenge } from './flow-state.js';
import { sendPhoneOtp } from './phone.js';
import { sendEmailChange } from './current-user.js';
import { signup } from './signup.js';
import { findUserByEmail, findUserByPhone, findUserById } from './user-store.js';
import { validateEmail, validatePhone } from './validate.js';

const INVALID_CHANNEL =
  "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.";

/** The local SMS provider is the outbox: plain SMS only (WhatsApp needs Twilio). */
function assertChannel(channel: string): void {
  if (channel !== 'sms') throw badRequest('validation_failed', INVALID_CHANNEL);
}

/** A throwaway password for accounts made by a code (GoTrue signs them up with a random one). */
const randomPassword = () => randomBytes(32).toString('base64url');

/**
 * POST /otp (supabase-js signInWithOtp): a magic link with a code to an email, or an SMS code to a phone. An
 * unknown or unconfirmed address is signed up first (unless `create_user` is false: 422 otp_disabled), as
 * GoTrue does; the members gate decides in Aide's configuration, as for any sign-up.
 */
export async function otp(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  const rawEmail = text(body.email);
  const rawPhone = text(body.phone);
  const channel = text(body.channel);
  const data = objectField(body.data) ?? {};
  const createUser = body.create_user !== false;
  if (rawEmail && rawPhone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  }
  if (rawEmail && channel) {
    throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
  }
  const challenge = pkceChallenge(body.code_challenge, body.code_challenge_method);
  if (!createUser) {
    const exists = rawEmail
      ? await findUserByEmail(ctx.db, validateEmail(rawEmail))
      : rawPhone
        ? await findUserByPhone(ctx.db, validatePhone(rawPhone))
        : undefined;
    if ((rawEmail || rawPhone) && !exists) {
      throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    }
  }
  if (rawEmail) return magicLink(ctx, request, body, data, challenge);
  if (rawPhone) return smsOtp(ctx, request, rawPhone, channel || 'sms', data);
  throw badRequest('validation_failed', 'One of email or phone must be set');
}

async function magicLink(
  ctx: AuthContext,
  request: FastifyRequest,
  body: Record<string, unknown>,
  data: Record<string, unknown>,
  challenge: ReturnType<typeof pkceChallenge>,
) {
  if (!ctx.settings.email.enabled)
    throw unprocessable('email_provider_disabled', 'Email logins are disabled');
  const email = validateEmail(text(body.email));
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing || !existing.email_confirmed_at) {
    // Not signed up yet: a sign-up with a throwaway password, whose confirmation email is the magic link.
    const signupBody = {
      email,
      password: randomPassword(),
      data,
      code_challenge: body.code_challenge,
      code_challenge_method: body.code_challenge_method,
    };
    if (!existing || !ctx.autoconfirm) {
      await signup(ctx, request, signupBody);
      if (!ctx.autoconfirm) return {};
    }
  }
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return {};
  const redirectTo = redirectOf(ctx, request);
  await ctx.db.transaction((tx) => sendEmailLink(tx, ctx, user, 'magiclink', redirectTo, challenge));
  return {};
}

async function smsOtp(
  ctx: AuthContext,
  request: FastifyRequest,
  rawPhone: string,
  channel: string,
  data: Record<string, unknown>,
) {
  if (!ctx.settings.sms.enabled) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const phone = validatePhone(rawPhone);
  assertChannel(channel);
  const existing = await findUserByPhone(ctx.db, phone);
  if (!existing || !existing.phone_confirmed_at) {
    if (!existing) {
      await signup(ctx, request, { phone, password: randomPassword(), data, channel });
    } else if (!ctx.settings.sms.autoconfirm) {
      await ctx.db.transaction((tx) => sendPhoneOtp(tx, ctx, existing, phone, 'confirmation'));
    }
    if (!ctx.settings.sms.autoconfirm) return {};
  }
  const user = await findUserByPhone(ctx.db, phone);
  if (!user) return {};
  const messageId = await ctx.db.transaction((tx) => sendPhoneOtp(tx, ctx, user, phone, 'confirmation'));
  return { message_id: messageId };
}

/** POST /resend { type: signup | email_change | sms | phone_change, email | phone }: always `{}` for unknowns. */
export async function resend(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>) {
  const type = text(body.type);
  const rawEmail = text(body.email);
  const rawPhone = text(body.phone);
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  const challenge =
    type === 'signup' || type === 'email_change'
      ? pkceChallenge(body.code_challenge, body.code_challenge_method)
      : null;
  if (!rawEmail && type === 'signup') {
    throw badRequest('validation_failed', 'Type provided requires an email address');
  }
  if (!rawPhone && type === 'sms')
    throw badRequest('validation_failed', 'Type provided requires a phone number');
  if (rawEmail && rawPhone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
  }
  if (!rawEmail && !rawPhone) throw badRequest('validation_failed', 'Missing email address or phone number');
  if (rawEmail && !ctx.settings.email.enabled) {
    throw badRequest('email_provider_disabled', 'Email logins are disabled');
  }
  if (rawPhone && !ctx.settings.sms.enabled) {
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  }
  const email = rawEmail ? validateEmail(rawEmail) : '';
  const phone = rawPhone ? validatePhone(rawPhone) : '';
  const user = email ? await findUserByEmail(ctx.db, email) : await findUserByPhone(ctx.db, phone);
  if (!user) return {};
  if (type === 'signup' && user.email_confirmed_at) return {};
  if (type === 'sms' && user.phone_confirmed_at) return {};
  if (type === 'email_change' && !user.email_change) return {};
  if (type === 'phone_change' && !user.phone_change) return {};
  const redirectTo = redirectOf(ctx, request);
  const messageId = await ctx.db.transaction(async (tx) => {
    if (type === 'signup') {
      await sendEmailLink(tx, ctx, user, 'signup', redirectTo, challenge);
      return '';
    }
    if (type === 'email_change') {
      const current = (await findUserById(tx, user.id)) ?? user;
      await sendEmailChange(tx, ctx, current, user.email_change ?? '', redirectTo, challenge);
      return '';
    }
    if (type === 'sms') return sendPhoneOtp(tx, ctx, user, phone, 'confirmation');
    return sendPhoneOtp(tx, ctx, user, user.phone_change ?? '', 'phone_change');
  });
  return messageId ? { message_id: messageId } : {};
}
