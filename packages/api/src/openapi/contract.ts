import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { buildApi } from '../app.js';
import type { Db } from '../db/db.js';

/** Never queried: building the app only declares its routes. */
const noDatabase: Db = {
  query: () => Promise.reject(new Error('no database while generating the contract')),
  transaction: () => Promise.reject(new Error('no database while generating the contract')),
  close: () => Promise.resolve(),
};

/** The API's OpenAPI document as production serves it at /api/openapi.json. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = buildApi({ db: noDatabase, supabaseUrl: 'http://localhost:54321', allowedOrigins: [] });
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}

/** The document as TypeScript types (`paths`), the way `openapi-typescript openapi.json` writes them. */
export async function contractTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: true });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}
