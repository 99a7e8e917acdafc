import { createHash, createPublicKey, randomBytes, verify, type KeyObject } from 'node:crypto';

/**
 * The WebAuthn relying-party checks GoTrue delegates to go-webauthn, for passkeys and WebAuthn factors:
 * creation and request options, and the verification of an authenticator's attestation ("none" and self
 * attestation are accepted, no attestation certificate is checked) and assertions (ES256 and RS256 keys).
 */

export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

type Cbor = number | bigint | string | boolean | null | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

/** A small CBOR decoder: what attestation objects and COSE keys use. */
function decodeCbor(bytes: Uint8Array): Cbor {
  let offset = 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = (info: number): number => {
    if (info < 24) return info;
    if (info === 24) return bytes[offset++] ?? 0;
    if (info === 25) {
      const value = view.getUint16(offset);
      offset += 2;
      return value;
    }
    if (info === 26) {
      const value = view.getUint32(offset);
      offset += 4;
      return value;
    }
    if (info === 27) {
      const value = Number(view.getBigUint64(offset));
      offset += 8;
      return value;
    }
    throw new Error('CBOR: indefinite lengths are not supported');
  };
  const item = (): Cbor => {
    const head = bytes[offset++];
    if (head === undefined) throw new Error('CBOR: truncated');
    const major = head >> 5;
    const info = head & 0x1f;
    switch (major) {
      case 0:
        return length(info);
      case 1:
        return -1 - length(info);
      case 2: {
        const size = length(info);
        const value = bytes.slice(offset, offset + size);
        offset += size;
        return value;
      }
      case 3: {
        const size = length(info);
        const value = Buffer.from(bytes.slice(offset, offset + size)).toString('utf8');
        offset += size;
        return value;
      }
      case 4: {
        const size = length(info);
        return Array.from({ length: size }, () => item());
      }
      case 5: {
        const size = length(info);
        const map = new Map<Cbor, Cbor>();
        for (let i = 0; i < size; i++) {
          const key = item();
          map.set(key, item());
        }
        return map;
      }
      case 7:
        if (info === 20) return false;
        if (info === 21) return true;
        if (info === 22 || info === 23) return null;
        throw new Error('CBOR: floats are not supported');
      default:
        throw new Error(`CBOR: major type ${major} is not supported`);
    }
  };
  const value = item();
  return value;
}

/** The length of the CBOR item at the start of `bytes` (the COSE key inside authenticator data). */
function cborLength(bytes: Uint8Array): number {
  // Decode, then re-measure by decoding growing prefixes is wasteful; walk the item instead.
  let offset = 0;
  const skipLength = (info: number): number => {
    if (info < 24) return info;
    const size = { 24: 1, 25: 2, 26: 4, 27: 8 }[info] ?? 0;
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + (bytes[offset + i] ?? 0);
    offset += size;
    return value;
  };
  const skip = (): void => {
    const head = bytes[offset++] ?? 0;
    const major = head >> 5;
    const value = skipLength(head & 0x1f);
    if (major === 2 || major === 3) offset += value;
    else if (major === 4) for (let i = 0; i < value; i++) skip();
    else if (major === 5) for (let i = 0; i < value * 2; i++) skip();
  };
  skip();
  return offset;
}

