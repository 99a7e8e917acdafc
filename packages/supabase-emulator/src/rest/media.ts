import type { FastifyReply, FastifyRequest } from 'fastify';
import { RestError } from './rest-error.js';

export interface Representation {
  /** `application/vnd.pgrst.object+json`: exactly one row, as an object. */
  singular: boolean;
  /** `;nulls=stripped` */
  stripNulls: boolean;
}

const ARRAY_TYPES = ['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'];

/** The representation the Accept header asks for; PGRST107 when none can be produced. */
export function readAccept(request: FastifyRequest): Representation {
  const accept = request.headers.accept ?? '*/*';
  for (const entry of accept.split(',')) {
    const [type = '', ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { singular: true, stripNulls };
    }
    if (ARRAY_TYPES.includes(type)) return { singular: false, stripNulls };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Rejects a schema other than public in Accept-Profile / Content-Profile (PGRST106). */
export function checkProfile(request: FastifyRequest): void {
  const header = request.method === 'GET' || request.method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = request.headers[header];
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

/** PGRST116 unless the statement produced exactly one row; thrown inside the transaction, it rolls back. */
export function assertSingular(representation: Representation, rows: number): void {
  if (representation.singular && rows !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    );
  }
}

/** Turns the JSON array text of a result into the response body for the requested representation. */
export function responseBody(json: string, representation: Representation): string {
  if (!representation.singular) return json;
  const rows = JSON.parse(json) as unknown[];
  return JSON.stringify(rows[0] ?? null);
}

export function sendJson(
  reply: FastifyReply,
  status: number,
  body: string | null,
  representation?: Representation,
) {
  const type = representation?.singular ? 'application/vnd.pgrst.object+json' : 'application/json';
  if (body === null) return reply.code(status).send();
  return reply.code(status).type(`${type}; charset=utf-8`).send(body);
}
