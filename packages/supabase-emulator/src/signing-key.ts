import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

const ALG = 'ES256';
const KEY_FILE = 'jwt-signing-key.json';

/** The ES256 key that signs access tokens; its public half is served as the JWKS. */
export interface SigningKey {
  kid: string;
  publicJwk: JWK;
  sign(claims: JWTPayload, expiresAt: number): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

/** Why a bearer token was refused, in terms both GoTrue's and PostgREST's errors can be phrased from. */
export type TokenCheck =
  | { ok: true; claims: JWTPayload & Record<string, unknown> }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'claims'; detail: string };

/** Loads the key persisted in keyDir (creating it on first use), or makes a throwaway one in memory. */
export async function loadSigningKey(keyDir?: string): Promise<SigningKey> {
  const file = keyDir ? join(keyDir, KEY_FILE) : undefined;
  let privateJwk: JWK;
  if (file && existsSync(file)) {
    privateJwk = JSON.parse(await readFile(file, 'utf8')) as JWK;
  } else {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true });
    privateJwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: ALG };
    if (keyDir && file) {
      await mkdir(keyDir, { recursive: true });
      await writeFile(file, JSON.stringify(privateJwk, null, 2), { mode: 0o600 });
      await chmod(file, 0o600);
    }
  }
  const kid = privateJwk.kid ?? randomUUID();
  const { d: _private, ...publicPart } = privateJwk;
  const publicJwk: JWK = { ...publicPart, kid, alg: ALG, use: 'sig', key_ops: ['verify'], ext: true };
  const privateKey = (await importJWK(privateJwk, ALG)) as CryptoKey;
  const publicKey = (await importJWK({ ...publicPart, alg: ALG }, ALG)) as CryptoKey;

  return {
    kid,
    publicJwk,
    sign: (claims, expiresAt) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
        .setExpirationTime(expiresAt)
        .sign(privateKey),
    async verify(token) {
      const parts = token.split('.').length;
      if (parts !== 3)
        return { ok: false, reason: 'malformed', detail: `Expected 3 parts in JWT; got ${parts}` };
      try {
        const { payload } = await jwtVerify(token, publicKey, { algorithms: [ALG] });
        return { ok: true, claims: payload };
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          return { ok: false, reason: 'expired', detail: 'JWT expired' };
        if (
          error instanceof errors.JWSSignatureVerificationFailed ||
          error instanceof errors.JOSEAlgNotAllowed
        ) {
          return { ok: false, reason: 'signature', detail: 'JWSError JWSInvalidSignature' };
        }
        if (error instanceof errors.JWTClaimValidationFailed) {
          return { ok: false, reason: 'claims', detail: error.message };
        }
        return { ok: false, reason: 'malformed', detail: (error as Error).message };
      }
    },
  };
}
