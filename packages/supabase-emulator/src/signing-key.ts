import {
  createHmac,
  createPublicKey,
  randomUUID,
  timingSafeEqual,
  verify as verifySignature,
  type KeyObject,
} from 'node:crypto';
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

const DEFAULT_ALG = 'ES256';
const KEY_FILE = 'jwt-signing-key.json';

/**
 * The keys of the auth server: the one that signs access tokens (and storage's signed URLs), every key a token
 * may be verified with, and the public ones, served as the JWKS.
 */
export interface SigningKey {
  /** The signing key's id ('' for a legacy HS256 secret, which has none). */
  kid: string;
  /** The signing algorithm: ES256 (the emulator's own key), RS256 or ES256 (signing keys), HS256 (a secret). */
  alg: string;
  /** The signing key's public half; undefined when it is symmetric. */
  publicJwk: JWK | undefined;
  /** `/.well-known/jwks.json`: the asymmetric keys' public halves (a symmetric key is never published). */
  publicJwks: JWK[];
  sign(claims: JWTPayload, expiresAt: number): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
  /**
   * The role of a legacy JWT API key (the `anon` and `service_role` keys of projects with a JWT secret or
   * signing keys: a JWT with that `role` claim signed by one of these keys), checked synchronously as the API
   * gateway does; undefined for anything else.
   */
  apiKeyRole(token: string): 'anon' | 'service_role' | undefined;
}

/** Why a bearer token was refused, in terms both GoTrue's and PostgREST's errors can be phrased from. */
export type TokenCheck =
  | { ok: true; claims: JWTPayload & Record<string, unknown> }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'claims'; detail: string };

/** What GoTrue takes: GOTRUE_JWT_SECRET and GOTRUE_JWT_KEYS (config.toml: jwt_secret, signing_keys_path). */
export interface KeyOptions {
  /** Where the emulator's own ES256 key is persisted; in memory when absent. */
  keyDir?: string;
  /** A symmetric HS256 secret: signs when there are no signing keys, and always verifies. */
  jwtSecret?: string | null;
  /**
   * JWKs as GoTrue's GOTRUE_JWT_KEYS / the CLI's signing_keys.json: private RSA or EC keys, or `oct` (HS256)
   * ones; the first whose key_ops include `sign` (else the first) signs, all verify.
   */
  jwtKeys?: JWK[] | null;
}

interface VerifyingKey {
  kid: string | undefined;
  alg: string;
  key: CryptoKey | Uint8Array;
  /** The same key for node:crypto's synchronous checks (API keys). */
  node: KeyObject | Buffer;
}

