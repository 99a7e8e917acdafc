import { HttpError } from '../../http/error-handler.js';

const GOOGLE_HOSTS = new Set(['docs.google.com', 'drive.google.com']);
const SHEET_ID = /^[A-Za-z0-9_-]{1,200}$/;

export const NOT_A_SHEET_MESSAGE =
  'Paste the link of a Google Sheet (https://docs.google.com/spreadsheets/d/…), as "Share" → "Copy link" gives it.';

/**
 * The file id of a Google Sheet link: docs.google.com/spreadsheets/d/<id>/…, drive.google.com/file/d/<id>/…
 * or …/open?id=<id>. Anything else (another site, a Google link without an id) is a 400.
 */
export function parseSheetUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new HttpError(400, 'invalid_url', NOT_A_SHEET_MESSAGE);
  }
  if (url.protocol !== 'https:' || !GOOGLE_HOSTS.has(url.hostname.toLowerCase())) {
    throw new HttpError(400, 'invalid_url', NOT_A_SHEET_MESSAGE);
  }
  const path = url.pathname.match(/^\/(?:spreadsheets|file)\/d\/([^/]+)/);
  const id = path?.[1] ?? (url.pathname === '/open' ? url.searchParams.get('id') : null);
  if (!id || !SHEET_ID.test(id)) throw new HttpError(400, 'invalid_url', NOT_A_SHEET_MESSAGE);
  return id;
}

/** Where Google serves a shared sheet's first tab as CSV. */
export const csvExportUrl = (id: string) =>
  `https://docs.google.com/spreadsheets/d/${encodeURIComponent(id)}/export?format=csv`;
