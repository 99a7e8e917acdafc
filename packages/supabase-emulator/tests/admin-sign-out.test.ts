import type { SupabaseClient } from '@supabase/supabase-js';
import { emulatorSuite } from './support/emulator-suite.js';

const { t } = emulatorSuite();

/**
 * supabase-js `auth.admin.signOut(jwt, scope)` is GoTrue's POST /logout?scope= sent with the service_role
 * key as apikey and the user's access token as bearer: the token says whose sessions end.
 */
const admin = () => t.client(t.emulator.serviceRoleKey).auth.admin;

const tokenOf = async (supabase: SupabaseClient) =>
  (await supabase.auth.getSession()).data.session!.access_token;

const signedIn = async (supabase: SupabaseClient) => (await supabase.auth.getUser()).error === null;

describe('admin sign-out', () => {
  it('scope global ends every session of the user; their refresh tokens stop working', async () => {
    const phone = await t.signIn('sam');
    const laptop = await t.signIn('sam');
    const ivy = await t.signIn('ivy');
    const { error } = await admin().signOut(await tokenOf(phone), 'global');
    expect(error).toBeNull();

    const refresh = await laptop.auth.refreshSession();
    expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(ivy)).toBe(true);
  });

  it('scope local ends only the session of that token, scope others all but it', async () => {
    const phone = await t.signIn('ivy');
    const laptop = await t.signIn('ivy');
    const tablet = await t.signIn('ivy');

    expect((await admin().signOut(await tokenOf(phone), 'local')).error).toBeNull();
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);

    expect((await admin().signOut(await tokenOf(laptop), 'others')).error).toBeNull();
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(tablet)).toBe(false);
  });

  it('refuses a token whose session already ended', async () => {
    const phone = await t.signIn('fresh');
    const token = await tokenOf(phone);
    expect((await admin().signOut(token, 'global')).error).toBeNull();
    const { error } = await admin().signOut(token, 'global');
    expect(error?.name).toBe('AuthSessionMissingError');
  });
});
