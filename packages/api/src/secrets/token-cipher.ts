import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Encrypts secrets (provider tokens) at rest: AES-256-GCM, stored as `v1:<iv>:<tag>:<ciphertext>` (base64). */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

/** @param key 32 bytes, e.g. from TOKEN_ENCRYPTION_KEY (base64). */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('TOKEN_ENCRYPTION_KEY must be 32 bytes (base64 encoded)');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join(':');
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('Not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
