import { withoutRequestId, type JsonResponse } from './http.js';

/** Sends a JSON body (or none) with any method and parses the JSON answer (204 → null). */
export async function sendJson(
  method: string,
  url: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? withoutRequestId(response, JSON.parse(text)) : null,
  };
}
