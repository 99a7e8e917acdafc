// The apps are typed with packages/api-contract, generated from this API's OpenAPI document: a route or
// schema changed without regenerating it fails here (run `pnpm --filter @aide/api contract`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contractTypes, openApiDocument } from '../contract.js';

const contractDir = path.resolve(import.meta.dirname, '../../../../api-contract');
const STALE = 'packages/api-contract is stale: run `pnpm --filter @aide/api contract` and commit the result.';

describe('the generated API contract', () => {
  it('matches the OpenAPI document the API serves, and its TypeScript types match the document', async () => {
    const document = await openApiDocument();
    const committed = JSON.parse(await readFile(path.join(contractDir, 'openapi.json'), 'utf8')) as unknown;
    expect({ document: committed, note: STALE }).toEqual({ document, note: STALE });
    const types = await readFile(path.join(contractDir, 'src', 'openapi.ts'), 'utf8');
    expect({ types, note: STALE }).toEqual({ types: await contractTypes(document), note: STALE });
  });
});
