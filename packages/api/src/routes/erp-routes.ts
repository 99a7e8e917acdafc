import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { MergeConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { TokenCipher } from '../secrets/token-cipher.js';

export interface ErpRoutesOptions {
  db: Db;
  authenticate: preValidationAsyncHookHandler;
  /** Seals sandbox tokens and encrypts account tokens; without it the ERP routes answer 503. */
  cipher: TokenCipher | null;
  /** Real Merge; null = sandbox mode. */
  merge: MergeConfig | null;
}

/** ERP connection through Merge (or its sandbox): docs/inbound-api.md "ERP connection". */
export function registerErpRoutes(_app: FastifyInstance, _options: ErpRoutesOptions): void {
  // Built in issue 5 (ERP helper).
}
