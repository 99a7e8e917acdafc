import type { FastifyInstance } from 'fastify';
import type { SigningKey } from '../signing-key.js';

export interface FunctionsOptions {
  dir?: string | false;
}

export function registerFunctionRoutes(
  _app: FastifyInstance,
  _options: FunctionsOptions & {
    key: SigningKey;
    configFile?: string | false;
    env: () => Record<string, string>;
  },
): { close(): Promise<void> } {
  return { close: () => Promise.resolve() };
}
