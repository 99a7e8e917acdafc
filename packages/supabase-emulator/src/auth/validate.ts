import { createHash, randomInt } from 'node:crypto';
import { badRequest } from './auth-error.js';

/** badoux/checkmail's format, which GoTrue's validateEmail applies. */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, checkmail's format; lower-cased. */
export function validateEmail(raw: string): string {
  const email = raw.trim();
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** GoTrue's validatePhone: `+` and spaces dropped, then E.164 digits (GoTrue stores them without the `+`). */
export function validatePhone(raw: string): string {
  const phone = raw.replace(/^\+/, '').replace(/ /g, '');
  if (!/^[1-9][0-9]{1,14}$/.test(phone)) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return phone;
}

/** GoTrue's GenerateOtp: `digits` random decimal digits. */
export function newOtp(digits: number): string {
  let otp = '';
  for (let i = 0; i < digits; i++) otp += String(randomInt(10));
  return otp;
}

/** GoTrue's GenerateTokenHash: the stored form of a one-time code, hex SHA-224 of the address and the code. */
export const tokenHash = (emailOrPhone: string, otp: string) =>
  createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
