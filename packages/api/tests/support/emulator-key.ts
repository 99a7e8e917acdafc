import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';

// The emulator persists its private signing JWK (with kid) in this file of its keyDir.
const KEY_FILE = 'jwt-signing-key.json';

/** Signs `claims` with the auth server's own key, e.g. to make a genuinely expired token. */
export async function signWithEmulatorKey(keyDir: string, claims: JWTPayload): Promise<string> {
  const jwk = JSON.parse(await readFile(path.join(keyDir, KEY_FILE), 'utf8')) as JWK;
  const key = await importJWK(jwk, 'ES256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: jwk.kid, typ: 'JWT' }).sign(key);
}
