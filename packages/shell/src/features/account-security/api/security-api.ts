import type { AuthError, Factor, UserIdentity } from '@supabase/supabase-js';
import { getSupabase } from '@aide/shared-auth';
import { shellApi } from '../../../api/shell-api';

/** An auth server refusal as RTK Query carries it: the message, plus GoTrue's code and status in `data`. */
export interface AuthRefusal {
  status: 'CUSTOM_ERROR';
  error: string;
  data: { code?: string; status?: number };
}

const refusal = (error: Pick<AuthError, 'message' | 'code' | 'status'>): { error: AuthRefusal } => ({
  error: { status: 'CUSTOM_ERROR', error: error.message, data: { code: error.code, status: error.status } },
});

/** Runs supabase-js auth calls that throw their AuthError (`check`); a network failure is a refusal too. */
async function call<T>(request: () => Promise<T>): Promise<{ data: T } | { error: AuthRefusal }> {
  try {
    return { data: await request() };
  } catch (error) {
    const { message, code, status } = error as Partial<AuthError>;
    return refusal({ message: message ?? 'Please try again.', code, status });
  }
}

/** supabase-js answers `{ data, error }`; the data, or the error thrown for `call`. */
function check<R extends { data: unknown; error: AuthError | null }>(result: R): NonNullable<R['data']> {
  if (result.error) throw result.error;
  return result.data as NonNullable<R['data']>;
}

export interface TotpEnrollment {
  factorId: string;
  /** The QR code as an image URI (supabase-js turns GoTrue's SVG into a data: URI). */
  qrCode: string;
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: string;
}

/**
 * The signed-in account's factors and sign-in methods, straight from the auth server (supabase-js), cached
 * in the shared store like every other read.
 */
export const securityApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getFactors: build.query<Factor[], void>({
      queryFn: () => call(async () => check(await getSupabase().auth.mfa.listFactors()).all),
      providesTags: ['AuthFactors'],
    }),
    /** A new TOTP factor (unverified until its first code); earlier unfinished set-ups are removed first. */
    enrollTotp: build.mutation<TotpEnrollment, { friendlyName: string; unfinished: string[] }>({
      queryFn: ({ friendlyName, unfinished }) =>
        call(async () => {
          const { mfa } = getSupabase().auth;
          for (const factorId of unfinished) check(await mfa.unenroll({ factorId }));
          const factor = check(await mfa.enroll({ factorType: 'totp', friendlyName }));
          return { factorId: factor.id, qrCode: factor.totp.qr_code, secret: factor.totp.secret };
        }),
      invalidatesTags: ['AuthFactors'],
    }),
    /** The first code turns the factor on and raises this session to aal2 (MFA_CHALLENGE_VERIFIED). */
    verifyTotp: build.mutation<null, { factorId: string; code: string }>({
      queryFn: ({ factorId, code }) =>
        call(async () => {
          check(await getSupabase().auth.mfa.challengeAndVerify({ factorId, code }));
          return null;
        }),
      invalidatesTags: ['AuthFactors'],
    }),
    /**
     * Removes a factor, then refreshes the session: the server lowers it to aal1 when the factor was the
     * one that raised it, and the store must know (the guard and the menu read it).
     */
    removeFactor: build.mutation<null, string>({
      queryFn: (factorId) =>
        call(async () => {
          const auth = getSupabase().auth;
          check(await auth.mfa.unenroll({ factorId }));
          await auth.refreshSession();
          return null;
        }),
      invalidatesTags: ['AuthFactors'],
    }),
    getIdentities: build.query<UserIdentity[], void>({
      queryFn: () => call(async () => check(await getSupabase().auth.getUserIdentities()).identities),
      providesTags: ['AuthIdentities'],
    }),
    unlinkIdentity: build.mutation<null, UserIdentity>({
      queryFn: (identity) =>
        call(async () => {
          check(await getSupabase().auth.unlinkIdentity(identity));
          return null;
        }),
      invalidatesTags: ['AuthIdentities'],
    }),
  }),
});

export const {
  useGetFactorsQuery,
  useEnrollTotpMutation,
  useVerifyTotpMutation,
  useRemoveFactorMutation,
  useGetIdentitiesQuery,
  useUnlinkIdentityMutation,
} = securityApi;

/** The refusal's fields for the message helpers (RTK Query errors are typed loosely). */
export function authFailureOf(error: unknown): { message: string; code?: string; status?: number } {
  const refused = error as Partial<AuthRefusal> | undefined;
  return {
    message: refused?.error ?? 'Please try again.',
    code: refused?.data?.code,
    status: refused?.data?.status,
  };
}
