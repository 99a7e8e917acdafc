import { generateSecret, verifySync } from 'otplib';
import QRCode from 'qrcode';

/** GoTrue's TOTP parameters (pquerna/otp defaults): SHA1, 6 digits, 30 s steps, one step either side. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;

/** A new base32 secret of 20 bytes (32 characters), the size GoTrue's totp.Generate makes. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/**
 * The otpauth:// URI as pquerna/otp writes it: `otpauth://totp/<issuer>:<account>?algorithm=SHA1&digits=6&
 * issuer=…&period=30&secret=…` (query keys sorted, as Go's url.Values.Encode does).
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`).replace(/%3A/g, ':').replace(/%40/g, '@');
  const query = [
    ['algorithm', 'SHA1'],
    ['digits', String(DIGITS)],
    ['issuer', issuer],
    ['period', String(PERIOD_SECONDS)],
    ['secret', secret],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `otpauth://totp/${label}?${query}`;
}

/**
 * The QR code of `uri` as a bare SVG document, which is what GoTrue sends (supabase-js prefixes
 * `data:image/svg+xml;utf-8,`). Colours are named rather than hex: a `#` would end that data URI early.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 4 });
  return svg
    .trim()
    .replace(/#ffffff/gi, 'white')
    .replace(/#000000/gi, 'black');
}

/** The RFC 6238 time step `code` is valid for (the current one or one either side), or null. */
export function matchTotp(secret: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = verifySync({
      secret,
      token: code,
      period: PERIOD_SECONDS,
      digits: DIGITS,
      epochTolerance: PERIOD_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A secret otplib cannot decode matches nothing.
    return null;
  }
}
