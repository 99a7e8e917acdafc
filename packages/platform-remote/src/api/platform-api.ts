import { baseApi } from '@aide/shared-auth';

/**
 * Every cache tag of the platform console, in one place: the compiler checks every tag endpoints provide or
 * invalidate against this list. The console's endpoints (the API's /platform routes) inject into platformApi.
 */
export const PLATFORM_CACHE_TAGS = [
  'PlatformOrganizations',
  'PlatformEvents',
  'PlatformExports',
  'PlatformUsage',
  'PlatformHealth',
] as const;

export const platformApi = baseApi.enhanceEndpoints({ addTagTypes: PLATFORM_CACHE_TAGS });

/** The 422 of a platform route: which field to correct, and what to say under it. */
export interface FieldRefusal {
  field: string;
  message: string;
}

/** The field refusal in an RTK Query error, if that is what it is. */
export function fieldRefusalOf(error: unknown): FieldRefusal | null {
  const { status, data } = (error ?? {}) as {
    status?: unknown;
    data?: { field?: unknown; message?: unknown };
  };
  if (status !== 422 || typeof data?.field !== 'string' || typeof data.message !== 'string') return null;
  return { field: data.field, message: data.message };
}