/** The emulator's own ES256 key from keyDir (created on first use), or a throwaway one in memory. */
async function ownKey(keyDir?: string): Promise<JWK> {
  const file = keyDir ? join(keyDir, KEY_FILE) : undefined;
  if (file && existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as JWK;
  const { privateKey } = await generateKeyPair(DEFAULT_ALG, { extractable: true });
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: DEFAULT_ALG };
  if (keyDir && file) {
    await mkdir(keyDir, { recursive: true });
    await writeFile(file, JSON.stringify(privateJwk, null, 2), { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return privateJwk;
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

function publicPart(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  delete copy.key_ops;
  return copy;
}

function algOf(jwk: JWK): string {
  if (jwk.alg) return jwk.alg;
  if (jwk.kty === 'oct') return 'HS256';
  if (jwk.kty === 'RSA') return 'RS256';
  return 'ES256';
}

async function verifyingKey(jwk: JWK): Promise<VerifyingKey> {
  const alg = algOf(jwk);
  if (jwk.kty === 'oct') {
    const secret = Buffer.from(jwk.k ?? '', 'base64url');
    return { kid: jwk.kid, alg, key: new Uint8Array(secret), node: secret };
  }
  const pub = publicPart(jwk);
  return {
    kid: jwk.kid,
    alg,
    key: (await importJWK({ ...pub, alg }, alg)) as CryptoKey,
    node: createPublicKey({ key: pub as never, format: 'jwk' }),
  };
}

function secretKey(secret: string): VerifyingKey {
  const bytes = Buffer.from(secret, 'utf8');
  return { kid: undefined, alg: 'HS256', key: new Uint8Array(bytes), node: bytes };
}

const NODE_ALGS: Record<string, { hash: string; dsa?: 'ieee-p1363' }> = {
  HS256: { hash: 'sha256' },
  RS256: { hash: 'sha256' },
  ES256: { hash: 'sha256', dsa: 'ieee-p1363' },
};

function decodeSegment<T>(segment: string | undefined): T | undefined {
  try {
    return JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The keys GoTrue would verify `token` with: by `kid` when it names one, else every key of its `alg`. */
function candidates(keys: VerifyingKey[], header: { alg?: string; kid?: string } | undefined) {
  if (!header?.alg) return [];
  const byKid = header.kid ? keys.filter((key) => key.kid === header.kid) : [];
  return (byKid.length ? byKid : keys).filter((key) => key.alg === header.alg);
}

function checkSync(keys: VerifyingKey[], token: string): Record<string, unknown> | undefined {
  const [head, body, signature] = token.split('.');
  if (!head || !body || signature === undefined) return undefined;
  const header = decodeSegment<{ alg?: string; kid?: string }>(head);
  const signed = Buffer.from(`${head}.${body}`);
  const given = Buffer.from(signature, 'base64url');
  const ok = candidates(keys, header).some((key) => {
    const spec = NODE_ALGS[key.alg];
    if (!spec) return false;
    if (key.alg === 'HS256') {
      const expected = createHmac('sha256', key.node).update(signed).digest();
      return expected.length === given.length && timingSafeEqual(expected, given);
    }
    return verifySignature(
      spec.hash,
      signed,
      spec.dsa ? { key: key.node as KeyObject, dsaEncoding: spec.dsa } : key.node,
      given,
    );
  });
  return ok ? decodeSegment<Record<string, unknown>>(body) : undefined;
}

/**
 * The auth server's keys. Without options: the emulator's ES256 key (persisted in keyDir), as today. With a
 * JWT secret and no signing keys: HS256 with that secret, an empty JWKS. With signing keys: the signing one
 * signs, every key verifies (and the secret too, as GoTrue keeps accepting legacy tokens).
 */
export async function loadKeySet(options: KeyOptions = {}): Promise<SigningKey> {
  const jwtKeys = options.jwtKeys?.length ? options.jwtKeys : null;
  const own = jwtKeys || options.jwtSecret ? null : await ownKey(options.keyDir);
  const keyJwks = jwtKeys ?? (own ? [own] : []);
  const keys = await Promise.all(keyJwks.map(verifyingKey));
  if (options.jwtSecret) keys.push(secretKey(options.jwtSecret));

  const signingJwk = keyJwks.find((jwk) => jwk.key_ops?.includes('sign')) ?? keyJwks[0];
  const alg = signingJwk ? algOf(signingJwk) : 'HS256';
  const kid = signingJwk?.kid ?? '';
  const signingKey: CryptoKey | Uint8Array = signingJwk
    ? signingJwk.kty === 'oct'
      ? new Uint8Array(Buffer.from(signingJwk.k ?? '', 'base64url'))
      : await importJWK({ ...signingJwk, key_ops: undefined, alg }, alg)
    : new Uint8Array(Buffer.from(options.jwtSecret ?? '', 'utf8'));

  const publicJwks = keyJwks
    .filter((jwk) => jwk.kty !== 'oct')
    .map((jwk) => ({ ...publicPart(jwk), alg: algOf(jwk), use: 'sig', key_ops: ['verify'], ext: true }));
  const publicJwk = publicJwks.find((jwk) => jwk.kid === kid && signingJwk?.kty !== 'oct');
  const apiKeyRoles = new Map<string, 'anon' | 'service_role' | undefined>();
  // Only projects configured with a secret or signing keys have JWT API keys (the emulator's own are opaque).
  const legacyApiKeys = !own;

  return {
    kid,
    alg,
    publicJwk,
    publicJwks,
    sign: (claims, expiresAt) =>
      new SignJWT(claims)
        .setProtectedHeader(kid ? { alg, kid, typ: 'JWT' } : { alg, typ: 'JWT' })
        .setExpirationTime(expiresAt)
        .sign(signingKey),
    async verify(token) {
      const parts = token.split('.').length;
      if (parts !== 3)
        return { ok: false, reason: 'malformed', detail: `Expected 3 parts in JWT; got ${parts}` };
      const header = decodeSegment<{ alg?: string; kid?: string }>(token.split('.')[0]);
      if (!header) return { ok: false, reason: 'malformed', detail: 'JWT header is not valid JSON' };
      const usable = candidates(keys, header);
      if (usable.length === 0) {
        return { ok: false, reason: 'signature', detail: 'JWSError JWSInvalidSignature' };
      }
      let failure: TokenCheck = { ok: false, reason: 'signature', detail: 'JWSError JWSInvalidSignature' };
      for (const key of usable) {
        try {
          const { payload } = await jwtVerify(token, key.key, { algorithms: [key.alg] });
          return { ok: true, claims: payload };
        } catch (error) {
          if (error instanceof errors.JWTExpired)
            return { ok: false, reason: 'expired', detail: 'JWT expired' };
          if (error instanceof errors.JWTClaimValidationFailed) {
            return { ok: false, reason: 'claims', detail: error.message };
          }
          if (
            !(error instanceof errors.JWSSignatureVerificationFailed) &&
            !(error instanceof errors.JOSEAlgNotAllowed)
          ) {
            failure = { ok: false, reason: 'malformed', detail: (error as Error).message };
          }
        }
      }
      return failure;
    },
    apiKeyRole(token) {
      if (!legacyApiKeys || token.split('.').length !== 3) return undefined;
      if (apiKeyRoles.has(token)) return apiKeyRoles.get(token);
      const claims = checkSync(keys, token);
      const live = typeof claims?.exp !== 'number' || claims.exp > Date.now() / 1000;
      const role =
        live && (claims?.role === 'anon' || claims?.role === 'service_role') ? claims.role : undefined;
      if (apiKeyRoles.size < 1000) apiKeyRoles.set(token, role);
      return role;
    },
  };
}

/** The emulator's own ES256 key (the default key set). */
export const loadSigningKey = (keyDir?: string) => loadKeySet({ keyDir });
