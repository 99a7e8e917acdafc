// tests/fixtures/purchase-orders: the corpus of documents as customers send them (each with its truth as JSON),
// the organization they are matched against, and the list queries a team uses (the bench times the same ones).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MatchingContext } from '../../src/features/purchase-orders/intake/extraction-types.js';
import { ORG } from './seed.js';

export const PURCHASE_ORDER_FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'purchase-orders');
export const CORPUS = path.join(PURCHASE_ORDER_FIXTURES, 'corpus');

/** A corpus file's bytes. */
export const corpusBytes = async (file: string) => new Uint8Array(await readFile(path.join(CORPUS, file)));
/** A corpus file's text. */
export const corpusText = (file: string) => readFile(path.join(CORPUS, file), 'utf8');

/** The organization (customers, catalog) the corpus's orders are matched against. */
export const corpusOrganization = async () =>
  JSON.parse(
    await readFile(path.join(PURCHASE_ORDER_FIXTURES, 'organization.json'), 'utf8'),
  ) as MatchingContext;

/** Contoso Supply's intake address: orders+<the first 8 hex digits of its id>@<the intake domain>. */
export const CONTOSO_INTAKE_ADDRESS = `orders+${ORG.contoso.slice(0, 8)}@intake.aide.local`;

/** The purchase order list's queries as a team uses them (filters, search, sorts, a deep page). */
export const LIST_QUERIES = (
  JSON.parse(readFileSync(path.join(PURCHASE_ORDER_FIXTURES, 'list-queries.json'), 'utf8')) as {
    queries: string[];
  }
).queries;