export interface AuthenticatorData {
  rpIdHash: Buffer;
  flags: number;
  signCount: number;
  aaguid?: string;
  credentialId?: Buffer;
  /** The credential's COSE public key, as stored. */
  publicKey?: Buffer;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED = 0x40;

function parseAuthenticatorData(raw: Buffer): AuthenticatorData {
  if (raw.length < 37) throw new Error('authenticator data too short');
  const data: AuthenticatorData = {
    rpIdHash: raw.subarray(0, 32),
    flags: raw[32] ?? 0,
    signCount: raw.readUInt32BE(33),
  };
  if (data.flags & FLAG_ATTESTED) {
    const aaguid = raw.subarray(37, 53).toString('hex');
    data.aaguid = `${aaguid.slice(0, 8)}-${aaguid.slice(8, 12)}-${aaguid.slice(12, 16)}-${aaguid.slice(16, 20)}-${aaguid.slice(20)}`;
    const idLength = raw.readUInt16BE(53);
    data.credentialId = raw.subarray(55, 55 + idLength);
    const rest = raw.subarray(55 + idLength);
    data.publicKey = Buffer.from(rest.subarray(0, cborLength(rest)));
  }
  return data;
}

/** A COSE key (EC2 P-256 / ES256, or RSA / RS256) as a node:crypto public key. */
export function coseKey(cose: Uint8Array): { key: KeyObject; alg: number } {
  const map = decodeCbor(cose);
  if (!(map instanceof Map)) throw new Error('COSE key is not a map');
  const alg = Number(map.get(3));
  const b64 = (value: Cbor | undefined) => Buffer.from(value as Uint8Array).toString('base64url');
  if (map.get(1) === 2) {
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64(map.get(-2)), y: b64(map.get(-3)) },
      format: 'jwk',
    });
    return { key, alg: alg || -7 };
  }
  if (map.get(1) === 3) {
    const key = createPublicKey({
      key: { kty: 'RSA', n: b64(map.get(-1)), e: b64(map.get(-2)) },
      format: 'jwk',
    });
    return { key, alg: alg || -257 };
  }
  throw new Error('unsupported COSE key type');
}

export const newChallenge = () => randomBytes(32).toString('base64url');

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

interface ClientData {
  type?: string;
  challenge?: string;
  origin?: string;
}

/** clientDataJSON's type, challenge and origin, as the relying party must check them. */
function checkClientData(raw: Buffer, type: string, challenge: string, rp: RelyingParty): void {
  const clientData = JSON.parse(raw.toString('utf8')) as ClientData;
  if (clientData.type !== type) throw new Error(`client data type is not ${type}`);
  if (clientData.challenge !== challenge) throw new Error('challenge mismatch');
  if (!clientData.origin || !rp.origins.includes(clientData.origin)) {
    throw new Error(`origin ${clientData.origin ?? ''} is not allowed`);
  }
}

function checkFlags(data: AuthenticatorData, rp: RelyingParty, userVerification: boolean): void {
  if (!data.rpIdHash.equals(sha256(rp.id))) throw new Error('RP ID hash mismatch');
  if (!(data.flags & FLAG_USER_PRESENT)) throw new Error('user not present');
  if (userVerification && !(data.flags & FLAG_USER_VERIFIED)) throw new Error('user not verified');
}

const field = (value: unknown, name: string): Buffer => {
  if (typeof value !== 'string' || !value) throw new Error(`${name} missing`);
  return Buffer.from(value, 'base64url');
};

export interface CredentialJson {
  id?: unknown;
  rawId?: unknown;
  type?: unknown;
  response?: Record<string, unknown>;
}

export interface RegisteredCredential {
  credentialId: Buffer;
  publicKey: Buffer;
  signCount: number;
  aaguid: string | null;
  transports: string[];
  backupEligible: boolean;
  backedUp: boolean;
  attestationType: string;
}

/** Checks navigator.credentials.create()'s answer (RegistrationResponseJSON) against the challenge. */
export function verifyRegistration(
  credential: CredentialJson,
  challenge: string,
  rp: RelyingParty,
  userVerification: boolean,
): RegisteredCredential {
  const response = credential.response ?? {};
  checkClientData(field(response.clientDataJSON, 'clientDataJSON'), 'webauthn.create', challenge, rp);
  const attestation = decodeCbor(field(response.attestationObject, 'attestationObject'));
  if (!(attestation instanceof Map)) throw new Error('attestation object is not a map');
  const fmt = attestation.get('fmt');
  if (fmt !== 'none' && fmt !== 'packed') throw new Error('attestation format is not supported');
  const authData = parseAuthenticatorData(Buffer.from(attestation.get('authData') as Uint8Array));
  checkFlags(authData, rp, userVerification);
  if (!authData.credentialId || !authData.publicKey) throw new Error('no attested credential data');
  const { key } = coseKey(authData.publicKey);
  if (fmt === 'packed') {
    // Self attestation: signed by the credential's own key.
    const statement = attestation.get('attStmt');
    const signature = statement instanceof Map ? (statement.get('sig') as Uint8Array | undefined) : undefined;
    if (!signature) throw new Error('packed attestation without signature');
    const signed = Buffer.concat([
      Buffer.from(attestation.get('authData') as Uint8Array),
      sha256(field(response.clientDataJSON, 'clientDataJSON')),
    ]);
    if (!verify('sha256', signed, key, signature)) throw new Error('attestation signature invalid');
  }
  const rawId = typeof credential.rawId === 'string' ? Buffer.from(credential.rawId, 'base64url') : null;
  if (rawId && !rawId.equals(authData.credentialId)) throw new Error('credential id mismatch');
  return {
    credentialId: authData.credentialId,
    publicKey: authData.publicKey,
    signCount: authData.signCount,
    aaguid: authData.aaguid ?? null,
    transports: Array.isArray(response.transports) ? response.transports.map(String) : [],
    backupEligible: !!(authData.flags & FLAG_BACKUP_ELIGIBLE),
    backedUp: !!(authData.flags & FLAG_BACKED_UP),
    attestationType: String(fmt),
  };
}

