// `pnpm --filter @aide/api contract`: writes the generated contract the apps are typed with,
// packages/api-contract/openapi.json and src/openapi.ts. src/openapi/__tests__/contract.test.ts fails when they are stale.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractTypes, openApiDocument } from './contract.js';

const contractDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api-contract');

const document = await openApiDocument();
await writeFile(path.join(contractDir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
await writeFile(path.join(contractDir, 'src', 'openapi.ts'), await contractTypes(document));
console.log(`Wrote ${path.relative(process.cwd(), contractDir)}/openapi.json and src/openapi.ts`);
