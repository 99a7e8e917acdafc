import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

// Tests talk real HTTP: Fastify's inject() needs light-my-request, whose ESM-only `cookie` dependency
// jest cannot require on Node 20.
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Any request whose answer must be JSON: its body parsed (see withoutRequestId). */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<JsonResponse> {
  const response = await fetch(url, init);
  const text = await response.text();
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return {
    status: response.status,
    headers: response.headers,
    body: withoutRequestId(response, JSON.parse(text)),
  };
}

export const getJson = (url: string, headers: Record<string, string> = {}) => fetchJson(url, { headers });

/**
 * An error body's `request_id` must be the answer's `x-request-id`: checked here for every answer of the
 * suites, then removed so their assertions compare what the route itself answered.
 */
export function withoutRequestId(response: Response, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('request_id' in body)) return body;
  const { request_id: requestId, ...rest } = body as { request_id?: unknown };
  expect(requestId).toBe(response.headers.get('x-request-id'));
  return rest;
}

/** The answer is this error: its status, and exactly `{ error, message }` as its body. */
export function expectError(response: JsonResponse, status: number, error: string, message: string): void {
  expect({ status: response.status, body: response.body }).toEqual({ status, body: { error, message } });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
