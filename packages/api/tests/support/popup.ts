// Walks the hosted-auth popup over HTTP the way a browser would, reading what the pages say.
import { bearer } from './http.js';

export const APP_ORIGIN = 'http://localhost:3000';

export interface ResultPage {
  status: number;
  html: string;
  csp: string;
  /** The object the page posts to window.opener. */
  message: { type: string; success: boolean; purpose: string | null; error?: string };
  /** The targetOrigin(s) it posts to. */
  targetOrigins: string[];
}

export async function authUrl(
  apiUrl: string,
  token: string,
  query: string,
  origin: string = APP_ORIGIN,
): Promise<Response> {
  return fetch(`${apiUrl}/api/nylas/auth-url?${query}`, { headers: { ...bearer(token), origin } });
}

export async function readResultPage(response: Response): Promise<ResultPage> {
  const html = await response.text();
  const message = /var message = (.*);\n/.exec(html)?.[1];
  const origins = /var origins = (.*);\n/.exec(html)?.[1];
  if (!message || !origins) throw new Error(`not a result page:\n${html}`);
  return {
    status: response.status,
    html,
    csp: response.headers.get('content-security-policy') ?? '',
    message: JSON.parse(message) as ResultPage['message'],
    targetOrigins: JSON.parse(origins) as string[],
  };
}

/** The consent page's form: where it posts and its fields. */
export function consentForm(html: string): { action: string; state: string; email: string } {
  const field = (name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  return {
    action: (/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&'),
    state: field('state'),
    email: field('email'),
  };
}

export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}