/** The credential id and user handle an assertion claims (to find the stored credential). */
export function assertionIds(credential: CredentialJson): { credentialId: Buffer; userHandle: string } {
  const response = credential.response ?? {};
  const credentialId = field(credential.rawId ?? credential.id, 'rawId');
  const userHandle =
    typeof response.userHandle === 'string' && response.userHandle
      ? Buffer.from(response.userHandle, 'base64url').toString('utf8')
      : '';
  return { credentialId, userHandle };
}

/** Checks navigator.credentials.get()'s answer against the challenge and the stored key; the new counter. */
export function verifyAssertion(
  credential: CredentialJson,
  challenge: string,
  rp: RelyingParty,
  stored: { publicKey: Buffer; signCount: number },
  userVerification: boolean,
): number {
  const response = credential.response ?? {};
  const clientData = field(response.clientDataJSON, 'clientDataJSON');
  checkClientData(clientData, 'webauthn.get', challenge, rp);
  const rawAuthData = field(response.authenticatorData, 'authenticatorData');
  const authData = parseAuthenticatorData(rawAuthData);
  checkFlags(authData, rp, userVerification);
  const { key } = coseKey(stored.publicKey);
  const signed = Buffer.concat([rawAuthData, sha256(clientData)]);
  if (!verify('sha256', signed, key, field(response.signature, 'signature'))) {
    throw new Error('assertion signature invalid');
  }
  if (authData.signCount !== 0 && authData.signCount <= stored.signCount) {
    throw new Error('sign counter did not increase: the authenticator may be cloned');
  }
  return authData.signCount;
}

/** PublicKeyCredentialCreationOptions (JSON) for a user, as go-webauthn's BeginRegistration. */
export function creationOptions(
  rp: RelyingParty,
  user: { id: string; name: string; displayName: string },
  challenge: string,
  exclude: Buffer[],
  passkey: boolean,
): Record<string, unknown> {
  return {
    rp: { name: rp.name, id: rp.id },
    user: { name: user.name, displayName: user.displayName, id: Buffer.from(user.id).toString('base64url') },
    challenge,
    pubKeyCredParams: [
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ],
    timeout: 300000,
    excludeCredentials: exclude.map((id) => ({ type: 'public-key', id: id.toString('base64url') })),
    authenticatorSelection: passkey
      ? { residentKey: 'required', requireResidentKey: true, userVerification: 'required' }
      : { requireResidentKey: false, userVerification: 'preferred' },
    attestation: 'none',
  };
}

/** PublicKeyCredentialRequestOptions (JSON); `allow` empty for a discoverable (passkey) login. */
export function requestOptions(
  rp: RelyingParty,
  challenge: string,
  allow: Buffer[],
  passkey: boolean,
): Record<string, unknown> {
  return {
    challenge,
    timeout: 300000,
    rpId: rp.id,
    ...(allow.length
      ? { allowCredentials: allow.map((id) => ({ type: 'public-key', id: id.toString('base64url') })) }
      : {}),
    userVerification: passkey ? 'required' : 'preferred',
  };
}
