import { getRuntimeConfig, getSupabase } from '@aide/shared-auth';
import { SESSION_EXPIRED, UploadError, type ImportTarget } from '../lib/send-import';

export { UploadError, type ImportResult, type UploadPhase } from '../lib/send-import';

/** The API route of an import and the member's current access token, handed to the import worker. */
export async function importTarget(route: string): Promise<ImportTarget> {
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new UploadError(SESSION_EXPIRED);
  return { url: `${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}${route}`, token };
}
